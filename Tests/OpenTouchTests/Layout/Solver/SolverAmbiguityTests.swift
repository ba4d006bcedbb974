import OpenTouch
import Testing

/// `isAmbiguous`: whether the constraints leave a variable free to move at no cost.
@Suite("Solver: ambiguity")
struct SolverAmbiguityTests {
    @Test("x + y == 100 alone leaves both ambiguous; x == 30 fixes both")
    func sumThenPin() {
        let x = CSVariable("x"), y = CSVariable("y"), solver = CSSolver()
        csAdd(solver, CSConstraint(x + y, .equal, 100))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        csAdd(solver, CSConstraint(x, .equal, 30))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        solver.updateVariables()
        #expect(y.value == 70)
    }

    @Test("a lower bound alone is ambiguous; a weak wish pushing against it is not")
    func boundAndWish() {
        let x = CSVariable("x"), solver = CSSolver()
        csAdd(solver, CSConstraint(x, .greaterThanOrEqual, 10))
        #expect(solver.isAmbiguous(x))
        csAdd(solver, CSConstraint(x, .equal, 0, strength: CSStrength.weak))
        #expect(!solver.isAmbiguous(x))
    }

    @Test("a variable the solver has never seen is ambiguous")
    func unknownVariable() {
        #expect(CSSolver().isAmbiguous(CSVariable("stranger")))
    }

    @Test("an edit variable is pinned by its edit")
    func editPins() throws {
        let x = CSVariable("x"), y = CSVariable("y"), solver = CSSolver()
        csAdd(solver, CSConstraint(x + y, .equal, 100))
        try solver.addEditVariable(x, strength: CSStrength.strong)
        try solver.suggestValue(x, 10)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test("a view with no width leaves everything after it ambiguous, but not before")
    func chainWithAGap() {
        let solver = CSSolver()
        let lefts = (0..<4).map { CSVariable("left\($0)") }, widths = (0..<4).map { CSVariable("width\($0)") }
        csAdd(solver, CSConstraint(lefts[0], .equal, 0))
        for index in 0..<4 {
            if index != 2 {
                csAdd(solver, CSConstraint(widths[index], .equal, 40))
            }
            if index > 0 {
                csAdd(solver, CSConstraint(lefts[index], .equal, lefts[index - 1] + widths[index - 1] + 8))
            }
        }
        #expect(lefts.map { solver.isAmbiguous($0) } == [false, false, false, true])
        #expect(solver.isAmbiguous(widths[2]))
        #expect(!solver.isAmbiguous(widths[3]))
    }
}
