import Foundation

extension NSLayoutConstraint {
    /// The views the constraint involves: its items' views (a guide's owning view).
    var involvedViews: [UIView] {
        [firstObject, secondObject, firstOffset?.from, firstOffset?.to, secondOffset?.from, secondOffset?.to]
            .compactMap { object in (object as? UIView) ?? (object as? UILayoutGuide)?.owningView }
    }

    /// Installs the constraint on its items' nearest common ancestor and tells that tree's engine.
    /// Constraints UIKit refuses (it raises an exception) are reported as `invalidConstraint` to
    /// the trace of the first involved view in a window, and stay inactive.
    func activateConstraint() {
        guard installedOn == nil else { return }
        let views = involvedViews
        guard let first = views.first else {
            return LayoutPassContext.logger.warning("\(InputDiagnostic(.invalidConstraint, "\(self) has no view or guide in a view to install on; it stays inactive"))")
        }
        let reporter = views.first { $0.layoutRoot is UIWindow } ?? first
        if let problem = attributePairingProblem {
            return reporter.reportLayoutDiagnostic(InputDiagnostic(.invalidConstraint, "Unable to activate \(self): \(problem); it stays inactive"))
        }
        guard let host = views.dropFirst().reduce(Optional(first), { common, view in common.flatMap { $0.nearestCommonAncestor(with: view) } }) else {
            return reporter.reportLayoutDiagnostic(InputDiagnostic(.invalidConstraint,
                "Unable to activate \(self): its items have no common ancestor (they are not in the same view hierarchy); it stays inactive"))
        }
        host.writableLayout.installedConstraints.append(self)
        installedOn = host
        host.layoutRoot.constraintEngine().add(self)
        host.layoutRoot.constraintEngine().setNeedsSolve()
    }

    /// Why UIKit would refuse this constraint's attributes, or nil: a location equal to a constant
    /// (no second item, or a multiplier of 0), a location paired with a size, locations on two
    /// axes, or leading and trailing paired with left and right.
    var attributePairingProblem: String? {
        let firstIsSize = firstOffset != nil || firstAttribute.isDimension
        guard firstAttribute != .notAnAttribute else { return "the first attribute is notAnAttribute" }
        guard secondObject != nil || secondOffset != nil else {
            return firstIsSize ? nil : "a location attribute (\(firstAttribute.name)) cannot equal a constant"
        }
        let secondIsSize = secondOffset != nil || secondAttribute.isDimension
        if firstIsSize || secondIsSize {
            return firstIsSize == secondIsSize ? nil : "a size cannot be paired with a location"
        }
        if multiplier == 0 { return "a multiplier of 0 makes a location equal a constant" }
        if firstAttribute.isVertical != secondAttribute.isVertical { return "locations on different axes cannot be paired" }
        if let firstFamily = firstAttribute.horizontalFamily, let secondFamily = secondAttribute.horizontalFamily,
           firstFamily != secondFamily {
            return "leading and trailing cannot be paired with left and right"
        }
        return nil
    }

    /// Removes the constraint from the view it is installed on and from the engine.
    func deactivateConstraint() {
        guard let host = installedOn else { return }
        host.layoutState?.installedConstraints.removeAll { $0 === self }
        installedOn = nil
        host.layoutRoot.layoutState?.engine?.remove(self)
    }

    /// `constant` (`constantOnly`) or `priority` changed on an active constraint.
    func engineValuesDidChange(constantOnly: Bool = false) {
        guard let host = installedOn else { return }
        host.layoutRoot.layoutState?.engine?.update(self, constantOnly: constantOnly)
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
