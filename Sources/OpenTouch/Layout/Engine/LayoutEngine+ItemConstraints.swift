import Foundation

extension LayoutEngine {
    /// Brings every item's own constraints up to date: fixed frames and guide placements whose
    /// values changed, and intrinsic sizes that were invalidated. Items made along the way are
    /// visited too. An item whose placement can no longer change (``LayoutItem/placementIsStatic``)
    /// is not asked for its placement again.
    ///
    /// Returns how many items other than the root's still have a placement that can change.
    ///
    /// The root is read once for the whole walk (the weak reference was loaded, and the root
    /// released, twice for every item: about 5,000 side-table round trips for a 10,000-constraint chain).
    @discardableResult
    func refreshItemConstraints() -> Int {
        var index = 0, movable = 0
        let root = self.root
        while index < itemOrder.count {
            let item = itemOrder[index]
            index += 1
            if !item.placementIsStatic {
                refreshPlacement(of: item, root: root)
                if !item.placementIsStatic && (item.view == nil || item.view !== root) { movable += 1 }
            }
            if item.needsIntrinsicUpdate { refreshIntrinsic(of: item, root: root) }
        }
        return movable
    }

    /// Whether an item's placement is the same whatever the views' geometry, until the engine is
    /// rebuilt: a view placed by constraints that is not the root (its placement is empty; a change
    /// of `translatesAutoresizingMaskIntoConstraints` rebuilds), a plain guide, a scroll view's
    /// content guide, and a fitting engine's root.
    func hasStaticPlacement(_ item: LayoutItem) -> Bool {
        if let view = item.view {
            return view === root ? fitting != nil : !view.translatesAutoresizingMaskIntoConstraints
        }
        guard let guide = item.guide else { return false }
        return guide.kind == .plain || guide.kind == .scrollContent
    }

    /// Asks for a solve when a system guide's placement no longer matches its view (the safe
    /// area or margins changed with the frames).
    func refreshSystemPlacements() {
        for item in systemGuideItems where placementKey(of: item) != item.placementKey {
            needsSolve = true
            return
        }
    }

    /// The values an item's placement depends on.
    func placementKey(of item: LayoutItem) -> [CGFloat] {
        if let view = item.view {
            if view === root {
                return fitting == nil ? [view.bounds.width, view.bounds.height] : []
            }
            guard view.translatesAutoresizingMaskIntoConstraints else { return [] }
            let frame = view.alignmentFrame
            return [frame.minX, frame.minY, frame.width, frame.height]
        }
        guard let guide = item.guide, let owner = guide.owningView else { return [] }
        switch guide.kind {
        case .plain, .scrollContent: return []
        case .safeArea: return owner.safeAreaInsets.values
        case .margins, .readableContent: return owner.effectiveLayoutMargins().values
        case .scrollFrame: return [owner.bounds.origin.x, owner.bounds.origin.y]
        case .keyboard:
            let top = (guide as? UIKeyboardLayoutGuide)?.topInOwner ?? owner.bounds.maxY
            return [top - owner.bounds.minY, 0, 0, 0]
        }
    }

    /// Makes an item's placement again when the values it depends on changed. `root` is the
    /// engine's ``LayoutEngine/root``, read by the caller (once for a walk over the items).
    func refreshPlacement(of item: LayoutItem, root: UIView?) {
        if !item.placementMade, let view = item.view, view !== root, !view.translatesAutoresizingMaskIntoConstraints {
            // A view placed by constraints, met for the first time: its placement is empty and
            // static (the general path below finds the key empty and no equation, in about
            // 1,000 instructions a view: callgrind `layout-chain-10000`, 2,500 views).
            item.placementMade = true
            item.placementIsStatic = true
            item.placementKey = []
            needsSolve = true
            return
        }
        let key = placementKey(of: item)
        if item.placementMade && key == item.placementKey { return }
        let wasMade = item.placementMade
        item.placementMade = true
        item.placementIsStatic = hasStaticPlacement(item)
        item.placementKey = key
        needsSolve = true
        var made: [Cassowary.Constraint] = []
        for (index, (lhs, rhs, strength)) in placementEquations(of: item, key: key).enumerated() {
            let name = placementName(of: item, index: index, key: key) ?? "placement \(lhs)"
            made.append(Cassowary.Constraint(lhs, .equal, rhs, strength: strength, name: name))
        }
        made += placementLimits(of: item, key: key)
        if wasMade, shiftPlacement(of: item, to: made) { return }
        for constraint in item.placement { removeFromSolver(constraint) }
        item.placement = made
        for constraint in made { addSolverConstraint(constraint, describing: nil) }
    }

