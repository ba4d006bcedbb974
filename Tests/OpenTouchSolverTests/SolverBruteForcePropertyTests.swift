import OpenTouchSolver
import Testing

/// Seeded random systems: required constraints always hold, conflicts are real, the same seed
/// gives the same values bit for bit, and small systems match a brute-force answer.
@Suite("Solver: seeded random systems", .tags(.property))
struct SolverBruteForcePropertyTests {
    /// What one random run saw: the bit patterns of every value after every step, and the
    /// problems found on the way.
    struct Run {
        var trace: [UInt64] = []
        var problems: [String] = []
        var rejected = 0
        var steps = 0
    }

    /// A random walk of adds, removes and edits over a few variables.
    static func run(seed: UInt64, steps: Int, variableCount: Int = 5) -> Run {
        var random = SeededRandom(seed: seed)
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        let solver = Solver()
        var added: [Constraint] = []
        var edited: [Variable] = []
        var result = Run()
        for step in 0..<steps {
            let roll = random.int(0...99)
            if roll < 55 || added.isEmpty {
                let constraint = randomConstraint(&random, variables)
                do {
                    try solver.addConstraint(constraint)
                    added.append(constraint)
                } catch .unsatisfiableConstraint(let failed, let conflicting) {
                    result.rejected += 1
                    result.problems += checkConflict(failed, conflicting, in: solver, step: step)
                } catch {
                    result.problems.append("step \(step): \(error)")
                }
            } else if roll < 80 {
                let constraint = added.remove(at: random.int(0...(added.count - 1)))
                do {
                    try solver.removeConstraint(constraint)
                } catch {
                    result.problems.append("step \(step): removing \(constraint): \(error)")
                }
            } else {
                result.problems += randomEdit(&random, solver, variables, &edited, step: step)
            }
            solver.updateVariables()
            for constraint in added where constraint.isRequired && !holds(constraint) {
                result.problems.append("step \(step): \(constraint) is off by \(residual(constraint))")
            }
            if solver.constraintCount != added.count {
                result.problems.append("step \(step): \(solver.constraintCount) constraints, expected \(added.count)")
            }
            result.trace += variables.map(\.value.bitPattern)
            result.steps += 1
        }
        return result
    }

    /// One to three terms with small whole coefficients, a whole constant, any relation, and a
    /// required strength two times in five.
    static func randomConstraint(_ random: inout SeededRandom, _ variables: [Variable]) -> Constraint {
        var expression = Expression(constant: random.small(-20...20))
        for _ in 0..<random.int(1...3) {
            let coefficient = random.small(1...3) * (random.int(0...1) == 0 ? 1 : -1)
            expression.terms.append(Cassowary.Term(variables[random.int(0...(variables.count - 1))], coefficient))
        }
        let relation: Cassowary.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
        let strengths = [
            Strength.required, Strength.required, Strength.strong, Strength.medium,
            Strength.weight(forPriority: Float(random.int(1...999))),
        ]
        return Constraint(expression, relation, 0, strength: strengths[random.int(0...(strengths.count - 1))])
    }

    /// Adds, suggests to or removes an edit variable.
    static func randomEdit(
        _ random: inout SeededRandom, _ solver: Solver, _ variables: [Variable], _ edited: inout [Variable], step: Int
    ) -> [String] {
        do {
            if let variable = edited.randomElement(using: &random), random.int(0...3) > 0 {
                try solver.suggestValue(variable, random.small(-50...50))
            } else if let variable = edited.randomElement(using: &random), random.int(0...1) == 0 {
                try solver.removeEditVariable(variable)
                edited.removeAll { $0 === variable }
            } else {
                let variable = variables[random.int(0...(variables.count - 1))]
                guard !solver.hasEditVariable(variable) else {
                    return []
                }
                try solver.addEditVariable(variable, strength: [Strength.strong, Strength.medium, Strength.weak][random.int(0...2)])
                edited.append(variable)
            }
            return []
        } catch {
            return ["step \(step): edit: \(error)"]
        }
    }

    /// A reported conflict must name only required constraints in the solver, and be a real
    /// conflict: those constraints hold together, and with the rejected one they do not.
    static func checkConflict(
        _ failed: Constraint, _ conflicting: [Constraint], in solver: Solver, step: Int
    ) -> [String] {
        var problems: [String] = []
        if conflicting.contains(where: { !$0.isRequired || !solver.hasConstraint($0) }) {
            problems.append("step \(step): conflict names a constraint that is not required or not added")
        }
        let check = Solver()
        for constraint in conflicting where (try? check.addConstraint(constraint)) == nil {
            problems.append("step \(step): the conflicting constraints do not hold together")
        }
        if (try? check.addConstraint(failed)) != nil {
            problems.append("step \(step): \(failed) fits with the constraints it was said to conflict with")
        }
        return problems
    }

