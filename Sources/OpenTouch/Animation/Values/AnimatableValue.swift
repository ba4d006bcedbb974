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
        case let (.rect(a), .rect(b)): return .rect(Self.lerp(a, b, f))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, fraction: f))
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
        case let (.point(a), .point(b)): return .point(Self.sum(a, b))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)): return .rect(Self.sum(a, b))
        // An additive transform is applied after the one under it, as Core Animation concatenates.
        case let (.transform(a), .transform(b)): return .transform(b.concatenating(a))
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

    /// The point `f` of the way from `a` to `b`.
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }

    /// The rectangle `f` of the way from `a` to `b`, by raw components: an additive delta has a
    /// negative size, which `width`/`height` would standardize.
    static func lerp(_ a: CGRect, _ b: CGRect, _ f: Double) -> CGRect {
        CGRect(origin: lerp(a.origin, b.origin, f),
               size: CGSize(width: a.size.width + (b.size.width - a.size.width) * f,
                            height: a.size.height + (b.size.height - a.size.height) * f))
    }

    /// `a + b`, component by component.
    static func sum(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: a.x + b.x, y: a.y + b.y)
    }

    /// `a + b`, component by component (raw, not standardized).
    static func sum(_ a: CGRect, _ b: CGRect) -> CGRect {
        CGRect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
               width: a.size.width + b.size.width, height: a.size.height + b.size.height)
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