    /// Moves an item's placement to `made` by changing the constants of its constraints in place
    /// (a fixed frame that moved, a scroll view's frame guide as it scrolls), when only constants
    /// changed. A shift that leaves required constraints in conflict asks for a rebuild, which
    /// reports the conflict.
    private func shiftPlacement(of item: LayoutItem, to made: [Cassowary.Constraint]) -> Bool {
        guard made.count == item.placement.count else { return false }
        for index in made.indices {
            solutionProvenUnique = false
            do {
                // What was shifted already is held under its new constraint, so that a fallback
                // to removing and adding removes the right ones.
                guard try solver.replaceConstant(of: item.placement[index], with: made[index]) else { return false }
                item.placement[index] = made[index]
            } catch {
                placementShiftFailed = true
                return true
            }
        }
        item.placement = made
        return true
    }

    /// Places the items made since the last call (their fixed frames or guide placements go in
    /// before the constraint that made them, so that a constraint fighting a view's translated
    /// autoresizing mask is the one broken, as in UIKit).
    func placeNewItems() {
        guard placedItemCount < itemOrder.count else { return }
        let root = self.root
        while placedItemCount < itemOrder.count {
            let item = itemOrder[placedItemCount]
            placedItemCount += 1
            refreshPlacement(of: item, root: root)
        }
    }

    /// How diagnostics name an item's placement equation: UIKit's names for the constraints made
    /// from a view's autoresizing mask, a root's size, and a system guide's edges.
    func placementName(of item: LayoutItem, index: Int, key: [CGFloat]) -> String? {
        let attributes = ["minX", "minY", "width", "height"]
        guard index < attributes.count else { return nil }
        if let view = item.view {
            if view === root {
                let name = index == 0 ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
                return "<NSLayoutConstraint:\(addressString(of: view)) '\(name)' \(NSLayoutConstraint.describe(view)).\(attributes[index + 2])>"
            }
            let value = index < key.count ? UIKitFormat.number(key[index]) : "?"
            return "<NSAutoresizingMaskLayoutConstraint:\(addressString(of: view)) \(view.autoresizingMask.constraintCode) "
                + "\(NSLayoutConstraint.describe(view)).\(attributes[index]) == \(value)   (active)>"
        }
        guard let guide = item.guide else { return nil }
        return "<NSLayoutConstraint '\(guide.identifier)-\(attributes[index])' \(NSLayoutConstraint.describe(guide))>"
    }

