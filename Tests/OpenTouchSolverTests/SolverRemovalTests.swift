import OpenTouchSolver
import Testing

/// Removing constraints of every kind, in any order, and adding them back.
@Suite("Solver: removing constraints")
struct SolverRemovalTests {
    /// x + w == 100 (required), w >= 20 (required), w == 30 (strong), x >= 80 (medium),
    /// w == 0 (weak), y == 5 (weak). Unique solution: w = 30, x = 70, y = 5.
    final class System {
        let x = Variable("x"), w = Variable("w"), y = Variable("y")
        let solver = Solver()
        let sum: Constraint, floor: Constraint, strongW: Constraint, mediumX: Constraint
        let weakW: Constraint, weakY: Constraint
        var all: [Constraint] { [sum, floor, strongW, mediumX, weakW, weakY] }

        init() {
            sum = Constraint(x + w, .equal, 100, name: "sum")
            floor = Constraint(w, .greaterThanOrEqual, 20, name: "floor")
            strongW = Constraint(w, .equal, 30, strength: Strength.strong, name: "strong w")
            mediumX = Constraint(x, .greaterThanOrEqual, 80, strength: Strength.medium, name: "medium x")
            weakW = Constraint(w, .equal, 0, strength: Strength.weak, name: "weak w")
            weakY = Constraint(y, .equal, 5, strength: Strength.weak, name: "weak y")
            for constraint in all {
                addAll(solver, constraint)
            }
        }

        /// (x, w, y) after `updateVariables()`.
        var values: [Double] {
            solver.updateVariables()
            return [x.value, w.value, y.value]
        }
    }

    @Test("removing each kind in turn hands over to the next preference")
    func removeEachKind() throws {
        let system = System()
        #expect(system.values == [70, 30, 5])
        try system.solver.removeConstraint(system.strongW)
        #expect(system.values == [80, 20, 5])
        try system.solver.removeConstraint(system.floor)
        #expect(system.values == [100, 0, 5])
        try system.solver.removeConstraint(system.mediumX)
        #expect(system.values == [100, 0, 5])
        try system.solver.removeConstraint(system.sum)
        #expect(system.solver.isAmbiguous(system.x))
        try system.solver.removeConstraint(system.weakY)
        try system.solver.removeConstraint(system.weakW)
        #expect(system.solver.constraintCount == 0)
        for constraint in system.all {
            addAll(system.solver, constraint)
        }
        #expect(system.values == [70, 30, 5])
    }

    @Test("every order of removing four constraints, then adding them back, gives the first solution")
    func everyRemovalOrder() throws {
        let orders = permutations(of: [0, 1, 2, 3])
        #expect(orders.count == 24)
        for order in orders {
            let system = System()
            let candidates = [system.sum, system.floor, system.strongW, system.mediumX]
            for index in order {
                try system.solver.removeConstraint(candidates[index])
                system.solver.updateVariables()
                let remaining = system.all.filter { system.solver.hasConstraint($0) }
                for constraint in remaining where constraint.isRequired {
                    #expect(holds(constraint), "order \(order): \(constraint)")
                }
            }
            for index in order.reversed() {
                addAll(system.solver, candidates[index])
            }
            #expect(system.values == [70, 30, 5], "order \(order)")
        }
    }

    @Test("an edit variable removed and added again edits again")
    func editRemovedAndReadded() throws {
        let system = System()
        let solver = system.solver
        try solver.addEditVariable(system.y, strength: Strength.strong)
        try solver.suggestValue(system.y, 42)
        #expect(system.values == [70, 30, 42])
        try solver.removeEditVariable(system.y)
        #expect(system.values == [70, 30, 5])
        try solver.addEditVariable(system.y, strength: Strength.strong)
        try solver.addEditVariable(system.w, strength: Strength.medium)
        try solver.suggestValue(system.w, 25)
        try solver.suggestValue(system.y, -1)
        #expect(system.values == [70, 30, -1])
        try solver.removeConstraint(system.strongW)
        // The medium edit (w at 25) and the medium x >= 80 (w at most 20) cost the same per
        // unit; the weak w == 0 breaks the tie.
        #expect(system.values == [80, 20, -1])
        try solver.removeEditVariable(system.w)
        try solver.removeEditVariable(system.y)
        #expect(system.values == [80, 20, 5])
    }

    @Test("a required inequality whose slack is parametric is removed cleanly")
    func parametricMarker() throws {
        let x = Variable("x"), solver = Solver()
        let floor = Constraint(x, .greaterThanOrEqual, 10)
        addAll(solver, floor, Constraint(x, .equal, 5, strength: Strength.weak))
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test("a required inequality whose slack is basic is removed cleanly")
    func basicMarker() throws {
        let x = Variable("x"), solver = Solver()
        let floor = Constraint(x, .greaterThanOrEqual, 10)
        addAll(solver, floor, Constraint(x, .equal, 50, strength: Strength.weak))
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.removeConstraint(floor)
        addAll(solver, Constraint(x, .lessThanOrEqual, 20))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("removing the middle of a chain leaves both ends consistent")
    func chainMiddle() throws {
        let solver = Solver()
        let lefts = (0..<6).map { Variable("left\($0)") }
        var links: [Constraint] = []
        addAll(solver, Constraint(lefts[0], .equal, 0))
        for index in 1..<lefts.count {
            let link = Constraint(lefts[index], .equal, lefts[index - 1] + 10)
            links.append(link)
            addAll(solver, link)
        }
        addAll(solver, Constraint(lefts[5], .equal, 0, strength: Strength.weak))
        solver.updateVariables()
        #expect(lefts.map(\.value) == [0, 10, 20, 30, 40, 50])
        try solver.removeConstraint(links[2])
        solver.updateVariables()
        #expect(lefts.map(\.value) == [0, 10, 20, -20, -10, 0])
        addAll(solver, links[2])
        solver.updateVariables()
        #expect(lefts.map(\.value) == [0, 10, 20, 30, 40, 50])
    }

    @Test("many add and remove cycles keep the same answer")
    func cycles() throws {
        let system = System()
        for _ in 0..<200 {
            for constraint in system.all.reversed() {
                try system.solver.removeConstraint(constraint)
            }
            for constraint in system.all {
                addAll(system.solver, constraint)
            }
        }
        #expect(system.values == [70, 30, 5])
    }

    private func permutations(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else {
            return [items]
        }
        return items.indices.flatMap { index -> [[Int]] in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }
}
