import Foundation
import OpenTouch

/// What `opentouch replay --explain` and `--timeline` make of the replay's trace.
@MainActor
struct ReplayTraceOutput {
    let explain: Bool
    let timeline: URL?
    let title: String
    /// The why-trace lines, once ``take(_:)`` has seen the recorder (and only with `--explain`).
    private(set) var explanation: [String] = []
    private var page: TouchTimeline?

    init(explain: Bool, timeline: URL?, title: String) {
        (self.explain, self.timeline, self.title) = (explain, timeline, title)
    }

    /// Whether the replay must be traced at all.
    var isNeeded: Bool { explain || timeline != nil }

    /// Reads the finished replay's trace while its views are alive.
    mutating func take(_ recorder: TraceRecorder) {
        let timeline = TouchTimeline(recorder: recorder, title: title)
        if explain { explanation = Self.explanation(of: recorder, timeline: timeline) }
        if self.timeline != nil { page = timeline }
    }

    /// The why-trace: each thing that happened, with its time from the first record and names.
    private static func explanation(of recorder: TraceRecorder, timeline: TouchTimeline) -> [String] {
        timeline.logLines
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
