// OpenTouch — Geometry
//
// Rotation angles about x, y and z for the `transform.rotation.*` key paths.

import Foundation

extension TransformComponents {
    /// The rotation as angles (radians) about x, y and z, applied in that order: a point is
    /// turned about x first, then y, then z (`Rx × Ry × Rz` in row-vector form).
    ///
    /// A pure rotation about one axis reads back as that angle on that axis, wrapped into
    /// −π...π (x and z) or −π/2...π/2 (y). At y = ±π/2 (gimbal lock) the z angle reads 0 and
    /// the whole turn is reported on x.
    package var eulerAngles: SIMD3<Double> {
        get {
            let r = Self.rotationRows(of: quaternion)
            let sinY = Swift.min(Swift.max(-r[0].z, -1), 1)
            let y = asin(sinY)
            if abs(sinY) < 1 - 1e-12 {
                return SIMD3(atan2(r[1].z, r[2].z), y, atan2(r[0].y, r[0].x))
            }
            return SIMD3(atan2(-r[2].y, r[1].y), y, 0)
        }
        set {
            quaternion = Self.quaternion(fromRows: Self.rotationRows(eulerAngles: newValue))
        }
    }

    /// The rotation matrix rows for angles about x, then y, then z.
    static func rotationRows(eulerAngles a: SIMD3<Double>) -> MatrixRows3 {
        let (sx, cx) = (sin(a.x), cos(a.x))
        let (sy, cy) = (sin(a.y), cos(a.y))
        let (sz, cz) = (sin(a.z), cos(a.z))
        return MatrixRows3(
            SIMD3(cy * cz, cy * sz, -sy),
            SIMD3(sx * sy * cz - cx * sz, sx * sy * sz + cx * cz, sx * cy),
            SIMD3(cx * sy * cz + sx * sz, cx * sy * sz - sx * cz, cx * cy)
        )
    }
}
