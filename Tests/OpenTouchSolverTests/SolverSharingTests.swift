import OpenTouchSolver
import Testing

/// Variables and constraints shared between solvers, re-added, or outliving their solver: a
/// solver keeps its entries on the objects it claims first and in dictionaries otherwise.
@Suite("Solver: sharing")
struct SolverSharingTests {
    @Test("a variable used by two solvers takes each solver's value")
    func variableInTwoSolvers() {
        let x = Variable("x"), y = Variable("y"), first = Solver(), second = Solver()
        addAll(first, Constraint(x, .equal, 10), Constraint(y, .equal, x + 1))
        addAll(second, Constraint(x, .equal, 20), Constraint(y, .equal, x * 2))
        #expect(first.hasVariable(x) && second.hasVariable(x))
        first.updateVariables()
        #expect(x.value == 10 && y.value == 11)
        second.updateVariables()
        #expect(x.value == 20 && y.value == 40)
        first.reset()
        #expect(!first.hasVariable(x) && second.hasVariable(x))
        addAll(second, Constraint(y, .lessThanOrEqual, 100))
        second.updateVariables()
        #expect(y.value == 40)
    }

    @Test("a constraint held by two solvers is removed from one only")
    func constraintInTwoSolvers() throws {
        let x = Variable("x"), first = Solver(), second = Solver()
        let pin = Constraint(x, .equal, 5)
        addAll(first, pin)
        addAll(second, pin)
        try first.removeConstraint(pin)
        #expect(!first.hasConstraint(pin) && second.hasConstraint(pin))
        #expect(!first.hasVariable(x))
        second.updateVariables()
        #expect(x.value == 5)
        addAll(first, pin)
        #expect(first.hasConstraint(pin))
        try second.removeConstraint(pin)
        #expect(first.hasConstraint(pin) && !second.hasConstraint(pin))
    }

    @Test("a constraint removed and re-added is held again and solves the same")
    func removeAndReAdd() throws {
        let x = Variable("x"), y = Variable("y"), solver = Solver()
        let gap = Constraint(y, .equal, x + 8)
        addAll(solver, Constraint(x, .equal, 2), gap)
        try solver.removeConstraint(gap)
        #expect(!solver.hasConstraint(gap) && !solver.hasVariable(y))
        #expect(throws: Cassowary.Error.self) { try solver.removeConstraint(gap) }
        addAll(solver, gap)
        #expect(solver.hasConstraint(gap) && solver.constraintCount == 2)
        #expect(throws: Cassowary.Error.self) { try solver.addConstraint(gap) }
        solver.updateVariables()
        #expect(y.value == 10)
    }

    @Test("variables and constraints outlive a solver and join the next one")
    func solverTornDown() throws {
        let x = Variable("x"), y = Variable("y")
        let pin = Constraint(x, .equal, 3), sum = Constraint(y, .equal, x + x)
        do {
            let solver = Solver()
            addAll(solver, pin, sum)
            try solver.addEditVariable(y, strength: Strength.weak)
            solver.updateVariables()
        }
        let next = Solver(), other = Solver()
        addAll(other, Constraint(x, .equal, 1))
        addAll(next, pin, sum)
        #expect(next.hasConstraint(pin) && next.hasVariable(x))
        next.updateVariables()
        #expect(x.value == 3 && y.value == 6)
        try next.addEditVariable(y, strength: Strength.weak)
        try next.suggestValue(y, 50)
        next.updateVariables()
        #expect(y.value == 6)
    }
}
