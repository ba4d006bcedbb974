import Foundation
import OpenTouch

/// What `--explain` and `--timeline` make of a traced run (`opentouch replay`, `opentouch run`).
@MainActor
struct ReplayTraceOutput {
    let explain: Bool
    let timeline: URL?
    let title: String
    /// The account of each touch, once ``take(_:)`` has seen the recorder (and only with `--explain`).
    private(set) var explanations: [TouchExplanation] = []
    /// The trace's diagnostics that no touch's account holds (a lift with no touch-down, …).
    private(set) var otherDiagnostics: [String] = []
    private var page: TouchTimeline?

    init(explain: Bool, timeline: URL?, title: String) {
        (self.explain, self.timeline, self.title) = (explain, timeline, title)
    }

    /// Whether the replay must be traced at all.
    var isNeeded: Bool { explain || timeline != nil }

    /// Reads the finished trace while its views are alive.
    mutating func take(_ recorder: TraceRecorder) {
        if explain {
            explanations = recorder.explanations()
            let told = Set(explanations.flatMap(\.diagnostics))
            otherDiagnostics = recorder.diagnostics.map(\.description).filter { !told.contains($0) }
        }
        if timeline != nil { page = TouchTimeline(recorder: recorder, title: title) }
    }

    /// The why-trace as text: each touch's ``TouchExplanation/text``, in touch-down order, a
    /// blank line between touches, then the diagnostics no touch's account holds.
    var explanationText: [String] {
        var blocks = explanations.map(\.text)
        if blocks.isEmpty { blocks.append("No touch went down.") }
        if !otherDiagnostics.isEmpty { blocks.append(otherDiagnostics.map { "diagnostic: \($0)" }.joined(separator: "\n")) }
        return blocks.joined(separator: "\n\n").components(separatedBy: "\n")
    }

    /// The why-trace as one JSON array of explanations (sorted keys, pretty-printed).
    func explanationJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(explanations), as: UTF8.self)
    }

    /// Writes the timeline file, if one was asked for.
    func finish() throws {
        guard let timeline, let page else { return }
        do {
            try page.write(to: timeline)
        } catch {
            throw ReplayTraceOutputError(description: "cannot write the timeline to \(timeline.path): \(error.localizedDescription)")
        }
    }
}

/// A timeline that could not be written.
struct ReplayTraceOutputError: Error, CustomStringConvertible {
    let description: String
}

extension ReplayTraceOutput {
    /// Prints the why-trace on standard output, as text or as a JSON array.
    func printExplanations(json: Bool) throws {
        if json {
            print(try explanationJSON())
        } else {
            for line in explanationText { print(line) }
        }
    }
}
