import OpenTouchSolver
import Testing

/// `reserveCapacity(constraints:variables:)` only makes room: the solution is the same.
@Suite("Solver: reserving capacity")
struct SolverCapacityTests {
    /// A chain of `count` views of width 10, each 1 after the previous, wished at 0 (weak).
    static func solveChain(count: Int, reserving: Bool) throws -> [Double] {
        let solver = Solver()
        if reserving { solver.reserveCapacity(constraints: 3 * count, variables: 2 * count) }
        let lefts = (0..<count).map { Variable("left\($0)") }
        let widths = (0..<count).map { Variable("width\($0)") }
        for index in 0..<count {
            try solver.addConstraint(Constraint(widths[index], .equal, 10))
            try solver.addConstraint(Constraint(lefts[index], .equal, 0, strength: Strength.weak))
            if index > 0 {
                try solver.addConstraint(Constraint(lefts[index], .equal, lefts[index - 1] + widths[index - 1] + 1))
            }
        }
        solver.updateVariables()
        return lefts.map(\.value) + widths.map(\.value)
    }

    @Test("a reserved solver solves a chain to the same values, bit for bit")
    func sameSolution() throws {
        let plain = try Self.solveChain(count: 50, reserving: false)
        let reserved = try Self.solveChain(count: 50, reserving: true)
        #expect(plain.map(\.bitPattern) == reserved.map(\.bitPattern))
        #expect(plain[49] - plain[0] == 49 * 11)
    }
}
