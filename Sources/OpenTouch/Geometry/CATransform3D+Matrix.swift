// OpenTouch — Geometry
//
// Matrix arithmetic behind the CATransform3D functions, shared by every platform.

import Foundation
#if canImport(Darwin)
import QuartzCore
#endif

extension CATransform3D {
    /// Creates a transform from four rows of `Double`s (row-vector convention).
    init(rows r: MatrixRows4) {
        self.init(
            m11: CGFloat(r[0][0]), m12: CGFloat(r[0][1]), m13: CGFloat(r[0][2]), m14: CGFloat(r[0][3]),
            m21: CGFloat(r[1][0]), m22: CGFloat(r[1][1]), m23: CGFloat(r[1][2]), m24: CGFloat(r[1][3]),
            m31: CGFloat(r[2][0]), m32: CGFloat(r[2][1]), m33: CGFloat(r[2][2]), m34: CGFloat(r[2][3]),
            m41: CGFloat(r[3][0]), m42: CGFloat(r[3][1]), m43: CGFloat(r[3][2]), m44: CGFloat(r[3][3])
        )
    }

    /// The four rows as `Double` vectors: row `i` holds `m(i+1)1 … m(i+1)4`.
    var rows: MatrixRows4 {
        MatrixRows4(
            SIMD4(Double(m11), Double(m12), Double(m13), Double(m14)),
            SIMD4(Double(m21), Double(m22), Double(m23), Double(m24)),
            SIMD4(Double(m31), Double(m32), Double(m33), Double(m34)),
            SIMD4(Double(m41), Double(m42), Double(m43), Double(m44))
        )
    }

    /// The 3D transform equivalent to `m`, with identity z row and column.
    init(affine m: CGAffineTransform) {
        self.init(m11: m.a, m12: m.b, m13: 0, m14: 0,
                  m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: m.tx, m42: m.ty, m43: 0, m44: 1)
    }

