import Foundation

/// Reasons for a recognizer's transitions, noted only while someone traces the application: the
/// reason is built (names, distances) only then, and the next committed transition records it.
extension UIGestureRecognizer {
    /// Whether the recognizer's application is traced now.
    var isTraced: Bool {
        attempt?.arena?.isTraced ?? false
    }

    /// Notes why the next committed transition happens, when traced.
    func noteReason(_ reason: @autoclosure () -> GestureReason) {
        if isTraced { attempt?.traceReason = reason() }
    }

    /// Asks to fail, noting why.
    func fail(because reason: @autoclosure () -> GestureReason) {
        if isTraced { attempt?.traceReason = reason() }
        state = .failed
    }

    /// This recognizer's name for reasons.
    var traceName: TraceName { TraceName(self) }
}

extension GestureArena {
    /// Records the reason noted for the transition just committed, and forgets it.
    func traceReason(of recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State) {
        guard let attempt = recognizer.attempt, let reason = attempt.traceReason else { return }
        attempt.traceReason = nil
        trace(.gestureReason(recognizer: recognizer, state: state, reason: reason))
    }

    /// Notes `reason` on `recognizer`'s attempt when traced.
    func note(_ recognizer: UIGestureRecognizer, _ reason: @autoclosure () -> GestureReason) {
        guard let hub = traceHub, hub.isActive else { return }
        recognizer.attempt?.traceReason = reason()
    }

    /// Records a decision that changes no state (the recognizer waits, or never gets the touch).
    func traceDecision(_ recognizer: UIGestureRecognizer, _ reason: @autoclosure () -> GestureReason) {
        guard let hub = traceHub, hub.isActive else { return }
        hub.record(.gestureReason(recognizer: recognizer, state: recognizer.storedState, reason: reason()))
    }

    /// Why a view refused `recognizer` through `gestureRecognizerShouldBegin(_:)`, in the words of
    /// the rule that decided: a scroll view's pan, a control's rules, or the view's own answer.
    func refusalReason(of recognizer: UIGestureRecognizer, by view: UIView) -> GestureReason {
        if let scrollView = view as? UIScrollView, recognizer === scrollView.panGestureRecognizer {
            return scrollView.panRefusalReason()
        }
        if let control = view as? UIControl, recognizer.view !== control {
            return .controlKeepsTouch(TraceName(control))
        }
        return .viewRefusedBegin(TraceName(view))
    }
}

extension UIScrollView {
    /// Why ``panShouldBegin()`` said no, checked in the same order.
    func panRefusalReason() -> GestureReason {
        let movement = panRecognizer.beginMovement
        if !dragDirectionScrolls(movement) {
            let axis = abs(movement.x) > abs(movement.y) ? "horizontal" : "vertical"
            return .cannotScroll(axis: axis, contentSize: contentSize, boundsSize: bounds.size)
        }
        if isAtEdge(towards: movement) && hasEnclosingScrollView(thatCanMoveTowards: movement) {
            return .leftToEnclosingScrollView
        }
        for touch in panRecognizer.attemptTouches where !panRecognizer.isIgnored(touch) {
            guard let view = touch.view, view !== self, Self.contentIsTracking(touch) else { continue }
            return .contentKeepsTouch(TraceName(view))
        }
        return .viewRefusedBegin(TraceName(self))
    }
}
