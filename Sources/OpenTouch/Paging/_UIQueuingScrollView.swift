import Foundation

/// The scroll-style page view controller's paging scroll view (UIKit's private class of this
/// name): three page-sized slots along the navigation axis, the shown page in the middle one.
///
/// A finger dragging past the middle towards a side asks the data source for that side's page
/// (once per page shown); without one, that side's content inset closes the slot so the content
/// bounces there. The first move into a page's slot starts the turn (`willTransitionTo`, the
/// appearance calls); coming to rest on that slot completes it and recentres the slots; coming
/// back to rest in the middle cancels it.
@preconcurrency @MainActor
final class _UIQueuingScrollView: UIScrollView {
    /// What is known of a neighbour slot.
    enum Slot {
        /// The data source has not been asked yet.
        case unknown
        /// The data source has no page there.
        case empty
        /// The page there.
        case page(UIViewController)

        var page: UIViewController? {
            if case let .page(page) = self { return page }
            return nil
        }
    }

    /// The page view controller; weak, as UIKit's scroll view holds its delegate: a view kept
    /// in a window after its controller went keeps scrolling and turns no page.
    private weak var ownerRef: UIPageViewController?
    /// The page view controller, alive during every call that reads it: the scroll view's own
    /// entry points (offset changes, the pan's end) hold it strongly for their duration, and the
    /// others are called by it.
    private var owner: UIPageViewController {
        guard let ownerRef else { preconditionFailure("_UIQueuingScrollView used after its page view controller went") }
        return ownerRef
    }
    private var before = Slot.unknown
    private var after = Slot.unknown
    /// The turn under way: the page coming in and its direction.
    private(set) var pending: (page: UIViewController, direction: UIPageViewController.NavigationDirection)?
    /// Whether the turn under way came from code (no delegate calls), with its completion.
    private var codeTurn: ((Bool) -> Void)??
    /// Set while the slots are rearranged, so the offset changes are not taken for paging.
    private var recentering = false

    init(owner: UIPageViewController) {
        ownerRef = owner
        super.init(frame: .zero)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        panGestureRecognizer.addTarget(self, action: _UIQueuingScrollView.panned, actionName: "_handlePan:")
    }

    required init?(coder: NSCoder) {
        preconditionFailure("_UIQueuingScrollView is made by UIPageViewController only")
    }

    private var horizontal: Bool { (ownerRef?.navigationOrientation ?? .horizontal) == .horizontal }
    /// The size of a page along the axis.
    private var pageLength: CGFloat { horizontal ? bounds.width : bounds.height }
    /// The offset along the axis.
    private var position: CGFloat { horizontal ? contentOffset.x : contentOffset.y }
    /// Whether a turn is under way.
    var isTurning: Bool { pending != nil }

    private func point(_ value: CGFloat) -> CGPoint {
        horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
    }

    /// The gap between pages along the axis (``UIPageViewController/OptionsKey/interPageSpacing``).
    private var spacing: CGFloat { max(ownerRef?.interPageSpacing ?? 0, 0) }

    /// The frame of slot `index` (0 before, 1 shown, 2 after) in the content: a page's size, one
    /// page length (a page and the gap after it) apart.
    private func slotFrame(_ index: Int) -> CGRect {
        let size = horizontal ? CGSize(width: bounds.width - spacing, height: bounds.height)
            : CGSize(width: bounds.width, height: bounds.height - spacing)
        return CGRect(origin: point(CGFloat(index) * pageLength), size: size)
    }

    /// Takes `frame` (the pages' frame in the content view), widens it by the gap between pages
    /// along the axis (as UIKit's scroll view is, so paging moves a page and its gap), and sizes
    /// the content to three page lengths.
    func layOut(in pageFrame: CGRect) {
        var frame = pageFrame
        if horizontal { frame.size.width += spacing } else { frame.size.height += spacing }
        let resized = frame.size != bounds.size
        if self.frame != frame { self.frame = frame }
        let size = frame.size
        contentSize = horizontal ? CGSize(width: size.width * 3, height: size.height)
            : CGSize(width: size.width, height: size.height * 3)
        if resized, !isTurning { recenter() } else { placeSlotViews() }
    }

    /// Shows `page` in the middle slot with nothing known about its neighbours.
    func reset(showing page: UIViewController) {
        for slot in [before, after] { if let other = slot.page, other !== page { owner.release(other) } }
        before = .unknown
        after = .unknown
        let pageView: UIView = page.view
        UIPageViewController.quietly(page, appeared: true) { addSubview(pageView) }
        recenter()
    }

    /// Puts the shown page in the middle slot at rest, the offset on it.
    private func recenter() {
        recentering = true
        defer { recentering = false }
        updateInsets()
        placeSlotViews()
        contentOffset = point(pageLength)
    }

    private func placeSlotViews() {
        ownerRef?.current?.viewIfLoaded?.frame = slotFrame(1)
        before.page?.viewIfLoaded?.frame = slotFrame(0)
        after.page?.viewIfLoaded?.frame = slotFrame(2)
    }

