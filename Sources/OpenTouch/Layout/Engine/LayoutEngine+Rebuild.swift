import Foundation

extension LayoutEngine {
    /// Makes the solver again from every active constraint installed in the tree, and the items'
    /// own constraints (placements, intrinsic sizes).
    ///
    /// The reference order is the tree's (parents first) and, on each view, activation order:
    /// items are made, and constraints that cannot be expressed are reported, in that order.
    /// The constraints first go into the solver in a faster order — the items' placements, the
    /// required `size == constant` constraints, the intrinsic sizes, then the rest in reference
    /// order — so that the links of a chain or a stack find their views' sizes already solved
    /// and the solver's rows stay short (a size added after every link past it is substituted
    /// into all of them: quadratic). That order stands only when it cannot change the outcome:
    /// nothing was reported while adding (no conflict, so no constraint was broken) and the
    /// solution is the only optimum (no item's rectangle can move at no cost, so no tie was
    /// decided by the order). Otherwise the solver is made again in the reference order, so
    /// which constraint breaks, what the report says and which optimum is picked stay as they were.
    func rebuild() {
        let constraints = resetForRebuild()
        heldReports = []
        let added = addInSolvingOrder(constraints) && solutionIsUnique()
        let held = heldReports ?? []
        heldReports = nil
        if added {
            solutionProvenUnique = true
            for diagnostic in held { root?.reportLayoutDiagnostic(diagnostic) }
            return
        }
        for constraint in resetForRebuild() { add(constraint) }
    }

    /// Empties the engine and makes the root's item; returns the active constraints in the
    /// reference order (the tree's, parents first; on each view, activation order).
    func resetForRebuild() -> [NSLayoutConstraint] {
        needsRebuild = false
        for item in itemOrder where item.view?.layoutState?.engineItem === item {
            item.view?.layoutState?.engineItem = nil
        }
        solver = Cassowary.Solver()
        solutionProvenUnique = false
        items.removeAll()
        itemOrder.removeAll()
        systemGuideItems.removeAll()
        records.removeAll()
        recordSlots.removeAll()
        freeRecordSlots.removeAll()
        recordEpoch = Self.nextSerial()
        boundsOriginDependencies.removeAll()
        placedItemCount = 0
        brokenConstraints.removeAll()
        reportedAmbiguities.removeAll()
        guard let root else { return [] }
        _ = item(for: root)
        var constraints: [NSLayoutConstraint] = [], viewCount = 0
        Self.appendConstraints(under: root, to: &constraints, viewCount: &viewCount)
        // The items to come, at most one a view of the tree and two a constraint (guides aside):
        // room made once rather than by doubling (the item table of a 10,000-constraint chain
        // grew and rehashed about a dozen times on its way to 2,501 items).
        // (A view's item is filed in ``items`` only in a fitting engine.)
        let expectedItems = min(viewCount, 2 * constraints.count + 1)
        if fitting != nil { items.reserveCapacity(expectedItems) }
        itemOrder.reserveCapacity(expectedItems)
        return constraints
    }

    /// Appends the constraints installed on `view` and its subtree, parents first (a plain
    /// recursion: a closure per view paid a main-actor isolation check), and counts the views.
    private static func appendConstraints(under view: UIView, to constraints: inout [NSLayoutConstraint],
                                          viewCount: inout Int) {
        viewCount += 1
        if let installed = view.layoutState?.installedConstraints, !installed.isEmpty {
            constraints.append(contentsOf: installed)
        }
        for subview in view.subviews { appendConstraints(under: subview, to: &constraints, viewCount: &viewCount) }
    }

    /// Makes the solver form of each constraint in reference order (items are made as ``add(_:reportingConflict:)``
    /// makes them), then adds the placements, the required sizes equal to a constant, the
    /// items' intrinsic sizes and the rest. Returns false as soon as adding reports anything; the solver is then half made.
    private func addInSolvingOrder(_ constraints: [NSLayoutConstraint]) -> Bool {
        var made: [(constraint: NSLayoutConstraint, solverConstraint: Cassowary.Constraint, isSize: Bool)] = []
        made.reserveCapacity(constraints.count)
        var ownerCursor = 0, marked = false
        // Each constraint's host and items are read once (weak references to views, whose every
        // load and release takes the runtime's side-table path: read two and three times over).
        for constraint in constraints {
            guard let space = constraint.installedOn else { continue }
            if !marked {
                // Once: each set of `constraintsChanged` empties `contentDetermined` again.
                marked = true
                constraintsChanged = true
                needsSolve = true
            }
            let second = constraint.secondObject
            guard let solverConstraint = solverConstraint(for: constraint, in: space, first: constraint.firstObject,
                                                          second: second) else { continue }
            makeOwnerItems(from: &ownerCursor)
            made.append((constraint, solverConstraint, Self.isRequiredSizeConstant(constraint, hasSecondItem: second != nil)))
        }
        guard !made.isEmpty else { return true }
        let expressionReports = heldReports?.count ?? 0
        placeNewItems()
        guard heldReports?.count == expressionReports else { return false }
        if fitting != nil { records.reserveCapacity(made.count) } else { recordSlots.reserveCapacity(made.count) }
        // Each item adds up to four variables, and up to four constraints of its own (a
        // placement or an intrinsic size).
        solver.reserveCapacity(constraints: made.count + 4 * itemOrder.count, variables: 4 * itemOrder.count)
        for sizesFirst in [true, false] {
            for entry in made where entry.isSize == sizesFirst {
                guard addSolverConstraint(entry.solverConstraint, describing: entry.constraint) else { return false }
                setRecord(entry.solverConstraint, of: entry.constraint)
            }
            if sizesFirst {
                refreshItemConstraints()
                guard heldReports?.count == expressionReports else { return false }
            }
        }
        return heldReports?.count == expressionReports
    }

    /// Whether no variable of an item's rectangle (or scroll content size) that the solver holds
    /// can move at no cost: the optimum is the only one, whatever order the constraints went in.
    /// (A variable no constraint refers to keeps its value in any order.)
    private func solutionIsUnique() -> Bool {
        for item in itemOrder {
            // In order, without an array of the four per item.
            if isOpenInSolver(item.x) || isOpenInSolver(item.y) || isOpenInSolver(item.width) || isOpenInSolver(item.height) {
                return false
            }
            if let width = item.contentWidth, isOpenInSolver(width) { return false }
            if let height = item.contentHeight, isOpenInSolver(height) { return false }
        }
        return true
    }

    /// Whether the solver holds `variable` and can move it at no cost.
    private func isOpenInSolver(_ variable: Cassowary.Variable) -> Bool {
        solver.hasVariable(variable) && isUndetermined(variable)
    }

    /// Makes the items that placing the items from `cursor` on makes (a guide's owning view),
    /// in the order ``placeNewItems()`` would, so that the items' order is the reference one.
    private func makeOwnerItems(from cursor: inout Int) {
        while cursor < itemOrder.count {
            let item = itemOrder[cursor]
            cursor += 1
            if let owner = item.guide?.owningView { _ = self.item(for: owner) }
        }
    }

    /// Whether a constraint holds one size to a constant and is required (`hasSecondItem`:
    /// whether it has a second item, read by the caller).
    static func isRequiredSizeConstant(_ constraint: NSLayoutConstraint, hasSecondItem: Bool) -> Bool {
        !hasSecondItem && constraint.secondOffset == nil && constraint.firstOffset == nil
            && constraint.relation == .equal && strength(constraint.priority) == Cassowary.Strength.required
    }
}
