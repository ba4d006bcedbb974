// OpenTouch — Layout / Solver

extension Cassowary {
    /// The simplex tableau: the rows of the basic symbols, an index from each parametric symbol to
    /// the rows that hold it, and the objective. It knows nothing about constraints or variables;
    /// ``Solver`` builds on it.
    ///
    /// Invariants: a basic symbol appears in no row (its own or another) nor in the objective;
    /// every row of a restricted (non-external) basic symbol has a constant of at least 0 outside
    /// of `dualOptimize()`; external symbols appear only in rows of external basic symbols.
    final class Tableau {
        /// The row of each basic symbol.
        private(set) var rows: [Symbol: Row] = [:]
        /// For each parametric symbol, the basic symbols whose rows hold it.
        private var columns: [Symbol: Set<Symbol>] = [:]
        /// The weighted sum of the errors, in terms of parametric symbols; minimised.
        let objective = Row()
        /// The objective used while a new row is added through an artificial variable.
        private(set) var artificial: Row?
        /// Restricted basic symbols whose rows may have gone below 0, for the dual simplex.
        private var infeasible: Set<Symbol> = []
        private var nextId = 0

        /// A new symbol with the next id.
        func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
            defer { nextId += 1 }
            return Symbol(id: nextId, kind: kind)
        }

        func row(for basic: Symbol) -> Row? {
            rows[basic]
        }

        /// Whether the symbol is basic or appears in a row.
        func contains(_ symbol: Symbol) -> Bool {
            rows[symbol] != nil || columns[symbol] != nil
        }

        /// The basic symbols whose rows hold `symbol`, in id order.
        func basics(holding symbol: Symbol) -> [Symbol] {
            (columns[symbol] ?? []).sorted()
        }

        /// Makes `basic` basic with the given row.
        func insertRow(_ row: Row, basic: Symbol) {
            rows[basic] = row
            for symbol in row.cells.keys {
                columns[symbol, default: []].insert(basic)
            }
        }

        /// Takes the row of `basic` out of the tableau; the symbol becomes parametric but appears
        /// nowhere.
        @discardableResult
        func removeRow(basic: Symbol) -> Row? {
            guard let row = rows.removeValue(forKey: basic) else {
                return nil
            }
            for symbol in row.cells.keys {
                note(symbol, .removed, in: basic)
            }
            infeasible.remove(basic)
            return row
        }

        /// Replaces `symbol` by `row` in every row and in the objectives. `symbol` must not be in
        /// `row`.
        func substitute(_ symbol: Symbol, by row: Row) {
            if let holders = columns.removeValue(forKey: symbol) {
                for basic in holders {
                    guard let target = rows[basic] else {
                        continue
                    }
                    let factor = target.remove(symbol)
                    target.add(row, times: factor) { changed, change in
                        note(changed, change, in: basic)
                    }
                    if target.constant < 0, !basic.isExternal {
                        infeasible.insert(basic)
                    }
                }
            }
            substitute(symbol, by: row, in: objective)
            if let artificial {
                substitute(symbol, by: row, in: artificial)
            }
        }

        private func substitute(_ symbol: Symbol, by row: Row, in target: Row) {
            let factor = target.remove(symbol)
            if factor != 0 {
                target.add(row, times: factor)
            }
        }

        /// Removes `symbol` from every row and the objective: sets it to 0 for good.
        func removeEverywhere(_ symbol: Symbol) {
            for basic in columns.removeValue(forKey: symbol) ?? [] {
                rows[basic]?.remove(symbol)
            }
            objective.remove(symbol)
        }

        /// Records that `symbol` appeared in or left the row of `basic`.
        private func note(_ symbol: Symbol, _ change: CellChange, in basic: Symbol) {
            switch change {
            case .inserted:
                columns[symbol, default: []].insert(basic)
            case .removed:
                if columns[symbol]?.remove(basic) != nil, columns[symbol]?.isEmpty == true {
                    columns[symbol] = nil
                }
            case .unchanged:
                break
            }
        }

        /// Swaps `entering` (parametric, in the row of `leaving`) into the basis for `leaving`.
        func pivot(leaving: Symbol, entering: Symbol) throws(Error) {
            guard let row = removeRow(basic: leaving) else {
                throw .internalSolverError("pivot: \(leaving) is not basic")
            }
            guard row.solve(for: leaving, entering) else {
                throw .internalSolverError("pivot: \(entering) is not in the row of \(leaving)")
            }
            substitute(entering, by: row)
            insertRow(row, basic: entering)
        }
    }
}

extension Cassowary.Tableau {
    /// An upper bound on pivots for one optimisation; only a numerical breakdown reaches it.
    private var pivotLimit: Int {
        10_000 + 20 * (rows.count + columns.count)
    }

    /// Sets an artificial objective (or clears it with nil) that substitutions keep up to date.
    func setArtificial(_ row: Cassowary.Row?) {
        artificial = row
    }