    @Test("required constraints hold after every step, and conflicts are real", arguments: 0..<4)
    func requiredConstraintsHold(batch: UInt64) {
        var rejected = 0
        for seed in (batch * 10)..<(batch * 10 + 10) {
            let run = Self.run(seed: seed, steps: 60)
            #expect(run.problems.isEmpty, "seed \(seed): \(run.problems.prefix(3))")
            rejected += run.rejected
        }
        #expect(rejected > 0, "the random systems should include unsatisfiable constraints")
    }

    @Test("the same seed gives the same values bit for bit")
    func sameSeedSameValues() {
        for seed: UInt64 in [3, 17, 99] {
            let first = Self.run(seed: seed, steps: 80), second = Self.run(seed: seed, steps: 80)
            #expect(first.trace == second.trace, "seed \(seed)")
            #expect(first.trace.count == 80 * 5)
        }
    }

    @Test("variables pinned by required equalities get the unique solution", arguments: 0..<20)
    func pinnedSystemsMatchBruteForce(seed: UInt64) {
        var random = SeededRandom(seed: 1000 + seed)
        let count = 4
        let variables = (0..<count).map { Variable("p\($0)") }
        let solution = (0..<count).map { _ in random.small(-30...30) }
        // A unimodular matrix (unit lower times unit upper triangular) keeps the system solvable.
        var lower = [[Double]](repeating: [Double](repeating: 0, count: count), count: count)
        var upper = lower
        for row in 0..<count {
            lower[row][row] = 1
            upper[row][row] = 1
            for column in 0..<row {
                lower[row][column] = random.small(-2...2)
            }
            for column in (row + 1)..<count {
                upper[row][column] = random.small(-2...2)
            }
        }
        let matrix = (0..<count).map { row in
            (0..<count).map { column in (0..<count).reduce(0.0) { $0 + lower[row][$1] * upper[$1][column] } }
        }
        var constraints = (0..<count).map { row -> Constraint in
            let terms = (0..<count).map { Cassowary.Term(variables[$0], matrix[row][$0]) }
            let value = (0..<count).reduce(0.0) { $0 + matrix[row][$1] * solution[$1] }
            return Constraint(Expression(terms), .equal, value)
        }
        for variable in variables {
            constraints.append(Constraint(variable, .equal, random.small(-99...99), strength: Strength.strong))
            constraints.append(Constraint(variable, .lessThanOrEqual, 31))
        }
        constraints.shuffle(using: &random)
        let solver = Solver()
        for constraint in constraints {
            addAll(solver, constraint)
        }
        solver.updateVariables()
        for (variable, expected) in zip(variables, solution) {
            #expect(abs(variable.value - expected) < 1e-6, "seed \(seed): \(variable) = \(variable.value), expected \(expected)")
            #expect(!solver.isAmbiguous(variable))
        }
    }

    @Test("one variable with weighted wishes and required bounds reaches the least total cost", arguments: 0..<20)
    func weightedWishesMatchBruteForce(seed: UInt64) {
        var random = SeededRandom(seed: 5000 + seed)
        let x = Variable("x"), solver = Solver()
        let low = random.small(-40...0), high = random.small(1...40)
        var wishes: [(target: Double, weight: Double)] = []
        addAll(solver, Constraint(x, .greaterThanOrEqual, low), Constraint(x, .lessThanOrEqual, high))
        for _ in 0..<random.int(1...6) {
            let wish = (target: random.small(-60...60), weight: random.small(1...9))
            wishes.append(wish)
            addAll(solver, Constraint(x, .equal, wish.target, strength: wish.weight))
        }
        func cost(_ value: Double) -> Double {
            wishes.reduce(0) { $0 + $1.weight * abs(value - $1.target) }
        }
        // The optimum of a sum of absolute values is at a target or at a bound.
        let candidates = (wishes.map(\.target) + [low, high]).filter { $0 >= low && $0 <= high }
        let best = candidates.map(cost).min() ?? .infinity
        solver.updateVariables()
        #expect(x.value >= low - 1e-9 && x.value <= high + 1e-9)
        #expect(abs(cost(x.value) - best) < 1e-6, "seed \(seed): x = \(x.value), cost \(cost(x.value)), best \(best)")
    }
}
