// OpenTouch — Graphics
//
// Cubic Bézier arithmetic shared by CGPath's bounds, hit testing and stroking.

#if !canImport(Darwin)
import Foundation

enum BezierMath {
    /// 4/3·(√2 − 1): the control-point distance, as a fraction of the radius, of the cubic
    /// that best approximates a quarter circle (radial error below 0.03 % of the radius).
    static let quarterCircleKappa: CGFloat = 0.552_284_749_830_793_4

    /// One coordinate of a cubic at `t`, with the end values returned exactly at 0 and 1.
    static func value(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, at t: CGFloat) -> CGFloat {
        if t == 0 { return a }
        if t == 1 { return d }
        let u = 1 - t
        return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
    }

    /// The point of the cubic `p0 p1 p2 p3` at `t`.
    static func point(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        CGPoint(x: value(p0.x, p1.x, p2.x, p3.x, at: t), y: value(p0.y, p1.y, p2.y, p3.y, at: t))
    }

    /// The parameters strictly between 0 and 1, ascending, where one coordinate of a cubic
    /// has zero derivative (its local extrema).
    static func extremaParameters(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // The derivative is 3·(q2·t² + q1·t + q0).
        let d0 = b - a, d1 = c - b, d2 = d - c
        let q2 = d0 - 2 * d1 + d2
        let q1 = 2 * (d1 - d0)
        let q0 = d0
        var roots: [CGFloat] = []
        let scale = Swift.max(abs(d0), abs(d1), abs(d2))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(q2) <= scale * 1e-12 {
            if q1 != 0 { roots.append(-q0 / q1) }
        } else {
            let discriminant = q1 * q1 - 4 * q2 * q0
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                // The numerically stable form of the quadratic formula.
                let q = -0.5 * (q1 + (q1 < 0 ? -root : root))
                if q != 0 { roots.append(q0 / q) }
                roots.append(q / q2)
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }.sorted()
    }

    /// Splits the parameter range of a cubic at the extrema of the given coordinate, so each
    /// piece is monotonic in it. Returns the piece boundaries, from 0 to 1.
    static func monotonicBreaks(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        [0] + extremaParameters(a, b, c, d) + [1]
    }

    /// The number of straight pieces that keep a cubic within `tolerance` of its chords:
    /// with n equal parameter steps the error is at most ¾·max‖second difference‖ / n².
    static func flatteningSteps(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat) -> Int {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let bend = Swift.max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        guard bend.isFinite, tolerance > 0 else { return 1 }
        let steps = (0.75 * bend / tolerance).squareRoot().rounded(.up)
        return Int(Swift.min(Swift.max(steps, 1), 1000))
    }

    /// The cubic replaced by points along it within `tolerance`, excluding its start point.
    static func flatten(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat) -> [CGPoint] {
        let steps = flatteningSteps(p0, p1, p2, p3, tolerance: tolerance)
        return (1...steps).map { point(p0, p1, p2, p3, at: CGFloat($0) / CGFloat(steps)) }
    }
}
#endif
