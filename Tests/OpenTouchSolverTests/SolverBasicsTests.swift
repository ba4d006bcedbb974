import OpenTouchSolver
import Testing

/// The solver on its own: equalities, inequalities, strengths, edit variables, removal and the
/// errors it reports instead of crashing.
@Suite("OpenTouchSolver: basics")
struct SolverBasicsTests {
    @Test("Required equalities give the unique solution")
    func equalities() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(Constraint(x + y, .equal, 10))
        try solver.addConstraint(Constraint(x - y, .equal, 4))
        solver.updateVariables()
        #expect(x.value == 7)
        #expect(y.value == 3)
    }

    @Test("Inequalities bound a preference")
    func inequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 50))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 20))
        try solver.addConstraint(Constraint(x, .equal, 100, strength: Strength.weak))
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.addConstraint(Constraint(x, .equal, 0, strength: Strength.strong))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("A stronger preference wins over a weaker one")
    func strengths() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 10, strength: Strength.weak))
        try solver.addConstraint(Constraint(x, .equal, 30, strength: Strength.medium))
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.addConstraint(Constraint(x, .equal, 20, strength: Strength.strong))
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(Strength.weight(forPriority: 1000) == Strength.required)
        #expect(Strength.weight(forPriority: 750) > Strength.weight(forPriority: 250))
    }

    @Test("Edit variables follow suggested values and stop being editable when removed")
    func editVariables() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(Constraint(right, .equal, left + width))
        try solver.addConstraint(Constraint(width, .equal, 40))
        try solver.addEditVariable(left, strength: Strength.strong)
        #expect(solver.hasEditVariable(left))
        for value in [0.0, 12.5, -30, 1_000] {
            try solver.suggestValue(left, value)
            solver.updateVariables()
            #expect(left.value == value)
            #expect(right.value == value + 40)
        }
        try solver.removeEditVariable(left)
        #expect(!solver.hasEditVariable(left))
        #expect(solverError { try solver.suggestValue(left, 1) } == .unknownEditVariable(left))
        #expect(solverError { try solver.removeEditVariable(left) } == .unknownEditVariable(left))
        #expect(solverError { try solver.addEditVariable(width, strength: Strength.required) } == .badRequiredStrength)
    }

    @Test("Removing a constraint undoes it")
    func removal() throws {
        let x = Variable("x")
        let solver = Solver()
        let weak = Constraint(x, .equal, 5, strength: Strength.weak)
        let required = Constraint(x, .equal, 9)
        try solver.addConstraint(weak)
        try solver.addConstraint(required)
        solver.updateVariables()
        #expect(x.value == 9)
        #expect(solver.constraintCount == 2)
        try solver.removeConstraint(required)
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(!solver.hasConstraint(required))
        #expect(solverError { try solver.removeConstraint(required) } == .unknownConstraint(required))
        #expect(solverError { try solver.addConstraint(weak) } == .duplicateConstraint(weak))
    }

    @Test("A required constraint that cannot hold is an error naming the conflict; the solver keeps going")
    func unsatisfiable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let first = Constraint(x, .equal, 10), second = Constraint(y, .equal, x + 5)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        let bad = Constraint(y, .equal, 3)
        let error = solverError { try solver.addConstraint(bad) }
        #expect(error == .unsatisfiableConstraint(bad, conflicting: [first, second]))
        #expect(!solver.hasConstraint(bad))
        let tooSmall = Constraint(x, .lessThanOrEqual, 2)
        guard case .unsatisfiableConstraint(let failed, _)? = solverError({ try solver.addConstraint(tooSmall) }) else {
            Issue.record("an impossible inequality was accepted")
            return
        }
        #expect(failed === tooSmall)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 15)
    }

    @Test("NaN and infinite numbers are rejected with a clear error and change nothing")
    func nonFiniteInput() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 4))
        let inputs = [
            Constraint(x, .equal, .nan), Constraint(x, .lessThanOrEqual, .infinity),
            Constraint(Expression([Cassowary.Term(x, .infinity)]), .equal, 1),
            Constraint(x, .equal, 1, strength: .nan),
        ]
        for constraint in inputs {
            guard case .internalSolverError(let message)? = solverError({ try solver.addConstraint(constraint) }) else {
                Issue.record("\(constraint) was not rejected")
                continue
            }
            #expect(message.contains("NaN") || message.contains("not finite"))
            #expect(!solver.hasConstraint(constraint))
        }
        try solver.addEditVariable(x, strength: Strength.strong)
        #expect(solverError { try solver.suggestValue(x, .nan) } != nil)
        #expect(solverError { try solver.suggestValue(x, -.infinity) } != nil)
        #expect(solverError { try solver.addEditVariable(Variable("y"), strength: .nan) } != nil)
        solver.updateVariables()
        #expect(x.value == 4)
        #expect(solver.constraintCount == 1)
    }
}
