import Foundation

/// Paging: the content rests on multiples of the view's size.
///
/// Pages are at offsets `k × bounds.size` on each axis, clamped to the scrollable range. On
/// release, per axis: a fling faster than ``ScrollViewConstants/pagingFlingVelocity`` goes to the
/// next page boundary in its direction from where the content is (so never more than one page
/// past it); a slower release goes to the nearest page. The target is reported to
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, and the content springs
/// there (``ScrollAxisMotion``), starting at the release velocity if it heads for the page, but
/// no faster than `ω × distance` so the spring never overshoots the page; then
/// `scrollViewDidEndDecelerating(_:)`.
extension UIScrollView {
    /// The page offset a release at `velocity` (points per ms) comes to rest on.
    func pageTarget(velocity: CGPoint) -> CGPoint {
        let size = bounds.size, offset = contentOffset, low = minimumOffset, high = maximumOffset
        return CGPoint(x: pageOffset(offset.x, velocity.x, page: size.width, low: low.x, high: high.x),
                       y: pageOffset(offset.y, velocity.y, page: size.height, low: low.y, high: high.y))
    }

    private func pageOffset(_ offset: CGFloat, _ velocity: CGFloat, page: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
        guard page > 0 else { return offset }
        let position = offset / page
        let index: CGFloat
        if velocity > ScrollViewConstants.pagingFlingVelocity {
            index = position.rounded(.down) + 1
        } else if velocity < -ScrollViewConstants.pagingFlingVelocity {
            index = position.rounded(.up) - 1
        } else {
            index = position.rounded()
        }
        return min(max(index * page, low), high)
    }
}
