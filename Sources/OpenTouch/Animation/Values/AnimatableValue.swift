import Foundation

/// A value an animation moves between, typed so that it interpolates without casting or
/// allocating (colors are components, not `CGColor` objects).
enum AnimatableValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    /// A color, or no color.
    case color(LayerColor?)
    case colors([LayerColor])
    case scalars([Double])
    case path(CGPath?)
    /// A value that does not interpolate: it switches at the halfway point.
    case discrete(Any?)

    /// The value at `fraction` of the way to `other` (fractions outside 0...1 extrapolate, for
    /// springs). Values of different kinds, and discrete values, switch at one half.
    func interpolated(to other: AnimatableValue, fraction f: Double) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + (b - a) * f)
        case let (.point(a), .point(b)): return .point(Self.lerp(a, b, f))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f))
        case let (.rect(a), .rect(b)):
            // Raw components: an additive delta has a negative size, which `width`/`height` would standardize.
            return .rect(CGRect(origin: Self.lerp(a.origin, b.origin, f),
                                size: CGSize(width: a.size.width + (b.size.width - a.size.width) * f,
                                             height: a.size.height + (b.size.height - a.size.height) * f)))
        case let (.transform(a), .transform(b)): return .transform(FrameTransformMath.interpolated(a, b, fraction: f))
        case let (.color(a?), .color(b?)): return .color(a.interpolated(to: b, fraction: f))
        case let (.color(a?), .color(nil)): return .color(a.interpolated(to: a.cleared, fraction: f))
        case let (.color(nil), .color(b?)): return .color(b.cleared.interpolated(to: b, fraction: f))
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
        case let (.scalars(a), .scalars(b)) where a.count == b.count:
            return .scalars(zip(a, b).map { $0 + ($1 - $0) * f })
        case let (.path(a?), .path(b?)):
            if let path = PathInterpolation.interpolate(a, b, fraction: f) { return .path(path) }
            return f < 0.5 ? self : other
        default:
            return f < 0.5 ? self : other
        }
    }

    /// `self + other`, for additive animations; kinds that do not add give `other`.
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                                width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        // An additive transform is applied after the one under it, as Core Animation concatenates.
        case let (.transform(a), .transform(b)): return .transform(FrameTransformMath.concat(b, a))
        case let (.color(a?), .color(b?)): return .color(a + b)
        default: return other
        }
    }

    /// `self − other`: what must be added to `other` to give `self` (nil when kinds don't subtract).
    func subtracting(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a - b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                                width: a.size.width - b.size.width, height: a.size.height - b.size.height))
        case let (.transform(a), .transform(b)):
            // a = d · b, so d = a · b⁻¹ (nil when b cannot be inverted).
            let inverse = CATransform3DInvert(b)
            guard CATransform3DIsIdentity(b) || !CATransform3DEqualToTransform(inverse, b) || b.isSelfInverse else { return nil }
            return .transform(CATransform3DConcat(a, inverse))
        case let (.color(a?), .color(b?)): return .color(a - b)
        default: return nil
        }
    }

    /// The value multiplied by `k` (for cumulative repeats); nil for kinds that do not scale.
    func scaled(by k: Double) -> AnimatableValue? {
        switch self {
        case .scalar(let v): return .scalar(v * k)
        case .point(let p): return .point(CGPoint(x: p.x * k, y: p.y * k))
        case .size(let s): return .size(CGSize(width: s.width * k, height: s.height * k))
        case .rect(let r):
            return .rect(CGRect(x: r.origin.x * k, y: r.origin.y * k, width: r.size.width * k, height: r.size.height * k))
        case .color(let c?): return .color(LayerColor(red: c.red * k, green: c.green * k, blue: c.blue * k, alpha: c.alpha * k))
        default: return nil
        }
    }

    /// The zero of this kind (what an additive animation ends at), or nil.
    var zero: AnimatableValue? {
        switch self {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .color(.some): .color(LayerColor(red: 0, green: 0, blue: 0, alpha: 0))
        default: nil
        }
    }

    /// The value as Core Animation's API hands it out (`CGFloat`, `CGPoint`, `CGColor`…).
    var anyValue: Any? {
        switch self {
        case .scalar(let v): CGFloat(v)
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .transform(let v): v
        case .color(let v): v?.cgColor
        case .colors(let v): v.map(\.cgColor)
        case .scalars(let v): v.map { NSNumber(value: $0) }
        case .path(let v): v
        case .discrete(let v): v
        }
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }
}

