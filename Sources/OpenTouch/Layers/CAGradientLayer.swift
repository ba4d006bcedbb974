import Foundation

/// A layer that shows a color gradient over its bounds (a stored model the backend draws).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer, LayerPropertyProvider {
    /// The gradient's colors (`CGColor`s). Animatable.
    open var colors: [Any]? {
        get { gradient.colors }
        set {
            let old = AnimatableValue(any: gradient.colors ?? [], kind: .colors)
            let new = AnimatableValue(any: newValue ?? [], kind: .colors)
            if let old, let new, old.isSame(as: new), (gradient.colors == nil) == (newValue == nil) { return }
            modelWillChange(.colors)
            gradient.colors = newValue
        }
    }
    /// Where each color stops, 0 to 1, ascending; nil spreads them evenly. Animatable.
    open var locations: [NSNumber]? {
        get { gradient.locations }
        set {
            guard newValue != gradient.locations else { return }
            modelWillChange(.locations)
            gradient.locations = newValue
        }
    }
    /// Where the gradient starts, in unit coordinates; (0.5, 0) by default. Animatable.
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set { if newValue != startPoint { modelWillChange(.startPoint); gradient.startPoint = newValue } }
    }
    /// Where the gradient ends, in unit coordinates; (0.5, 1) by default. Animatable.
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { if newValue != endPoint { modelWillChange(.endPoint); gradient.endPoint = newValue } }
    }
    /// The kind of gradient; `.axial` by default.
    open var type: CAGradientLayerType {
        get { gradient.type }
        set { gradient.type = newValue }
    }

    private var gradient = GradientValues()

    /// Creates a gradient layer with no colors.
    public required init() { super.init() }

    /// Copies `layer`'s values, including its gradient when it is a gradient layer.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CAGradientLayer { gradient = source.gradient }
    }

    /// Creates a gradient layer from an archive; OpenTouch decodes nothing.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    func animatableValue(_ property: LayerProperty) -> AnimatableValue? {
        switch property {
        case .colors: AnimatableValue(any: colors ?? [], kind: .colors)
        case .locations: .scalars((locations ?? []).map(\.doubleValue))
        case .startPoint: .point(startPoint)
        case .endPoint: .point(endPoint)
        default: nil
        }
    }

    func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty) {
        switch (property, value) {
        case (.colors, .colors(let v)): gradient.colors = v.map(\.cgColor)
        case (.locations, .scalars(let v)): gradient.locations = v.isEmpty ? nil : v.map { NSNumber(value: $0) }
        case (.startPoint, .point(let v)): gradient.startPoint = v
        case (.endPoint, .point(let v)): gradient.endPoint = v
        default: break
        }
    }
}

private struct GradientValues {
    var colors: [Any]?
    var locations: [NSNumber]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type: CAGradientLayerType = .axial
}

/// The kind of gradient a gradient layer shows.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a gradient type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Around the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Sweeping around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
