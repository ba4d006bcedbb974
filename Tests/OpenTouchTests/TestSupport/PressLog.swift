import Foundation
import OpenTouch

// Presses as the suite sees touches: read from the engine's trace (`TraceRecord.presses`), so a
// responder under test stays the class the test is about.

extension CallLog {
    /// From now on appends `"<name> began keyboardA"` (the keys of the presses, in the order they
    /// went down) for each press call `application` makes on `responder`, and `"<name> motion
    /// began"` for each motion call. Returns `responder`.
    @discardableResult
    func logPresses<R: UIResponder>(of responder: R, as name: String, in application: UIApplication) -> R {
        let observation = application.addTraceObserver { [weak self, weak responder] record in
            guard let self, let responder else { return }
            if let call = PressCall(record), call.responder === responder {
                self.append("\(name) \(call.phaseWord) \(call.keyNames)")
            } else if case .motion(_, let phase, let target) = record, target === responder {
                self.append("\(name) motion \(phase.rawValue)")
            }
        }
        observations.append(observation)
        return responder
    }
}

/// One `pressesBegan/Changed/Ended/Cancelled` call, read from a trace record.
@MainActor
struct PressCall {
    let phase: UIPress.Phase
    let responder: UIResponder
    let presses: Set<UIPress>
    /// The responder whose default implementation passed the presses on; nil for the application's call.
    let forwardedFrom: UIResponder?

    /// The call a `.presses` record describes; nil for every other record.
    init?(_ record: TraceRecord) {
        guard case .presses(let phase, let responder, let presses, let from) = record else { return nil }
        self.phase = phase
        self.responder = responder
        self.presses = presses
        forwardedFrom = from
    }

    /// `began`, `changed`, `ended`, `cancelled`.
    var phaseWord: String { "\(phase)" }

    /// The presses' keys (`keyboardA`), sorted by name, joined with `+`.
    var keyNames: String {
        presses.map { $0.key?.keyCode.name ?? "\($0.type)" }.sorted().joined(separator: "+")
    }
}

@MainActor
extension TraceRecorder {
    /// The press calls recorded, in order.
    var pressCalls: [PressCall] { records.compactMap(PressCall.init) }
}
