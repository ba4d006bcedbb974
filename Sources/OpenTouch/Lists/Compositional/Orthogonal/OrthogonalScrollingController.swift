import Foundation

/// The delegate of an orthogonal section's scroll view: a scroll shows the section's newly
/// visible cells and calls the section's `visibleItemsInvalidationHandler`; a release snaps the
/// resting offset as the section's ``UICollectionLayoutSectionOrthogonalScrollingBehavior`` says.
@MainActor
final class OrthogonalScrollingController: UIScrollViewDelegate {
    weak var layout: UICollectionViewCompositionalLayout?
    /// The group at the offset where the current drag began.
    private var dragStartGroup = 0

    init(layout: UICollectionViewCompositionalLayout) {
        self.layout = layout
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let scroller = scrollView as? OrthogonalScrollView else { return }
        layout?.orthogonalSectionDidScroll(scroller)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let scroller = scrollView as? OrthogonalScrollView, let snapping = layout?.snapping(for: scroller) else { return }
        dragStartGroup = snapping.nearestGroup(to: snapping.axis.coordinate(scroller.contentOffset))
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let scroller = scrollView as? OrthogonalScrollView, let snapping = layout?.snapping(for: scroller) else { return }
        let axis = snapping.axis
        let proposed = axis.coordinate(targetContentOffset.pointee)
        let speed = axis.coordinate(velocity)
        let offset: CGFloat?
        switch scroller.behavior {
        case .none, .continuous, .paging:
            offset = nil
        case .continuousGroupLeadingBoundary:
            offset = snapping.leadingOffset(ofGroup: snapping.nearestGroup(to: proposed))
        case .groupPaging:
            offset = snapping.leadingOffset(ofGroup: snapping.nextGroup(from: dragStartGroup, velocity: speed, proposed: proposed))
        case .groupPagingCentered:
            let group = snapping.nextGroup(from: dragStartGroup, velocity: speed, proposed: proposed)
            offset = snapping.centredOffset(ofGroup: group, viewport: axis.length(scroller.bounds.size))
        }
        guard let offset else { return }
        let across = axis.other.coordinate(targetContentOffset.pointee)
        targetContentOffset.pointee = axis.point(along: offset, across: across)
    }
}

/// The group geometry an orthogonal section snaps to: where each group starts along the
/// section's scrolling axis, in the scroll view's content.
struct OrthogonalSnapping {
    var axis: LayoutAxis
    var leadingInset: CGFloat
    var groupCount: Int
    var groupLength: CGFloat
    var offsetOfGroup: (Int) -> CGFloat

    /// The group whose leading edge is nearest `offset` (a content offset).
    func nearestGroup(to offset: CGFloat) -> Int {
        guard groupCount > 0 else { return 0 }
        var low = 0
        var high = groupCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offsetOfGroup(middle) <= offset { low = middle } else { high = middle - 1 }
        }
        guard low + 1 < groupCount else { return low }
        return offset - offsetOfGroup(low) <= offsetOfGroup(low + 1) - offset ? low : low + 1
    }

    /// One group on from `start` in the fling's direction; a slow release rests on the group
    /// nearest the proposed offset, at most one group from `start`.
    func nextGroup(from start: Int, velocity: CGFloat, proposed: CGFloat) -> Int {
        let step: Int
        if abs(velocity) >= CompositionalLayoutConstants.groupPagingFlingVelocity {
            step = velocity > 0 ? 1 : -1
        } else {
            step = max(-1, min(1, nearestGroup(to: proposed) - start))
        }
        return max(0, min(groupCount - 1, start + step))
    }

    /// The content offset that puts group `index`'s leading edge at the section's leading inset.
    func leadingOffset(ofGroup index: Int) -> CGFloat {
        offsetOfGroup(index)
    }

    /// The content offset that centres group `index` in a viewport of `viewport` length.
    func centredOffset(ofGroup index: Int, viewport: CGFloat) -> CGFloat {
        leadingInset + offsetOfGroup(index) + groupLength / 2 - viewport / 2
    }
}
