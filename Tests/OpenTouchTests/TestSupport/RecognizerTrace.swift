import Foundation
import OpenTouch

// What gesture recognizers did, read from the engine's trace: one set of queries for every folder.

@MainActor
extension TraceRecorder {
    /// Every state `recognizer` moved to, in order (including `.failed` and resets to `.possible`).
    func states(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer.State] {
        records.compactMap { record in
            guard case .gestureStateChanged(let changed, _, let to) = record, changed === recognizer else { return nil }
            return to
        }
    }

    /// The recognizer's state changes, as "Possible→Began", including failures and resets.
    func transitions(of recognizer: UIGestureRecognizer) -> [String] {
        records.compactMap { record in
            guard case .gestureStateChanged(let changed, let from, let to) = record, changed === recognizer else { return nil }
            return "\(from)→\(to)"
        }
    }

    /// Every state change of every recognizer, as "<name>: Possible→Began" (recognizers need a `name`).
    func allTransitions() -> [String] {
        records.compactMap { record in
            guard case .gestureStateChanged(let recognizer, let from, let to) = record else { return nil }
            return "\(recognizer.name ?? "?"): \(from)→\(to)"
        }
    }

    /// The states the recognizer sent its actions in.
    func actionStates(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer.State] {
        records.compactMap { record in
            guard case .gestureAction(let sender, let state, _) = record, sender === recognizer else { return nil }
            return state
        }
    }
}
