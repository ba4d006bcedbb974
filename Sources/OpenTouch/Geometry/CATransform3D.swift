// OpenTouch — Geometry
//
// Core Animation's 4×4 transform for platforms without QuartzCore. On Apple platforms the
// system type is used instead.

#if !canImport(Darwin)
import Foundation

/// A 4×4 homogeneous transform, laid out as in Core Animation.
///
/// Points are row vectors multiplied on the left: `(x', y', z', w') = (x, y, z, 1) × M`,
/// so `m41`, `m42`, `m43` hold the translation and `m14`, `m24`, `m34` the perspective terms.
/// The 2D part matches `CGAffineTransform`: `a = m11`, `b = m12`, `c = m21`, `d = m22`,
/// `tx = m41`, `ty = m42`.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1, column 1: x scale / rotation component.
    public var m11: CGFloat
    /// Row 1, column 2: y shear / rotation component.
    public var m12: CGFloat
    /// Row 1, column 3: contribution of x to z.
    public var m13: CGFloat
    /// Row 1, column 4: contribution of x to w (perspective).
    public var m14: CGFloat
    /// Row 2, column 1: x shear / rotation component.
    public var m21: CGFloat
    /// Row 2, column 2: y scale / rotation component.
    public var m22: CGFloat
    /// Row 2, column 3: contribution of y to z.
    public var m23: CGFloat
    /// Row 2, column 4: contribution of y to w (perspective).
    public var m24: CGFloat
    /// Row 3, column 1: contribution of z to x.
    public var m31: CGFloat
    /// Row 3, column 2: contribution of z to y.
    public var m32: CGFloat
    /// Row 3, column 3: z scale / rotation component.
    public var m33: CGFloat
    /// Row 3, column 4: contribution of z to w; `-1 / distance` gives a perspective projection.
    public var m34: CGFloat
    /// Row 4, column 1: x translation.
    public var m41: CGFloat
    /// Row 4, column 2: y translation.
    public var m42: CGFloat
    /// Row 4, column 3: z translation.
    public var m43: CGFloat
    /// Row 4, column 4: the homogeneous w of the origin.
    public var m44: CGFloat

    /// Creates a transform whose sixteen entries are all zero, as Swift's imported
    /// `CATransform3D()` does on Apple platforms. Use `CATransform3DIdentity` for the identity.
    @inlinable
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a transform from its sixteen entries, row by row.
    @inlinable
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

extension CATransform3D: CustomStringConvertible {
    /// The sixteen entries, row by row, e.g. `CATransform3D(m11: 1.0, m12: 0.0, …)`.
    public var description: String {
        "CATransform3D(m11: \(m11), m12: \(m12), m13: \(m13), m14: \(m14), "
            + "m21: \(m21), m22: \(m22), m23: \(m23), m24: \(m24), "
            + "m31: \(m31), m32: \(m32), m33: \(m33), m34: \(m34), "
            + "m41: \(m41), m42: \(m42), m43: \(m43), m44: \(m44))"
    }
}

/// The identity transform: ones on the diagonal, zeros elsewhere.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1
)

/// Returns whether `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Returns whether all sixteen entries of `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that translates by (`tx`, `ty`, `tz`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Returns a transform that scales by (`sx`, `sy`, `sz`) about the origin.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the axis (`x`, `y`, `z`).
///
/// The axis is normalized first; a zero-length axis gives the identity. About (0, 0, 1) a
/// positive angle turns +x towards +y, like `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D.rotation(angle: Double(angle), axis: SIMD3(Double(x), Double(y), Double(z)))
        ?? CATransform3DIdentity
}

/// Returns `t` preceded by a translation of (`tx`, `ty`, `tz`): `translate(tx, ty, tz) × t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var result = t
    result.m41 = tx * t.m11 + ty * t.m21 + tz * t.m31 + t.m41
    result.m42 = tx * t.m12 + ty * t.m22 + tz * t.m32 + t.m42
    result.m43 = tx * t.m13 + ty * t.m23 + tz * t.m33 + t.m43
    result.m44 = tx * t.m14 + ty * t.m24 + tz * t.m34 + t.m44
    return result
}

/// Returns `t` preceded by a scale of (`sx`, `sy`, `sz`): `scale(sx, sy, sz) × t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var result = t
    result.m11 *= sx; result.m12 *= sx; result.m13 *= sx; result.m14 *= sx
    result.m21 *= sy; result.m22 *= sy; result.m23 *= sy; result.m24 *= sy
    result.m31 *= sz; result.m32 *= sz; result.m33 *= sz; result.m34 *= sz
    return result
}

/// Returns `t` preceded by a rotation of `angle` radians about (`x`, `y`, `z`):
/// `rotation(angle, x, y, z) × t`. A zero-length axis (undefined in Core Animation) returns
/// `t` unchanged.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    guard let rotation = CATransform3D.rotation(angle: Double(angle), axis: SIMD3(Double(x), Double(y), Double(z))) else {
        return t
    }
    return rotation.concatenating(t)
}

/// Returns the transform that applies `a` first and then `b`: the matrix product `a × b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// Returns the inverse of `t`, or `t` unchanged when it has no inverse.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse ?? t
}

/// Returns the 3D transform equivalent to `m`: `m11 = a`, `m12 = b`, `m21 = c`, `m22 = d`,
/// `m41 = tx`, `m42 = ty`, with identity entries elsewhere.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(affine: m)
}

/// Returns whether `t` is exactly representable as a `CGAffineTransform`: the z row and
/// column are those of the identity and there is no perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.isAffine
}

/// Returns the affine part of `t` (`a = m11`, `b = m12`, `c = m21`, `d = m22`, `tx = m41`,
/// `ty = m42`); the other entries are ignored.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    t.affine
}
#endif
