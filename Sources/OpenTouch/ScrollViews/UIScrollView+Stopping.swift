import Foundation

/// Stopping motion from code (iOS 17.4).
extension UIScrollView {
    /// Whether an animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` is running.
    public var isScrollAnimating: Bool {
        animation?.kind == .scrolling
    }

    /// Whether an animated zoom (`setZoomScale(_:animated:)`, `zoom(to:animated:)`) or a zoom
    /// bounce is running.
    public var isZoomAnimating: Bool {
        animation?.kind == .zooming
    }

    /// Stops any deceleration, scrolling animation or zoom animation, with that motion's ending
    /// delegate call. The content stays where it is, except that content past an edge goes to the
    /// edge and a paging scroll view goes to the nearest page, at once (OpenTouch's choice: no
    /// animation).
    public func stopScrollingAndZooming() {
        stopAnimation()
        let target = isPagingEnabled ? pageTarget(velocity: .zero) : clampedOffset(contentOffset)
        if target != contentOffset { contentOffset = target }
    }
}
