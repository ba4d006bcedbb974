// OpenTouch — Geometry
//
// The shorter arc between two unit quaternions, with what depends only on its ends (the far
// end's sign, the angle and its sine) worked out once, for slerping along it at many fractions.

import Foundation

/// The shorter arc from one unit quaternion to another, for spherical linear interpolation
/// (slerp) along it.
///
/// The arc's `acos` and `sin`, which depend only on the two ends, are computed here once, and
/// ``value(at:)`` does the rest at each fraction: the same arithmetic, bit for bit, as computing
/// everything at every fraction.
struct QuaternionArc: Sendable {
    /// The start.
    let start: SIMD4<Double>
    /// The end, negated when that gives the shorter arc.
    let end: SIMD4<Double>
    /// The angle between the ends; nil when they are so close that a straight line is used.
    let angle: Double?
    /// The sine of ``angle`` (unused when ``angle`` is nil).
    let sine: Double

    /// The arc from `q0` to `q1` (or to `-q1`, whichever is shorter).
    init(from q0: SIMD4<Double>, to q1: SIMD4<Double>) {
        var end = q1
        var cosine = (q0 * q1).sum()
        if cosine < 0 {
            end = -end
            cosine = -cosine
        }
        start = q0
        self.end = end
        if cosine > 1 - 1e-12 {
            angle = nil
            sine = 0
        } else {
            let angle = acos(Swift.min(cosine, 1))
            self.angle = angle
            sine = sin(angle)
        }
    }

    /// The unit quaternion a fraction `t` along the arc (extrapolating outside 0...1).
    func value(at t: Double) -> SIMD4<Double> {
        let q0 = start
        var q: SIMD4<Double>
        if let angle {
            q = q0 * (sin((1 - t) * angle) / sine) + end * (sin(t * angle) / sine)
        } else {
            // Nearly the same orientation: a normalized straight line is accurate enough.
            q = q0 + (end - q0) * t
        }
        let norm = (q * q).sum().squareRoot()
        return norm > 0 ? q / norm : SIMD4(0, 0, 0, 1)
    }
}
