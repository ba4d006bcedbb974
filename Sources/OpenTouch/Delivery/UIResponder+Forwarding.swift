import Foundation

/// The responder ledger: which responders saw each touch begin and have not yet seen it end.
///
/// Every delivery, by the window or by a default implementation forwarding to ``UIResponder/next``,
/// goes through ``UIResponder/receiveTouches(_:_:_:forwardedFrom:)``, which keeps the ledger
/// and reports the call to trace observers. Forwarding passes a responder only the touches it may
/// see: a began it has not seen yet, or a move, end or cancel of a touch it saw begin. When a
/// touch finishes, responders still open for it get a `touchesCancelled` (see ``TouchEnvironment``).
extension UIResponder {
    /// Delivers `touches` in `phase` to this responder, keeping the ledger and the trace.
    ///
    /// Only the touches the ledger lets through are delivered (see ``UITouch/accepts(_:in:)``);
    /// when none is left, nothing is called.
    func receiveTouches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?,
                        forwardedFrom sender: UIResponder?) {
        deliverAccepted(phase, Self.touches(touches, acceptedBy: self, in: phase), event, forwardedFrom: sender)
    }

    /// ``receiveTouches(_:_:_:forwardedFrom:)`` from the window for touches it has already checked
    /// against this responder's ledger (every one accepted): nothing is filtered out.
    func receiveAccepted(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        deliverAccepted(phase, touches, event, forwardedFrom: nil)
    }

    /// Keeps the ledger and the trace for `touches` (already filtered by the ledger) and calls the
    /// responder's method for `phase`; nothing when the set is empty.
    private func deliverAccepted(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?,
                                 forwardedFrom sender: UIResponder?) {
        guard !touches.isEmpty else { return }
        switch phase {
        case .began:
            for touch in touches { touch.open(for: self) }
        case .ended, .cancelled:
            for touch in touches { touch.close(for: self) }
        default:
            break
        }
        event?.tracer?.record(.touches(phase: phase, responder: self, touches: touches, forwardedFrom: sender))
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        default: break
        }
    }

    /// The default touch handling: pass the touches `next` may see on to it.
    ///
    /// A default `touchesBegan` running on a responder means it saw those touches begin, even
    /// when it was called directly (`next?.touchesBegan(…)`) rather than through delivery.
    func forwardTouches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        if phase == .began {
            for touch in touches { touch.open(for: self) }
        }
        next?.receiveTouches(phase, touches, event, forwardedFrom: self)
    }

    /// `touches` filtered by the ledger for `responder`; the same set (no copy) when all pass.
    private static func touches(_ touches: Set<UITouch>, acceptedBy responder: UIResponder,
                                in phase: UITouch.Phase) -> Set<UITouch> {
        for touch in touches where !touch.accepts(responder, in: phase) {
            return touches.filter { $0.accepts(responder, in: phase) }
        }
        return touches
    }
}