    /// Closes the slots the data source has no page for.
    private func updateInsets() {
        let closedBefore: CGFloat = if case .empty = before { -pageLength } else { 0 }
        let closedAfter: CGFloat = if case .empty = after { -pageLength } else { 0 }
        contentInset = horizontal ? UIEdgeInsets(top: 0, left: closedBefore, bottom: 0, right: closedAfter)
            : UIEdgeInsets(top: closedBefore, left: 0, bottom: closedAfter, right: 0)
    }

    // MARK: Following the content

    override var bounds: CGRect {
        didSet {
            if bounds.origin != oldValue.origin, !recentering { offsetChanged() }
        }
    }

    private func offsetChanged() {
        let value = position, middle = pageLength
        guard let owner = ownerRef, middle > 0, let current = owner.current else { return }
        if isTracking, codeTurn == nil {
            if value < middle, case .unknown = before {
                before = resolve(.reverse, from: current)
                updateInsets()
            }
            if value > middle, case .unknown = after {
                after = resolve(.forward, from: current)
                updateInsets()
            }
            if value < middle, let page = before.page, pending?.direction != .reverse { begin(page, .reverse) }
            if value > middle, let page = after.page, pending?.direction != .forward { begin(page, .forward) }
        } else {
            settleIfAtRest()
        }
        withExtendedLifetime(owner) {}
    }

    /// Asks the data source for the page in `direction` and puts it in its slot.
    private func resolve(_ direction: UIPageViewController.NavigationDirection, from page: UIViewController) -> Slot {
        let found = direction == .forward
            ? owner.dataSource?.pageViewController(owner, viewControllerAfter: page)
            : owner.dataSource?.pageViewController(owner, viewControllerBefore: page)
        guard let found, found !== page else { return .empty }
        owner.adopt(found)
        let foundView: UIView = found.view
        foundView.frame = slotFrame(direction == .forward ? 2 : 0)
        UIPageViewController.quietly(found, appeared: true) { insertSubview(foundView, at: 0) }
        return .page(found)
    }

    /// A finger moved the content into `page`'s slot: the turn starts.
    private func begin(_ page: UIViewController, _ direction: UIPageViewController.NavigationDirection) {
        if let pending { cancel(pending.page, notify: true) }
        pending = (page, direction)
        owner.delegate?.pageViewController(owner, willTransitionTo: [page])
        owner.beginTurnAppearance(to: page)
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let owner = ownerRef else { return }
        if pan.state == .ended || pan.state == .cancelled || pan.state == .failed { settleIfAtRest() }
        withExtendedLifetime(owner) {}
    }

    /// At rest on a neighbour's slot the turn completes; back in the middle it is cancelled.
    private func settleIfAtRest() {
        guard let pending, !isTracking else { return }
        let value = position, middle = pageLength
        let target: CGFloat = pending.direction == .forward ? 2 * middle : 0
        if value == target {
            complete(pending.page, pending.direction)
        } else if value == middle {
            cancel(pending.page, notify: true)
        }
    }

    private func complete(_ page: UIViewController, _ direction: UIPageViewController.NavigationDirection) {
        let fromCode = codeTurn
        pending = nil
        codeTurn = nil
        let previous = owner.completeTurn(to: page, direction: direction)
        if let previous { owner.release(previous) }
        for slot in [before, after] { if let other = slot.page, other !== page { owner.release(other) } }
        before = .unknown
        after = .unknown
        recenter()
        isUserInteractionEnabled = true
        if let fromCode {
            fromCode?(true)
        } else {
            owner.advancePageControl(direction)
            owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: previous.map { [$0] } ?? [],
                                               transitionCompleted: true)
        }
    }

    private func cancel(_ page: UIViewController, notify: Bool) {
        pending = nil
        owner.cancelTurnAppearance(to: page)
        guard notify, let current = owner.current else { return }
        owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: [current],
                                           transitionCompleted: false)
    }

    // MARK: Turning from code

    /// Scrolls to `page` in `direction` on the application clock, then shows it and calls `completion`.
    func turnFromCode(to page: UIViewController, direction: UIPageViewController.NavigationDirection,
                      completion: ((Bool) -> Void)?) {
        for slot in [before, after] { if let other = slot.page, other !== page { owner.release(other) } }
        owner.adopt(page)
        if direction == .forward {
            after = .page(page)
            before = .unknown
        } else {
            before = .page(page)
            after = .unknown
        }
        recenter()
        let pageView: UIView = page.view
        pageView.frame = slotFrame(direction == .forward ? 2 : 0)
        UIPageViewController.quietly(page, appeared: true) { addSubview(pageView) }
        pending = (page, direction)
        codeTurn = .some(completion)
        owner.beginTurnAppearance(to: page)
        isUserInteractionEnabled = false
        setContentOffset(point(direction == .forward ? 2 * pageLength : 0), animated: true)
    }
}
