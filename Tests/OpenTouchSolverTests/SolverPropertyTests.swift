import OpenTouchSolver
import Testing

/// Seeded systems checked independently of the solver: every required constraint holds, and for
/// systems where each constraint bounds one variable the weighted error is the least possible,
/// found by trying every breakpoint.
@Suite("OpenTouchSolver: seeded properties")
struct SolverPropertyTests {
    @Test("Required constraints hold after every step of a random walk", arguments: Array(UInt64(1_000)...1_040))
    func requiredHold(seed: UInt64) {
        let run = SolverScenes.randomWalk(seed: seed, steps: 120, variableCount: 6)
        #expect(run.problems.isEmpty, "\(run.problems)")
    }

    /// How far a one-variable constraint is from holding at `x`.
    static func violation(_ constraint: Constraint, at x: Double) -> Double {
        let value = constraint.expression.constant + constraint.expression.terms[0].coefficient * x
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(value, 0)
        case .greaterThanOrEqual: return max(-value, 0)
        }
    }

    /// The weighted error of the non-required constraints at `x`, or infinity when a required
    /// one does not hold there.
    static func cost(_ constraints: [Constraint], at x: Double) -> Double {
        var total = 0.0
        for constraint in constraints {
            let off = violation(constraint, at: x)
            if constraint.isRequired {
                if off > 1e-9 { return .infinity }
            } else {
                total += constraint.strength * off
            }
        }
        return total
    }

    @Test("One-variable systems reach the least weighted error", arguments: Array(UInt64(1)...80))
    func optimalOneVariable(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let x = Variable("x")
        let solver = Solver()
        var held: [Constraint] = []
        for _ in 0..<random.int(1...8) {
            let relation: Cassowary.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
            let strength = [Strength.required, Strength.strong, Strength.medium, Strength.weak][random.int(0...3)]
            let coefficient = random.small(1...3) * (random.int(0...1) == 0 ? 1 : -1)
            let constraint = Constraint(coefficient * x, relation, random.small(-30...30), strength: strength)
            if solverError({ try solver.addConstraint(constraint) }) == nil { held.append(constraint) }
        }
        solver.updateVariables()
        let found = x.value
        #expect(held.allSatisfy { !$0.isRequired || holds($0) })
        let foundCost = Self.cost(held, at: found)
        // The cost is convex and piecewise linear in x: its least value over the required range
        // is at one of the constraints' breakpoints.
        let breakpoints = held.map { -$0.expression.constant / $0.expression.terms[0].coefficient }
        let best = breakpoints.map { Self.cost(held, at: $0) }.min() ?? 0
        #expect(foundCost <= best + 1e-6 * max(1, best), "x = \(found) costs \(foundCost), best \(best)")
    }
}
