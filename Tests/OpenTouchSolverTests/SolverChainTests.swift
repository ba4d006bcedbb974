import OpenTouchSolver
import Testing

/// A row of views laid out left to right, the shape the layout engine makes most.
@Suite("Solver: chains of views")
struct SolverChainTests {
    /// `count` views: each 8 points after the previous, width at least 10 (required) and 50
    /// (medium), height 44 (strong) and at most twice the width; the first at x = 0.
    final class Chain {
        let lefts: [Variable], widths: [Variable], heights: [Variable]
        var constraints: [Constraint] = []

        init(count: Int) {
            lefts = (0..<count).map { Variable("left\($0)") }
            widths = (0..<count).map { Variable("width\($0)") }
            heights = (0..<count).map { Variable("height\($0)") }
            for index in 0..<count {
                if index == 0 {
                    constraints.append(Constraint(lefts[0], .equal, 0))
                } else {
                    constraints.append(Constraint(lefts[index], .equal, lefts[index - 1] + widths[index - 1] + 8))
                }
                constraints.append(Constraint(widths[index], .greaterThanOrEqual, 10))
                constraints.append(Constraint(widths[index], .equal, 50, strength: Strength.medium))
                constraints.append(Constraint(heights[index], .equal, 44, strength: Strength.strong))
                constraints.append(Constraint(heights[index], .lessThanOrEqual, 2 * widths[index]))
            }
        }

        func expectLaidOut(sourceLocation: SourceLocation = #_sourceLocation) {
            for index in lefts.indices {
                #expect(lefts[index].value == Double(index * 58), sourceLocation: sourceLocation)
                #expect(widths[index].value == 50, sourceLocation: sourceLocation)
                #expect(heights[index].value == 44, sourceLocation: sourceLocation)
            }
        }
    }

    @Test("a chain of 150 views solves exactly and nothing in it is ambiguous")
    func chainSolves() {
        let chain = Chain(count: 150), solver = Solver()
        for constraint in chain.constraints {
            addAll(solver, constraint)
        }
        solver.updateVariables()
        chain.expectLaidOut()
        #expect(solver.constraintCount == 750)
        #expect(!chain.lefts.contains { solver.isAmbiguous($0) })
    }

    @Test("dragging the last view squeezes the widths until the strong heights push back")
    func dragLastView() throws {
        let chain = Chain(count: 40), solver = Solver()
        for constraint in chain.constraints {
            addAll(solver, constraint)
        }
        let last = chain.lefts[39]
        try solver.addEditVariable(last, strength: Strength.strong)
        try solver.suggestValue(last, 39 * 58 - 100)
        solver.updateVariables()
        #expect(last.value == 39 * 58 - 100)
        #expect(chain.widths.reduce(0) { $0 + $1.value } == 40 * 50 - 100)
        // Below a width of 22 each point of width costs two points of the strong height (at most
        // twice the width), more than the one point of the strong edit it wins.
        try solver.suggestValue(last, 0)
        solver.updateVariables()
        #expect(last.value == 39 * 30)
        #expect(chain.widths.dropLast().allSatisfy { $0.value == 22 })
        #expect(chain.heights.allSatisfy { $0.value == 44 })
        try solver.removeEditVariable(last)
        solver.updateVariables()
        chain.expectLaidOut()
    }

    @Test("removing every constraint in a random order keeps the required ones holding; adding back restores the layout")
    func removeInRandomOrder() throws {
        let chain = Chain(count: 60), solver = Solver()
        for constraint in chain.constraints {
            addAll(solver, constraint)
        }
        var random = SeededRandom(seed: 7)
        var remaining = chain.constraints
        remaining.shuffle(using: &random)
        while let constraint = remaining.popLast() {
            try solver.removeConstraint(constraint)
            solver.updateVariables()
            for other in remaining where other.isRequired {
                #expect(holds(other), "\(other) after removing \(constraint)")
            }
        }
        #expect(solver.constraintCount == 0)
        var order = chain.constraints
        order.shuffle(using: &random)
        for constraint in order {
            addAll(solver, constraint)
        }
        solver.updateVariables()
        chain.expectLaidOut()
    }
}
