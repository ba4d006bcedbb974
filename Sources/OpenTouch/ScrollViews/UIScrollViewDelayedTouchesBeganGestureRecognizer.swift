import Foundation

/// The recognizer behind ``UIScrollView/delaysContentTouches`` (UIKit's private class of the
/// same name). It never begins; it only holds and releases the content's touches:
///
/// - `delaysTouchesBegan` mirrors ``UIScrollView/delaysContentTouches``, so while it is possible
///   the content's began is held. It fails ``ScrollViewConstants/contentTouchDelay`` after the
///   first touch, or when a touch ends or is cancelled, and the engine then releases the held
///   began (a quick tap delivers began and ended together). If the scroll view's pan begins
///   first, the pan's `cancelsTouchesInView` discards the held touch.
/// - When the content would be sent the began it asks ``UIScrollView/touchesShouldBegin(_:with:in:)``
///   (for touches on content, not on the scroll view itself).
/// - A touch that goes down while the scroll view decelerates stops it, and nothing under the
///   finger gets that touch. When that attempt is over and no drag took over, content left past
///   an edge or between pages settles (`UIScrollView.settleAfterStoppedMotion()`).
/// - It sets ``UIScrollView/isTracking``: true from the first touch until the attempt resets (a
///   drag that ends clears it at its release).
@MainActor
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    private var timer: ScheduledTimer?
    /// Touches that stopped a deceleration: they reach no view.
    private var stoppingTouches = IdentityList<UITouch>()

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView else { return }
        if scrollView.stopDecelerationForTouchDown() {
            for touch in touches.inBeganOrder where !stoppingTouches.contains(touch) { stoppingTouches.append(touch) }
        }
        scrollView.isTracking = true
        if timer == nil, let clock {
            timer = clock.schedule(after: ScrollViewConstants.contentTouchDelay) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.fail(because: .contentTouchDelayElapsed(delay: ScrollViewConstants.contentTouchDelay))
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fail(because: .touchLifted)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail(because: .touchesCancelled)
    }

    /// Never keeps another recognizer from beginning (it never begins itself).
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func allowsViewBegan(of touch: UITouch, with event: UIEvent) -> Bool {
        if stoppingTouches.contains(touch) { return false }
        guard let scrollView, let view = touch.view, view !== scrollView, view.isDescendant(of: scrollView) else {
            return true
        }
        return scrollView.touchesShouldBegin([touch], with: event, in: view)
    }

    override func reset() {
        timer?.cancel()
        timer = nil
        let stoppedMotion = !stoppingTouches.isEmpty
        stoppingTouches = IdentityList()
        scrollView?.isTracking = false
        if stoppedMotion { scrollView?.settleAfterStoppedMotion() }
    }
}
