import Foundation

extension KeyboardEnvironment {
    /// Handles a raw motion report: a shake begins at the key window's first responder (or, with
    /// none, where presses go) and ends or is cancelled there.
    func process(_ event: MotionEvent) {
        switch event.phase {
        case .began:
            guard shakeResponder == nil, let target = pressTarget(in: application?.keyWindow).0 else { return }
            shakeResponder = target
            target.receiveMotion(.began, makeMotionEvent(event.subtype, event.timestamp))
        case .ended:
            guard let responder = shakeResponder else { return }
            shakeResponder = nil
            responder.receiveMotion(.ended, makeMotionEvent(event.subtype, event.timestamp))
        case .cancelled:
            cancelShake()
        }
    }

    /// Cancels the shake in progress (its responder stopped being first responder, or the device said so).
    func cancelShake() {
        guard let responder = shakeResponder else { return }
        shakeResponder = nil
        responder.receiveMotion(.cancelled, makeMotionEvent(.motionShake, application?.clock.now ?? 0))
    }

    private func makeMotionEvent(_ subtype: UIEvent.EventSubtype, _ timestamp: TimeInterval) -> UIEvent {
        let event = UIEvent(type: .motion, subtype: subtype, timestamp: timestamp)
        if let hub = application?.traceHub, hub.isActive { event.tracer = hub }
        return event
    }
}

extension UIResponder {
    /// Delivers a motion event in `phase` to this responder, with a trace record.
    func receiveMotion(_ phase: MotionEvent.Phase, _ event: UIEvent) {
        event.tracer?.record(.motion(subtype: event.subtype, phase: phase, responder: self))
        switch phase {
        case .began: motionBegan(event.subtype, with: event)
        case .ended: motionEnded(event.subtype, with: event)
        case .cancelled: motionCancelled(event.subtype, with: event)
        }
    }

    /// The default motion handling: pass the motion on to ``next``.
    func forwardMotion(_ phase: MotionEvent.Phase, _ motion: UIEvent.EventSubtype, _ event: UIEvent?) {
        guard let next else { return }
        if let event, event.subtype == motion {
            next.receiveMotion(phase, event)
        } else {
            let forwarded = UIEvent(type: .motion, subtype: motion, timestamp: event?.timestamp ?? 0)
            forwarded.tracer = event?.tracer
            next.receiveMotion(phase, forwarded)
        }
    }
}
