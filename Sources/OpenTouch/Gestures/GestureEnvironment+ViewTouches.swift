import Foundation

/// How recognizers' decisions reach views: `cancelsTouchesInView`, `delaysTouchesBegan` and
/// `delaysTouchesEnded`.
///
/// - A recognizer that begins or recognizes with `cancelsTouchesInView` cancels its touches in
///   their views right after its action: views that saw the touch begin get `touchesCancelled`;
///   touches whose began was held are discarded (the view never sees them).
/// - While a recognizer with `delaysTouchesBegan` is possible, its touches' began (and any moves
///   and end after it) is held; it is delivered once no such recognizer is left possible.
/// - While a recognizer with `delaysTouchesEnded` is possible, its touches' end is held; the view
///   gets `touchesEnded` once none is left possible (or `touchesCancelled` if one recognized).
/// Ignored touches (`ignore(_:for:)`) are neither held nor cancelled for that recognizer.
extension GestureEnvironment {
    /// Decides whether the view gets the touch's current phase now; holds it otherwise.
    ///
    /// A move (the common case) is decided here, small enough to inline into the window's
    /// delivery; the other phases, and their trace reasons, out of line.
    func admit(_ touch: UITouch) -> Bool {
        guard touch.phase == .moved else { return admitChange(touch) }
        let delivery = touch.viewDelivery
        if delivery.isCancelled { return false }
        guard delivery.holdsBegan else { return true }
        touch.viewDelivery.movedWhileHeld = true
        return false
    }

    /// ``admit(_:)`` for a touch that began, ended or was cancelled.
    @inline(never)
    private func admitChange(_ touch: UITouch) -> Bool {
        var delivery = touch.viewDelivery
        defer { touch.viewDelivery = delivery }
        if delivery.isCancelled { return false }
        switch touch.phase {
        case .began:
            if let gesture = recognizedGesture(joinedBy: touch) {
                // A finger joining a gesture already under way is that gesture's pending touch:
                // with `cancelsTouchesInView`, the view never gets it.
                delivery.isCancelled = true
                traceDelivery(touch, .joinedRecognizedGesture(TraceName(gesture)))
                return false
            }
            if let holder = beganHolder(of: touch) {
                delivery.holdsBegan = true
                hold(touch)
                traceDelivery(touch, Self.heldReason(holder))
                return false
            }
            if let refuser = beganRefuser(of: touch) {
                delivery.isCancelled = true
                traceDelivery(touch, .beganRefused(by: TraceName(refuser)))
                return false
            }
            delivery.beganDelivered = true
            return true
        case .ended:
            if delivery.holdsBegan || holdsEnded(touch) {
                if !delivery.holdsBegan, let holder = endHolder(of: touch) {
                    traceDelivery(touch, .endHeld(by: TraceName(holder)))
                }
                delivery.holdsEnded = true
                hold(touch)
                return false
            }
            delivery.endDelivered = true
            return true
        case .cancelled:
            if delivery.holdsBegan {
                delivery = ViewDelivery(isCancelled: true)
                return false
            }
            delivery.endDelivered = true
            return true
        default:
            return false
        }
    }

    private func hold(_ touch: UITouch) {
        if !heldTouches.contains(touch) { heldTouches.append(touch) }
    }

    /// The recognizer the touch went to that has already begun and cancels views' touches, if any.
    private func recognizedGesture(joinedBy touch: UITouch) -> UIGestureRecognizer? {
        for recognizer in touch.gestureRecognizers ?? []
        where recognizer.cancelsTouchesInView && arena.attempt(of: recognizer) != nil
            && (recognizer.storedState == .began || recognizer.storedState == .changed)
            && !recognizer.isIgnored(touch) {
            return recognizer
        }
        return nil
    }

    /// Whether a possible recognizer with `delaysTouchesBegan` has the touch.
    private func holdsBegan(_ touch: UITouch) -> Bool { beganHolder(of: touch) != nil }

    /// The first possible recognizer with `delaysTouchesBegan` that has the touch.
    private func beganHolder(of touch: UITouch) -> UIGestureRecognizer? {
        for recognizer in touch.gestureRecognizers ?? []
        where recognizer.delaysTouchesBegan && isUndecided(recognizer, about: touch) {
            return recognizer
        }
        return nil
    }

    /// Whether a possible recognizer with `delaysTouchesEnded` has the touch.
    private func holdsEnded(_ touch: UITouch) -> Bool { endHolder(of: touch) != nil }

    /// The first possible recognizer with `delaysTouchesEnded` that has the touch.
    private func endHolder(of touch: UITouch) -> UIGestureRecognizer? {
        for recognizer in touch.gestureRecognizers ?? []
        where recognizer.delaysTouchesEnded && isUndecided(recognizer, about: touch) {
            return recognizer
        }
        return nil
    }

    /// The first recognizer of the touch that does not let its view be sent the began, if any.
    private func beganRefuser(of touch: UITouch) -> UIGestureRecognizer? {
        guard let recognizers = touch.gestureRecognizers, !recognizers.isEmpty,
              let event = application?.touchEnvironment.event else { return nil }
        for recognizer in recognizers
        where !recognizer.allowsViewBegan(of: touch, with: event) {
            return recognizer
        }
        return nil
    }

