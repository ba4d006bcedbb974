// OpenTouchSolver
//
// The simplex methods on the tableau: primal and dual optimisation with Bland's rule, and
// eliminating a symbol.

extension Cassowary.Tableau {
    /// An upper bound on pivots for one optimisation; only a numerical breakdown reaches it.
    private var pivotLimit: Int {
        10_000 + 20 * rowCount
    }

    /// Runs the primal simplex on `objective` until no symbol can lower it (Bland's rule:
    /// the smallest entering symbol, ties among leaving rows to the smallest basic symbol).
    func optimize<Objective: Cassowary.SimplexObjective>(_ objective: Objective) throws(Cassowary.Error) {
        var pivots = 0
        while let entering = enteringSymbol(of: objective) {
            guard let leaving = leavingRow(for: entering) else {
                try dropRoundOff(entering, from: objective)
                continue
            }
            try pivot(leaving: leaving, entering: entering)
            pivots += 1
            if pivots > pivotLimit {
                throw .internalSolverError("the simplex did not converge after \(pivots) pivots")
            }
        }
    }

    /// Handles an entering symbol that no row limits. The objectives are bounded below (sums of
    /// non-negative errors, or the artificial variable), so a symbol that lowers one without
    /// limit can only carry the rounding left when large weights cancel: its coefficient is
    /// dropped when it is that small against the largest weight, and reported otherwise.
    private func dropRoundOff<Objective: Cassowary.SimplexObjective>(
        _ entering: Cassowary.Symbol, from objective: Objective
    ) throws(Cassowary.Error) {
        let coefficient = objective.coefficient(for: entering)
        let scale = objective.largestMagnitude(atLeast: weightScale)
        guard abs(coefficient) <= Cassowary.roundOffTolerance * scale else {
            throw .internalSolverError("the objective is unbounded in \(entering) (coefficient \(coefficient))")
        }
        objective.remove(entering, memo: nil)
    }

    /// The smallest non-dummy symbol whose objective coefficient is negative.
    private func enteringSymbol<Objective: Cassowary.SimplexObjective>(of objective: Objective) -> Cassowary.Symbol? {
        objective.firstNegativeSymbol()
    }

    /// The restricted row that first stops `entering` from growing: the least
    /// `-constant / coefficient` over rows with a negative coefficient.
    private func leavingRow(for entering: Cassowary.Symbol) -> Cassowary.Symbol? {
        var best = Cassowary.Choice()
        for basic in restrictedHolders(of: entering) {
            guard let row = row(for: basic) else {
                continue
            }
            let coefficient = row.coefficient(for: entering)
            if coefficient < 0 {
                best.offer(basic, ratio: -row.constant / coefficient)
            }
        }
        return best.symbol
    }

    /// Runs the dual simplex until every restricted row is feasible again, keeping the objective
    /// optimal. Rows are repaired smallest basic symbol first.
    func dualOptimize() throws(Cassowary.Error) {
        var pivots = 0
        while let leaving = nextInfeasible() {
            guard let row = row(for: leaving), row.constant < 0 else {
                continue
            }
            guard let entering = dualEnteringSymbol(for: row) else {
                // Nothing can raise the row: only rounding can have pushed it below 0.
                guard row.constant >= -Cassowary.roundOffTolerance else {
                    throw .internalSolverError("the dual simplex found no entering symbol for \(leaving)")
                }
                row.constant = 0
                continue
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
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            best.offer(cell.symbol, ratio: objective.coefficient(for: cell.symbol) / cell.coefficient)
        }
        return best.symbol
    }

    /// Forgets `symbol`: drops its row when it is basic; otherwise pivots it into the basis with
    /// the row chosen by `eliminationRow(for:among:)` and drops that row. Used for the markers of
    /// removed constraints and for variables no constraint refers to any more.
    func eliminate(_ symbol: Cassowary.Symbol) throws(Cassowary.Error) {
        if removeRow(basic: symbol) == nil, case let basics = holders(of: symbol), !basics.isEmpty {
            guard let leaving = eliminationRow(for: symbol, among: basics),
                let row = removeRow(basic: leaving)
            else {
                throw .internalSolverError("no row to eliminate \(symbol) with")
            }
            guard row.solve(for: leaving, symbol) else {
                throw .internalSolverError("\(symbol) is not in the row of \(leaving)")
            }
            substitute(symbol, by: row)
        }
        discard(symbol)
    }

    /// The row to pivot a parametric symbol into the basis with so that every restricted row stays
    /// feasible: the smallest row of a basic dummy, if any holds it (a redundant required equality
    /// then takes over, and dummy rows keep holding only dummies, which pins them at 0); else among
    /// restricted rows with a negative coefficient the least `-constant / coefficient`; else among
    /// restricted rows the least `constant / coefficient`; else the smallest external row.
    private func eliminationRow(
        for symbol: Cassowary.Symbol, among basics: [Cassowary.Symbol]
    ) -> Cassowary.Symbol? {
        if let dummy = basics.filter(\.isDummy).min() {
            return dummy
        }
        var negative = Cassowary.Choice(), positive = Cassowary.Choice(), external = Cassowary.Choice()
        for basic in basics {
            guard let row = row(for: basic) else {
                continue
            }
            let coefficient = coefficient(of: symbol, in: row)
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

extension Cassowary {
    /// What the primal simplex reads and changes in the row it minimises: the tableau's
    /// ``Objective`` or an artificial objective (a ``Row``).
    protocol SimplexObjective: AnyObject {
        /// The smallest non-dummy symbol with a negative coefficient, or nil.
        func firstNegativeSymbol() -> Symbol?
        /// The coefficient of `symbol` (0 when it has no cell).
        func coefficient(for symbol: Symbol) -> Double
        /// The largest absolute coefficient, dummies included, or `floor` when larger.
        func largestMagnitude(atLeast floor: Double) -> Double
        /// Removes the symbol's cell and returns its coefficient (0 when absent).
        @discardableResult
        func remove(_ symbol: Symbol, memo: DummyMemo?) -> Double
    }
}

extension Cassowary.Objective: Cassowary.SimplexObjective {}

extension Cassowary.Row: Cassowary.SimplexObjective {
    /// The smallest non-dummy symbol with a negative coefficient, or nil.
    func firstNegativeSymbol() -> Cassowary.Symbol? {
        firstSymbol { symbol, coefficient in coefficient < 0 && !symbol.isDummy }
    }

    /// The largest absolute coefficient, dummies included, or `floor` when larger.
    func largestMagnitude(atLeast floor: Double) -> Double {
        allCells().coefficients.reduce(floor) { Swift.max($0, abs($1)) }
    }
}
