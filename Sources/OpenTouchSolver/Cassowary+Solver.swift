// OpenTouchSolver

extension Cassowary {
    /// An incremental constraint solver. Add and remove constraints, make variables editable and
    /// suggest values for them, then call ``updateVariables()`` to read the solution.
    ///
    /// Not thread-safe: use one solver from one thread (or actor) at a time.
    public final class Solver {
        /// The tableau; replaced by ``reset()``.
        @exclusivity(unchecked) var tableau = Tableau()
        /// What the solver made for each constraint it holds (edit constraints included) that
        /// another solver had claimed; the others keep their tag themselves (see `tag(of:)`).
        @exclusivity(unchecked) var otherConstraints: [Constraint: Tag] = [:]
        /// The edit constraint and current suggestion of each edit variable.
        @exclusivity(unchecked) var edits: [Variable: Edit] = [:]
        /// The variables some constraint refers to that keep this solver's entry themselves
        /// (see `entry(of:)`), in no particular order.
        @exclusivity(unchecked) var claimedVariables: [Variable] = []
        /// The symbol of each other variable some constraint refers to, with the number of such
        /// constraints: those another solver had claimed.
        @exclusivity(unchecked) var otherVariables: [Variable: VariableEntry] = [:]
        /// By symbol id: the constraint each marker and error symbol belongs to (nil for other
        /// symbols). Cleared before a marker's id is given back, so a reused id finds nothing.
        @exclusivity(unchecked) var owners: [Constraint?] = []
        /// The number given to the next added constraint; orders conflict reports.
        @exclusivity(unchecked) var nextOrder = 0
        /// The number of constraints held that are not edit constraints.
        @exclusivity(unchecked) var userConstraintCount = 0
        /// What `freedom(of:)` learned about the current tableau; emptied by every change of
        /// the tableau.
        @exclusivity(unchecked) var freedomMemo = FreedomMemo()

        /// Whether a required equality whose row comes down to a fresh variable is solved for it
        /// without storing its cell (see `makeRow`); false only in tests, which compare both ways.
        let solvesLoneSubjectsDirectly: Bool

        /// Creates an empty solver.
        public init() {
            solvesLoneSubjectsDirectly = true
        }

        /// Creates an empty solver that takes the direct path for lone subjects or not; for tests.
        init(solvingLoneSubjectsDirectly: Bool) {
            solvesLoneSubjectsDirectly = solvingLoneSubjectsDirectly
        }

        /// Gives back the claims on variables and constraints that outlive the solver.
        deinit {
            releaseClaims()
        }

        /// Adds a constraint and re-solves.
        ///
        /// Throws ``Error/duplicateConstraint(_:)`` when it is already in the solver,
        /// ``Error/unsatisfiableConstraint(_:conflicting:)`` when it is required and cannot hold
        /// with the required constraints already added (the solver is then unchanged), and
        /// ``Error/internalSolverError(_:)`` for NaN or infinite coefficients, constants or strength.
        public func addConstraint(_ constraint: Constraint) throws(Cassowary.Error) {
            freedomMemo.removeAll(keepingCapacity: true)
            tableau.dummyMemo = nil
            try add(constraint)
        }

        /// Removes a constraint and re-solves. Throws ``Error/unknownConstraint(_:)`` when the
        /// solver does not hold it.
        public func removeConstraint(_ constraint: Constraint) throws(Cassowary.Error) {
            freedomMemo.removeAll(keepingCapacity: true)
            tableau.dummyMemo = nil
            guard tag(of: constraint)?.isEdit == false else {
                throw .unknownConstraint(constraint)
            }
            try remove(constraint)
        }

        /// Whether the constraint was added and not removed since.
        public func hasConstraint(_ constraint: Constraint) -> Bool {
            tag(of: constraint)?.isEdit == false
        }

        /// Whether a constraint or edit variable in the solver refers to `variable`.
        public func hasVariable(_ variable: Variable) -> Bool {
            entry(of: variable) != nil
        }

        /// The number of constraints added with ``addConstraint(_:)`` and not removed; edit
        /// variables do not count.
        public var constraintCount: Int {
            userConstraintCount
        }

        /// Makes a variable editable: adds `variable == its current value` at `strength`, which
        /// ``suggestValue(_:_:)`` then moves.
        ///
        /// Throws ``Error/duplicateEditVariable(_:)`` when it is already editable,
        /// ``Error/badRequiredStrength`` when `strength` is required, and
        /// ``Error/internalSolverError(_:)`` when it is NaN.
        public func addEditVariable(_ variable: Variable, strength: Double) throws(Cassowary.Error) {
            freedomMemo.removeAll(keepingCapacity: true)
            tableau.dummyMemo = nil
            guard edits[variable] == nil else {
                throw .duplicateEditVariable(variable)
            }
            guard !strength.isNaN else {
                throw .internalSolverError("the strength of edit variable \(variable) is NaN")
            }
            guard Strength.clipped(strength) < Strength.required else {
                throw .badRequiredStrength
            }
            let current = solvedValue(of: variable)
            let constraint = Constraint(
                Expression(variable), .equal, Expression(constant: current), strength: strength, name: "edit \(variable)")
            defer {
                // Also after an internal error that left the constraint in, so it can be removed.
                if tag(of: constraint) != nil {
                    edits[variable] = Edit(constraint: constraint, suggestion: current)
                }
            }
            try add(constraint, isEdit: true)
        }

        /// Makes a variable no longer editable, removing its edit constraint. Throws
        /// ``Error/unknownEditVariable(_:)`` when it is not editable.
        public func removeEditVariable(_ variable: Variable) throws(Cassowary.Error) {
            freedomMemo.removeAll(keepingCapacity: true)
            tableau.dummyMemo = nil
            guard let edit = edits[variable] else {
                throw .unknownEditVariable(variable)
            }
            try remove(edit.constraint)
            edits[variable] = nil
        }

