// OpenTouchSolver
//
// Adding and removing constraints: building a constraint's row, choosing the symbol it is solved
// for (or going through an artificial variable), reporting conflicts, and undoing all of it.

extension Cassowary.Solver {
    /// Adds a constraint (a user's or an edit variable's) and re-optimises.
    func add(_ constraint: Cassowary.Constraint, isEdit: Bool = false) throws(Cassowary.Error) {
        guard tag(of: constraint) == nil else {
            throw .duplicateConstraint(constraint)
        }
        try validate(constraint)
        let (row, tag, lone) = makeRow(for: constraint, isEdit: isEdit)
        if let lone, row.constant.isFinite {
            // The row `0 = row + c × s` of a fresh lone subject (see `makeRow`), solved for it as
            // `enter(_:solvedFor:)` would: the same factor and scaling, bit for bit; no row
            // holds `s` yet, so there is nothing to substitute.
            let factor = -1 / lone.coefficient
            if factor != 1 {
                row.scale(by: factor)
            }
            tableau.insertRow(row, basic: lone.symbol)
            record(constraint, tag)
            try tableau.optimize(tableau.objective)
            return
        }
        if let lone {
            row.add(lone.coefficient, to: lone.symbol)
        }
        do throws(Cassowary.Error) {
            let (isFinite, firstExternal) = row.finiteAndFirstExternal
            guard isFinite else {
                throw .internalSolverError("the row of \(constraint) overflows")
            }
            try place(row, firstExternal: firstExternal, tag: tag, for: constraint)
        } catch {
            tableau.discard(tag.marker)
            if let other = tag.other {
                tableau.discard(other)
            }
            try release(Self.distinctVariables(of: constraint.expression))
            throw error
        }
        record(constraint, tag)
        try tableau.optimize(tableau.objective)
    }

    /// Removes a constraint the solver holds and re-optimises.
    func remove(_ constraint: Cassowary.Constraint) throws(Cassowary.Error) {
        guard let tag = removeTag(of: constraint) else {
            throw .unknownConstraint(constraint)
        }
        if !tag.isEdit {
            userConstraintCount -= 1
        }
        setOwner(nil, of: tag.marker)
        if let other = tag.other {
            setOwner(nil, of: other)
        }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isError {
            removeError(symbol, strength: constraint.strength)
        }
        try tableau.eliminate(tag.marker)
        if let other = tag.other {
            try tableau.eliminate(other)
        }
        try release(Self.distinctVariables(of: constraint.expression))
        try tableau.optimize(tableau.objective)
    }

    /// Rejects NaN and infinite numbers before anything changes.
    private func validate(_ constraint: Cassowary.Constraint) throws(Cassowary.Error) {
        guard !constraint.strength.isNaN else {
            throw .internalSolverError("the strength of \(constraint) is NaN")
        }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy(\.coefficient.isFinite) else {
            throw .internalSolverError("\(constraint) has a coefficient or constant that is not finite")
        }
    }

    /// The constraint's row in terms of the current parametric symbols, with its marker (and
    /// error) symbols, its constant made non-negative. Counts one more reference to each of its
    /// variables (`release(_:)` of ``distinctVariables(of:)`` takes them back).
    ///
    /// `lone`: a required equality whose only non-dummy cell would be that of a variable first
    /// seen here (`symbol` was just made, so no row or objective holds it), written in one term
    /// (coefficient `c`, times the row's sign), while each basic row it brings in has no
    /// non-dummy cell. That cell is left out of the row and returned instead: the row is then
    /// solved for it without storing and removing it (every row of a chain or a stack of views
    /// is such a row; the cell cost an allocation, an insertion and a removal each, and the
    /// substitution of a symbol nothing holds a pass over the index: about 900 instructions a
    /// constraint of `solver-chain-10000`).
    private func makeRow(
        for constraint: Cassowary.Constraint, isEdit: Bool
    ) -> (row: Cassowary.Row, tag: Tag, lone: (symbol: Cassowary.Symbol, coefficient: Double)?) {
        let expression = constraint.expression
        let terms = expression.terms
        let firsts = terms.count > Self.shortExpression ? Self.firstAppearances(in: terms) : nil
        return withUnsafeTemporaryAllocation(of: Cassowary.Symbol?.self, capacity: terms.count) { symbols in
            // First the symbols (made and referenced in term order, as before) and the constant,
            // summed in the same order as the row sums it below, so its sign is known up front.
            var constant = expression.constant
            // The term of the one parametric symbol, when it was made here (-1: none yet, -2:
            // another parametric term, a symbol not made here, or a basic row with live cells).
            var loneIndex = -1
            for (index, term) in terms.enumerated() {
                guard !Cassowary.isNearZero(term.coefficient) else {
                    symbols.initializeElement(at: index, to: nil)
                    continue
                }
                let first = firsts?[index] ?? Self.isFirstAppearance(index, in: terms)
                let (symbol, made) = symbol(for: term.variable, referencing: first)
                symbols.initializeElement(at: index, to: symbol)
                if let basicRow = tableau.row(for: symbol) {
                    constant += basicRow.constant * term.coefficient
                    if !basicRow.isEmpty {
                        loneIndex = -2
                    }
                } else {
                    loneIndex = loneIndex == -1 && made ? index : -2
                }
            }
            if loneIndex >= 0, constraint.relation != .equal || !constraint.isRequired || !solvesLoneSubjectsDirectly {
                loneIndex = -2
            }
            // A row whose constant comes out below 0 is built negated (every factor times -1)
            // rather than built and then scaled by -1: negation is exact and rounding is
            // symmetric, so each cell, dummy and the constant come out the same bit for bit, and
            // the near-zero drops are the same; this saves a pass over the row (on the card
            // screen, over each position row, which holds every earlier card's errors).
            let sign: Double = constant < 0 ? -1 : 1
            let row = Cassowary.Row(constant: expression.constant * sign)
            var lone: (symbol: Cassowary.Symbol, coefficient: Double)?
            for (index, term) in terms.enumerated() {
                guard let symbol = symbols[index] else {
                    continue
                }
                if let basicRow = tableau.row(for: symbol) {
                    row.add(basicRow, times: term.coefficient * sign)
                } else if index == loneIndex {
                    lone = (symbol, term.coefficient * sign)
                } else {
                    row.add(term.coefficient * sign, to: symbol)
                }
            }
            symbols.deinitialize()
            let (marker, other) = addMarkers(to: row, for: constraint, sign: sign)
            let tag = Tag(marker: marker, other: other, order: nextOrder, isEdit: isEdit)
            return (row, tag, lone)
        }
    }

