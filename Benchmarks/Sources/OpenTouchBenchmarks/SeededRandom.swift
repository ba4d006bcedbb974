/// A small deterministic random number generator (SplitMix64), so every run builds the same
/// trees and queries the same points.
///
/// SplitMix64 passes the usual statistical tests and needs one 64-bit word of state; it is more
/// than good enough for laying out views and choosing tap points.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed value in `0 ..< 1`.
    mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// A uniformly distributed value in `range`.
    mutating func value(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}
