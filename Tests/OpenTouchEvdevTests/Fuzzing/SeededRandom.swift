import Foundation

/// A small deterministic generator (SplitMix64): the same seed gives the same sequence everywhere.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A random element of `items`.
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

/// How much fuzzing to do: `OPENTOUCH_READER_FUZZ_ITERATIONS` iterations per fuzz test (default a
/// small budget that keeps the suite fast), and whether truncation tries every length.
enum FuzzBudget {
    static var iterations: Int {
        if let text = ProcessInfo.processInfo.environment["OPENTOUCH_READER_FUZZ_ITERATIONS"], let value = Int(text) {
            return max(1, value)
        }
        return 25
    }

    /// Whether a long run was asked for (any explicit iteration count).
    static var isLongRun: Bool {
        ProcessInfo.processInfo.environment["OPENTOUCH_READER_FUZZ_ITERATIONS"] != nil
    }

    /// The first seed (`OPENTOUCH_READER_FUZZ_SEED`, default 1).
    static var firstSeed: UInt64 {
        ProcessInfo.processInfo.environment["OPENTOUCH_READER_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
    }
}
