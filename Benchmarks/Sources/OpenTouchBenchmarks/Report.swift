import Foundation

/// One line of the results table: an OpenTouch figure next to a baseline figure from the same run.
struct ReportRow {
    /// What was measured, for example `hitTest, seed scene (10, 74) → GrayView`.
    var benchmark: String
    /// The unit of the figures, for example `time/op` or `mallocs/move`.
    var metric: String
    /// OpenTouch's median (or single value) and p90, formatted.
    var candidate: (median: String, p90: String)
    /// What the baseline is.
    var baselineName: String
    /// The baseline's median (or single value) and p90, formatted.
    var baseline: (median: String, p90: String)
    /// OpenTouch divided by the baseline; lower is better for every metric in the table.
    var ratio: String

    /// A timing row: per-operation medians and p90s, ratio of medians.
    /// `tail` is the percentile of the second column (90 unless the report says otherwise).
    static func timing(_ benchmark: String, metric: String = "time/op", candidate: Measurement,
                       baselineName: String, baseline: Measurement, tail: Double = 90) -> ReportRow {
        ReportRow(benchmark: benchmark, metric: metric,
                  candidate: (Format.time(candidate.median), Format.time(candidate.percentile(tail))),
                  baselineName: baselineName,
                  baseline: (Format.time(baseline.median), Format.time(baseline.percentile(tail))),
                  ratio: Format.ratio(candidate.median / baseline.median))
    }

    /// A counting row (allocations, bytes): one value per side, ratio when the baseline is not 0.
    /// The texts, when given, replace the plain formatted values (to show raw totals too).
    static func count(_ benchmark: String, metric: String, candidate: Double, candidateText: String? = nil,
                      baselineName: String, baseline: Double, baselineText: String? = nil) -> ReportRow {
        let ratio: String
        if baseline != 0 {
            ratio = Format.ratio(candidate / baseline)
        } else {
            ratio = candidate == 0 ? "equal (both 0)" : "— (baseline 0)"
        }
        return ReportRow(benchmark: benchmark, metric: metric,
                         candidate: (candidateText ?? Format.count(candidate), "—"),
                         baselineName: baselineName, baseline: (baselineText ?? Format.count(baseline), "—"),
                         ratio: ratio)
    }
}

/// A target from the brief and whether this run met it.
struct Verdict {
    var target: String
    var met: Bool
    var detail: String

    /// The verdict as one Markdown list line.
    var line: String {
        "- **\(met ? "met" : "NOT MET")** — \(target): \(detail)"
    }
}

/// Everything the run prints at the end: the table, notes and verdicts.
struct Report {
    var rows: [ReportRow] = []
    var notes: [String] = []
    var verdicts: [Verdict] = []
    /// The name of the tail percentile column (the lists benchmark reports p95).
    var tailLabel = "p90"

    /// The results as a Markdown table.
    var table: String {
        let header = ["Benchmark", "Metric", "OpenTouch median", "OpenTouch \(tailLabel)", "Baseline",
                      "Baseline median", "Baseline \(tailLabel)", "OpenTouch ÷ baseline"]
        var lines = ["| " + header.joined(separator: " | ") + " |", "|---|---|--:|--:|---|--:|--:|--:|"]
        for row in rows {
            let cells = [row.benchmark, row.metric, row.candidate.median, row.candidate.p90,
                         row.baselineName, row.baseline.median, row.baseline.p90, row.ratio]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }
                .joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// The full printed report.
    var text: String {
        var parts = [table]
        if !notes.isEmpty { parts.append(notes.map { "- \($0)" }.joined(separator: "\n")) }
        if !verdicts.isEmpty { parts.append("Targets:\n\n" + verdicts.map(\.line).joined(separator: "\n")) }
        return parts.joined(separator: "\n\n")
    }
}
