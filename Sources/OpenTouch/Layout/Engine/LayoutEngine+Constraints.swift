import Foundation

extension LayoutEngine {
    /// Adds an active constraint to the solver (a no-op while a rebuild is pending: the rebuild
    /// adds it). A constraint that cannot be expressed or cannot hold is reported and left out;
    /// one that cannot hold is kept aside as broken and tried again when constraints are removed.
    func add(_ constraint: NSLayoutConstraint, reportingConflict: Bool = true) {
        guard !needsRebuild, record(of: constraint) == nil, constraint.installedOn != nil else { return }
        constraintsChanged = true
        needsSolve = true
        guard let solverConstraint = solverConstraint(for: constraint) else { return }
        placeNewItems()
        if addSolverConstraint(solverConstraint, describing: constraint, reportingConflict: reportingConflict) {
            setRecord(solverConstraint, of: constraint)
            brokenConstraints.removeAll { $0 === constraint }
        } else if !brokenConstraints.contains(where: { $0 === constraint }) {
            brokenConstraints.append(constraint)
        }
    }

    /// The solver's form of an installed constraint, or nil (reported) when it cannot be expressed.
    func solverConstraint(for constraint: NSLayoutConstraint) -> Cassowary.Constraint? {
        guard let space = constraint.installedOn else { return nil }
        return solverConstraint(for: constraint, in: space, first: constraint.firstObject, second: constraint.secondObject)
    }

    /// ``solverConstraint(for:)`` with the view the constraint is installed on (`space`) and its
    /// items (`first`, `second`) already read: a rebuild reads each weak reference once per
    /// constraint (each load and release of a weakly referenced view takes the runtime's
    /// side-table path). The items are taken over (`consuming`), so that the direct path casts
    /// them to views without a retain and release of its own (see
    /// ``directDifference(of:first:second:in:rightToLeft:multiplier:constant:)``).
    func solverConstraint(for constraint: NSLayoutConstraint, in space: UIView,
                          first: consuming AnyObject?, second: consuming AnyObject?) -> Cassowary.Constraint? {
        constraintBeingMade = constraint
        defer { constraintBeingMade = nil }
        let multiplier = Double(constraint.multiplier), constant = Double(constraint.constant)
        guard multiplier.isFinite, constant.isFinite else {
            report(.invalidConstraint, "\(constraint) has a multiplier or constant that is not a finite number; it is ignored")
            return nil
        }
        let rightToLeft = Self.isRightToLeft(space)
        if let difference = directDifference(of: constraint, first: consume first, second: consume second, in: space,
                                             rightToLeft: rightToLeft, multiplier: multiplier, constant: constant) {
            return Cassowary.Constraint(difference: difference, Self.relation(constraint.relation),
                                        strength: Self.strength(constraint.priority), name: constraint.description)
        }
        guard let lhs = expression(constraint.firstObject, constraint.firstAttribute, offset: constraint.firstOffset,
                                   in: space, rightToLeft: rightToLeft) else {
            report(.invalidConstraint, "\(constraint): its first item is gone or not in the view it is installed on; it is ignored")
            return nil
        }
        var difference = lhs
        if constraint.secondObject != nil || constraint.secondOffset != nil {
            guard let second = expression(constraint.secondObject, constraint.secondAttribute, offset: constraint.secondOffset,
                                          in: space, rightToLeft: rightToLeft) else {
                report(.invalidConstraint, "\(constraint): its second item is gone or not in the view it is installed on; it is ignored")
                return nil
            }
            difference = Self.difference(lhs, second, multiplier: multiplier, constant: constant)
        } else {
            difference.constant = lhs.constant + constant * -1
        }
        return Cassowary.Constraint(difference: difference, Self.relation(constraint.relation),
                                    strength: Self.strength(constraint.priority), name: constraint.description)
    }

    /// `lhs - (second × multiplier + constant)` in one term array, with the terms, coefficients
    /// and constant (bit for bit) that `Cassowary.Constraint(lhs, relation, second * multiplier
    /// + constant)` forms: that made four arrays a constraint.
    static func difference(_ lhs: Cassowary.Expression, _ second: Cassowary.Expression,
                           multiplier: Double, constant: Double) -> Cassowary.Expression {
        var terms: [Cassowary.Term] = []
        terms.reserveCapacity(lhs.terms.count + second.terms.count)
        terms.append(contentsOf: lhs.terms)
        for term in second.terms { terms.append(Cassowary.Term(term.variable, term.coefficient * multiplier * -1)) }
        return Cassowary.Expression(terms, constant: lhs.constant + (second.constant * multiplier + constant) * -1)
    }

