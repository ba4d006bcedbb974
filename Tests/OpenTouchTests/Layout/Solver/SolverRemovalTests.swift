import OpenTouch
import Testing

/// Removing constraints of every kind, in any order, and adding them back.
@Suite("Solver: removing constraints")
struct SolverRemovalTests {
    /// x + w == 100 (required), w >= 20 (required), w == 30 (strong), x >= 80 (medium),
    /// w == 0 (weak), y == 5 (weak). Unique solution: w = 30, x = 70, y = 5.
    final class System {
        let x = CSVariable("x"), w = CSVariable("w"), y = CSVariable("y")
        let solver = CSSolver()
        let sum: CSConstraint, floor: CSConstraint, strongW: CSConstraint, mediumX: CSConstraint
        let weakW: CSConstraint, weakY: CSConstraint
        var all: [CSConstraint] { [sum, floor, strongW, mediumX, weakW, weakY] }

        init() {
            sum = CSConstraint(x + w, .equal, 100, name: "sum")
            floor = CSConstraint(w, .greaterThanOrEqual, 20, name: "floor")
            strongW = CSConstraint(w, .equal, 30, strength: CSStrength.strong, name: "strong w")
            mediumX = CSConstraint(x, .greaterThanOrEqual, 80, strength: CSStrength.medium, name: "medium x")
            weakW = CSConstraint(w, .equal, 0, strength: CSStrength.weak, name: "weak w")
            weakY = CSConstraint(y, .equal, 5, strength: CSStrength.weak, name: "weak y")
            for constraint in all {
                csAdd(solver, constraint)
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
            csAdd(system.solver, constraint)
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
                    #expect(csHolds(constraint), "order \(order): \(constraint)")
                }
            }
            for index in order.reversed() {
                csAdd(system.solver, candidates[index])
            }
            #expect(system.values == [70, 30, 5], "order \(order)")
        }
    }

    @Test("an edit variable removed and added again edits again")
    func editRemovedAndReadded() throws {
        let system = System()
        let solver = system.solver
        try solver.addEditVariable(system.y, strength: CSStrength.strong)
        try solver.suggestValue(system.y, 42)
        #expect(system.values == [70, 30, 42])
        try solver.removeEditVariable(system.y)
        #expect(system.values == [70, 30, 5])
        try solver.addEditVariable(system.y, strength: CSStrength.strong)
        try solver.addEditVariable(system.w, strength: CSStrength.medium)
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
        let x = CSVariable("x"), solver = CSSolver()
        let floor = CSConstraint(x, .greaterThanOrEqual, 10)
        csAdd(solver, floor, CSConstraint(x, .equal, 5, strength: CSStrength.weak))
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test("a required inequality whose slack is basic is removed cleanly")
    func basicMarker() throws {
        let x = CSVariable("x"), solver = CSSolver()
        let floor = CSConstraint(x, .greaterThanOrEqual, 10)
        csAdd(solver, floor, CSConstraint(x, .equal, 50, strength: CSStrength.weak))
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.removeConstraint(floor)
        csAdd(solver, CSConstraint(x, .lessThanOrEqual, 20))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("removing the middle of a chain leaves both ends consistent")
    func chainMiddle() throws {
        let solver = CSSolver()
        let lefts = (0..<6).map { CSVariable("left\($0)") }
        var links: [CSConstraint] = []
        csAdd(solver, CSConstraint(lefts[0], .equal, 0))
        for index in 1..<lefts.count {
            let link = CSConstraint(lefts[index], .equal, lefts[index - 1] + 10)
            links.append(link)
            csAdd(solver, link)
        }
        csAdd(solver, CSConstraint(lefts[5], .equal, 0, strength: CSStrength.weak))
        solver.updateVariables()
        #expect(lefts.map(\.value) == [0, 10, 20, 30, 40, 50])
        try solver.removeConstraint(links[2])
        solver.updateVariables()
        #expect(lefts.map(\.value) == [0, 10, 20, -20, -10, 0])
        csAdd(solver, links[2])
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
                csAdd(system.solver, constraint)
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
