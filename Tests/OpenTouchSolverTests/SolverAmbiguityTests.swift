import OpenTouchSolver
import Testing

/// `isAmbiguous`: whether the constraints leave a variable free to move at no cost.
@Suite("Solver: ambiguity")
struct SolverAmbiguityTests {
    @Test("x + y == 100 alone leaves both ambiguous; x == 30 fixes both")
    func sumThenPin() {
        let x = Variable("x"), y = Variable("y"), solver = Solver()
        addAll(solver, Constraint(x + y, .equal, 100))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        addAll(solver, Constraint(x, .equal, 30))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        solver.updateVariables()
        #expect(y.value == 70)
    }

    @Test("a lower bound alone is ambiguous; a weak wish pushing against it is not")
    func boundAndWish() {
        let x = Variable("x"), solver = Solver()
        addAll(solver, Constraint(x, .greaterThanOrEqual, 10))
        #expect(solver.isAmbiguous(x))
        addAll(solver, Constraint(x, .equal, 0, strength: Strength.weak))
        #expect(!solver.isAmbiguous(x))
    }

    @Test("a variable the solver has never seen is ambiguous")
    func unknownVariable() {
        #expect(Solver().isAmbiguous(Variable("stranger")))
    }

    @Test("an edit variable is pinned by its edit")
    func editPins() throws {
        let x = Variable("x"), y = Variable("y"), solver = Solver()
        addAll(solver, Constraint(x + y, .equal, 100))
        try solver.addEditVariable(x, strength: Strength.strong)
        try solver.suggestValue(x, 10)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test("a view with no width leaves everything after it ambiguous, but not before")
    func chainWithAGap() {
        let solver = Solver()
        let lefts = (0..<4).map { Variable("left\($0)") }, widths = (0..<4).map { Variable("width\($0)") }
        addAll(solver, Constraint(lefts[0], .equal, 0))
        for index in 0..<4 {
            if index != 2 {
                addAll(solver, Constraint(widths[index], .equal, 40))
            }
            if index > 0 {
                addAll(solver, Constraint(lefts[index], .equal, lefts[index - 1] + widths[index - 1] + 8))
            }
        }
        #expect(lefts.map { solver.isAmbiguous($0) } == [false, false, false, true])
        #expect(solver.isAmbiguous(widths[2]))
        #expect(!solver.isAmbiguous(widths[3]))
    }
}