    // MARK: Records

    /// The solver constraint the engine holds for `constraint`, or nil: in ``recordSlots``, at the
    /// slot the constraint keeps with this engine's ``recordEpoch`` (a record of another engine,
    /// or from before this engine's last rebuild, is no record), or in ``records`` in a fitting
    /// engine.
    func record(of constraint: NSLayoutConstraint) -> Cassowary.Constraint? {
        guard fitting == nil else { return records[ObjectIdentifier(constraint)] }
        guard let record = constraint.engineRecord, record.epoch == recordEpoch else { return nil }
        return recordSlots[record.slot]
    }

    /// Records `solverConstraint` as the engine's form of `constraint` (see ``record(of:)``).
    func setRecord(_ solverConstraint: Cassowary.Constraint, of constraint: NSLayoutConstraint) {
        guard fitting == nil else { return records[ObjectIdentifier(constraint)] = solverConstraint }
        if let record = constraint.engineRecord, record.epoch == recordEpoch {
            return recordSlots[record.slot] = solverConstraint
        }
        let slot: Int
        if let free = freeRecordSlots.popLast() {
            slot = free
            recordSlots[slot] = solverConstraint
        } else {
            slot = recordSlots.count
            recordSlots.append(solverConstraint)
        }
        constraint.engineRecord = (recordEpoch, slot)
    }

    /// Removes and returns the engine's record of `constraint` (see ``record(of:)``).
    func removeRecord(of constraint: NSLayoutConstraint) -> Cassowary.Constraint? {
        guard fitting == nil else { return records.removeValue(forKey: ObjectIdentifier(constraint)) }
        guard let record = constraint.engineRecord, record.epoch == recordEpoch else { return nil }
        constraint.engineRecord = nil
        let solverConstraint = recordSlots[record.slot]
        recordSlots[record.slot] = nil
        freeRecordSlots.append(record.slot)
        return solverConstraint
    }

    /// Removes a constraint from the solver; constraints broken to resolve a conflict are tried again.
    func remove(_ constraint: NSLayoutConstraint) {
        brokenConstraints.removeAll { $0 === constraint }
        guard let solverConstraint = removeRecord(of: constraint) else { return }
        removeFromSolver(solverConstraint)
        constraintsChanged = true
        setNeedsSolve()
        retryBrokenConstraints()
    }

    /// A constraint's constant or priority changed: it is made again in the solver.
    ///
    /// A moved constant (`constantOnly`) that leaves the set of constraints in the solver as it
    /// was does not ask for another ambiguity report: the report probes every variable of the
    /// tree, too much for every frame of an animated constant. Which variables are open depends
    /// on the constraints' terms and strengths; a constant changes it only by bringing an
    /// inequality to or off its limit, and that is left to the next structural change.
    /// `hasAmbiguousLayout` still answers from the current solution.
    func update(_ constraint: NSLayoutConstraint, constantOnly: Bool = false) {
        guard !needsRebuild else { return setNeedsSolve() }
        if constantOnly && moveConstantInPlace(of: constraint) { return }
        let wasChanged = constraintsChanged, brokenBefore = brokenConstraints.count
        let wasInSolver = record(of: constraint) != nil
        if let solverConstraint = removeRecord(of: constraint) {
            removeFromSolver(solverConstraint)
            retryBrokenConstraints()
        }
        add(constraint)
        setNeedsSolve()
        if constantOnly && !wasChanged && wasInSolver && record(of: constraint) != nil
            && brokenConstraints.count == brokenBefore {
            constraintsChanged = false
        }
    }

    /// Adds again, in the order they broke and without a second report, the constraints left out
    /// because they conflicted: as in UIKit, a broken constraint holds again once the conflict is gone.
    func retryBrokenConstraints() {
        for constraint in brokenConstraints where constraint.installedOn != nil {
            add(constraint, reportingConflict: false)
        }
        brokenConstraints.removeAll { $0.installedOn == nil }
    }

