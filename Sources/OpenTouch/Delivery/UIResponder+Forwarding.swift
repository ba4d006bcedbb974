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
    func receiveTouches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?,
                        forwardedFrom sender: UIResponder?) {
        switch phase {
        case .began:
            for touch in touches where !touch.isOpen(for: self) {
                touch.openResponders.append(self)
            }
        case .ended, .cancelled:
            for touch in touches {
                if let index = touch.openResponders.indexOfIdentical(self) {
                    touch.openResponders.remove(at: index)
                }
            }
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
            for touch in touches where !touch.isOpen(for: self) {
                touch.openResponders.append(self)
            }
        }
        guard let next else { return }
        let forwarded = Self.touches(touches, acceptedBy: next, in: phase)
        guard !forwarded.isEmpty else { return }
        next.receiveTouches(phase, forwarded, event, forwardedFrom: self)
    }

    /// `touches` filtered by the ledger for `responder`; the same set (no copy) when all pass.
    private static func touches(_ touches: Set<UITouch>, acceptedBy responder: UIResponder,
                                in phase: UITouch.Phase) -> Set<UITouch> {
        for touch in touches where !accepts(touch, responder, phase) {
            return touches.filter { accepts($0, responder, phase) }
        }
        return touches
    }

    private static func accepts(_ touch: UITouch, _ responder: UIResponder, _ phase: UITouch.Phase) -> Bool {
        phase == .began ? !touch.isOpen(for: responder) : touch.isOpen(for: responder)
    }
}

extension UITouch {
    /// Whether `responder` saw this touch begin and has not yet seen it end.
    func isOpen(for responder: UIResponder) -> Bool {
        openResponders.containsIdentical(responder)
    }
}
