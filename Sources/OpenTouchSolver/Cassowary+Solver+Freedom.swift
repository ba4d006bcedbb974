// OpenTouchSolver

extension Cassowary.Solver {
    /// Whether the current solution can move `variable` at no cost, read from the tableau
    /// without solving: `true` when a free direction is found, `false` when the variable's row
    /// holds nothing free, `nil` when free symbols are there but each is blocked by a row at its
    /// bound (a degenerate solution), where only a trial move can tell.
    ///
    /// A direction is one parametric symbol moved off 0: an external one either way (external
    /// symbols are only in unrestricted rows), a slack upwards, provided no restricted row at 0
    /// would go below 0. Symbols in the objective cost, and dummies never move.
    public func freedom(of variable: Cassowary.Variable) -> Bool? {
        guard let symbol = entry(of: variable)?.symbol, let row = tableau.row(for: symbol) else {
            return true
        }
        var blocked = false
        for cell in row.cells where !cell.symbol.isDummy {
            let candidate = cell.symbol
            guard abs(cell.coefficient) > Self.freedomEpsilon,
                  abs(tableau.objective.coefficient(for: candidate)) <= Self.freedomEpsilon else { continue }
            if candidate.isExternal || canRaise(candidate) { return true }
            blocked = true
        }
        return blocked ? nil : false
    }

    /// Below this, a coefficient or a row's constant counts as 0.
    static var freedomEpsilon: Double { 1e-8 }

    /// Whether raising a restricted parametric symbol off 0 keeps every restricted row at or
    /// above 0: no row at 0 holds it with a negative coefficient. Remembered until the tableau
    /// changes, since many rows share a slack.
    private func canRaise(_ symbol: Cassowary.Symbol) -> Bool {
        if let known = freedomMemo[symbol] { return known }
        let answer = scanCanRaise(symbol)
        freedomMemo[symbol] = answer
        return answer
    }

    private func scanCanRaise(_ symbol: Cassowary.Symbol) -> Bool {
        for basic in tableau.restrictedHolders(of: symbol) {
            guard let row = tableau.row(for: basic), row.constant <= Self.freedomEpsilon else { continue }
            if row.coefficient(for: symbol) < -Self.freedomEpsilon { return false }
        }
        return true
    }
}
