@testable import OpenTouchSolver
import Testing

/// The index's bookkeeping of long rows whose basic symbol is restricted (`LongCount.restricted`,
/// the list of restricted long rows), on systems that really have such rows: sums of more than
/// `longRowLength` variables bounded by inequalities, each variable pulled to a value by a
/// non-required constraint, so that a bound's row holds the errors of every variable in it.
@Suite("Solver index: restricted long rows")
struct SolverRestrictedLongRowTests {
    /// Expects `verifyIndex()` to find nothing.
    static func verify(_ tableau: Cassowary.Tableau, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = tableau.verifyIndex()
        #expect(problems.isEmpty, "\(what): \(problems.prefix(4))", sourceLocation: sourceLocation)
    }

    /// Preferences `x == value` (weak or medium) for `count` variables, then bounds on sums over
    /// random subsets of at least `longRowLength + 4` of them: `<=` a bound of at least 0 or `>=`
    /// one of at most 0 (all zero satisfies every bound, so no required bound conflicts), required
    /// or strong, some binding.
    static func system(_ random: inout SeededRandom, count: Int) -> (variables: [Variable], constraints: [Constraint]) {
        let variables = (0..<count).map { Variable("x\($0)") }
        var constraints = variables.map { variable in
            Constraint(variable, .equal, random.small(-100...100),
                       strength: random.int(0...1) == 0 ? Strength.weak : Strength.medium)
        }
        let size = Cassowary.ColumnIndex.longRowLength + 4
        for _ in 0..<8 {
            var chosen = Array(variables.indices)
            for index in chosen.indices.reversed() {
                chosen.swapAt(index, random.int(0...index))
            }
            let terms = chosen.prefix(random.int(size...count)).sorted().map { Cassowary.Term(variables[$0], random.small(1...3)) }
            let bound = random.small(0...1_500)
            let strength = random.int(0...2) == 0 ? Strength.strong : Strength.required
            constraints.append(random.int(0...1) == 0
                ? Constraint(Expression(terms), .lessThanOrEqual, bound, strength: strength)
                : Constraint(Expression(terms), .greaterThanOrEqual, -bound, strength: strength))
        }
        return (variables, constraints)
    }

    @Test("restricted long rows exist and the index verifies through adds, removes, edits and pivots",
          .tags(.property), arguments: 0..<6)
    func restrictedLongRows(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(9_000 + seed))
        let (variables, constraints) = Self.system(&random, count: 48)
        let solver = Solver()
        var added: [Constraint] = []
        var pending = Array(constraints.reversed())
        var mostRestricted = 0
        var step = 0
        while let constraint = pending.popLast() {
            try solver.addConstraint(constraint)
            added.append(constraint)
            step += 1
            Self.verify(solver.tableau, "add \(step)")
            mostRestricted = max(mostRestricted, solver.tableau.longRowCounts.restricted)
        }
        #expect(mostRestricted > 0, "the bounds' rows should be long rows of restricted symbols")
        SolverIndexTests.checkIndex(solver.tableau, step: step)

        try solver.addEditVariable(variables[0], strength: Strength.strong)
        try solver.addEditVariable(variables[1], strength: Strength.medium)
        for _ in 0..<40 {
            step += 1
            switch random.int(0...3) {
            case 0:
                let constraint = added.remove(at: random.int(0...(added.count - 1)))
                try solver.removeConstraint(constraint)
                pending.append(constraint)
            case 1 where !pending.isEmpty:
                let constraint = pending.remove(at: random.int(0...(pending.count - 1)))
                try solver.addConstraint(constraint)
                added.append(constraint)
            default:
                try solver.suggestValue(variables[random.int(0...1)], random.small(-300...300))
            }
            Self.verify(solver.tableau, "step \(step)")
            mostRestricted = max(mostRestricted, solver.tableau.longRowCounts.restricted)
            SolverIndexTests.checkIndex(solver.tableau, step: step)
        }

        // Pivots and removals straight on the tableau, on the restricted long rows themselves
        // (the solver is not used afterwards: only the index's consistency matters here).
        let tableau = solver.tableau
        for round in 0..<12 {
            let basics = tableau.rowStore.indices.compactMap { id -> Cassowary.Symbol? in
                guard let row = tableau.rowStore[id], row.isLong, let basic = tableau.basicStore[id], !basic.isExternal
                else {
                    return nil
                }
                return basic
            }
            guard !basics.isEmpty else {
                break
            }
            let leaving = basics[random.int(0...(basics.count - 1))]
            let row = try #require(tableau.row(for: leaving))
            if round.isMultiple(of: 4) {
                tableau.removeRow(basic: leaving)
            } else {
                let candidates = row.cells.map(\.symbol).filter(\.isPivotable)
                let entering = try #require(candidates.isEmpty ? nil : candidates[random.int(0...(candidates.count - 1))])
                try tableau.pivot(leaving: leaving, entering: entering)
            }
            Self.verify(tableau, "direct round \(round)")
            SolverIndexTests.checkIndex(tableau, step: 1_000 + round)
        }
    }

    @Test("verifyIndex catches a miscounted restricted long row")
    func verifyCatchesMiscount() throws {
        var random = SeededRandom(seed: 9_100)
        let (_, constraints) = Self.system(&random, count: 48)
        let solver = Solver()
        for constraint in constraints {
            try solver.addConstraint(constraint)
        }
        let tableau = solver.tableau
        #expect(tableau.verifyIndex().isEmpty)
        let id = try #require(tableau.rowStore.indices.first { id in
            tableau.rowStore[id]?.isLong == true && tableau.basicStore[id]?.isExternal == false
        })
        let row = try #require(tableau.rowStore[id])
        let basic = try #require(tableau.basicStore[id])
        let symbol = try #require(row.cells.first?.symbol)
        // As if the row had taken the symbol in a second time.
        tableau.index.note(symbol, .inserted, in: row, basic: basic)
        #expect(!tableau.verifyIndex().isEmpty)
    }
}
