import Foundation

/// An animatable property of a layer (Core Animation's animatable keys).
enum LayerProperty: String, CaseIterable, Sendable {
    case position, bounds, anchorPoint, transform, zPosition, anchorPointZ, opacity
    case backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath, contentsRect
    // CAShapeLayer
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, lineDashPhase, miterLimit
    // CAGradientLayer
    case colors, locations, startPoint, endPoint
    // CATextLayer
    case fontSize, foregroundColor

    /// The kind of value the property holds.
    var kind: AnimatableKind {
        switch self {
        case .position, .anchorPoint, .startPoint, .endPoint: .point
        case .bounds, .contentsRect: .rect
        case .transform: .transform
        case .shadowOffset: .size
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor: .color
        case .shadowPath, .path: .path
        case .colors: .colors
        case .locations: .scalars
        default: .scalar
        }
    }

    /// Whether UIKit's block animations add to what is in flight (iOS 8 and later) for this
    /// property rather than replace it: geometry does; colors and opacity replace.
    var isAdditiveInBlockAnimations: Bool {
        switch self {
        case .position, .bounds, .transform, .anchorPoint: true
        default: false
        }
    }
}

extension LayerProperty {
    /// The property's model value on `layer`, or nil when the layer has no such property.
    @MainActor
    func value(of layer: CALayer) -> AnimatableValue? {
        switch self {
        case .position: .point(layer.position)
        case .bounds: .rect(layer.bounds)
        case .anchorPoint: .point(layer.anchorPoint)
        case .transform: .transform(layer.transform)
        case .zPosition: .scalar(layer.zPosition)
        case .anchorPointZ: .scalar(layer.anchorPointZ)
        case .opacity: .scalar(Double(layer.opacity))
        case .backgroundColor: .color(layer.backgroundColor.map(LayerColor.init))
        case .cornerRadius: .scalar(layer.cornerRadius)
        case .borderWidth: .scalar(layer.borderWidth)
        case .borderColor: .color(layer.borderColor.map(LayerColor.init))
        case .shadowColor: .color(layer.shadowColor.map(LayerColor.init))
        case .shadowOpacity: .scalar(Double(layer.shadowOpacity))
        case .shadowOffset: .size(layer.shadowOffset)
        case .shadowRadius: .scalar(layer.shadowRadius)
        case .shadowPath: .path(layer.shadowPath)
        case .contentsRect: .rect(layer.contentsRect)
        default: (layer as? LayerPropertyProvider)?.animatableValue(self)
        }
    }

    /// Writes `value` into `layer`'s storage without animating (for presentation copies, and
    /// for model values UIKit sets back, as a reversed property animator does).
    @MainActor
    func set(_ value: AnimatableValue, on layer: CALayer) {
        CATransaction.withActionsDisabled {
            switch (self, value) {
            case (.position, .point(let v)): layer.position = v
            case (.bounds, .rect(let v)): layer.bounds = v
            case (.anchorPoint, .point(let v)): layer.anchorPoint = v
            case (.transform, .transform(let v)): layer.transform = v
            case (.zPosition, .scalar(let v)): layer.zPosition = v
            case (.anchorPointZ, .scalar(let v)): layer.anchorPointZ = v
            case (.opacity, .scalar(let v)): layer.opacity = Float(v)
            case (.backgroundColor, .color(let v)): layer.backgroundColor = v?.cgColor
            case (.cornerRadius, .scalar(let v)): layer.cornerRadius = v
            case (.borderWidth, .scalar(let v)): layer.borderWidth = v
            case (.borderColor, .color(let v)): layer.borderColor = v?.cgColor
            case (.shadowColor, .color(let v)): layer.shadowColor = v?.cgColor
            case (.shadowOpacity, .scalar(let v)): layer.shadowOpacity = Float(v)
            case (.shadowOffset, .size(let v)): layer.shadowOffset = v
            case (.shadowRadius, .scalar(let v)): layer.shadowRadius = v
            case (.shadowPath, .path(let v)): layer.shadowPath = v
            case (.contentsRect, .rect(let v)): layer.contentsRect = v
            default: (layer as? LayerPropertyProvider)?.setAnimatableValue(value, for: self)
            }
        }
    }
}

/// A layer class with animatable properties of its own (shape, gradient and text layers).
@MainActor
protocol LayerPropertyProvider: CALayer {
    func animatableValue(_ property: LayerProperty) -> AnimatableValue?
    func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty)
}
