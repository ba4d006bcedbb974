import Foundation

/// What the content sees of a touch, as in UIKit.
///
/// - With ``UIScrollView/delaysContentTouches`` the content gets a touch-down only after
///   ``ScrollViewConstants/contentTouchDelay`` (or on lift, for a quick tap); a drag that starts
///   before that scrolls and the content never sees the touch.
/// - ``UIScrollView/touchesShouldBegin(_:with:in:)`` is asked when the content would get the
///   began; false keeps the touch from it.
/// - Once the content has the touch, a drag that would scroll asks
///   ``UIScrollView/touchesShouldCancel(in:)`` (only when ``UIScrollView/canCancelContentTouches``):
///   true cancels the touch in the content and scrolls; false leaves the touch to the content.
/// - The pan begins only along an axis that scrolls: the dominant axis of the movement that
///   crossed the pan's hysteresis (horizontal when `|dx| > |dy|`, else vertical) must scroll
///   (``UIScrollView/alwaysBounceHorizontal``/``UIScrollView/alwaysBounceVertical`` count). A
///   horizontal scroll view inside a vertical one thus takes horizontal drags and leaves vertical
///   ones to the outer one; nested on one axis, the inner one (whose pan sees the touch first)
///   wins, even at its edge.
extension UIScrollView {
    /// The decision for the scroll view's own pan (see the extension's discussion).
    func panShouldBegin() -> Bool {
        guard dragDirectionScrolls(panRecognizer.beginMovement) else { return false }
        for touch in panRecognizer.attemptTouches where !panRecognizer.isIgnored(touch) {
            guard let view = touch.view, view !== self, Self.contentIsTracking(touch) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// Whether the dominant axis of `movement` is one the scroll view scrolls along.
    func dragDirectionScrolls(_ movement: CGPoint) -> Bool {
        abs(movement.x) > abs(movement.y) ? scrollsHorizontally : scrollsVertically
    }

    /// Whether the touch's view has been sent its began and not yet its end or cancel.
    static func contentIsTracking(_ touch: UITouch) -> Bool {
        let delivery = touch.viewDelivery
        return delivery.beganDelivered && !delivery.endDelivered && !delivery.isCancelled
    }
}
