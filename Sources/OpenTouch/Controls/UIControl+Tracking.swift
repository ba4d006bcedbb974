import Foundation

/// The tracking state machine behind ``UIControl``'s touch methods (see the class discussion).
extension UIControl {
    /// Takes the first touch when the control owns none; extra fingers are ignored, and so is a
    /// touch already cancelled (by a callback that ran before this in the same `touchesBegan`).
    func controlTouchesBegan(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard ownedTouch == nil, let touch = touches.earliest,
              touch.phase != .cancelled, !touch.hasClosed(for: self) else { return }
        ownedTouch = touch
        touchInsideNow = true
        guard beginTracking(touch, with: event) else {
            touchInsideNow = false
            return
        }
        trackingActive = true
        isHighlighted = true
        sendActions(for: .touchDown, with: event)
        if touch.tapCount >= 2, trackingActive { sendActions(for: .touchDownRepeat, with: event) }
        if trackingActive { menuControlTouchedDown(touch) }
        if trackingActive { didSendTouchDown(touch, with: event) }
    }

    func trackingMoved(_ touch: UITouch, _ event: UIEvent?) {
        guard trackingActive else { return }
        let wasInside = touchInsideNow
        let inside = isInsideForTracking(touch, event)
        touchInsideNow = inside
        isHighlighted = inside
        guard continueTracking(touch, with: event) else {
            stopTrackingEarly(touch, event)
            return
        }
        guard trackingActive else { return }
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event) }
        guard trackingActive else { return }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    func trackingEnded(_ touch: UITouch, _ event: UIEvent?) {
        defer { ownedTouch = nil }
        guard trackingActive else { return }
        let wasInside = touchInsideNow
        let inside = isInsideForTracking(touch, event)
        touchInsideNow = inside
        if inside != wasInside {
            isHighlighted = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event)
            guard trackingActive else { return }
        }
        isHighlighted = false
        endTracking(touch, with: event)
        trackingActive = false
        if inside { willSendTouchUpInside() }
        sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
        if inside && sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered, with: event) }
        touchInsideNow = false
    }

    func trackingCancelled(_ event: UIEvent?) {
        ownedTouch = nil
        guard trackingActive else { return }
        cancelTrackingSequence(event)
    }

    /// `isEnabled` went false: a tracked touch is cancelled; the touch stays owned (and ignored).
    func abortTrackingBecauseDisabled() {
        guard trackingActive else { return }
        cancelTrackingSequence(nil)
    }

    private func cancelTrackingSequence(_ event: UIEvent?) {
        cancelTracking(with: event)
        isHighlighted = false
        trackingActive = false
        touchInsideNow = false
        sendActions(for: .touchCancel, with: event)
    }

    /// `continueTracking` said no: tracking ends quietly; the touch's later phases are ignored.
    private func stopTrackingEarly(_ touch: UITouch, _ event: UIEvent?) {
        guard trackingActive else { return }
        isHighlighted = false
        touchInsideNow = false
        endTracking(touch, with: event)
        trackingActive = false
    }

    /// Whether the touch counts as inside: within the bounds grown by the slop, or inside by
    /// ``UIView/point(inside:with:)`` (so an enlarged hit area stays inside too).
    func isInsideForTracking(_ touch: UITouch, _ event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let slop = ControlConstants.touchInsideSlop
        if bounds.insetBy(dx: -slop, dy: -slop).contains(point) { return true }
        return self.point(inside: point, with: event)
    }
}
