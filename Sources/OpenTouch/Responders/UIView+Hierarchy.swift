import Foundation

extension UIView {
    /// Adds `view` on top of the subviews, first removing it from its current superview.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped to the valid range).
    ///
    /// A view that is already a subview is first taken out, then inserted at `index` of the
    /// remaining subviews, as CALayer does. Adding a view to itself or to one of its own
    /// descendants is ignored.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            subviewLayerDidMove(view)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldAppearance = view.appearanceSnapshot()
        var moving: [UIView] = []
        if oldWindow !== newWindow {
            moving = view.subtreeViews()
            for each in moving { each.willMoveWithController(toWindow: newWindow) }
            oldWindow?.viewWillLeave(view)
        }
        view.willMove(toSuperview: self)
        let oldSuperview = view.superview
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        subviewLayerDidMove(view)
        GeometryEpoch.advance()
        UIView.layoutHierarchyDidChange(moved: view, from: oldSuperview, to: self)
        for each in moving where type(of: each).requiresConstraintBasedLayout && !(each.layoutState?.didUpdateConstraintsOnce ?? false) {
            each.setNeedsUpdateConstraints()
        }
        didAddSubview(view)
        view.didMoveToSuperview()
        for each in moving { each.didMoveWithControllerToWindow() }
        view.propagateAppearance(from: oldAppearance)
    }

    /// Inserts `view` just above `siblingSubview` (on top when it is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, nextTo: siblingSubview, offset: 1)
    }

    /// Inserts `view` just below `siblingSubview` (on top when it is not a subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, nextTo: siblingSubview, offset: 0)
    }

    private func insertSubview(_ view: UIView, nextTo sibling: UIView, offset: Int) {
        guard view !== sibling, let siblingIndex = subviews.firstIndex(where: { $0 === sibling }) else {
            return addSubview(view)
        }
        guard view.superview === self else { return insertSubview(view, at: siblingIndex + offset) }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: subviews.firstIndex { $0 === sibling }! + offset)
        subviewLayerDidMove(view)
    }

    /// Removes the view from its superview.
    ///
    /// If the view or one of its descendants is first responder, it stops being first responder.
    /// Touches the view is tracking keep being delivered to it, as their ``UITouch/view`` never
    /// changes; responders it leaves behind get their cancel when the touch ends.
    public func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        let oldAppearance = appearanceSnapshot()
        var moving: [UIView] = []
        if let oldWindow {
            moving = subtreeViews()
            for each in moving { each.willMoveWithController(toWindow: nil) }
            oldWindow.viewWillLeave(self)
        }
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        detachFromSuperview()
        UIView.layoutHierarchyDidChange(moved: self, from: superview, to: nil)
        didMoveToSuperview()
        for each in moving { each.didMoveWithControllerToWindow() }
        propagateAppearance(from: oldAppearance)
    }

    /// `willMove(toWindow:)`, after the appearance callback of the controller whose root this is.
    private func willMoveWithController(toWindow newWindow: UIWindow?) {
        owningViewController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
    }

    /// `didMoveToWindow()`, then the appearance callback of the controller whose root this is.
    private func didMoveWithControllerToWindow() {
        didMoveToWindow()
        owningViewController?.rootViewDidMoveToWindow()
    }

    /// This view and its descendants, depth first, parents before children. A move between
    /// windows sends `willMove(toWindow:)` and `didMoveToWindow()` to exactly these views, so each
    /// gets a matched pair even when the callbacks add or remove views.
    func subtreeViews() -> [UIView] {
        var views: [UIView] = []
        forEachInSubtree { views.append($0) }
        return views
    }

    /// Calls `body` on this view and then its descendants, depth first, parents before children.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        subviewLayerDidMove(view)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        subviewLayerDidMove(view)
    }

    /// Swaps the subviews at two indices; out-of-range indices are ignored.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        subviewLayerDidMove(subviews[index1])
        subviewLayerDidMove(subviews[index2])
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view, depth first starting with this one, whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        // Looked for from the front: removing the front-most subview is O(1).
        if let index = superview.subviews.lastIndex(where: { $0 === self }) {
            superview.subviews.remove(at: index)
        }
        self.superview = nil
        layerStorage?.detachFromSuperlayer()
        GeometryEpoch.advance()
    }
}

extension UIWindow {
    /// A view (and its subtree) is leaving this window: a first responder inside it resigns,
    /// without being asked, as in UIKit.
    func viewWillLeave(_ view: UIView) {
        guard let responder = firstResponderStorage, responder.leavesWindow(with: view) else { return }
        // Asked first (a text field ends editing), then removed whatever it answers.
        _ = responder.resignFirstResponder()
        if firstResponderStorage === responder { setFirstResponder(nil) }
    }
}
