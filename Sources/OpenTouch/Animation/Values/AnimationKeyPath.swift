import Foundation

/// A parsed animation key path: a layer property and, optionally, one component of it
/// (`position.x`, `bounds.size.width`, `transform.rotation.z`…).
struct AnimationKeyPath: Sendable {
    /// The part of a property a key path names.
    enum Component: Sendable {
        case x, y, width, height, origin, size, originX, originY
        case transform(TransformKeyPath)
    }

    let property: LayerProperty
    let component: Component?
    /// The key path as given.
    let string: String

    /// Parses `keyPath`; nil when it names nothing OpenTouch animates.
    init?(_ keyPath: String) {
        string = keyPath
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard let first = parts.first, let property = LayerProperty(rawValue: first) else { return nil }
        self.property = property
        guard parts.count == 2 else { component = nil; return }
        let rest = parts[1]
        switch (property.kind, rest) {
        case (.point, "x"): component = .x
        case (.point, "y"): component = .y
        case (.size, "width"), (.rect, "size.width"): component = .width
        case (.size, "height"), (.rect, "size.height"): component = .height
        case (.rect, "origin"): component = .origin
        case (.rect, "size"): component = .size
        case (.rect, "origin.x"): component = .originX
        case (.rect, "origin.y"): component = .originY
        case (.transform, _):
            guard let part = TransformKeyPath(keyPath: rest) else { return nil }
            component = .transform(part)
        default: return nil
        }
    }

    /// The kind of value an animation of this key path carries.
    var kind: AnimatableKind {
        switch component {
        case nil: property.kind
        case .origin?: .point
        case .size?: .size
        case .transform(let part)?: part == .translation ? .size : .scalar
        default: .scalar
        }
    }

    /// The component's value within the property's `whole` value.
    func extract(from whole: AnimatableValue) -> AnimatableValue? {
        guard let component else { return whole }
        switch (component, whole) {
        case (.x, .point(let p)): return .scalar(p.x)
        case (.y, .point(let p)): return .scalar(p.y)
        case (.width, .size(let s)): return .scalar(s.width)
        case (.height, .size(let s)): return .scalar(s.height)
        case (.width, .rect(let r)): return .scalar(r.width)
        case (.height, .rect(let r)): return .scalar(r.height)
        case (.origin, .rect(let r)): return .point(r.origin)
        case (.size, .rect(let r)): return .size(r.size)
        case (.originX, .rect(let r)): return .scalar(r.minX)
        case (.originY, .rect(let r)): return .scalar(r.minY)
        case (.transform(let part), .transform(let t)):
            return part == .translation ? .size(part.translation(in: t)) : .scalar(part.value(in: t))
        default: return nil
        }
    }

    /// `whole` with the component replaced by `piece` (added to it when `additive`).
    func inject(_ piece: AnimatableValue, into whole: AnimatableValue, additive: Bool) -> AnimatableValue {
        guard let component else { return additive ? whole.adding(piece) : piece }
        let value = additive ? (extract(from: whole).map { $0.adding(piece) } ?? piece) : piece
        switch (component, whole, value) {
        case (.x, .point(var p), .scalar(let v)): p.x = v; return .point(p)
        case (.y, .point(var p), .scalar(let v)): p.y = v; return .point(p)
        case (.width, .size(var s), .scalar(let v)): s.width = v; return .size(s)
        case (.height, .size(var s), .scalar(let v)): s.height = v; return .size(s)
        case (.width, .rect(var r), .scalar(let v)): r.size.width = v; return .rect(r)
        case (.height, .rect(var r), .scalar(let v)): r.size.height = v; return .rect(r)
        case (.origin, .rect(var r), .point(let v)): r.origin = v; return .rect(r)
        case (.size, .rect(var r), .size(let v)): r.size = v; return .rect(r)
        case (.originX, .rect(var r), .scalar(let v)): r.origin.x = v; return .rect(r)
        case (.originY, .rect(var r), .scalar(let v)): r.origin.y = v; return .rect(r)
        case (.transform(let part), .transform(let t), _):
            if additive, part != .translation, case .scalar(let delta) = piece {
                return .transform(part.adding(CGFloat(delta), to: t))
            }
            switch value {
            case .scalar(let v): return .transform(part.applying(CGFloat(v), to: t))
            case .size(let s): return .transform(part.applying(translation: s, to: t))
            default: return whole
            }
        default: return whole
        }
    }
}
