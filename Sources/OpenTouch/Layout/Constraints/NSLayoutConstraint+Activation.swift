import Foundation

extension NSLayoutConstraint {
    /// The views the constraint involves: its items' views (a guide's owning view).
    var involvedViews: [UIView] {
        [firstObject, secondObject, firstOffset?.from, firstOffset?.to, secondOffset?.from, secondOffset?.to]
            .compactMap { object in (object as? UIView) ?? (object as? UILayoutGuide)?.owningView }
    }

    /// Installs the constraint on its items' nearest common ancestor and tells that tree's engine.
    func activateConstraint() {
        guard installedOn == nil else { return }
        let views = involvedViews
        guard let first = views.first else {
            return LayoutPassContext.logger.warning("\(InputDiagnostic(.invalidConstraint, "\(self) has no view or guide in a view to install on; it stays inactive"))")
        }
        guard let host = views.dropFirst().reduce(Optional(first), { common, view in common.flatMap { $0.nearestCommonAncestor(with: view) } }) else {
            return first.reportLayoutDiagnostic(InputDiagnostic(.invalidConstraint,
                "Unable to activate \(self): its items have no common ancestor (they are not in the same view hierarchy); it stays inactive"))
        }
        host.writableLayout.installedConstraints.append(self)
        installedOn = host
        host.layoutRoot.constraintEngine().add(self)
        host.layoutRoot.constraintEngine().setNeedsSolve()
    }

    /// Removes the constraint from the view it is installed on and from the engine.
    func deactivateConstraint() {
        guard let host = installedOn else { return }
        host.layoutState?.installedConstraints.removeAll { $0 === self }
        installedOn = nil
        host.layoutRoot.layoutState?.engine?.remove(self)
    }

    /// `constant` or `priority` changed on an active constraint.
    func engineValuesDidChange() {
        guard let host = installedOn else { return }
        host.layoutRoot.layoutState?.engine?.update(self)
    }
}

extension UIView {
    /// The nearest view that is this view or an ancestor of it and also `view` or an ancestor of it.
    func nearestCommonAncestor(with view: UIView) -> UIView? {
        var candidate: UIView? = self
        while let current = candidate {
            if view.isDescendant(of: current) { return current }
            candidate = current.superview
        }
        return nil
    }
}
