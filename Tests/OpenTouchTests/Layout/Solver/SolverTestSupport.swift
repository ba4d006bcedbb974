import OpenTouch
import Testing

// Helpers for the Layout/Solver suites (`Solver…Tests`). Helpers are prefixed `CS`/`cs` (one test
// module).

typealias CSVariable = Cassowary.Variable
typealias CSConstraint = Cassowary.Constraint
typealias CSExpression = Cassowary.Expression
typealias CSSolver = Cassowary.Solver
typealias CSStrength = Cassowary.Strength

/// The value of `constraint.expression` (lhs - rhs) at the variables' current values.
func csResidual(_ constraint: CSConstraint) -> Double {
    constraint.expression.terms.reduce(constraint.expression.constant) { sum, term in
        sum + term.coefficient * term.variable.value
    }
}

/// Whether the constraint holds at the variables' current values, within `tolerance`.
func csHolds(_ constraint: CSConstraint, tolerance: Double = 1e-6) -> Bool {
    let residual = csResidual(constraint)
    switch constraint.relation {
    case .equal: return abs(residual) <= tolerance
    case .lessThanOrEqual: return residual <= tolerance
    case .greaterThanOrEqual: return residual >= -tolerance
    }
}

/// Adds each constraint, failing the test on an error.
func csAdd(_ solver: CSSolver, _ constraints: CSConstraint..., sourceLocation: SourceLocation = #_sourceLocation) {
    for constraint in constraints {
        #expect(throws: Never.self, sourceLocation: sourceLocation) { try solver.addConstraint(constraint) }
    }
}

/// The solver error a throwing call threw, or nil when it returned.
func csError(_ body: () throws -> Void) -> Cassowary.Error? {
    do {
        try body()
        return nil
    } catch let error as Cassowary.Error {
        return error
    } catch {
        return .internalSolverError("not a solver error: \(error)")
    }
}

/// A seeded SplitMix64 generator, so the property tests make the same systems on every run.
struct CSRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A small whole number as a Double, so sums stay exact.
    mutating func small(_ range: ClosedRange<Int>) -> Double {
        Double(int(range))
    }
}
