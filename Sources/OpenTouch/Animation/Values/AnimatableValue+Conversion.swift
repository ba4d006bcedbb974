import Foundation

/// The kind of value a layer property holds, for reading the untyped values animations carry.
enum AnimatableKind {
    case scalar, point, size, rect, transform, color, colors, scalars, path, discrete
}

extension AnimatableValue {
    /// Reads an animation's untyped value (`fromValue`, a keyframe…) as `kind`; nil when it is
    /// not that kind. Numbers may be any numeric type or `NSNumber`; colors `CGColor` or
    /// `UIColor`; transforms `CATransform3D` or `CGAffineTransform`.
    init?(any value: Any?, kind: AnimatableKind) {
        switch kind {
        case .scalar:
            guard let number = Self.number(value) else { return nil }
            self = .scalar(number)
        case .point:
            guard let point = value as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            guard let size = value as? CGSize else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = value as? CGRect else { return nil }
            self = .rect(rect)
        case .transform:
            if let transform = value as? CATransform3D {
                self = .transform(transform)
            } else if let affine = value as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(affine))
            } else {
                return nil
            }
        case .color:
            guard let color = Self.color(value) else {
                if value == nil { self = .color(nil); return }
                return nil
            }
            self = .color(color)
        case .colors:
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap(Self.color)
            guard colors.count == list.count else { return nil }
            self = .colors(colors)
        case .scalars:
            guard let list = value as? [Any] else { return nil }
            let numbers = list.compactMap(Self.number)
            guard numbers.count == list.count else { return nil }
            self = .scalars(numbers)
        case .path:
            guard value == nil || value is CGPath else { return nil }
            self = .path(value as? CGPath)
        case .discrete:
            self = .discrete(value)
        }
    }

    /// A number of any numeric type, or nil. Non-finite numbers are refused.
    static func number(_ value: Any?) -> Double? {
        let number: Double?
        switch value {
        case let v as Double: number = v
        case let v as CGFloat: number = Double(v)
        case let v as Float: number = Double(v)
        case let v as Int: number = Double(v)
        case let v as NSNumber: number = v.doubleValue
        default: number = nil
        }
        guard let number, number.isFinite else { return nil }
        return number
    }

    static func color(_ value: Any?) -> LayerColor? {
        switch value {
        case let color as CGColor: LayerColor(color)
        case let color as UIColor: LayerColor(color.cgColor)
        default: nil
        }
    }

    /// The value as a number, when it is a scalar.
    var scalarValue: Double? {
        if case .scalar(let v) = self { return v }
        return nil
    }
}

extension AnimatableValue {
    /// The kind an untyped value reads as (for keys that are not layer properties), or nil.
    static func kind(of value: Any?) -> AnimatableKind? {
        switch value {
        case is CGPoint: .point
        case is CGSize: .size
        case is CGRect: .rect
        case is CATransform3D: .transform
        case is CGColor, is UIColor: .color
        case .none: nil
        default: number(value) != nil ? .scalar : nil
        }
    }
}