    private func isUndecided(_ recognizer: UIGestureRecognizer, about touch: UITouch) -> Bool {
        arena.isUndecided(recognizer, about: touch)
    }

    /// Delivers what is no longer held: a held began (with the move and end after it), a held end.
    func releaseHeldTouches() {
        guard !heldTouches.isEmpty else { return }
        heldTouches.compact()
        for touch in heldTouches.elements {
            var delivery = touch.viewDelivery
            var releasedBegan = false
            if delivery.isCancelled {
                forgetHeld(touch)
                continue
            }
            if delivery.holdsBegan {
                guard !holdsBegan(touch) else { continue }
                if let refuser = beganRefuser(of: touch) {
                    traceDelivery(touch, .beganRefused(by: TraceName(refuser)))
                    touch.viewDelivery = ViewDelivery(isCancelled: true)
                    forgetHeld(touch)
                    continue
                }
                delivery.holdsBegan = false
                delivery.beganDelivered = true
                touch.viewDelivery = delivery
                traceDelivery(touch, .released)
                releasedBegan = true
                deliverLate(touch, .began)
                if delivery.movedWhileHeld { deliverLate(touch, .moved) }
                touch.viewDelivery.movedWhileHeld = false
                delivery = touch.viewDelivery
            }
            if delivery.holdsEnded {
                guard !holdsEnded(touch) else { continue }
                touch.viewDelivery.holdsEnded = false
                if !touch.viewDelivery.isCancelled {
                    if !releasedBegan { traceDelivery(touch, .released) }
                    deliverLate(touch, .ended)
                }
            }
            if !touch.viewDelivery.isHeld { forgetHeld(touch) }
        }
    }

    /// Cancels the recognizer's touches in their views (`cancelsTouchesInView`).
    func cancelViewTouches(of recognizer: UIGestureRecognizer, touches: [UITouch]) {
        for touch in touches where !recognizer.isIgnored(touch) && touch.isDelivered {
            var delivery = touch.viewDelivery
            guard !delivery.isCancelled else { continue }
            // A view that already had the touch's end (it was not held) has nothing left to cancel.
            guard !delivery.endDelivered else { continue }
            let viewSawBegin = delivery.beganDelivered
            if viewSawBegin || delivery.holdsBegan { traceDelivery(touch, Self.cancelReason(recognizer, viewSawBegin)) }
            delivery.isCancelled = true
            delivery.holdsBegan = false
            delivery.holdsEnded = false
            touch.viewDelivery = delivery
            if viewSawBegin { deliverLate(touch, .cancelled) }
            forgetHeld(touch)
        }
    }

    /// Sends one phase of a touch to its view outside the window's normal delivery.
    private func deliverLate(_ touch: UITouch, _ phase: UITouch.Phase) {
        guard let view = touch.view, let event = application?.touchEnvironment.event else { return }
        let current = touch.phase
        touch.phase = phase
        if phase == .ended || phase == .cancelled { touch.viewDelivery.endDelivered = true }
        view.receiveTouches(phase, [touch], event, forwardedFrom: nil)
        touch.phase = current
        if phase == .ended || phase == .cancelled { view.cachedMovedTouches = nil }
    }

    /// Stops holding a touch; a touch that already left the event gets its responders settled.
    /// O(log touches): O(1) amortised removal, a binary search of the event's list.
    private func forgetHeld(_ touch: UITouch) {
        heldTouches.remove(touch)
        guard let environment = application?.touchEnvironment else { return }
        if !environment.event.listsTouch(touch) {
            environment.settleOpenResponders(of: touch)
        }
    }
}

extension GestureEnvironment {
    /// Records why the view of `touch` gets it late, never, or cancelled (only while traced).
    @inline(never)
    func traceDelivery(_ touch: UITouch, _ reason: @autoclosure () -> TouchDeliveryReason) {
        guard let hub = traceHub, hub.isActive else { return }
        hub.record(.touchDelivery(touch: touch, view: touch.view, reason: reason()))
    }

    static func heldReason(_ holder: UIGestureRecognizer) -> TouchDeliveryReason {
        if holder is UIScrollViewDelayedTouchesBeganGestureRecognizer, let scrollView = holder.view {
            return .beganHeldByScrollView(TraceName(scrollView), delay: ScrollViewConstants.contentTouchDelay)
        }
        return .beganHeld(by: TraceName(holder))
    }

    static func cancelReason(_ recognizer: UIGestureRecognizer, _ viewSawBegin: Bool) -> TouchDeliveryReason {
        guard viewSawBegin else { return .discardedByRecognizer(TraceName(recognizer)) }
        if let scrollView = recognizer.view as? UIScrollView, scrollView.panGestureRecognizer === recognizer {
            return .cancelledByScrollView(TraceName(scrollView))
        }
        return .cancelledByRecognizer(TraceName(recognizer))
    }
}