    /// Adds to the solver; an unsatisfiable required constraint is reported with the constraints
    /// it conflicts with and left out, as UIKit breaks a constraint to recover. Returns whether it was added.
    @discardableResult
    func addSolverConstraint(_ constraint: Cassowary.Constraint, describing layoutConstraint: NSLayoutConstraint?,
                             reportingConflict: Bool = true) -> Bool {
        solutionProvenUnique = false
        do {
            try solver.addConstraint(constraint)
            return true
        } catch .unsatisfiableConstraint(_, let conflicting) {
            guard reportingConflict else { return false }
            let others = conflicting.map { "    \($0.name)" }.joined(separator: "\n")
            report(.unsatisfiableConstraints, """
                Unable to simultaneously satisfy constraints. Conflicting with:
                \(others.isEmpty ? "    (the constraints above)" : others)
                Will attempt to recover by breaking constraint
                    \(constraint.name)
                """)
        } catch {
            report(.invalidConstraint, "\(constraint.name) could not be added: \(error)")
        }
        return false
    }

    /// Removes a constraint from the solver, if it holds it.
    func removeFromSolver(_ constraint: Cassowary.Constraint) {
        solutionProvenUnique = false
        try? solver.removeConstraint(constraint)
    }

    static func relation(_ relation: NSLayoutConstraint.Relation) -> Cassowary.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    func report(_ kind: InputDiagnostic.Kind, _ message: String) {
        if heldReports != nil { return heldReports!.append(InputDiagnostic(kind, message)) }
        root?.reportLayoutDiagnostic(InputDiagnostic(kind, message))
    }

    // MARK: Ambiguity

    /// Reports, once each, the views placed by constraints whose frames the constraints leave open.
    ///
    /// The root is read once for the walk (``isFixed(_:)`` loaded its weak reference for every item).
    func reportAmbiguities() {
        guard fitting == nil else { return }
        let root = self.root
        for item in itemOrder {
            guard let view = item.view, !(view === root || view.translatesAutoresizingMaskIntoConstraints) else { continue }
            guard let open = openAttributes(of: item) else { continue }
            let key = "\(ObjectIdentifier(view).hashValue) \(open)"
            guard reportedAmbiguities.insert(key).inserted else { continue }
            let involved = view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical)
            let list = involved.isEmpty ? "    (no constraints)" : involved.map { "    \($0)" }.joined(separator: "\n")
            report(.ambiguousLayout, "\(view.typeName) has an ambiguous layout: its \(open.joined(separator: ", ")) are not fixed by its constraints:\n\(list)")
        }
    }

    /// The names of the item's variables the constraints leave open (x, y, width, height, in that
    /// order), or nil when none is: the four are probed in that order without making an array
    /// per item (the report after a first pass walks every item).
    private func openAttributes(of item: LayoutItem) -> [String]? {
        let x = isUndetermined(item.x), y = isUndetermined(item.y)
        let width = isUndetermined(item.width), height = isUndetermined(item.height)
        guard x || y || width || height else { return nil }
        var open: [String] = []
        if x { open.append("x") }
        if y { open.append("y") }
        if width { open.append("width") }
        if height { open.append("height") }
        return open
    }

    /// Whether the engine leaves an item's frame (or one axis of it) open.
    func isAmbiguous(_ object: AnyObject, vertical: Bool? = nil) -> Bool {
        guard let item = existingItem(for: object) else { return false }
        let variables: [Cassowary.Variable]
        switch vertical {
        case true?: variables = [item.y, item.height]
        case false?: variables = [item.x, item.width]
        case nil: variables = [item.x, item.y, item.width, item.height]
        }
        return variables.contains { isUndetermined($0) }
    }

    /// Whether the constraints leave `variable` open: the solution can move it at no cost.
    /// Required and optional constraints both count as fixing it, as UIKit's
    /// `hasAmbiguousLayout` counts a label's width held by its hugging and compression resistance.
    ///
    /// Read from the tableau (`Cassowary.Solver.freedom(of:)`), without solving: a variable
    /// whose only free moves are blocked by constraints at their limits counts as fixed.
    ///
    /// While ``solutionProvenUnique`` holds, a variable the solver holds is fixed without a probe.
    func isUndetermined(_ variable: Cassowary.Variable) -> Bool {
        if solutionProvenUnique && solver.hasVariable(variable) { return false }
        return solver.freedom(of: variable) ?? false
    }
}
