import Foundation
import OpenTouchSolver
import Testing

/// Today's solutions, bit for bit: seeded random systems and the benchmark scenes must give the
/// values recorded in `SolverGoldenFixture.swift` (made by the solver as it was when the fixture
/// was written). Any change to the solver's pivoting must keep them.
///
/// To print a new fixture (only when a change of solution is intended and explained), run this
/// suite with `SOLVER_GOLDEN_PRINT=1` and paste the printed lines.
@Suite("OpenTouchSolver: golden solutions")
struct SolverGoldenTests {
    static let printing = ProcessInfo.processInfo.environment["SOLVER_GOLDEN_PRINT"] != nil

    static func check(_ name: String, _ print: Fingerprint, sourceLocation: SourceLocation = #_sourceLocation) {
        if printing {
            Swift.print("        \"\(name)\": (0x\(String(print.value, radix: 16)), \(print.count)),")
            return
        }
        guard let expected = SolverGoldenFixture.prints[name] else {
            Issue.record("no golden fingerprint for \(name)", sourceLocation: sourceLocation)
            return
        }
        #expect(print.value == expected.value && print.count == expected.count,
                "\(name): \(print), recorded 0x\(String(expected.value, radix: 16)) over \(expected.count)",
                sourceLocation: sourceLocation)
    }

    @Test("Seeded random walks give the recorded values", arguments: Array(UInt64(1)...60))
    func randomWalks(seed: UInt64) {
        let small = SolverScenes.randomWalk(seed: seed, steps: 80, variableCount: 5)
        #expect(small.problems.isEmpty, "\(small.problems)")
        Self.check("walk \(seed)", small.0)
        let large = SolverScenes.randomWalk(seed: seed &* 7_919, steps: 200, variableCount: 12)
        #expect(large.problems.isEmpty, "\(large.problems)")
        Self.check("walk \(seed &* 7_919) wide", large.0)
    }

    @Test("Chains give the recorded values", arguments: [100, 1_000])
    func chains(count: Int) throws {
        let (constraints, boxes) = SolverScenes.chain(constraintCount: count)
        Self.check("chain \(count)", try SolverScenes.solve(constraints, boxes, in: Solver()))
    }

    @Test("Stacks and independent siblings give the recorded values", arguments: [100, 1_000])
    func stacksAndSiblings(count: Int) throws {
        let stack = SolverScenes.stack(constraintCount: count)
        Self.check("stack \(count)", try SolverScenes.solve(stack.constraints, stack.boxes, in: Solver()))
        let siblings = SolverScenes.siblings(constraintCount: count)
        Self.check("siblings \(count)", try SolverScenes.solve(siblings.constraints, siblings.boxes, in: Solver()))
    }

    @Test("The card screen gives the recorded values, first pass and after one moved constant")
    func cardScreen() throws {
        let (constraints, boxes, firstTop) = SolverScenes.cardScreen(cards: 250)
        let solver = Solver()
        Self.check("cards 250", try SolverScenes.solve(constraints, boxes, in: solver))
        try solver.removeConstraint(firstTop)
        try solver.addConstraint(Constraint(firstTop.expression, .equal, -1))
        Self.check("cards 250 moved", SolverScenes.read(boxes, from: solver))
    }
}
