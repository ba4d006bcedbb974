@testable import OpenTouchSolver
import Testing

/// The direct path for a required equality whose row comes down to one fresh variable
/// (`Solver.add`'s lone subject) leaves the tableau, the solution and the errors exactly as the
/// general path (store the cell, solve the row for it, substitute) leaves them: two solvers, one
/// taking each path, are driven through the same seeded steps and compared after every step,
/// row by row (dummy cells included) and value by value, bit for bit.
@Suite("Solver lone subjects")
struct SolverLoneSubjectTests {
    /// Coefficients whose reciprocals round (1/3, 7, 0.1), negative ones, and 1.
    static let coefficients: [Double] = [1, -1, 2, 0.5, 3, -0.25, 1.0 / 3, 7, 0.1, -3]

    /// Every row by symbol id with its basic symbol, then the objective, as text (`Row`'s
    /// description prints each number so that it reads back to the same bits).
    static func snapshot(_ solver: Solver) -> [String] {
        let tableau = solver.tableau
        var lines: [String] = []
        for id in tableau.rowStore.indices {
            if let row = tableau.rowStore[id], let basic = tableau.basicStore[id] {
                lines.append("\(basic) = \(row) long=\(row.isLong)")
            }
        }
        lines.append("objective \(tableau.objective)")
        return lines
    }

    /// The variables' solved values as bit patterns (after `updateVariables()`).
    static func values(_ solver: Solver, _ variables: [Variable]) -> [UInt64] {
        solver.updateVariables()
        return variables.map { $0.value.bitPattern }
    }

    /// A constraint that introduces a new variable more often than not, so that most rows of a
    /// required equality are lone subjects, and some are not (a repeated new variable, an old
    /// parametric one, an inequality, a non-required strength).
    static func constraint(_ random: inout SeededRandom, _ variables: inout [Variable]) -> Constraint {
        var terms: [Cassowary.Term] = []
        if random.int(0...3) != 0 {
            let name = "n\(variables.count)"
            let fresh = Variable(name)
            variables.append(fresh)
            terms.append(Cassowary.Term(fresh, coefficients[random.int(0...(coefficients.count - 1))]))
            if random.int(0...9) == 0 {
                terms.append(Cassowary.Term(fresh, coefficients[random.int(0...(coefficients.count - 1))]))
            }
        }
        for _ in 0..<random.int(terms.isEmpty ? 1...3 : 0...2) where !variables.isEmpty {
            let variable = variables[random.int(0...(variables.count - 1))]
            terms.append(Cassowary.Term(variable, coefficients[random.int(0...(coefficients.count - 1))]))
        }
        for index in terms.indices.reversed() {
            terms.swapAt(index, random.int(0...index))
        }
        let constant = random.small(-30...30) / Double(random.int(1...7))
        let relation: Cassowary.Relation = random.int(0...5) == 0
            ? (random.int(0...1) == 0 ? .lessThanOrEqual : .greaterThanOrEqual) : .equal
        let strength = random.int(0...6) == 0 ? Strength.strong : Strength.required
        return Constraint(Expression(terms, constant: constant), relation, 0, strength: strength)
    }

    @Test("the direct path leaves the same tableau, values and errors as the general one", .tags(.property),
          arguments: 0..<8)
    func sameAsGeneralPath(seed: Int) {
        var random = SeededRandom(seed: UInt64(41_000 + seed))
        let direct = Solver(solvingLoneSubjectsDirectly: true)
        let general = Solver(solvingLoneSubjectsDirectly: false)
        var variables: [Variable] = []
        var added: [Constraint] = []
        var edited: [Variable] = []
        for step in 0..<160 {
            let directError: Cassowary.Error?, generalError: Cassowary.Error?
            switch random.int(0...9) {
            case 0 where !added.isEmpty:
                let constraint = added.remove(at: random.int(0...(added.count - 1)))
                directError = solverError { try direct.removeConstraint(constraint) }
                generalError = solverError { try general.removeConstraint(constraint) }
            case 1 where !variables.isEmpty:
                let variable = variables[random.int(0...(variables.count - 1))]
                if edited.contains(where: { $0 === variable }) {
                    let value = random.small(-50...50) / 3
                    directError = solverError { try direct.suggestValue(variable, value) }
                    generalError = solverError { try general.suggestValue(variable, value) }
                } else {
                    edited.append(variable)
                    directError = solverError { try direct.addEditVariable(variable, strength: Strength.medium) }
                    generalError = solverError { try general.addEditVariable(variable, strength: Strength.medium) }
                }
            default:
                let constraint = Self.constraint(&random, &variables)
                directError = solverError { try direct.addConstraint(constraint) }
                generalError = solverError { try general.addConstraint(constraint) }
                if directError == nil { added.append(constraint) }
            }
            #expect(directError.map { "\($0)" } == generalError.map { "\($0)" }, "seed \(seed) step \(step)")
            #expect(Self.snapshot(direct) == Self.snapshot(general), "seed \(seed) step \(step)")
            #expect(Self.values(direct, variables) == Self.values(general, variables), "seed \(seed) step \(step)")
            #expect(direct.tableau.verifyIndex().isEmpty, "seed \(seed) step \(step)")
        }
    }

    @Test("a chain's rows all take the direct path and solve as the general path does")
    func chainSolvesAlike() throws {
        let direct = Solver(solvingLoneSubjectsDirectly: true)
        let general = Solver(solvingLoneSubjectsDirectly: false)
        let (constraints, boxes) = SolverScenes.chain(constraintCount: 400)
        for constraint in constraints {
            try direct.addConstraint(constraint)
            try general.addConstraint(constraint)
        }
        #expect(Self.snapshot(direct) == Self.snapshot(general))
        let variables = boxes.flatMap { [$0.left, $0.top, $0.width, $0.height] }
        #expect(Self.values(direct, variables) == Self.values(general, variables))
    }
}