extension LayerColor {
    /// The same color with zero alpha (what no color fades from and to).
    var cleared: LayerColor { LayerColor(red: red, green: green, blue: blue, alpha: 0) }
}

extension CATransform3D {
    /// Whether the matrix is its own inverse (so an unchanged `CATransform3DInvert` result is not
    /// a sign of a singular matrix).
    var isSelfInverse: Bool {
        CATransform3DIsIdentity(CATransform3DConcat(self, self))
    }
}

extension AnimatableValue {
    /// Whether two values are the same (exactly; paths by their elements, colors by components).
    func isSame(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): a == b
        case let (.point(a), .point(b)): a == b
        case let (.size(a), .size(b)): a == b
        case let (.rect(a), .rect(b)): a == b
        case let (.transform(a), .transform(b)): a == b
        case let (.color(a), .color(b)): a == b
        case let (.colors(a), .colors(b)): a == b
        case let (.scalars(a), .scalars(b)): a == b
        case let (.path(a), .path(b)): a?.commands == b?.commands
        default: false
        }
    }
}

/// Transform arithmetic for animation frames without allocating: the same results as
/// `CATransform3DConcat` and `CATransform3D.interpolated(to:fraction:)`, whose general forms
/// work on arrays of rows.
enum FrameTransformMath {
    /// `a × b` (a first, then b), with `CATransform3DConcat`'s arithmetic, row by row.
    static func concat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let b1 = SIMD4(Double(b.m11), Double(b.m12), Double(b.m13), Double(b.m14))
        let b2 = SIMD4(Double(b.m21), Double(b.m22), Double(b.m23), Double(b.m24))
        let b3 = SIMD4(Double(b.m31), Double(b.m32), Double(b.m33), Double(b.m34))
        let b4 = SIMD4(Double(b.m41), Double(b.m42), Double(b.m43), Double(b.m44))
        func row(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) -> SIMD4<Double> {
            Double(x) * b1 + Double(y) * b2 + Double(z) * b3 + Double(w) * b4
        }
        let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
        let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
        return CATransform3D(m11: CGFloat(r1[0]), m12: CGFloat(r1[1]), m13: CGFloat(r1[2]), m14: CGFloat(r1[3]),
                             m21: CGFloat(r2[0]), m22: CGFloat(r2[1]), m23: CGFloat(r2[2]), m24: CGFloat(r2[3]),
                             m31: CGFloat(r3[0]), m32: CGFloat(r3[1]), m33: CGFloat(r3[2]), m34: CGFloat(r3[3]),
                             m41: CGFloat(r4[0]), m42: CGFloat(r4[1]), m43: CGFloat(r4[2]), m44: CGFloat(r4[3]))
    }

    /// `fraction` of the way from `a` to `b`. When both only scale (by positive factors) and
    /// translate, their decompositions are those scales and translations alone, so interpolating
    /// the entries is the decomposed interpolation; anything else takes the general path.
    static func interpolated(_ a: CATransform3D, _ b: CATransform3D, fraction f: Double) -> CATransform3D {
        guard f != 0, f != 1, isScaleAndTranslation(a), isScaleAndTranslation(b) else {
            return a.interpolated(to: b, fraction: f)
        }
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        var result = CATransform3DIdentity
        result.m11 = lerp(a.m11, b.m11)
        result.m22 = lerp(a.m22, b.m22)
        result.m33 = lerp(a.m33, b.m33)
        result.m41 = lerp(a.m41, b.m41)
        result.m42 = lerp(a.m42, b.m42)
        result.m43 = lerp(a.m43, b.m43)
        return result
    }

    /// Whether `t` is a positive scale on each axis followed by a translation, nothing else.
    static func isScaleAndTranslation(_ t: CATransform3D) -> Bool {
        t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m23 == 0 && t.m24 == 0
            && t.m31 == 0 && t.m32 == 0 && t.m34 == 0 && t.m44 == 1
            && t.m11 > 0 && t.m22 > 0 && t.m33 > 0
            && t.m11.isFinite && t.m22.isFinite && t.m33.isFinite
            && t.m41.isFinite && t.m42.isFinite && t.m43.isFinite
    }
}