    /// The equations `lhs == rhs` (at a strength) that place an item.
    func placementEquations(of item: LayoutItem, key: [CGFloat]) -> [(Cassowary.Expression, Cassowary.Expression, Double)] {
        let required = Cassowary.Strength.required
        func fixed(_ variable: Cassowary.Variable, _ value: CGFloat) -> (Cassowary.Expression, Cassowary.Expression, Double) {
            (Cassowary.Expression(variable), Cassowary.Expression(constant: Double(value)), required)
        }
        if let view = item.view {
            if view === root, let fitting {
                return [(Cassowary.Expression(item.width), Cassowary.Expression(constant: Double(fitting.size.width)), Self.strength(fitting.horizontal)),
                        (Cassowary.Expression(item.height), Cassowary.Expression(constant: Double(fitting.size.height)), Self.strength(fitting.vertical))]
            }
            if view === root { return [fixed(item.width, key[0]), fixed(item.height, key[1])] }
            guard key.count == 4 else { return [] }
            return [fixed(item.x, key[0]), fixed(item.y, key[1]), fixed(item.width, key[2]), fixed(item.height, key[3])]
        }
        guard let guide = item.guide, let owner = guide.owningView else { return [] }
        let ownerItem = self.item(for: owner)
        switch guide.kind {
        case .plain:
            return []
        case .safeArea, .margins, .keyboard:
            return insetPlacement(item, in: ownerItem, insets: key)
        case .readableContent:
            return readablePlacement(item, in: ownerItem, insets: key)
        case .scrollContent:
            let (width, height) = contentVariables(of: ownerItem)
            return [fixed(item.x, 0), fixed(item.y, 0),
                    (Cassowary.Expression(item.width), Cassowary.Expression(width), required),
                    (Cassowary.Expression(item.height), Cassowary.Expression(height), required)]
        case .scrollFrame:
            return [fixed(item.x, key[0]), fixed(item.y, key[1]),
                    (Cassowary.Expression(item.width), Cassowary.Expression(ownerItem.width), required),
                    (Cassowary.Expression(item.height), Cassowary.Expression(ownerItem.height), required)]
        }
    }

    /// A guide inset from its owner's bounds by `insets` (top, left, bottom, right).
    private func insetPlacement(_ item: LayoutItem, in owner: LayoutItem, insets: [CGFloat]) -> [(Cassowary.Expression, Cassowary.Expression, Double)] {
        guard insets.count == 4 else { return [] }
        let required = Cassowary.Strength.required
        let top = Double(insets[0]), left = Double(insets[1]), bottom = Double(insets[2]), right = Double(insets[3])
        return [(Cassowary.Expression(item.x), Cassowary.Expression(constant: left), required),
                (Cassowary.Expression(item.y), Cassowary.Expression(constant: top), required),
                (Cassowary.Expression(item.width), Cassowary.Expression(owner.width) - (left + right), required),
                (Cassowary.Expression(item.height), Cassowary.Expression(owner.height) - (top + bottom), required)]
    }

    /// The readable guide: the margins guide, at most ``readableContentWidth`` wide, centered
    /// (its limits are in ``placementLimits(of:key:)``).
    private func readablePlacement(_ item: LayoutItem, in owner: LayoutItem, insets: [CGFloat]) -> [(Cassowary.Expression, Cassowary.Expression, Double)] {
        guard insets.count == 4 else { return [] }
        let top = Double(insets[0]), left = Double(insets[1]), bottom = Double(insets[2])
        let marginWidth = Self.marginWidth(of: owner, insets: insets)
        return [(Cassowary.Expression(item.width), marginWidth, Cassowary.Strength.weight(forPriority: 999)),
                (Cassowary.Expression(item.x), (marginWidth - Cassowary.Expression(item.width)) / 2 + left, Cassowary.Strength.required),
                (Cassowary.Expression(item.y), Cassowary.Expression(constant: top), Cassowary.Strength.required),
                (Cassowary.Expression(item.height), Cassowary.Expression(owner.height) - (top + bottom), Cassowary.Strength.required)]
    }

    /// The inequalities that are part of an item's placement, after its equations: a readable
    /// guide's width is at most its owner's margins' width and at most ``readableContentWidth``.
    /// They stay in the solver with the equations, and move with them (``shiftPlacement(of:to:)``).
    func placementLimits(of item: LayoutItem, key: [CGFloat]) -> [Cassowary.Constraint] {
        guard let guide = item.guide, guide.kind == .readableContent, let owner = guide.owningView,
              key.count == 4 else { return [] }
        let marginWidth = Self.marginWidth(of: self.item(for: owner), insets: key)
        return [
            Cassowary.Constraint(Cassowary.Expression(item.width), .lessThanOrEqual, marginWidth, name: "readable width ≤ margins"),
            Cassowary.Constraint(Cassowary.Expression(item.width), .lessThanOrEqual,
                                 Cassowary.Expression(constant: Double(readableContentWidth)), name: "readable width ≤ 672"),
        ]
    }

