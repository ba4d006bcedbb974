import OpenTouchSolver
import Testing

// Helpers for the OpenTouchSolver suites. The target depends on the solver alone, so it builds in
// seconds; Auto Layout's suites, which reach the solver through NSLayoutConstraint, stay in
// OpenTouchTests.

extension Tag {
    /// Seeded random systems checked against an independent answer.
    @Tag static var property: Self
}

typealias Variable = Cassowary.Variable
typealias Constraint = Cassowary.Constraint
typealias Expression = Cassowary.Expression
typealias Solver = Cassowary.Solver
typealias Strength = Cassowary.Strength

/// The value of `constraint.expression` (lhs - rhs) at the variables' current values.
func residual(_ constraint: Constraint) -> Double {
    constraint.expression.terms.reduce(constraint.expression.constant) { sum, term in
        sum + term.coefficient * term.variable.value
    }
}

/// How far the constraint is from holding at the variables' current values (0 when it holds).
func violation(_ constraint: Constraint) -> Double {
    let value = residual(constraint)
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(value, 0)
    case .greaterThanOrEqual: return max(-value, 0)
    }
}

/// Whether the constraint holds at the variables' current values, within `tolerance`.
func holds(_ constraint: Constraint, tolerance: Double = 1e-6) -> Bool {
    violation(constraint) <= tolerance
}

/// Adds each constraint, failing the test on an error.
func addAll(_ solver: Solver, _ constraints: Constraint..., sourceLocation: SourceLocation = #_sourceLocation) {
    for constraint in constraints {
        #expect(throws: Never.self, sourceLocation: sourceLocation) { try solver.addConstraint(constraint) }
    }
}

/// The solver error a throwing call threw, or nil when it returned.
func solverError(_ body: () throws -> Void) -> Cassowary.Error? {
    do {
        try body()
        return nil
    } catch let error as Cassowary.Error {
        return error
    } catch {
        return .internalSolverError("not a solver error: \(error)")
    }
}

/// A seeded SplitMix64 generator with its own range arithmetic (no standard-library algorithm
/// that could change between toolchains), so seeded systems are the same on every run. It is a
/// `RandomNumberGenerator` too, for the suites that shuffle with it.
struct SeededRandom: RandomNumberGenerator {
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

    /// An integer in `range` (modulo bias is irrelevant here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A small whole number as a Double, so sums stay exact.
    mutating func small(_ range: ClosedRange<Int>) -> Double {
        Double(int(range))
    }
}

/// FNV-1a over 64-bit words: a fingerprint of a run's values, bit for bit.
struct Fingerprint: Equatable, CustomStringConvertible {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325
    private(set) var count = 0

    mutating func add(_ word: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            value = (value ^ (word >> UInt64(shift) & 0xFF)) &* 0x0000_0100_0000_01B3
        }
        count += 1
    }

    mutating func add(_ number: Double) {
        add((number == 0 ? 0 : number).bitPattern)
    }

    var description: String { "0x" + String(value, radix: 16) + " over \(count) values" }
}
