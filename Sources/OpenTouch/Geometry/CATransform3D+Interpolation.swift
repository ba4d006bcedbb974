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
        let l0 = scale.x * r.r0
        let l1 = scale.y * (r.r1 + skew.x * r.r0)
        let l2 = scale.z * (r.r2 + skew.y * r.r0 + skew.z * r.r1)
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        func row(_ l: SIMD3<Double>) -> SIMD4<Double> { SIMD4(l.x, l.y, l.z, Self.dot(l, p)) }
        return CATransform3D(rows: MatrixRows4(
            row(l0), row(l1), row(l2),
            SIMD4(translation.x, translation.y, translation.z, Self.dot(translation, p) + perspective.w)
        ))
    }

    /// The components `fraction` of the way from `from` to `to`.
    ///
    /// Translation, scale, skew and perspective are interpolated linearly; the rotation is
    /// interpolated spherically along the shorter arc between the two orientations. Fractions
    /// outside 0...1 extrapolate: the linear parts continue along their line and the rotation
    /// keeps turning about the same axis at the same rate (it is not clamped).
    package static func interpolate(_ from: TransformComponents, _ to: TransformComponents, fraction: Double) -> TransformComponents {
        interpolate(from, to, along: QuaternionArc(from: from.quaternion, to: to.quaternion), fraction: fraction)
    }

    /// As ``interpolate(_:_:fraction:)``, with the rotation's arc from `from` to `to` already made.
    static func interpolate(_ from: TransformComponents, _ to: TransformComponents, along arc: QuaternionArc,
                            fraction: Double) -> TransformComponents {
        /// `a` to `b` at `fraction`, inlined (a call per component cost more than the lerp).
        @inline(__always) func lerp<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double { a + (b - a) * fraction }
        return TransformComponents(
            translation: lerp(from.translation, to.translation),
            scale: lerp(from.scale, to.scale),
            skew: lerp(from.skew, to.skew),
            perspective: lerp(from.perspective, to.perspective),
            quaternion: arc.value(at: fraction)
        )
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
    ///
    /// It allocates nothing, so animation frames call it for every transform they show. Two
    /// transforms that only scale (by positive factors) and translate are interpolated entry by
    /// entry, which is what their decompositions give, without decomposing.
    package func interpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        if self == other { return self }
        if isScaleAndTranslation, other.isScaleAndTranslation {
            return scaleAndTranslationInterpolated(to: other, fraction: fraction)
        }
        guard let from = TransformComponents(decomposing: self),
              let to = TransformComponents(decomposing: other) else {
            return entrywiseInterpolated(to: other, fraction: fraction)
        }
        return TransformComponents.interpolate(from, to, fraction: fraction).transform
    }

    /// The entries of `self` and `other` interpolated (or extrapolated) linearly one by one.
    func entrywiseInterpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
        let a = rows, b = other.rows
        return CATransform3D(rows: MatrixRows4(a.r0 + (b.r0 - a.r0) * fraction, a.r1 + (b.r1 - a.r1) * fraction,
                                               a.r2 + (b.r2 - a.r2) * fraction, a.r3 + (b.r3 - a.r3) * fraction))
    }

    /// Whether this is a positive scale on each axis followed by a translation, nothing else.
    var isScaleAndTranslation: Bool {
        m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m34 == 0 && m44 == 1
            && m11 > 0 && m22 > 0 && m33 > 0
            && m11.isFinite && m22.isFinite && m33.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite
    }

    /// The interpolation of two scale-and-translation transforms: their scales and translations
    /// lerped, exactly what decomposing, interpolating and recomposing them gives.
    private func scaleAndTranslationInterpolated(to other: CATransform3D, fraction f: Double) -> CATransform3D {
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        var result = CATransform3DIdentity
        result.m11 = lerp(m11, other.m11)
        result.m22 = lerp(m22, other.m22)
        result.m33 = lerp(m33, other.m33)
        result.m41 = lerp(m41, other.m41)
        result.m42 = lerp(m42, other.m42)
        result.m43 = lerp(m43, other.m43)
        return result
    }
}
