import Foundation
import OpenTouch

/// Lists at any length: a table and a flow-layout collection of 1,000 and 1,000,000 rows
/// (fixed and self-sizing heights) scrolled frame by frame by a finger drag and its fling,
/// against the same screen built from a plain scroll view with 1,000 pre-placed row views, all
/// sampled alternately in the same run; mallocs per frame, live cells, and a hit test in the
/// middle of each list.
@MainActor
struct ListBenchmarks {
    let harness: Harness
    /// Frames counted for mallocs and live cells, per scene.
    var countedFrames = 600
    static let sizes = [1_000, 1_000_000]
    static let baselineRows = 1_000

    /// One list kind and sizing at both lengths, with its baseline.
    struct Result {
        var kind: ListKind
        var selfSizing: Bool
        var frames: [Measurement]
        var baseline: Measurement
        var hitTests: [Measurement]

        var label: String { "\(kind.name), \(selfSizing ? "self-sizing (Auto Layout, estimated heights)" : "fixed heights")" }

        /// The issue's target: the 1,000,000-row frame within 2× of the 1,000-row frame.
        var verdict: Verdict {
            let ratio = frames[1].median / frames[0].median
            return Verdict(target: "1,000,000-row frame within 2× of the 1,000-row frame: \(label)",
                           met: ratio <= 2,
                           detail: "median \(Format.time(frames[1].median)) vs \(Format.time(frames[0].median)) "
                               + "(\(Format.ratio(ratio))); p95 \(Format.time(frames[1].percentile(95))) vs "
                               + "\(Format.time(frames[0].percentile(95))) "
                               + "(\(Format.ratio(frames[1].percentile(95) / frames[0].percentile(95))))")
        }

        /// The same target for the hit test in the middle of the list.
        var hitTestVerdict: Verdict {
            let ratio = hitTests[1].median / hitTests[0].median
            return Verdict(target: "hit test at 1,000,000 rows within 2× of 1,000 rows: \(label)",
                           met: ratio <= 2,
                           detail: "median \(Format.time(hitTests[1].median)) vs \(Format.time(hitTests[0].median)) "
                               + "(\(Format.ratio(ratio)))")
        }
    }

    /// Every list row and verdict, appended to `report`.
    func run(into report: inout Report, interposerWorks: Bool) {
        report.tailLabel = "p95"
        var verdicts: [Verdict] = []
        for kind in ListKind.allCases where kind != .plainScrollView {
            for selfSizing in [false, true] {
                OpenTouchBenchmarksMain.progress("lists: \(kind.name), \(selfSizing ? "self-sizing" : "fixed")")
                let result = measure(kind, selfSizing: selfSizing, into: &report)
                verdicts += [result.verdict, result.hitTestVerdict]
            }
        }
        report.notes.append("Lists: each frame advances the virtual clock 1/60 s, moves or lifts the finger "
                            + "(\(ListScrollScene.dragFrames) moves of \(Int(ListScrollScene.dragStep)) pt, then the fling "
                            + "decelerates to rest) and runs the application's layout pass; each cycle starts in the "
                            + "middle of the content (untimed). The baseline is a plain UIScrollView holding "
                            + "\(Format.grouped(Self.baselineRows)) pre-placed row views (a view and a label each) at the "
                            + "same heights; 1,000,000 pre-placed views are not feasible, so both list lengths are "
                            + "compared with the same 1,000-row baseline. Live cells are cell instances alive (in the "
                            + "view tree or waiting for reuse), at their peak over \(countedFrames) frames; the baseline's "
                            + "are its row views. Mallocs are counted over the same frames (all threads).")
        report.verdicts += verdicts.map { verdict in
            var checked = verdict
            checked.detail += interposerWorks ? "" : " (malloc interposer not active)"
            return checked
        }
    }

    /// Frames, mallocs, live cells and hit tests of `kind` at both lengths against the baseline.
    func measure(_ kind: ListKind, selfSizing: Bool, into report: inout Report) -> Result {
        let baseline = ListScrollScene(kind: .plainScrollView, rows: Self.baselineRows, selfSizing: selfSizing)
        let lists = Self.sizes.map { ListScrollScene(kind: kind, rows: $0, selfSizing: selfSizing) }
        let samplers: [Sampler] = (lists + [baseline]).map { scene in { (scene.frame(), 1) } }
        let frames = harness.compareSamples(samplers, warmupSamples: 60)
        let baselineCounts = counts(baseline)
        let sizing = selfSizing ? "self-sizing" : "fixed heights"
        var hitTests: [Measurement] = []
        for (index, list) in lists.enumerated() {
            let rows = "\(kind.name), \(Format.grouped(list.rows)) rows, \(sizing)"
            report.rows.append(.timing("Scroll frame (drag + fling), \(rows)", metric: "time/frame",
                                       candidate: frames[index], baselineName: baseline.kind.name,
                                       baseline: frames[lists.count], tail: 95))
            let listCounts = counts(list)
            report.rows.append(.count("Scroll frame, \(rows)", metric: "mallocs/frame", candidate: listCounts.mallocs,
                                      baselineName: baseline.kind.name, baseline: baselineCounts.mallocs))
            report.rows.append(.count("Scroll, \(rows): live cells at peak (in the tree at the end: "
                                      + "\(listCounts.inTree))", metric: "live cells",
                                      candidate: Double(listCounts.live),
                                      baselineName: baseline.kind.name, baseline: Double(baselineCounts.live)))
            let hits = compareHitTests(list, baseline)
            hitTests.append(hits.list)
            report.rows.append(.timing("hitTest at the window's middle, \(rows)", metric: "time/hitTest",
                                       candidate: hits.list, baselineName: baseline.kind.name,
                                       baseline: hits.baseline, tail: 95))
        }
        return Result(kind: kind, selfSizing: selfSizing, frames: Array(frames.prefix(lists.count)),
                      baseline: frames[lists.count], hitTests: hitTests)
    }

    /// Mallocs per frame and peak live cells (instances made and not freed, from before the
    /// scene is built) over ``countedFrames`` frames of a new scene like `model`; with the rows
    /// in its view tree at the end.
    func counts(_ model: ListScrollScene) -> (mallocs: Double, live: Int, inTree: Int) {
        let before = LiveRows.count
        LiveRows.resetPeak()
        let scene = ListScrollScene(kind: model.kind, rows: model.rows, selfSizing: model.selfSizing)
        for _ in 0..<60 { _ = scene.frame() }
        var mallocs = 0
        for _ in 0..<countedFrames {
            scene.prepareFrame()
            mallocs += MemoryBenchmarks.count { scene.runFrame() }.mallocCount
        }
        let inTree = scene.scrollView.subviews.count { $0 is BenchCollectionCell || $0 is BenchRowView }
        return (Double(mallocs) / Double(countedFrames), LiveRows.peak - before, inTree)
    }

    /// A hit test in the middle of the window, the list resting in the middle of its content,
    /// against the same test in the baseline.
    func compareHitTests(_ list: ListScrollScene, _ baseline: ListScrollScene)
        -> (list: Measurement, baseline: Measurement) {
        list.recentre()
        baseline.recentre()
        func batch(_ scene: ListScrollScene) -> Batch {
            { operations in
                var found = 0
                for _ in 0..<operations where scene.hitTestMiddle() != nil { found &+= 1 }
                return found
            }
        }
        let measured = harness.compare(batch(list), against: batch(baseline))
        return (measured.candidate, measured.baseline)
    }
}
