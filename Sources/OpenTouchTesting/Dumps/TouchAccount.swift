import Foundation

/// A short account of the touches in a trace: where each finger went down and what hit testing
/// chose, the responders that got each phase, recognizers' state changes, control events and
/// diagnostics, with times from the first record. The failure dumps' `explanation.txt` holds it.
@MainActor
struct TouchAccount {
    let text: String

    init(entries: [TraceRecorder.Entry]) {
        guard let start = entries.first?.time else {
            text = "No touches were recorded."
            return
        }
        var lines = ["Touches (seconds from the first record):"]
        for entry in entries {
            guard let line = Self.line(entry.record) else { continue }
            lines.append(String(format: "  %7.3f ", entry.time - start) + line)
        }
        text = lines.count > 1 ? lines.joined(separator: "\n") : "No touches were recorded."
    }

    private static func line(_ record: TraceRecord) -> String? {
        switch record {
        case .touchBegan(let touch, let window, let view):
            let location = TouchDriver.format(touch.location(in: window))
            return "finger down at \(location): hit testing chose \(view.map { TraceName($0).path } ?? "no view")"
        case .touches(let phase, let responder, let touches, nil):
            return "touches\(Self.phaseName(phase)) (\(touches.count)) → \(TraceName(responder).short)"
        case .gestureStateChanged(let recognizer, let from, let to):
            return "\(TraceName(recognizer).short): \(from) → \(to)"
        case .controlEvents(let control, let events):
            return "\(TraceName(control).short) sent \(events)"
        case .diagnostic(let diagnostic):
            return "diagnostic: \(diagnostic)"
        default:
            return nil
        }
    }

    private static func phaseName(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "Began"
        case .moved: "Moved"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        default: "\(phase)"
        }
    }
}
