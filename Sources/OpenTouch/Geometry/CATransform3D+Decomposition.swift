// OpenTouch — Geometry
//
// Decomposing a CATransform3D into perspective, translation, rotation, skew and scale (the
// classic "unmatrix" decomposition that CSS Transforms Level 2 specifies for interpolation),
// written for Core Animation's row-vector layout.

import Foundation
#if canImport(Darwin)
import QuartzCore
#endif

/// A transform split into separately interpolable parts.
///
/// Recomposed, a point (row vector) is scaled, then skewed, then rotated, then translated,
/// and finally given the perspective terms: `M = Scale × Skew × Rotation × Translation × Perspective`.
/// Decomposition first divides the matrix by `m44`, so recomposing gives that normalized,
/// projectively equivalent matrix (it maps every point to the same place on screen); the two
/// are entry-for-entry equal whenever `m44 == 1`.
package struct TransformComponents: Hashable, Sendable {
    /// Translation along x, y and z (`m41`, `m42`, `m43` of the normalized matrix).
    package var translation: SIMD3<Double>
    /// Scale factors along x, y and z; a negative factor is a reflection.
    package var scale: SIMD3<Double>
    /// Shear factors: xy (x added to y's row), xz and yz.
    package var skew: SIMD3<Double>
    /// The perspective terms, expressed before translation so that the recomposed
    /// (`m14`, `m24`, `m34`, `m44`) come out right; (0, 0, 0, 1) for none.
    package var perspective: SIMD4<Double>
    /// The rotation as a unit quaternion (x, y, z, w): a rotation of θ about the unit axis u
    /// is (u·sin(θ/2), cos(θ/2)), turning the same way as `CATransform3DMakeRotation(θ, u)`.
    package var quaternion: SIMD4<Double>

    /// The components of the identity transform.
    package static let identity = TransformComponents(
        translation: .zero, scale: .one, skew: .zero, perspective: SIMD4(0, 0, 0, 1), quaternion: SIMD4(0, 0, 0, 1)
    )

    /// Creates components from their parts.
    package init(translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>,
         perspective: SIMD4<Double>, quaternion: SIMD4<Double>) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// Decomposes `transform`, or returns nil when it cannot be decomposed: `m44` is zero,
    /// the matrix is singular (some scale factor is zero), or an entry is not finite.
    package init?(decomposing transform: CATransform3D) {
        self.init(decomposing: transform, allowingZeroScale: false)
    }

    /// Decomposes `transform`; with `allowingZeroScale`, a zero scale factor (a flattened
    /// matrix such as `CATransform3DMakeScale(0, 0, 1)`) is accepted and the missing axes of
    /// the rotation are completed with coordinate axes. Fails when `m44` is zero, an entry is
    /// not finite, or perspective terms are present on a matrix whose linear part is singular.
    package init?(decomposing transform: CATransform3D, allowingZeroScale: Bool) {
        guard transform.isFinite, transform.m44 != 0 else { return nil }
        var m = transform.rows
        let w = m[3][3]
        for i in 0..<4 { m[i] /= w }

        // Perspective: solve (m14, m24, m34, m44) = perspective × transpose(linear part with
        // translation), which only needs that matrix inverted when there is any perspective.
        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            var p = m
            for i in 0..<3 { p[i][3] = 0 }
            p[3][3] = 1
            guard let inverse = CATransform3D(rows: p).inverse else { return nil }
            let rhs = SIMD4(m[0][3], m[1][3], m[2][3], m[3][3])
            // rhs × transpose(inverse): component i is rhs · row i of the inverse.
            let inv = inverse.rows
            perspective = SIMD4((rhs * inv.r0).sum(), (rhs * inv.r1).sum(), (rhs * inv.r2).sum(), (rhs * inv.r3).sum())
        }

        let translation = SIMD3(m[3][0], m[3][1], m[3][2])
        var row = MatrixRows3(SIMD3(m.r0[0], m.r0[1], m.r0[2]), SIMD3(m.r1[0], m.r1[1], m.r1[2]),
                              SIMD3(m.r2[0], m.r2[1], m.r2[2]))
        guard let (scale, skew, orthonormal) = Self.orthonormalize(&row, allowingZeroScale: allowingZeroScale) else {
            return nil
        }
        self.init(translation: translation, scale: scale, skew: skew, perspective: perspective,
                  quaternion: Self.quaternion(fromRows: orthonormal))
    }

    /// Gram–Schmidt on the three linear rows: returns scale, skew and the orthonormal rows of
    /// a proper rotation (determinant +1), or nil when a row vanishes and that is not allowed.
    private static func orthonormalize(
        _ row: inout MatrixRows3, allowingZeroScale: Bool
    ) -> (SIMD3<Double>, SIMD3<Double>, MatrixRows3)? {
        var scale = SIMD3<Double>.zero
        var skew = SIMD3<Double>.zero
        let tiny = 1e-12
        let axes = MatrixRows3.identity

        scale.x = length(row[0])
        if scale.x <= tiny {
            guard allowingZeroScale else { return nil }
            scale.x = 0
            row[0] = axes[0]
        } else {
            row[0] /= scale.x
        }

        skew.x = dot(row[0], row[1])
        row[1] -= skew.x * row[0]
        scale.y = length(row[1])
        if scale.y <= tiny {
            guard allowingZeroScale else { return nil }
            scale.y = 0
            skew.x = 0
            row[1] = completion(orthogonalTo: row[0], preferring: axes[1])
        } else {
            row[1] /= scale.y
            skew.x /= scale.y
        }

        skew.y = dot(row[0], row[2])
        row[2] -= skew.y * row[0]
        skew.z = dot(row[1], row[2])
        row[2] -= skew.z * row[1]
        scale.z = length(row[2])
        if scale.z <= tiny {
            guard allowingZeroScale else { return nil }
            scale.z = 0
            skew.y = 0
            skew.z = 0
            row[2] = cross(row[0], row[1])
        } else {
            row[2] /= scale.z
            skew.y /= scale.z
            skew.z /= scale.z
        }

        // A reflection: flip one axis for a flat (2D) matrix so the rotation stays about z,
        // otherwise flip all three as CSS Transforms does.
        if dot(row[0], cross(row[1], row[2])) < 0 {
            let planar = row[0].z == 0 && row[1].z == 0 && row[2].x == 0 && row[2].y == 0
            if planar {
                let i = row[0].x < row[1].y ? 0 : 1
                scale[i] = -scale[i]
                row[i] = -row[i]
                if i == 0 { skew = -skew; skew.z = -skew.z }
                else { skew.x = -skew.x; skew.z = -skew.z }
            } else {
                scale = -scale
                for i in 0..<3 { row[i] = -row[i] }
            }
        }
        return (scale, skew, row)
    }

    /// A unit vector orthogonal to the unit vector `u`: `preferred` with its `u` component
    /// removed, normalised, or, when that vanishes, the first coordinate axis treated the same way.
    private static func completion(orthogonalTo u: SIMD3<Double>, preferring preferred: SIMD3<Double>) -> SIMD3<Double> {
        for index in -1 ..< 3 {
            var v = index < 0 ? preferred : MatrixRows3.identity[index]
            v -= dot(u, v) * u
            let l = length(v)
            if l > 1e-6 { return v / l }
        }
        return preferred
    }

    /// The unit quaternion of the rotation whose (row-vector) matrix rows are `r`.
    static func quaternion(fromRows r: MatrixRows3) -> SIMD4<Double> {
        let trace = r[0].x + r[1].y + r[2].z
        var q: SIMD4<Double>
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = SIMD4((r[1].z - r[2].y) / s, (r[2].x - r[0].z) / s, (r[0].y - r[1].x) / s, s / 4)
        } else if r[0].x > r[1].y && r[0].x > r[2].z {
            let s = (1 + r[0].x - r[1].y - r[2].z).squareRoot() * 2
            q = SIMD4(s / 4, (r[0].y + r[1].x) / s, (r[0].z + r[2].x) / s, (r[1].z - r[2].y) / s)
        } else if r[1].y > r[2].z {
            let s = (1 + r[1].y - r[0].x - r[2].z).squareRoot() * 2
            q = SIMD4((r[0].y + r[1].x) / s, s / 4, (r[1].z + r[2].y) / s, (r[2].x - r[0].z) / s)
        } else {
            let s = (1 + r[2].z - r[0].x - r[1].y).squareRoot() * 2
            q = SIMD4((r[0].z + r[2].x) / s, (r[1].z + r[2].y) / s, s / 4, (r[0].y - r[1].x) / s)
        }
        let norm = (q * q).sum().squareRoot()
        q /= norm
        return q.w < 0 ? -q : q
    }

    /// The (row-vector) rotation matrix rows of the unit quaternion `q`.
    static func rotationRows(of q: SIMD4<Double>) -> MatrixRows3 {
        let x = q.x, y = q.y, z = q.z, w = q.w
        return MatrixRows3(
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }
}

extension TransformComponents {
    /// The dot product of two 3-vectors.
    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    /// The cross product of two 3-vectors.
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The Euclidean length of a 3-vector.
    static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
}
