import OpenTouch
import Testing

/// A row of views laid out left to right, the shape the layout engine makes most.
@Suite("Solver: chains of views")
struct SolverChainTests {
    /// `count` views: each 8 points after the previous, width at least 10 (required) and 50
    /// (medium), height 44 (strong) and at most twice the width; the first at x = 0.
    final class Chain {
        let lefts: [CSVariable], widths: [CSVariable], heights: [CSVariable]
        var constraints: [CSConstraint] = []

        init(count: Int) {
            lefts = (0..<count).map { CSVariable("left\($0)") }
            widths = (0..<count).map { CSVariable("width\($0)") }
            heights = (0..<count).map { CSVariable("height\($0)") }
            for index in 0..<count {
                if index == 0 {
                    constraints.append(CSConstraint(lefts[0], .equal, 0))
                } else {
                    constraints.append(CSConstraint(lefts[index], .equal, lefts[index - 1] + widths[index - 1] + 8))
                }
                constraints.append(CSConstraint(widths[index], .greaterThanOrEqual, 10))
                constraints.append(CSConstraint(widths[index], .equal, 50, strength: CSStrength.medium))
                constraints.append(CSConstraint(heights[index], .equal, 44, strength: CSStrength.strong))
                constraints.append(CSConstraint(heights[index], .lessThanOrEqual, 2 * widths[index]))
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
        let chain = Chain(count: 150), solver = CSSolver()
        for constraint in chain.constraints {
            csAdd(solver, constraint)
        }
        solver.updateVariables()
        chain.expectLaidOut()
        #expect(solver.constraintCount == 750)
        #expect(!chain.lefts.contains { solver.isAmbiguous($0) })
    }

    @Test("dragging the last view squeezes the widths until the strong heights push back")
    func dragLastView() throws {
        let chain = Chain(count: 40), solver = CSSolver()
        for constraint in chain.constraints {
            csAdd(solver, constraint)
        }
        let last = chain.lefts[39]
        try solver.addEditVariable(last, strength: CSStrength.strong)
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
        let chain = Chain(count: 60), solver = CSSolver()
        for constraint in chain.constraints {
            csAdd(solver, constraint)
        }
        var random = CSRandom(seed: 7)
        var remaining = chain.constraints
        remaining.shuffle(using: &random)
        while let constraint = remaining.popLast() {
            try solver.removeConstraint(constraint)
            solver.updateVariables()
            for other in remaining where other.isRequired {
                #expect(csHolds(other), "\(other) after removing \(constraint)")
            }
        }
        #expect(solver.constraintCount == 0)
        var order = chain.constraints
        order.shuffle(using: &random)
        for constraint in order {
            csAdd(solver, constraint)
        }
        solver.updateVariables()
        chain.expectLaidOut()
    }
}