    /// Adds the slack, error or dummy symbols for the relation and strength, their coefficients
    /// times `sign` (the row's, see `makeRow`); error symbols also go into the objective, weighted
    /// by the strength.
    private func addMarkers(
        to row: Cassowary.Row, for constraint: Cassowary.Constraint, sign rowSign: Double
    ) -> (Cassowary.Symbol, Cassowary.Symbol?) {
        let required = constraint.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.add(sign * rowSign, to: slack)
            guard !required else {
                return (slack, nil)
            }
            let error = tableau.makeSymbol(.error)
            row.add(-sign * rowSign, to: error)
            addToObjective(error, weight: constraint.strength)
            return (slack, error)
        case .equal:
            guard !required else {
                let dummy = tableau.makeSymbol(.dummy)
                row.add(rowSign, to: dummy)
                return (dummy, nil)
            }
            let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
            row.add(-rowSign, to: plus)
            row.add(rowSign, to: minus)
            addToObjective(plus, weight: constraint.strength)
            addToObjective(minus, weight: constraint.strength)
            return (plus, minus)
        }
    }

    private func addToObjective(_ error: Cassowary.Symbol, weight: Double) {
        tableau.objective.add(weight, to: error)
        tableau.weightScale = Swift.max(tableau.weightScale, weight)
    }

    /// The variable's symbol, made the first time it is seen (`made`); `referencing` counts one
    /// more reference to it.
    private func symbol(
        for variable: Cassowary.Variable, referencing: Bool
    ) -> (symbol: Cassowary.Symbol, made: Bool) {
        let added = referencing ? 1 : 0
        if let symbol = addReferences(added, to: variable) {
            return (symbol, false)
        }
        let symbol = tableau.makeSymbol(.external)
        insertEntry(VariableEntry(symbol: symbol, references: added), for: variable)
        return (symbol, true)
    }

    /// The distinct variables of the expression's non-zero terms, in order of first appearance.
    static func distinctVariables(of expression: Cassowary.Expression) -> [Cassowary.Variable] {
        let terms = expression.terms
        let firsts = terms.count > shortExpression ? firstAppearances(in: terms) : nil
        return terms.indices.filter { firsts?[$0] ?? isFirstAppearance($0, in: terms) }.map { terms[$0].variable }
    }

    /// Up to this many terms, repeated variables are found by comparing terms pairwise.
    private static let shortExpression = 8

    /// Whether the term at `index` is non-zero and the first non-zero term of its variable.
    private static func isFirstAppearance(_ index: Int, in terms: [Cassowary.Term]) -> Bool {
        let variable = terms[index].variable
        return !Cassowary.isNearZero(terms[index].coefficient) && !terms[..<index].contains {
            $0.variable === variable && !Cassowary.isNearZero($0.coefficient)
        }
    }

    /// `isFirstAppearance(_:in:)` for every term, through hashing.
    private static func firstAppearances(in terms: [Cassowary.Term]) -> [Bool] {
        var seen: Set<ObjectIdentifier> = []
        return terms.map { !Cassowary.isNearZero($0.coefficient) && seen.insert(ObjectIdentifier($0.variable)).inserted }
    }

    /// Puts a new row into the tableau, solved for a symbol of its own or through an artificial
    /// variable. Throws `unsatisfiableConstraint` and leaves the tableau equivalent to before.
    /// `firstExternal` is the row's smallest external symbol (nil when none).
    private func place(
        _ row: Cassowary.Row, firstExternal: Cassowary.Symbol?, tag: Tag, for constraint: Cassowary.Constraint
    ) throws(Cassowary.Error) {
        if let subject = firstExternal ?? subject(of: row, tag: tag) {
            try enter(row, solvedFor: subject)
        } else if row.isEmpty {
            guard Cassowary.isNearZero(row.constant) else {
                throw .unsatisfiableConstraint(constraint, conflicting: conflicts(in: row))
            }
            try enter(row, solvedFor: tag.marker)
        } else {
            try placeWithArtificialVariable(row, for: constraint)
        }
    }

    /// The symbol to solve a new row without an external symbol for without losing feasibility
    /// (a row with one is solved for its smallest): the constraint's own slack or error symbol
    /// when its coefficient is negative.
    private func subject(of row: Cassowary.Row, tag: Tag) -> Cassowary.Symbol? {
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 {
            return tag.marker
        }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 {
            return other
        }
        return nil
    }

    private func enter(_ row: Cassowary.Row, solvedFor subject: Cassowary.Symbol) throws(Cassowary.Error) {
        guard row.solve(for: subject) else {
            throw .internalSolverError("\(subject) is not in the new row")
        }
        tableau.substitute(subject, by: row)
        tableau.insertRow(row, basic: subject)
    }

    /// Adds `art = row` and minimises `art`. When `art` reaches 0 the row holds: `art` is pivoted
    /// out and set to 0 for good. Otherwise the row cannot hold; `art`'s row proves why, and is
    /// dropped, which leaves a tableau equivalent to the one before.
    private func placeWithArtificialVariable(
        _ row: Cassowary.Row, for constraint: Cassowary.Constraint
    ) throws(Cassowary.Error) {
        let art = tableau.makeSymbol(.slack)
        tableau.insertRow(row.copy(), basic: art)
        let objective = row.copy()
        tableau.setArtificial(objective)
        defer { tableau.setArtificial(nil) }
        try tableau.optimize(objective)
        tableau.setArtificial(nil)
        let satisfiable = Cassowary.isNearZero(objective.constant)
        if let artRow = tableau.removeRow(basic: art) {
            guard satisfiable else {
                tableau.discard(art)
                let conflicting = conflicts(in: artRow)
                try tableau.optimize(tableau.objective)
                throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
            if let entering = artRow.symbols.first(where: \.isPivotable) ?? artRow.allCells().symbols.first {
                guard artRow.solve(for: art, entering) else {
                    throw .internalSolverError("\(entering) is not in the artificial row")
                }
                tableau.substitute(entering, by: artRow)
                tableau.insertRow(artRow, basic: entering)
            }
        } else if !satisfiable {
            throw .internalSolverError("the artificial variable left the basis above 0")
        }
        tableau.removeEverywhere(art)
        tableau.discard(art)
    }

    /// The required constraints already in the solver whose symbols are in `row`, in the order
    /// they were added.
    private func conflicts(in row: Cassowary.Row) -> [Cassowary.Constraint] {
        var found: [Cassowary.Constraint: Int] = [:]
        for symbol in row.allCells().symbols {
            if let owner = owner(of: symbol), owner.isRequired, let tag = tag(of: owner) {
                found[owner] = tag.order
            }
        }
        return found.sorted { $0.value < $1.value }.map(\.key)
    }

    private func record(_ constraint: Cassowary.Constraint, _ tag: Tag) {
        insertTag(tag, for: constraint)
        nextOrder += 1
        if !tag.isEdit {
            userConstraintCount += 1
        }
        setOwner(constraint, of: tag.marker)
        if let other = tag.other {
            setOwner(constraint, of: other)
        }
    }

    /// Takes a removed non-required constraint's error symbol out of the objective.
    private func removeError(_ symbol: Cassowary.Symbol, strength: Double) {
        if let row = tableau.row(for: symbol) {
            tableau.objective.add(row, times: -strength)
        } else {
            tableau.objective.add(-strength, to: symbol)
        }
    }

    /// Drops one reference to each variable, forgetting those no constraint refers to any more.
    private func release(_ released: [Cassowary.Variable]) throws(Cassowary.Error) {
        for variable in released {
            _ = addReferences(-1, to: variable)
        }
        try forgetUnreferenced(released)
    }

    /// Eliminates the symbols of the given variables that no constraint refers to.
    private func forgetUnreferenced(_ candidates: [Cassowary.Variable]) throws(Cassowary.Error) {
        for variable in candidates {
            guard let entry = entry(of: variable), entry.references <= 0 else {
                continue
            }
            removeEntry(of: variable)
            try tableau.eliminate(entry.symbol)
        }
    }
}