    /// The 2D part (`m11`, `m12`, `m21`, `m22`, `m41`, `m42`); every other entry is ignored.
    package var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Whether this transform equals `CATransform3D(affine: affine)` exactly: no z coupling,
    /// `m33 == 1`, no perspective and `m44 == 1`.
    package var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// Whether all sixteen entries are finite.
    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The transform that applies `self` first and then `other`: the product `self × other`.
    /// It allocates nothing (animation frames concatenate additive transforms with it). The rows
    /// are written out rather than mapped: the same sums in the same order, without a closure call
    /// per row.
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = rows, b = other.rows
        /// Row `r` of `self` times `other`, inlined (four calls cost about 120 instructions a product).
        @inline(__always) func product(_ r: SIMD4<Double>) -> SIMD4<Double> {
            r[0] * b.r0 + r[1] * b.r1 + r[2] * b.r2 + r[3] * b.r3
        }
        return CATransform3D(rows: MatrixRows4(product(a.r0), product(a.r1), product(a.r2), product(a.r3)))
    }

    /// The inverse matrix, or nil when the determinant is zero or the result is not finite.
    var inverse: CATransform3D? {
        // Cofactor expansion through the 2×2 minors of the top and bottom row pairs.
        let r = rows
        let s0 = r[0][0] * r[1][1] - r[1][0] * r[0][1]
        let s1 = r[0][0] * r[1][2] - r[1][0] * r[0][2]
        let s2 = r[0][0] * r[1][3] - r[1][0] * r[0][3]
        let s3 = r[0][1] * r[1][2] - r[1][1] * r[0][2]
        let s4 = r[0][1] * r[1][3] - r[1][1] * r[0][3]
        let s5 = r[0][2] * r[1][3] - r[1][2] * r[0][3]
        let c5 = r[2][2] * r[3][3] - r[3][2] * r[2][3]
        let c4 = r[2][1] * r[3][3] - r[3][1] * r[2][3]
        let c3 = r[2][1] * r[3][2] - r[3][1] * r[2][2]
        let c2 = r[2][0] * r[3][3] - r[3][0] * r[2][3]
        let c1 = r[2][0] * r[3][2] - r[3][0] * r[2][2]
        let c0 = r[2][0] * r[3][1] - r[3][0] * r[2][1]
        let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard determinant != 0, determinant.isFinite else { return nil }
        let k = 1 / determinant
        let result = CATransform3D(rows: MatrixRows4(
            SIMD4(
                (r[1][1] * c5 - r[1][2] * c4 + r[1][3] * c3) * k,
                (-r[0][1] * c5 + r[0][2] * c4 - r[0][3] * c3) * k,
                (r[3][1] * s5 - r[3][2] * s4 + r[3][3] * s3) * k,
                (-r[2][1] * s5 + r[2][2] * s4 - r[2][3] * s3) * k
            ),
            SIMD4(
                (-r[1][0] * c5 + r[1][2] * c2 - r[1][3] * c1) * k,
                (r[0][0] * c5 - r[0][2] * c2 + r[0][3] * c1) * k,
                (-r[3][0] * s5 + r[3][2] * s2 - r[3][3] * s1) * k,
                (r[2][0] * s5 - r[2][2] * s2 + r[2][3] * s1) * k
            ),
            SIMD4(
                (r[1][0] * c4 - r[1][1] * c2 + r[1][3] * c0) * k,
                (-r[0][0] * c4 + r[0][1] * c2 - r[0][3] * c0) * k,
                (r[3][0] * s4 - r[3][1] * s2 + r[3][3] * s0) * k,
                (-r[2][0] * s4 + r[2][1] * s2 - r[2][3] * s0) * k
            ),
            SIMD4(
                (-r[1][0] * c3 + r[1][1] * c1 - r[1][2] * c0) * k,
                (r[0][0] * c3 - r[0][1] * c1 + r[0][2] * c0) * k,
                (-r[3][0] * s3 + r[3][1] * s1 - r[3][2] * s0) * k,
                (r[2][0] * s3 - r[2][1] * s1 + r[2][2] * s0) * k
            )
        ))
        return result.isFinite ? result : nil
    }

    /// A rotation of `angle` radians about `axis` (normalized here), or nil for a zero or
    /// non-finite axis. Rotations about a coordinate axis are built exactly, so a rotation
    /// about z keeps `m33 == 1` and stays affine.
    static func rotation(angle: Double, axis: SIMD3<Double>) -> CATransform3D? {
        let length = (axis * axis).sum().squareRoot()
        guard length > 0, length.isFinite else { return nil }
        let c = cos(angle), s = sin(angle)
        if axis.x == 0 && axis.y == 0 {
            let s = axis.z > 0 ? s : -s
            return CATransform3D(rows: MatrixRows4(SIMD4(c, s, 0, 0), SIMD4(-s, c, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1)))
        }
        if axis.y == 0 && axis.z == 0 {
            let s = axis.x > 0 ? s : -s
            return CATransform3D(rows: MatrixRows4(SIMD4(1, 0, 0, 0), SIMD4(0, c, s, 0), SIMD4(0, -s, c, 0), SIMD4(0, 0, 0, 1)))
        }
        if axis.x == 0 && axis.z == 0 {
            let s = axis.y > 0 ? s : -s
            return CATransform3D(rows: MatrixRows4(SIMD4(c, 0, -s, 0), SIMD4(0, 1, 0, 0), SIMD4(s, 0, c, 0), SIMD4(0, 0, 0, 1)))
        }
        let u = axis / length
        let t = 1 - c
        // Row-vector form (the transpose of the column-vector axis–angle matrix).
        return CATransform3D(rows: MatrixRows4(
            SIMD4(t * u.x * u.x + c, t * u.x * u.y + s * u.z, t * u.x * u.z - s * u.y, 0),
            SIMD4(t * u.x * u.y - s * u.z, t * u.y * u.y + c, t * u.y * u.z + s * u.x, 0),
            SIMD4(t * u.x * u.z + s * u.y, t * u.y * u.z - s * u.x, t * u.z * u.z + c, 0),
            SIMD4(0, 0, 0, 1)
        ))
    }
}
