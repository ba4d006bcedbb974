import Foundation
import OpenTouch

/// Writes what happens in the window as lines, each flushed as it is written: the touches and
/// who got them (or the transition that took them), control events, scroll view steps,
/// recognizer transitions, diagnostics, and the demo's own lines (actions, values, offsets),
/// each stamped with the milliseconds since the window opened on the application clock.
@MainActor
final class WindowTrace {
    private let handle: FileHandle?
    private let clock: any EventClock
    private let start: TimeInterval
    private var observation: TraceObservation?
    private let formatter = TraceFormatter(style: .verbose)

    /// A trace to `path` ("-" for standard output), or one that writes nothing when `path` is nil.
    init(path: String?, application: UIApplication) throws {
        clock = application.clock
        start = application.clock.now
        switch path {
        case nil:
            handle = nil
        case "-":
            handle = FileHandle.standardOutput
        case let path?:
            guard FileManager.default.createFile(atPath: path, contents: nil),
                  let file = FileHandle(forWritingAtPath: path) else {
                throw WindowCommandError("cannot write the trace file \(path)")
            }
            handle = file
        }
        guard handle != nil else { return }
        observation = application.addTraceObserver { [weak self] record in
            guard let self else { return }
            if Self.isIgnoredDuringTransition(record) { return self.write(record.summary) }
            guard Self.shows(record) else { return }
            for line in self.formatter.lines(for: record) { self.write(line) }
        }
    }

    /// Writes a line, stamped, and flushes it.
    func write(_ line: String) {
        guard let handle else { return }
        let ms = Int(((clock.now - start) * 1000).rounded())
        let stamp = String(ms)
        let text = String(repeating: " ", count: max(0, 6 - stamp.count)) + stamp + " ms  " + line + "\n"
        handle.write(Data(text.utf8))
    }

    /// Writes a line without a time stamp (headers).
    func writeHeader(_ line: String) {
        handle?.write(Data(("# " + line + "\n").utf8))
    }

    /// Stops observing and closes the file.
    func finish() {
        observation?.cancel()
        observation = nil
        if let handle, handle !== FileHandle.standardOutput { try? handle.close() }
    }

    /// A touch that went down while a transition ran: the line names the transition
    /// ("finger 1 to no view: never delivered: touches are ignored while the presentation of … runs").
    private static func isIgnoredDuringTransition(_ record: TraceRecord) -> Bool {
        if case .touchDelivery(_, _, .ignoredDuringTransition) = record { return true }
        return false
    }

    private static func shows(_ record: TraceRecord) -> Bool {
        switch record {
        case .touchBegan, .touches, .controlEvents, .scrollView, .gestureStateChanged, .diagnostic:
            true
        default:
            false
        }
    }
}
