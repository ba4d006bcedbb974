import Foundation

extension NSLayoutConstraint {
    /// The views the constraint involves: its items' views (a guide's owning view).
    ///
    /// Built with plain appends rather than `compactMap` over an array of the six items: a
    /// closure there paid a main-actor isolation check per item (35 % of activating a chain).
    var involvedViews: [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(2)
        Self.appendView(of: firstObject, to: &views)
        Self.appendView(of: secondObject, to: &views)
        if let firstOffset {
            Self.appendView(of: firstOffset.from, to: &views)
            Self.appendView(of: firstOffset.to, to: &views)
        }
        if let secondOffset {
            Self.appendView(of: secondOffset.from, to: &views)
            Self.appendView(of: secondOffset.to, to: &views)
        }
        return views
    }

    /// Appends the view of an item: the view itself, or a guide's owning view.
    private static func appendView(of object: AnyObject?, to views: inout [UIView]) {
        if let view = view(of: object) { views.append(view) }
    }

    /// Installs the constraint on its items' nearest common ancestor and tells that tree's engine.
    /// Constraints UIKit refuses (it raises an exception) are reported as `invalidConstraint` to
    /// the trace of the first involved view in a window, and stay inactive.
    ///
    /// A constraint between plain items (no anchor offsets) whose first item has a view is
    /// installed without gathering ``involvedViews`` into an array (about 1,100 instructions a
    /// constraint); anything else, and every refusal, takes ``activate(among:)``.
    func activateConstraint() {
        guard installedOn == nil else { return }
        if firstOffset == nil, secondOffset == nil, let first = Self.view(of: firstObject), attributePairingProblem == nil {
            var host: UIView? = first
            if let second = Self.view(of: secondObject) { host = first.nearestCommonAncestor(with: second) }
            if let host { return install(on: host) }
        }
        activate(among: involvedViews)
    }

    /// Activates the constraint among its involved views (``involvedViews``), reporting a refusal.
    private func activate(among views: [UIView]) {
        guard let first = views.first else {
            return LayoutPassContext.logger.warning("\(InputDiagnostic(.invalidConstraint, "\(self) has no view or guide in a view to install on; it stays inactive"))")
        }
        if let problem = attributePairingProblem {
            return Self.reporter(among: views).reportLayoutDiagnostic(InputDiagnostic(.invalidConstraint, "Unable to activate \(self): \(problem); it stays inactive"))
        }
        var common: UIView? = first
        for view in views.dropFirst() { common = common?.nearestCommonAncestor(with: view) }
        guard let host = common else {
            return Self.reporter(among: views).reportLayoutDiagnostic(InputDiagnostic(.invalidConstraint,
                "Unable to activate \(self): its items have no common ancestor (they are not in the same view hierarchy); it stays inactive"))
        }
        install(on: host)
    }

    /// Installs the constraint on `host` and tells the engine of `host`'s tree.
    private func install(on host: UIView) {
        host.writableLayout.installedConstraints.append(self)
        installedOn = host
        let engine = host.layoutRoot.constraintEngine()
        engine.add(self)
        engine.setNeedsSolve()
    }

    /// The view of an item: the view itself, or a guide's owning view.
    private static func view(of object: AnyObject?) -> UIView? {
        if let view = object as? UIView { return view }
        return (object as? UILayoutGuide)?.owningView
    }

    /// The view a refused activation is reported through: the first involved view in a window,
    /// else the first involved view.
    private static func reporter(among views: [UIView]) -> UIView {
        for view in views where view.layoutRoot is UIWindow { return view }
        return views[0]
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
    ///
    /// The usual pairs of a constraint — the view itself, its superview, a subview, a sibling —
    /// are answered without walking up from each candidate (which cost about 1,000
    /// instructions a constraint between siblings).
    func nearestCommonAncestor(with view: UIView) -> UIView? {
        if view === self { return self }
        let viewSuperview = view.superview
        if viewSuperview === self { return self }
        if let parent = superview, view === parent || viewSuperview === parent { return parent }
        var candidate: UIView? = self
        while let current = candidate {
            if view.isDescendant(of: current) { return current }
            candidate = current.superview
        }
        return nil
    }
}
