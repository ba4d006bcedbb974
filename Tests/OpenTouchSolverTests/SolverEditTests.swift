import OpenTouchSolver
import Testing

/// Edit variables: the midpoint example of the Cassowary paper and suggestion sequences.
@Suite("Solver: edit variables and suggestions")
struct SolverEditTests {
    /// left, mid, right on a line: mid halfway, right at least 10 past left, all within 0...100,
    /// with weak wishes for left at 0 and right at 100.
    final class Midpoint {
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        let solver = Solver()

        init() {
            addAll(
                solver,
                Constraint(mid, .equal, (left + right) / 2),
                Constraint(right, .greaterThanOrEqual, left + 10),
                Constraint(right, .lessThanOrEqual, 100),
                Constraint(left, .greaterThanOrEqual, 0),
                Constraint(left, .equal, 0, strength: Strength.weak),
                Constraint(right, .equal, 100, strength: Strength.weak))
        }

        /// (left, mid, right) after `updateVariables()`.
        var values: [Double] {
            solver.updateVariables()
            return [left.value, mid.value, right.value]
        }
    }

    @Test("midpoint: the weak wishes hold until mid is dragged")
    func midpointAtRest() {
        let system = Midpoint()
        #expect(system.values == [0, 50, 100])
    }

    @Test("midpoint: dragging mid moves left and right as far as the required constraints let it")
    func midpointDragged() throws {
        let system = Midpoint()
        try system.solver.addEditVariable(system.mid, strength: Strength.strong)
        #expect(system.values == [0, 50, 100])
        try system.solver.suggestValue(system.mid, 2)
        #expect(system.values == [0, 5, 10])
        try system.solver.suggestValue(system.mid, 50)
        #expect(system.values == [0, 50, 100])
        try system.solver.suggestValue(system.mid, 80)
        #expect(system.values == [60, 80, 100])
        try system.solver.suggestValue(system.mid, 95)
        #expect(system.values == [90, 95, 100])
        try system.solver.suggestValue(system.mid, 98)
        #expect(system.values == [90, 95, 100])
        try system.solver.suggestValue(system.mid, 30)
        #expect(system.values == [0, 30, 60])
        try system.solver.removeEditVariable(system.mid)
        #expect(system.values == [0, 50, 100])
        #expect(system.solver.constraintCount == 6)
    }

    @Test("midpoint: two edit variables at different strengths")
    func midpointTwoEdits() throws {
        let system = Midpoint()
        try system.solver.addEditVariable(system.mid, strength: Strength.medium)
        try system.solver.addEditVariable(system.left, strength: Strength.strong)
        try system.solver.suggestValue(system.left, 20)
        try system.solver.suggestValue(system.mid, 30)
        #expect(system.values == [20, 30, 40])
        try system.solver.suggestValue(system.mid, 10)
        #expect(system.values == [20, 25, 30])
        try system.solver.suggestValue(system.left, 0)
        #expect(system.values == [0, 10, 20])
    }

    @Test("a suggestion is clamped by required bounds and follows them back")
    func suggestionSequence() throws {
        let x = Variable("x"), solver = Solver()
        addAll(solver, Constraint(x, .greaterThanOrEqual, 0), Constraint(x, .lessThanOrEqual, 100))
        try solver.addEditVariable(x, strength: Strength.strong)
        var seen: [Double] = []
        for value in [50.0, 150, -10, 75, 100, 0.5] {
            try solver.suggestValue(x, value)
            solver.updateVariables()
            seen.append(x.value)
        }
        #expect(seen == [50, 100, 0, 75, 100, 0.5])
    }

    @Test("an edit variable starts at its current value, so adding it moves nothing")
    func editStartsAtCurrentValue() throws {
        let x = Variable("x"), y = Variable("y"), solver = Solver()
        addAll(solver, Constraint(x, .equal, 40, strength: Strength.weak), Constraint(y, .equal, x + 1))
        try solver.addEditVariable(x, strength: Strength.strong)
        solver.updateVariables()
        #expect(x.value == 40 && y.value == 41)
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        #expect(x.value == 7 && y.value == 8)
    }

    @Test("an edit variable no constraint mentions takes the suggested value")
    func editOnAFreeVariable() throws {
        let x = Variable("x"), solver = Solver()
        try solver.addEditVariable(x, strength: Strength.medium)
        #expect(solver.hasEditVariable(x))
        #expect(solver.constraintCount == 0)
        try solver.suggestValue(x, -3.25)
        solver.updateVariables()
        #expect(x.value == -3.25)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test("the stronger of two edits on linked variables wins")
    func competingEdits() throws {
        let x = Variable("x"), y = Variable("y"), solver = Solver()
        addAll(solver, Constraint(y, .equal, x + 10))
        try solver.addEditVariable(x, strength: Strength.weak)
        try solver.addEditVariable(y, strength: Strength.strong)
        try solver.suggestValue(x, 100)
        try solver.suggestValue(y, 20)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 20)
        try solver.removeEditVariable(y)
        solver.updateVariables()
        #expect(x.value == 100 && y.value == 110)
    }
}