    /// The width between an owner's margins (`insets`: top, left, bottom, right), as the readable
    /// guide's placement and its limits read it.
    private static func marginWidth(of owner: LayoutItem, insets: [CGFloat]) -> Cassowary.Expression {
        Cassowary.Expression(owner.width) - (Double(insets[1]) + Double(insets[3]))
    }

    /// A scroll view's content width and height variables, made on first use.
    func contentVariables(of item: LayoutItem) -> (Cassowary.Variable, Cassowary.Variable) {
        if let width = item.contentWidth, let height = item.contentHeight { return (width, height) }
        let itemWidth = item.width, itemHeight = item.height
        let width = Cassowary.Variable("\(itemWidth.name).content")
        let height = Cassowary.Variable("\(itemHeight.name).content")
        item.contentWidth = width
        item.contentHeight = height
        return (width, height)
    }

    /// Hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`) for a view
    /// placed by constraints (or the root of a fitting engine) that has an intrinsic size.
    /// `root` is the engine's ``LayoutEngine/root``, read by the caller.
    func refreshIntrinsic(of item: LayoutItem, root: UIView?) {
        item.needsIntrinsicUpdate = false
        for constraint in item.intrinsic { removeFromSolver(constraint) }
        item.intrinsic = []
        guard let view = item.view else { return }
        let isRoot = view === root
        guard !(isRoot || view.translatesAutoresizingMaskIntoConstraints) || (isRoot && fitting != nil) else { return }
        view.needsIntrinsicContentSizeUpdate = false
        let size = view.intrinsicContentSize
        addIntrinsic(size.width, of: view, to: item, variable: item.width, axis: .horizontal)
        addIntrinsic(size.height, of: view, to: item, variable: item.height, axis: .vertical)
        needsSolve = true
    }

    /// The hugging and compression resistance of one axis, when the view has an intrinsic size there.
    private func addIntrinsic(_ value: CGFloat, of view: UIView, to item: LayoutItem, variable: Cassowary.Variable,
                              axis: NSLayoutConstraint.Axis) {
        guard value >= 0 && value.isFinite else { return }
        // `variable - value` as `Expression(variable) - Expression(constant: value)` forms it (its
        // terms, then the constant `0 + value × -1`), in one term array instead of three
        // (callgrind `layout-cards`: 1,500 views' hugging and compression resistance).
        let difference = Cassowary.Expression([Cassowary.Term(variable)], constant: 0 + Double(value) * -1)
        let hugging = Cassowary.Constraint(difference: difference, .lessThanOrEqual,
                                           strength: Self.strength(view.contentHuggingPriority(for: axis)), name: "\(variable.name) hugging")
        let compression = Cassowary.Constraint(difference: difference, .greaterThanOrEqual,
                                               strength: Self.strength(view.contentCompressionResistancePriority(for: axis)), name: "\(variable.name) compression")
        addSolverConstraint(hugging, describing: nil)
        item.intrinsic.append(hugging)
        addSolverConstraint(compression, describing: nil)
        item.intrinsic.append(compression)
    }

    /// The solver strength for a UIKit priority.
    static func strength(_ priority: UILayoutPriority) -> Double {
        let value = priority.rawValue.isFinite ? min(max(priority.rawValue, 1), 1000) : 1000
        return Cassowary.Strength.weight(forPriority: value)
    }
}

extension UIEdgeInsets {
    /// top, left, bottom, right.
    var values: [CGFloat] { [top, left, bottom, right] }
}
