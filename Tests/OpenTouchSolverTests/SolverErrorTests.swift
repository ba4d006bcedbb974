import OpenTouchSolver
import Testing

/// What the solver throws, and that it keeps working afterwards.
@Suite("Solver: errors and conflicts")
struct SolverErrorTests {
    @Test("two required values for one variable: the second throws and names the first")
    func conflictingEqualities() {
        let x = Variable("x"), solver = Solver()
        let ten = Constraint(x, .equal, 10), twenty = Constraint(x, .equal, 20)
        addAll(solver, ten)
        #expect(solverError { try solver.addConstraint(twenty) } == .unsatisfiableConstraint(twenty, conflicting: [ten]))
        #expect(!solver.hasConstraint(twenty))
        #expect(solver.constraintCount == 1)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("crossed required bounds: the conflict names the other bound")
    func crossedBounds() {
        let x = Variable("x"), solver = Solver()
        let atLeast10 = Constraint(x, .greaterThanOrEqual, 10), atMost5 = Constraint(x, .lessThanOrEqual, 5)
        addAll(solver, atLeast10)
        #expect(solverError { try solver.addConstraint(atMost5) } == .unsatisfiableConstraint(atMost5, conflicting: [atLeast10]))
    }

    @Test("the conflict lists exactly the required constraints involved, in the order they were added")
    func exactConflictSet() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), solver = Solver()
        let sum = Constraint(x + y, .equal, 10, name: "sum")
        let unrelated = Constraint(z, .greaterThanOrEqual, 1, name: "unrelated")
        let yIs3 = Constraint(y, .equal, 3, name: "y")
        let xNonNegative = Constraint(x, .greaterThanOrEqual, 0, name: "x >= 0")
        let preference = Constraint(x, .equal, 50, strength: Strength.strong)
        addAll(solver, sum, unrelated, yIs3, xNonNegative, preference)
        let tooBig = Constraint(x, .greaterThanOrEqual, 8)
        #expect(solverError { try solver.addConstraint(tooBig) } == .unsatisfiableConstraint(tooBig, conflicting: [sum, yIs3]))
        solver.updateVariables()
        #expect(x.value == 7 && y.value == 3 && z.value == 1)
    }

    @Test("a conflict through a chain of inequalities names every link")
    func inequalityChainConflict() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), solver = Solver()
        let yAboveX = Constraint(y, .greaterThanOrEqual, x + 5)
        let xFloor = Constraint(x, .greaterThanOrEqual, 10)
        let zAboveY = Constraint(z, .greaterThanOrEqual, y)
        let side = Constraint(x, .lessThanOrEqual, 1000)
        addAll(solver, yAboveX, side, xFloor, zAboveY)
        let zCeiling = Constraint(z, .lessThanOrEqual, 12)
        let error = solverError { try solver.addConstraint(zCeiling) }
        #expect(error == .unsatisfiableConstraint(zCeiling, conflicting: [yAboveX, xFloor, zAboveY]))
        #expect(error?.description.hasPrefix("unsatisfiable constraint: z - 12 <= 0 (required); conflicts with [") == true)
        addAll(solver, Constraint(z, .lessThanOrEqual, 15))
        solver.updateVariables()
        #expect(z.value >= 15 - 1e-9 && z.value <= 15 + 1e-9)
    }

    @Test("a required constant contradiction conflicts with nothing else")
    func constantContradiction() {
        let solver = Solver()
        let impossible = Constraint(Expression(constant: 1), .equal, 2)
        #expect(solverError { try solver.addConstraint(impossible) } == .unsatisfiableConstraint(impossible, conflicting: []))
        addAll(solver, Constraint(Expression(constant: 1), .lessThanOrEqual, 2))
        #expect(solver.constraintCount == 1)
    }

    @Test("a redundant required equality is accepted and can be removed either way round")
    func redundantEquality() throws {
        let x = Variable("x"), solver = Solver()
        let first = Constraint(x, .equal, 10), second = Constraint(2 * x, .equal, 20)
        addAll(solver, first, second)
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(x.value == 10)
        addAll(solver, first)
        try solver.removeConstraint(second)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("adding a constraint twice, or removing one never added, throws")
    func duplicateAndUnknown() throws {
        let x = Variable("x"), solver = Solver()
        let constraint = Constraint(x, .equal, 1)
        addAll(solver, constraint)
        #expect(solverError { try solver.addConstraint(constraint) } == .duplicateConstraint(constraint))
        let stranger = Constraint(x, .equal, 1)
        #expect(solverError { try solver.removeConstraint(stranger) } == .unknownConstraint(stranger))
        try solver.removeConstraint(constraint)
        #expect(solverError { try solver.removeConstraint(constraint) } == .unknownConstraint(constraint))
        #expect(solver.constraintCount == 0)
    }

    @Test("edit variable errors: duplicate, unknown, required strength")
    func editErrors() throws {
        let x = Variable("x"), solver = Solver()
        #expect(solverError { try solver.addEditVariable(x, strength: Strength.required) } == .badRequiredStrength)
        #expect(solverError { try solver.addEditVariable(x, strength: .infinity) } == .badRequiredStrength)
        #expect(solverError { try solver.suggestValue(x, 1) } == .unknownEditVariable(x))
        #expect(solverError { try solver.removeEditVariable(x) } == .unknownEditVariable(x))
        try solver.addEditVariable(x, strength: Strength.strong)
        #expect(solverError { try solver.addEditVariable(x, strength: Strength.weak) } == .duplicateEditVariable(x))
        #expect(solver.constraintCount == 0)
    }

    @Test("NaN and infinite numbers are rejected with an internal error and change nothing")
    func nonFiniteInput() throws {
        let x = Variable("x"), y = Variable("y"), solver = Solver()
        addAll(solver, Constraint(x, .equal, 4))
        let rejected: [Constraint] = [
            Constraint(Expression([Cassowary.Term(y, .nan)]), .equal, 1),
            Constraint(y, .equal, .infinity),
            Constraint(y, .lessThanOrEqual, -.infinity, strength: Strength.weak),
            Constraint(y, .equal, 1, strength: .nan),
            Constraint(1e308 * x + y, .equal, 0, name: "overflow"),
        ]
        for constraint in rejected {
            guard case .internalSolverError(let message)? = solverError({ try solver.addConstraint(constraint) }) else {
                Issue.record("\(constraint) was not rejected")
                continue
            }
            #expect(!message.isEmpty)
            #expect(!solver.hasConstraint(constraint))
        }
        try solver.addEditVariable(y, strength: Strength.strong)
        #expect(solverError { try solver.suggestValue(y, .nan) } != nil)
        #expect(solverError { try solver.addEditVariable(x, strength: .nan) } != nil)
        try solver.suggestValue(y, 6)
        addAll(solver, Constraint(x + y, .equal, 10))
        solver.updateVariables()
        #expect(x.value == 4 && y.value == 6)
        #expect(solver.constraintCount == 2)
    }

    @Test("after a failed add the solver keeps adding, removing and suggesting")
    func workingAfterFailure() throws {
        let x = Variable("x"), y = Variable("y"), solver = Solver()
        let bound = Constraint(x, .lessThanOrEqual, 10), link = Constraint(y, .equal, x * 2)
        addAll(solver, bound, link)
        let conflict = Constraint(y, .greaterThanOrEqual, 30)
        #expect(solverError { try solver.addConstraint(conflict) } == .unsatisfiableConstraint(conflict, conflicting: [bound, link]))
        try solver.addEditVariable(x, strength: Strength.strong)
        try solver.suggestValue(x, 4)
        solver.updateVariables()
        #expect(y.value == 8)
        try solver.removeConstraint(bound)
        addAll(solver, conflict)
        try solver.suggestValue(x, 4)
        solver.updateVariables()
        #expect(x.value == 15 && y.value == 30)
    }
}
