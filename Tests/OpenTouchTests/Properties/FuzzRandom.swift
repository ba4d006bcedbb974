import Foundation
import OpenTouch

/// A seeded SplitMix64 generator: the only source of randomness in the property tests, so a
/// seed replays the same scene, input and mutations (it never reads addresses, hash order or
/// the system generator). It is a `RandomNumberGenerator` too, for suites that draw with the
/// standard library's `random(in:using:)`.
struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (empty ranges are not allowed).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// A uniform double in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A uniform double in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A random element of a non-empty array (nil when it is empty).
    mutating func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[int(0...items.count - 1)]
    }

    /// A point in `rect`, widened by `margin` on every side.
    mutating func point(in rect: CGRect, margin: Double = 0) -> CGPoint {
        CGPoint(x: double(Double(rect.minX) - margin...Double(rect.maxX) + margin),
                y: double(Double(rect.minY) - margin...Double(rect.maxY) + margin))
    }
}
