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
///   ones to the outer one. Nested on one axis, the inner one (whose pan sees the touch first)
///   wins, except for a drag that starts with the inner one already at the edge it would pull
///   past while an enclosing scroll view can still move that way: that drag goes to the
///   enclosing one. With nowhere else to go, the inner one rubber-bands.
extension UIScrollView {
    /// The decision for the scroll view's own pan (see the extension's discussion).
    func panShouldBegin() -> Bool {
        let movement = panRecognizer.beginMovement
        guard dragDirectionScrolls(movement) else { return false }
        if isAtEdge(towards: movement) && hasEnclosingScrollView(thatCanMoveTowards: movement) { return false }
        for touch in panRecognizer.attemptTouches where !panRecognizer.isIgnored(touch) {
            guard let view = touch.view, view !== self, Self.contentIsTracking(touch) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// Whether the content already rests at the edge a drag of `movement` would pull it past
    /// (along the movement's dominant axis): a finger moving right or down pulls past the
    /// leading or top edge.
    func isAtEdge(towards movement: CGPoint) -> Bool {
        let offset = contentOffset, low = minimumOffset, high = maximumOffset
        if abs(movement.x) > abs(movement.y) {
            return movement.x > 0 ? offset.x <= low.x : offset.x >= high.x
        }
        return movement.y > 0 ? offset.y <= low.y : offset.y >= high.y
    }

    /// Whether a scroll view above this one can still move the way `movement` drags: then a
    /// drag that starts at this one's edge is left to it (UIKit's parent-scroller hand-off, which
    /// lets a zoomed photo at its edge page the photo browser around it).
    func hasEnclosingScrollView(thatCanMoveTowards movement: CGPoint) -> Bool {
        var view = superview
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled,
               scrollView.dragDirectionScrolls(movement), !scrollView.isAtEdge(towards: movement) {
                return true
            }
            view = current.superview
        }
        return false
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