    /// Runs the primal simplex on `objective` until no symbol can lower it (Bland's rule:
    /// the smallest entering symbol, ties among leaving rows to the smallest basic symbol).
    func optimize(_ objective: Cassowary.Row) throws(Cassowary.Error) {
        var pivots = 0
        while let entering = enteringSymbol(of: objective) {
            guard let leaving = leavingRow(for: entering) else {
                throw .internalSolverError("the objective is unbounded in \(entering)")
            }
            try pivot(leaving: leaving, entering: entering)
            pivots += 1
            if pivots > pivotLimit {
                throw .internalSolverError("the simplex did not converge after \(pivots) pivots")
            }
        }
    }

    /// The smallest non-dummy symbol whose objective coefficient is negative.
    private func enteringSymbol(of objective: Cassowary.Row) -> Cassowary.Symbol? {
        var best: Cassowary.Symbol?
        for (symbol, coefficient) in objective.cells where coefficient < 0 && !symbol.isDummy {
            if best.map({ symbol < $0 }) ?? true {
                best = symbol
            }
        }
        return best
    }

    /// The restricted row that first stops `entering` from growing: the least
    /// `-constant / coefficient` over rows with a negative coefficient.
    private func leavingRow(for entering: Cassowary.Symbol) -> Cassowary.Symbol? {
        var best = Cassowary.Choice()
        for basic in columns[entering] ?? [] where !basic.isExternal {
            guard let row = rows[basic] else {
                continue
            }
            let coefficient = row.coefficient(for: entering)
            if coefficient < 0 {
                best.offer(basic, ratio: -row.constant / coefficient)
            }
        }
        return best.symbol
    }

    /// Marks a row whose constant was just lowered, for `dualOptimize()`.
    func noteLowered(_ basic: Cassowary.Symbol) {
        if !basic.isExternal, let row = rows[basic], row.constant < 0 {
            infeasible.insert(basic)
        }
    }

    /// Runs the dual simplex until every restricted row is feasible again, keeping the objective
    /// optimal. Rows are repaired smallest basic symbol first.
    func dualOptimize() throws(Cassowary.Error) {
        var pivots = 0
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = rows[leaving], row.constant < 0 else {
                continue
            }
            guard let entering = dualEnteringSymbol(for: row) else {
                throw .internalSolverError("the dual simplex found no entering symbol for \(leaving)")
            }
            try pivot(leaving: leaving, entering: entering)
            pivots += 1
            if pivots > pivotLimit {
                throw .internalSolverError("the dual simplex did not converge after \(pivots) pivots")
            }
        }
    }

    /// The symbol with a positive coefficient in `row` that raises the objective least per unit.
    private func dualEnteringSymbol(for row: Cassowary.Row) -> Cassowary.Symbol? {
        var best = Cassowary.Choice()
        for (symbol, coefficient) in row.cells where coefficient > 0 && !symbol.isDummy {
            best.offer(symbol, ratio: objective.coefficient(for: symbol) / coefficient)
        }
        return best.symbol
    }

    /// Forgets `symbol`: drops its row when it is basic; otherwise pivots it into the basis with
    /// the row chosen by ``eliminationRow(for:)`` and drops that row. Used for the markers of
    /// removed constraints and for variables no constraint refers to any more.
    func eliminate(_ symbol: Cassowary.Symbol) throws(Cassowary.Error) {
        if removeRow(basic: symbol) != nil {
            return
        }
        guard columns[symbol] != nil else {
            objective.remove(symbol)
            return
        }
        guard let leaving = eliminationRow(for: symbol), let row = removeRow(basic: leaving) else {
            throw .internalSolverError("no row to eliminate \(symbol) with")
        }
        guard row.solve(for: leaving, symbol) else {
            throw .internalSolverError("\(symbol) is not in the row of \(leaving)")
        }
        substitute(symbol, by: row)
    }

    /// The row to pivot a parametric symbol into the basis with so that every restricted row stays
    /// feasible: among restricted rows with a negative coefficient the least
    /// `-constant / coefficient`; else among restricted rows the least `constant / coefficient`;
    /// else the smallest external row.
    private func eliminationRow(for symbol: Cassowary.Symbol) -> Cassowary.Symbol? {
        var negative = Cassowary.Choice(), positive = Cassowary.Choice(), external = Cassowary.Choice()
        for basic in columns[symbol] ?? [] {
            guard let row = rows[basic] else {
                continue
            }
            let coefficient = row.coefficient(for: symbol)
            if basic.isExternal {
                external.offer(basic, ratio: 0)
            } else if coefficient < 0 {
                negative.offer(basic, ratio: -row.constant / coefficient)
            } else if coefficient > 0 {
                positive.offer(basic, ratio: row.constant / coefficient)
            }
        }
        return negative.symbol ?? positive.symbol ?? external.symbol
    }
}

extension Cassowary {
    /// Keeps the candidate with the least ratio; equal ratios go to the smallest symbol, so the
    /// result does not depend on the order candidates are offered in.
    struct Choice {
        private(set) var symbol: Cassowary.Symbol?
        private var ratio = Double.infinity

        mutating func offer(_ candidate: Cassowary.Symbol, ratio candidateRatio: Double) {
            guard let current = symbol else {
                symbol = candidate
                ratio = candidateRatio
                return
            }
            if candidateRatio < ratio || (candidateRatio == ratio && candidate < current) {
                symbol = candidate
                ratio = candidateRatio
            }
        }
    }
}
