import Foundation

/// A curve's values as plain bits: a timing function's four control points, or a spring's four
/// coefficients. Two curves with the same key give the same value at every input, bit for bit
/// (everything either computes from is derived from these values alone).
struct CurveKey: Equatable {
    /// Which kind of curve (0: timing function, 1: spring), so that keys of the two never match.
    private let kind: UInt8
    private let a, b, c, d: UInt64

    /// The key of a timing function.
    init(_ function: CAMediaTimingFunction) {
        let points = function.controlPointBits
        kind = 0
        a = UInt64(points.0) | UInt64(points.1) << 32
        b = UInt64(points.2) | UInt64(points.3) << 32
        c = 0
        d = 0
    }

    /// The key of a spring.
    init(_ spring: DampedSpring) {
        kind = 1
        a = spring.mass.bitPattern
        b = spring.stiffness.bitPattern
        c = spring.damping.bitPattern
        d = spring.initialVelocity.bitPattern
    }
}

/// The last value a ``BasicAnimationPlan`` curve gave, kept across layers: the layers of one
/// `UIView.animate` block share their curve and, in one frame, their input, so a frame solves the
/// timing function (or evaluates the spring) once instead of once per animation.
///
/// A reused value is the one the curve gives for that input: the key says the curve is the same
/// bit for bit, and the input is compared by its bits.
@MainActor
enum CurveMemo {
    /// The curve of the kept value.
    private static var key: CurveKey?
    /// The input the kept value was computed at, as bits.
    private static var input: UInt64 = 0
    /// The kept value.
    private static var output = 0.0

    /// The kept value when it is the curve keyed `key`'s at `x`, else nil.
    static func value(of key: CurveKey, at x: Double) -> Double? {
        x.bitPattern == input && key == self.key ? output : nil
    }

    /// Keeps `value`, the curve keyed `key`'s at `x`.
    static func keep(_ value: Double, of key: CurveKey, at x: Double) {
        self.key = key
        input = x.bitPattern
        output = value
    }
}
