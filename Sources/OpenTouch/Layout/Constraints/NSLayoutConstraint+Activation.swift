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
    ///
    /// The second item is read once (its weak reference was loaded twice, once for the pairing
    /// check: callgrind `layout-chain-10000`, 0.3 M instructions for 10,000 activations).
    func activateConstraint() {
        guard installedOn == nil else { return }
        if firstOffset == nil, secondOffset == nil, let first = Self.view(of: firstObject) {
            let secondObject = self.secondObject
            if attributePairingProblem(hasSecondSide: secondObject != nil) == nil {
                guard let second = Self.view(of: secondObject) else { return install(on: first) }
                // The usual pairs' host found by reference and installed on without a retain
                // (its retain and release take the runtime's side-table path).
                if let host = first.usualCommonAncestor(with: second) {
                    return UIView.withView(host) { install(on: $0) }
                }
                if let host = first.nearestCommonAncestor(with: second) { return install(on: host) }
            }
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
    ///
    /// The engine is told with the root in hand (``LayoutEngine/setNeedsSolve(root:)``): its own
    /// weak reference to the root cost a load and a release of a weakly referenced view for
    /// every activation.
    ///
    /// A view's first installed constraint makes room for four: views hold a few (a size pair,
    /// or the links between their subviews), and growing from one to two cost a second
    /// allocation and copy for every view of a chain (callgrind `layout-chain-10000`: 2,512
    /// buffers grown, 1.8 M instructions).
    private func install(on host: UIView) {
        let layout = host.writableLayout
        if layout.installedConstraints.capacity == 0 { layout.installedConstraints.reserveCapacity(4) }
        layout.installedConstraints.append(self)
        installedOn = host
        // The walk up is borrowed, but the root is held across `add`: a conflict it reports
        // reaches trace observers (user code), which may let the root go (a review finding).
        let root = host.withLayoutRoot { $0 }
        let engine = root.constraintEngine()
        engine.add(self)
        engine.setNeedsSolve(root: root)
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
        attributePairingProblem(hasSecondSide: secondObject != nil || secondOffset != nil)
    }

    /// ``attributePairingProblem`` with whether the constraint has a second item or offset
    /// (`hasSecondSide`) already known.
    func attributePairingProblem(hasSecondSide: Bool) -> String? {
        let firstIsSize = firstOffset != nil || firstAttribute.isDimension
        guard firstAttribute != .notAnAttribute else { return "the first attribute is notAnAttribute" }
        guard hasSecondSide else {
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
        if let usual = usualCommonAncestor(with: view) { return usual.takeUnretainedValue() }
        var candidate: UIView? = self
        while let current = candidate {
            if view.isDescendant(of: current) { return current }
            candidate = current.superview
        }
        return nil
    }

    /// ``nearestCommonAncestor(with:)`` for the usual pairs of a constraint — the view itself, its
    /// superview, a subview, a sibling — found by reference and handed back unretained (nil for
    /// any other pair). The ancestor lives as long as its tree's root, which its owner holds;
    /// ``install(on:)`` reads it only before the engine runs anything that could reach user code.
    /// Superviews are compared by reference, without retaining them (views are weakly referenced
    /// by their constraints, so each retain and release takes the runtime's side-table path):
    /// with ``withLayoutRoot(_:)``, callgrind `layout-chain-10000` activation 14.58 M -> 9.22 M
    /// instructions (10,000 constraints).
    func usualCommonAncestor(with view: UIView) -> Unmanaged<UIView>? {
        if view === self || view.superviewReference.refers(to: self) { return .passUnretained(self) }
        guard let parent = superviewReference.unmanaged else { return nil }
        if Unmanaged.passUnretained(view).toOpaque() == parent.toOpaque() || view.superviewReference.refers(to: parent) {
            return parent
        }
        return nil
    }

    /// ``layoutRoot`` handed to `body` without retaining it or the views on the way up (each
    /// retain and release of a view takes the runtime's side-table path). `body` must not keep it
    /// unretained; returning it hands it out retained.
    ///
    /// Written as a recursion through ``withView(_:_:)`` rather than a loop with a closure handed
    /// to the standard library: a closure literal formed here and passed to a function of the
    /// standard library pays a main-actor isolation check at each call (about 270 instructions:
    /// callgrind `layout-chain-10000`, 4.3 M for the 15,000 steps of 10,000 activations).
    func withLayoutRoot<Result>(_ body: (UIView) -> Result) -> Result {
        guard let parent = superviewReference.unmanaged else { return body(self) }
        return Self.withView(parent) { $0.withLayoutRoot(body) }
    }

    /// `body` called with the view `view` stands for, neither retained nor released; `body` must
    /// not keep it. `body` (a closure formed on the main actor) is handed on to the standard
    /// library as a value, which pays no isolation check (see ``withLayoutRoot(_:)``).
    static func withView<Result>(_ view: Unmanaged<UIView>, _ body: (UIView) -> Result) -> Result {
        view._withUnsafeGuaranteedRef(body)
    }
}
