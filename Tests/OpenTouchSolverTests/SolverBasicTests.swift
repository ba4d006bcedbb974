import OpenTouchSolver
import Testing

/// Building expressions and constraints, and the solutions of small systems.
@Suite("Solver: expressions and simple systems")
struct SolverBasicTests {
    @Test("operators build the expression they read as, and descriptions show it")
    func expressionsFromOperators() {
        let x = Variable("x"), y = Variable("y")
        let expression = 2 * x + y - 10
        #expect(expression.terms.map(\.coefficient) == [2, 1])
        #expect(expression.terms.map(\.variable) == [x, y])
        #expect(expression.constant == -10)
        #expect(expression.description == "2 * x + y - 10")
        #expect((x / 2).terms.map(\.coefficient) == [0.5])
        #expect((-x).description == "-x")
        #expect((Cassowary.Term(x, 3) - Cassowary.Term(y, 2)).description == "3 * x - 2 * y")
        #expect((-(x + 4)).description == "-x - 4")
        #expect(((x + y) / 2).terms.map(\.coefficient) == [0.5, 0.5])
        #expect((10 - x).description == "-x + 10")
        #expect((3 * (x - y) * 2).description == "6 * x - 6 * y")
    }

    @Test("a constraint keeps lhs - rhs, a clamped strength and its name")
    func constraintNormalisesBothSides() {
        let x = Variable("x"), y = Variable("y")
        let constraint = Constraint(x + 8, .lessThanOrEqual, y, strength: 5, name: "gap")
        #expect(constraint.expression.description == "x - y + 8")
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.strength == 5)
        #expect(!constraint.isRequired)
        #expect(constraint.description == "gap: x - y + 8 <= 0 (strength 5)")
        #expect(Constraint(x, .equal, 1, strength: 1e30).strength == Strength.required)
        #expect(Constraint(x, .equal, 1, strength: -3).strength == 0)
        #expect(Constraint(x, .equal, 1).isRequired)
    }

    @Test("variables and constraints compare by identity")
    func identity() {
        let a = Variable("a"), b = Variable("a")
        #expect(a == a && a != b)
        #expect(Set([a, b, a]).count == 2)
        let c1 = Constraint(a, .equal, 1), c2 = Constraint(a, .equal, 1)
        #expect(c1 != c2)
    }

    @Test("a required equality fixes its variable")
    func simpleEquality() {
        let x = Variable("x"), solver = Solver()
        addAll(solver, Constraint(x, .equal, 20))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("chained equalities solve for every variable")
    func chainedEqualities() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), solver = Solver()
        addAll(
            solver,
            Constraint(x + y, .equal, 10),
            Constraint(x - y, .equal, 4),
            Constraint(z, .equal, 2 * x + y))
        solver.updateVariables()
        #expect(x.value == 7)
        #expect(y.value == 3)
        #expect(z.value == 17)
        #expect(solver.constraintCount == 3)
    }

    @Test("a weak preference is met where the inequalities allow it, else at the bound")
    func inequalityWithWeakPreference() {
        let x = Variable("x"), solver = Solver()
        let preference = Constraint(x, .equal, 50, strength: Strength.weak)
        addAll(solver, Constraint(x, .greaterThanOrEqual, 10), Constraint(x, .lessThanOrEqual, 100), preference)
        solver.updateVariables()
        #expect(x.value == 50)
        #expect(throws: Never.self) { try solver.removeConstraint(preference) }
        addAll(solver, Constraint(x, .equal, 500, strength: Strength.weak))
        solver.updateVariables()
        #expect(x.value == 100)
        addAll(solver, Constraint(x, .equal, -500, strength: Strength.medium))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("strong beats medium beats weak, and removing the winner hands over")
    func strengthsOrder() throws {
        let x = Variable("x"), solver = Solver()
        let weak = Constraint(x, .equal, 10, strength: Strength.weak)
        let medium = Constraint(x, .equal, 20, strength: Strength.medium)
        let strong = Constraint(x, .equal, 30, strength: Strength.strong)
        addAll(solver, weak, medium, strong)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.removeConstraint(medium)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("two weak preferences on one variable: the larger total weight wins")
    func weightsAddUp() {
        let x = Variable("x"), solver = Solver()
        addAll(
            solver,
            Constraint(x, .equal, 0, strength: 2),
            Constraint(x, .equal, 0, strength: 2),
            Constraint(x, .equal, 10, strength: 3))
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test("paired inequalities in conflict: the stronger one holds")
    func pairedInequalityConflict() throws {
        let x = Variable("x"), solver = Solver()
        let atMost10 = Constraint(x, .lessThanOrEqual, 10, strength: Strength.strong)
        let atLeast20 = Constraint(x, .greaterThanOrEqual, 20, strength: Strength.medium)
        addAll(solver, atMost10, atLeast20)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.removeConstraint(atMost10)
        addAll(solver, Constraint(x, .lessThanOrEqual, 10, strength: Strength.weak))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("UIKit priorities: 1000 is required, each 100 points is a factor of 10, 251 beats 250")
    func priorityWeights() {
        #expect(Strength.weight(forPriority: 1000) == Strength.required)
        #expect(Strength.weight(forPriority: 2000) == Strength.required)
        #expect(abs(Strength.weight(forPriority: 750) / Strength.weight(forPriority: 650) - 10) < 1e-12)
        #expect(abs(Strength.weight(forPriority: 500) - 1e5) < 1e-6)
        #expect(Strength.weight(forPriority: 999) < Strength.required)
        #expect(Strength.weight(forPriority: 0) == Strength.weight(forPriority: 1))
        #expect(Strength.weight(forPriority: .nan) == Strength.weight(forPriority: 1))
        #expect(Strength.strong > Strength.medium && Strength.medium > Strength.weak)

        let x = Variable("x"), solver = Solver()
        addAll(
            solver,
            Constraint(x, .equal, 0, strength: Strength.weight(forPriority: 251)),
            Constraint(x, .equal, 100, strength: Strength.weight(forPriority: 250)))
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test("a variable that appears twice in an expression counts once with the summed coefficient")
    func repeatedVariable() {
        let x = Variable("x"), solver = Solver()
        addAll(solver, Constraint(x + x + x, .equal, 12))
        solver.updateVariables()
        #expect(x.value == 4)
    }

    @Test("reset forgets every constraint and edit variable")
    func resetEmpties() throws {
        let x = Variable("x"), solver = Solver()
        let constraint = Constraint(x, .equal, 3)
        addAll(solver, constraint)
        try solver.addEditVariable(x, strength: Strength.strong)
        solver.reset()
        #expect(solver.constraintCount == 0)
        #expect(!solver.hasConstraint(constraint))
        #expect(!solver.hasEditVariable(x))
        addAll(solver, constraint, Constraint(x, .greaterThanOrEqual, 0))
        solver.updateVariables()
        #expect(x.value == 3)
    }
}
