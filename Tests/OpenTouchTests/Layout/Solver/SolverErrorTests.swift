import OpenTouch
import Testing

/// What the solver throws, and that it keeps working afterwards.
@Suite("Solver: errors and conflicts")
struct SolverErrorTests {
    @Test("two required values for one variable: the second throws and names the first")
    func conflictingEqualities() {
        let x = CSVariable("x"), solver = CSSolver()
        let ten = CSConstraint(x, .equal, 10), twenty = CSConstraint(x, .equal, 20)
        csAdd(solver, ten)
        #expect(csError { try solver.addConstraint(twenty) } == .unsatisfiableConstraint(twenty, conflicting: [ten]))
        #expect(!solver.hasConstraint(twenty))
        #expect(solver.constraintCount == 1)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("crossed required bounds: the conflict names the other bound")
    func crossedBounds() {
        let x = CSVariable("x"), solver = CSSolver()
        let atLeast10 = CSConstraint(x, .greaterThanOrEqual, 10), atMost5 = CSConstraint(x, .lessThanOrEqual, 5)
        csAdd(solver, atLeast10)
        #expect(csError { try solver.addConstraint(atMost5) } == .unsatisfiableConstraint(atMost5, conflicting: [atLeast10]))
    }

    @Test("the conflict lists exactly the required constraints involved, in the order they were added")
    func exactConflictSet() {
        let x = CSVariable("x"), y = CSVariable("y"), z = CSVariable("z"), solver = CSSolver()
        let sum = CSConstraint(x + y, .equal, 10, name: "sum")
        let unrelated = CSConstraint(z, .greaterThanOrEqual, 1, name: "unrelated")
        let yIs3 = CSConstraint(y, .equal, 3, name: "y")
        let xNonNegative = CSConstraint(x, .greaterThanOrEqual, 0, name: "x >= 0")
        let preference = CSConstraint(x, .equal, 50, strength: CSStrength.strong)
        csAdd(solver, sum, unrelated, yIs3, xNonNegative, preference)
        let tooBig = CSConstraint(x, .greaterThanOrEqual, 8)
        #expect(csError { try solver.addConstraint(tooBig) } == .unsatisfiableConstraint(tooBig, conflicting: [sum, yIs3]))
        solver.updateVariables()
        #expect(x.value == 7 && y.value == 3 && z.value == 1)
    }

    @Test("a conflict through a chain of inequalities names every link")
    func inequalityChainConflict() {
        let x = CSVariable("x"), y = CSVariable("y"), z = CSVariable("z"), solver = CSSolver()
        let yAboveX = CSConstraint(y, .greaterThanOrEqual, x + 5)
        let xFloor = CSConstraint(x, .greaterThanOrEqual, 10)
        let zAboveY = CSConstraint(z, .greaterThanOrEqual, y)
        let side = CSConstraint(x, .lessThanOrEqual, 1000)
        csAdd(solver, yAboveX, side, xFloor, zAboveY)
        let zCeiling = CSConstraint(z, .lessThanOrEqual, 12)
        let error = csError { try solver.addConstraint(zCeiling) }
        #expect(error == .unsatisfiableConstraint(zCeiling, conflicting: [yAboveX, xFloor, zAboveY]))
        #expect(error?.description.hasPrefix("unsatisfiable constraint: z - 12 <= 0 (required); conflicts with [") == true)
        csAdd(solver, CSConstraint(z, .lessThanOrEqual, 15))
        solver.updateVariables()
        #expect(z.value >= 15 - 1e-9 && z.value <= 15 + 1e-9)
    }

    @Test("a required constant contradiction conflicts with nothing else")
    func constantContradiction() {
        let solver = CSSolver()
        let impossible = CSConstraint(CSExpression(constant: 1), .equal, 2)
        #expect(csError { try solver.addConstraint(impossible) } == .unsatisfiableConstraint(impossible, conflicting: []))
        csAdd(solver, CSConstraint(CSExpression(constant: 1), .lessThanOrEqual, 2))
        #expect(solver.constraintCount == 1)
    }

    @Test("a redundant required equality is accepted and can be removed either way round")
    func redundantEquality() throws {
        let x = CSVariable("x"), solver = CSSolver()
        let first = CSConstraint(x, .equal, 10), second = CSConstraint(2 * x, .equal, 20)
        csAdd(solver, first, second)
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(x.value == 10)
        csAdd(solver, first)
        try solver.removeConstraint(second)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("adding a constraint twice, or removing one never added, throws")
    func duplicateAndUnknown() throws {
        let x = CSVariable("x"), solver = CSSolver()
        let constraint = CSConstraint(x, .equal, 1)
        csAdd(solver, constraint)
        #expect(csError { try solver.addConstraint(constraint) } == .duplicateConstraint(constraint))
        let stranger = CSConstraint(x, .equal, 1)
        #expect(csError { try solver.removeConstraint(stranger) } == .unknownConstraint(stranger))
        try solver.removeConstraint(constraint)
        #expect(csError { try solver.removeConstraint(constraint) } == .unknownConstraint(constraint))
        #expect(solver.constraintCount == 0)
    }

    @Test("edit variable errors: duplicate, unknown, required strength")
    func editErrors() throws {
        let x = CSVariable("x"), solver = CSSolver()
        #expect(csError { try solver.addEditVariable(x, strength: CSStrength.required) } == .badRequiredStrength)
        #expect(csError { try solver.addEditVariable(x, strength: .infinity) } == .badRequiredStrength)
        #expect(csError { try solver.suggestValue(x, 1) } == .unknownEditVariable(x))
        #expect(csError { try solver.removeEditVariable(x) } == .unknownEditVariable(x))
        try solver.addEditVariable(x, strength: CSStrength.strong)
        #expect(csError { try solver.addEditVariable(x, strength: CSStrength.weak) } == .duplicateEditVariable(x))
        #expect(solver.constraintCount == 0)
    }

    @Test("NaN and infinite numbers are rejected with an internal error and change nothing")
    func nonFiniteInput() throws {
        let x = CSVariable("x"), y = CSVariable("y"), solver = CSSolver()
        csAdd(solver, CSConstraint(x, .equal, 4))
        let rejected: [CSConstraint] = [
            CSConstraint(CSExpression([Cassowary.Term(y, .nan)]), .equal, 1),
            CSConstraint(y, .equal, .infinity),
            CSConstraint(y, .lessThanOrEqual, -.infinity, strength: CSStrength.weak),
            CSConstraint(y, .equal, 1, strength: .nan),
            CSConstraint(1e308 * x + y, .equal, 0, name: "overflow"),
        ]
        for constraint in rejected {
            guard case .internalSolverError(let message)? = csError({ try solver.addConstraint(constraint) }) else {
                Issue.record("\(constraint) was not rejected")
                continue
            }
            #expect(!message.isEmpty)
            #expect(!solver.hasConstraint(constraint))
        }
        try solver.addEditVariable(y, strength: CSStrength.strong)
        #expect(csError { try solver.suggestValue(y, .nan) } != nil)
        #expect(csError { try solver.addEditVariable(x, strength: .nan) } != nil)
        try solver.suggestValue(y, 6)
        csAdd(solver, CSConstraint(x + y, .equal, 10))
        solver.updateVariables()
        #expect(x.value == 4 && y.value == 6)
        #expect(solver.constraintCount == 2)
    }

    @Test("after a failed add the solver keeps adding, removing and suggesting")
    func workingAfterFailure() throws {
        let x = CSVariable("x"), y = CSVariable("y"), solver = CSSolver()
        let bound = CSConstraint(x, .lessThanOrEqual, 10), link = CSConstraint(y, .equal, x * 2)
        csAdd(solver, bound, link)
        let conflict = CSConstraint(y, .greaterThanOrEqual, 30)
        #expect(csError { try solver.addConstraint(conflict) } == .unsatisfiableConstraint(conflict, conflicting: [bound, link]))
        try solver.addEditVariable(x, strength: CSStrength.strong)
        try solver.suggestValue(x, 4)
        solver.updateVariables()
        #expect(y.value == 8)
        try solver.removeConstraint(bound)
        csAdd(solver, conflict)
        try solver.suggestValue(x, 4)
        solver.updateVariables()
        #expect(x.value == 15 && y.value == 30)
    }
}
