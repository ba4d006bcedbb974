// OpenTouch — Geometry
//
// Recomposing TransformComponents and interpolating between transforms component by
// component, as Core Animation does when it animates a layer's `transform`.

import Foundation
#if canImport(Darwin)
import QuartzCore
#endif

extension TransformComponents {
    /// The transform these components describe: scale, then skew, then rotation, then
    /// translation, then perspective (row-vector order).
    package var transform: CATransform3D {
        let r = Self.rotationRows(of: quaternion)
        let linear = [
            scale.x * r[0],
            scale.y * (r[1] + skew.x * r[0]),
            scale.z * (r[2] + skew.y * r[0] + skew.z * r[1]),
        ]
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        var rows = linear.map { SIMD4($0.x, $0.y, $0.z, Self.dot($0, p)) }
        rows.append(SIMD4(translation.x, translation.y, translation.z, Self.dot(translation, p) + perspective.w))
        return CATransform3D(rows: rows)
    }

    /// The components `fraction` of the way from `from` to `to`.
    ///
    /// Translation, scale, skew and perspective are interpolated linearly; the rotation is
    /// interpolated spherically along the shorter arc between the two orientations. Fractions
    /// outside 0...1 extrapolate: the linear parts continue along their line and the rotation
    /// keeps turning about the same axis at the same rate (it is not clamped).
    package static func interpolate(_ from: TransformComponents, _ to: TransformComponents, fraction: Double) -> TransformComponents {
        func lerp<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double { a + (b - a) * fraction }
        return TransformComponents(
            translation: lerp(from.translation, to.translation),
            scale: lerp(from.scale, to.scale),
            skew: lerp(from.skew, to.skew),
            perspective: lerp(from.perspective, to.perspective),
            quaternion: slerp(from.quaternion, to.quaternion, fraction: fraction)
        )
    }

    /// Spherical linear interpolation of unit quaternions along the shorter arc, extrapolating
    /// for fractions outside 0...1.
    static func slerp(_ q0: SIMD4<Double>, _ q1: SIMD4<Double>, fraction t: Double) -> SIMD4<Double> {
        var end = q1
        var cosine = (q0 * q1).sum()
        if cosine < 0 {
            end = -end
            cosine = -cosine
        }
        var q: SIMD4<Double>
        if cosine > 1 - 1e-12 {
            // Nearly the same orientation: a normalized straight line is accurate enough.
            q = q0 + (end - q0) * t
        } else {
            let angle = acos(Swift.min(cosine, 1))
            let sine = sin(angle)
            q = q0 * (sin((1 - t) * angle) / sine) + end * (sin(t * angle) / sine)
        }
        let norm = (q * q).sum().squareRoot()
        return norm > 0 ? q / norm : SIMD4(0, 0, 0, 1)
    }
}

extension CATransform3D {
    /// The transform `fraction` of the way from `self` to `other`.
    ///
    /// Both ends are decomposed into ``TransformComponents`` and interpolated component by
    /// component (rotation spherically), so identity → a z rotation of π/2 passes through a
    /// true rotation of π/4 rather than a shrunken matrix. Fractions outside 0...1 (spring
    /// overshoot) extrapolate. When either end cannot be decomposed (for example a zero scale
    /// or `m44 == 0`), the sixteen entries are interpolated linearly instead. A fraction of
    /// exactly 0 or 1 returns `self` or `other` unchanged; in between, results come out divided
    /// by `m44` (projectively the same transform, see ``TransformComponents``).
    ///
    /// Rotations are taken along the shorter arc, so a matrix rotated by 3π/2 is reached by
    /// turning −π/2, and a full turn (which equals the identity matrix) does not animate; use
    /// the `transform.rotation` key paths for those.
    package func interpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        if self == other { return self }
        guard let from = TransformComponents(decomposing: self),
              let to = TransformComponents(decomposing: other) else {
            return entrywiseInterpolated(to: other, fraction: fraction)
        }
        return TransformComponents.interpolate(from, to, fraction: fraction).transform
    }

    /// The entries of `self` and `other` interpolated (or extrapolated) linearly one by one.
    func entrywiseInterpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
        let a = rows, b = other.rows
        return CATransform3D(rows: (0..<4).map { a[$0] + (b[$0] - a[$0]) * fraction })
    }
}
