// OpenTouch — Geometry
//
// Mapping points of a layer's z = 0 plane through a CATransform3D and back, for drawing and
// for hit testing under perspective.

import Foundation
#if canImport(Darwin)
import QuartzCore
#endif

extension CATransform3D {
    /// The smallest |w| used in the perspective divide; nearer zero, w keeps its sign but is
    /// clamped to this magnitude.
    static let minimumDivisor: Double = 1e-9

    /// Maps the point (`point.x`, `point.y`, 0) through this transform and projects it onto
    /// the screen plane by the perspective divide: `x' = (x·m11 + y·m21 + m41) / w`,
    /// `y' = (x·m12 + y·m22 + m42) / w`, `w = x·m14 + y·m24 + m44`.
    ///
    /// The result is never NaN for finite input: when `w` is (nearly) zero — the point lies
    /// on the viewer's plane — `w` is clamped to ±1e-9 (keeping its sign; +1e-9 for exactly
    /// zero), giving a very large but finite point in the right direction, and results beyond
    /// the finite range are clamped to `±CGFloat.greatestFiniteMagnitude`. Points behind the
    /// viewer (`w < 0`) are divided as they are, as the projection formula gives.
    package func apply(to point: CGPoint) -> CGPoint {
        let x = Double(point.x), y = Double(point.y)
        let px = x * Double(m11) + y * Double(m21) + Double(m41)
        let py = x * Double(m12) + y * Double(m22) + Double(m42)
        var w = x * Double(m14) + y * Double(m24) + Double(m44)
        if w == 1 { return CGPoint(x: CGFloat(px), y: CGFloat(py)) }
        if abs(w) < Self.minimumDivisor || w.isNaN {
            w = w < 0 ? -Self.minimumDivisor : Self.minimumDivisor
        }
        return CGPoint(x: CGFloat(Self.clampedFinite(px / w)), y: CGFloat(Self.clampedFinite(py / w)))
    }

    /// The point of the z = 0 plane that this transform maps onto the screen point `point`:
    /// the inverse of ``apply(to:)`` for hit testing under perspective.
    ///
    /// Returns nil when the plane is seen edge-on (the 2×2 system is singular, or its
    /// determinant is below 1e-12 of its largest entry squared), when the
    /// solution is not finite, or when the solution lies on or behind the viewer (its
    /// homogeneous `w` is not positive), since such a point cannot be what is seen there.
    package func unapply(_ point: CGPoint) -> CGPoint? {
        let sx = Double(point.x), sy = Double(point.y)
        // (x·m11 + y·m21 + m41) = sx·w and (x·m12 + y·m22 + m42) = sy·w, w = x·m14 + y·m24 + m44.
        let a11 = Double(m11) - sx * Double(m14), a12 = Double(m21) - sx * Double(m24)
        let a21 = Double(m12) - sy * Double(m14), a22 = Double(m22) - sy * Double(m24)
        let b1 = sx * Double(m44) - Double(m41)
        let b2 = sy * Double(m44) - Double(m42)
        let determinant = a11 * a22 - a12 * a21
        let magnitude = Swift.max(abs(a11), abs(a12), abs(a21), abs(a22))
        guard determinant.isFinite, abs(determinant) > 1e-12 * magnitude * magnitude else { return nil }
        let x = (b1 * a22 - a12 * b2) / determinant
        let y = (a11 * b2 - b1 * a21) / determinant
        guard x.isFinite, y.isFinite else { return nil }
        let w = x * Double(m14) + y * Double(m24) + Double(m44)
        guard w > 0 else { return nil }
        return CGPoint(x: CGFloat(x), y: CGFloat(y))
    }

    /// `value`, with infinities and NaN replaced by the largest finite magnitude (NaN → 0).
    private static func clampedFinite(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        return Swift.min(Swift.max(value, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }
}