        /// Whether the variable is editable.
        public func hasEditVariable(_ variable: Variable) -> Bool {
            edits[variable] != nil
        }

        /// Asks for an edit variable to take `value`, as strongly as its edit strength, and
        /// re-solves incrementally with the dual simplex.
        ///
        /// Throws ``Error/unknownEditVariable(_:)`` when the variable is not editable and
        /// ``Error/internalSolverError(_:)`` when `value` is NaN or infinite.
        public func suggestValue(_ variable: Variable, _ value: Double) throws(Cassowary.Error) {
            freedomMemo.removeAll(keepingCapacity: true)
            tableau.dummyMemo = nil
            guard value.isFinite else {
                throw .internalSolverError("suggested value \(value) for \(variable) is not finite")
            }
            guard let edit = edits[variable], let tag = tag(of: edit.constraint), let minus = tag.other else {
                throw .unknownEditVariable(variable)
            }
            let delta = value - edit.suggestion
            edits[variable]?.suggestion = value
            shiftEdit(plus: tag.marker, minus: minus, by: delta)
            try tableau.dualOptimize()
        }

        /// Makes room for `constraintCount` more constraints and `variableCount` more variables,
        /// so that adding them does not grow the solver's tables step by step. Changes no answer.
        public func reserveCapacity(constraints constraintCount: Int, variables variableCount: Int) {
            claimedVariables.reserveCapacity(claimedVariables.count + variableCount)
            // A constraint makes at most two symbols of its own, a variable one.
            let symbols = 2 * Swift.max(0, constraintCount) + Swift.max(0, variableCount)
            tableau.reserveSymbols(symbols)
            owners.reserveCapacity(tableau.symbolCount + symbols)
        }

        /// Copies the solution into each known variable's ``Variable/value``.
        public func updateVariables() {
            forEachEntry { variable, entry in
                let value = tableau.row(for: entry.symbol)?.constant ?? 0
                variable.value = value == 0 ? 0 : value
            }
        }

        /// Whether the variable's value is not fixed by the constraints: it is parametric (not
        /// basic), or its row holds a non-dummy parametric symbol that costs nothing to move (a
        /// zero objective coefficient). A variable no constraint refers to is ambiguous.
        public func isAmbiguous(_ variable: Variable) -> Bool {
            guard let symbol = entry(of: variable)?.symbol, let row = tableau.row(for: symbol) else {
                return true
            }
            return row.symbols.contains { !$0.isDummy && tableau.objective.coefficient(for: $0) == 0 }
        }

        /// Removes every constraint and edit variable. Variables keep their last values.
        public func reset() {
            freedomMemo.removeAll(keepingCapacity: true)
            tableau.dummyMemo = nil
            tableau = Tableau()
            releaseClaims()
            edits = [:]
            owners = []
            nextOrder = 0
            userConstraintCount = 0
        }
    }
}

extension Cassowary.Solver {
    /// What the solver made for one constraint.
    struct Tag {
        /// The slack, error or dummy symbol that identifies the constraint's row.
        var marker: Cassowary.Symbol
        /// The second error symbol of a non-required constraint.
        var other: Cassowary.Symbol?
        /// When the constraint was added, counting from 0.
        var order: Int
        /// Whether it is the constraint of an edit variable.
        var isEdit: Bool
    }

    /// An edit variable's constraint and its last suggested value.
    struct Edit {
        var constraint: Cassowary.Constraint
        var suggestion: Double
    }

    /// A variable's symbol and the number of constraints that refer to it.
    struct VariableEntry {
        var symbol: Cassowary.Symbol
        var references: Int
    }

    /// The constraint whose marker or error symbol `symbol` is, if any.
    func owner(of symbol: Cassowary.Symbol) -> Cassowary.Constraint? {
        symbol.id < owners.count ? owners[symbol.id] : nil
    }

    /// Makes `constraint` the owner of `symbol` (nil: no owner).
    func setOwner(_ constraint: Cassowary.Constraint?, of symbol: Cassowary.Symbol) {
        if symbol.id >= owners.count {
            // A block at a time (see `Tableau.growStores(by:)`): one append of a constraint's
            // worth of entries each time went through the generic path at about 90 instructions
            // a constraint (callgrind `layout-chain-10000`, 0.89 M).
            let count = Swift.max(symbol.id + 1, owners.count + Swift.max(64, owners.count / 8))
            owners.append(contentsOf: repeatElement(nil, count: count - owners.count))
        }
        owners[symbol.id] = constraint
    }

    /// The variable's value in the current solution, without copying it anywhere.
    func solvedValue(of variable: Cassowary.Variable) -> Double {
        guard let symbol = entry(of: variable)?.symbol else {
            return 0
        }
        return tableau.row(for: symbol)?.constant ?? 0
    }

    /// Moves an edit constraint's constant by `delta`: changes the rows as if its error symbols
    /// were shifted, then marks the rows that went below 0 for the dual simplex.
    func shiftEdit(plus: Cassowary.Symbol, minus: Cassowary.Symbol, by delta: Double) {
        if let row = tableau.row(for: plus) {
            row.constant -= delta
            tableau.noteLowered(plus)
        } else if let row = tableau.row(for: minus) {
            row.constant += delta
            tableau.noteLowered(minus)
        } else {
            for basic in tableau.holders(of: plus) {
                guard let row = tableau.row(for: basic) else {
                    continue
                }
                row.constant += delta * row.coefficient(for: plus)
                tableau.noteLowered(basic)
            }
        }
    }
}
