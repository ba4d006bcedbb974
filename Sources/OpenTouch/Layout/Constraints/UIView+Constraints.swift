import Foundation

extension UIView {
    /// The active constraints installed on this view: those whose items' nearest common ancestor
    /// it is, in the order they were activated.
    public var constraints: [NSLayoutConstraint] { layoutState?.installedConstraints ?? [] }

    /// Activates `constraint` (UIKit's older API; the constraint is installed on its items'
    /// nearest common ancestor, which is this view or one of its ancestors in correct code).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Whether Auto Layout turns the view's frame and ``autoresizingMask`` into constraints
    /// (true by default). Set it to false for a view you place with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            writableLayout.translatesAutoresizingMaskIntoConstraints = newValue
            layoutStructureDidChange()
        }
    }

    /// How the view resizes when its superview's bounds change; none by default.
    public var autoresizingMask: AutoresizingMask {
        get { layoutState?.autoresizingMask ?? [] }
        set { writableLayout.autoresizingMask = newValue }
    }

    /// Whether the view resizes its subviews by their masks when its bounds change; true by default.
    public var autoresizesSubviews: Bool {
        get { layoutState?.autoresizesSubviews ?? true }
        set { writableLayout.autoresizesSubviews = newValue }
    }

    /// Marks the view's constraints for an update: ``updateConstraints()`` runs before the next layout.
    public func setNeedsUpdateConstraints() {
        guard !(layoutState?.needsUpdateConstraints ?? false) else { return }
        writableLayout.needsUpdateConstraints = true
        markSubtreeNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Runs ``updateConstraints()`` now for this view and its subviews that are marked, subviews first.
    public func updateConstraintsIfNeeded() { updateConstraintsInSubtreeIfNeeded() }

    /// Calls `updateConstraints()` (or the controller's `updateViewConstraints()`) on every marked
    /// view of this subtree, subviews before superviews, as UIKit's update pass goes.
    func updateConstraintsInSubtreeIfNeeded() {
        guard LayoutPassContext.pendingConstraintUpdates > 0 else { return }
        for subview in subviews { subview.updateConstraintsInSubtreeIfNeeded() }
        guard let state = layoutState, state.needsUpdateConstraints else { return }
        state.didUpdateConstraintsOnce = true
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
        state.needsUpdateConstraints = false
    }

    /// The active constraints installed here or on an ancestor that involve this view on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsAffectingLayout(for: axis, item: self)
    }

    func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis, item: AnyObject) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var view: UIView? = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        while let current = view {
            for constraint in current.constraints
            where constraint.involves(item) && constraint.firstAttribute.isVertical == (axis == .vertical) {
                result.append(constraint)
            }
            view = current.superview
        }
        for descendant in subviews { descendant.collectConstraints(involving: item, axis: axis, into: &result) }
        return result
    }

    private func collectConstraints(involving item: AnyObject, axis: NSLayoutConstraint.Axis, into result: inout [NSLayoutConstraint]) {
        for constraint in constraints
        where constraint.involves(item) && constraint.firstAttribute.isVertical == (axis == .vertical) {
            result.append(constraint)
        }
        for subview in subviews { subview.collectConstraints(involving: item, axis: axis, into: &result) }
    }

    /// Whether Auto Layout leaves this view's frame open (its constraints do not fix it).
    public var hasAmbiguousLayout: Bool { engineIsAmbiguous(self) }

    func hasAmbiguousLayout(attribute: NSLayoutConstraint.Attribute) -> Bool {
        engineIsAmbiguous(self, vertical: attribute.isVertical)
    }

    /// Deactivates the constraints installed on this view that `shouldRemove` picks.
    func deactivateConstraints(where shouldRemove: (NSLayoutConstraint) -> Bool) {
        var view: UIView? = self
        while let current = view {
            for constraint in current.constraints where shouldRemove(constraint) { constraint.isActive = false }
            view = current.superview
        }
    }
}

extension NSLayoutConstraint {
    /// Whether `item` is one of the constraint's items (or an end of one of its offsets).
    func involves(_ item: AnyObject) -> Bool {
        firstObject === item || secondObject === item
            || firstOffset?.from === item || firstOffset?.to === item
            || secondOffset?.from === item || secondOffset?.to === item
    }
}
