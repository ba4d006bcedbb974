import Foundation

/// A layer that draws a path: filled, stroked, with dashes and a visible stroke range.
///
/// A stored model: the window backend draws it. Its path, colors, line width, stroke range and
/// dash phase animate. Hit testing uses the bounds, as Core Animation's does; to hit only the
/// shape, override `contains(_:)` with `path?.contains(_:)`.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer, LayerPropertyProvider {
    /// The path drawn, in the layer's coordinates. Animatable (between paths with the same elements).
    open var path: CGPath? {
        get { shape.path }
        set { setShape(\.path, newValue, .path) }
    }
    /// The fill color; opaque black by default; nil fills nothing. Animatable.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { setShape(\.fillColor, newValue, .fillColor) }
    }
    /// How overlapping parts are filled; `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { setShape(\.fillRule, newValue, nil) }
    }
    /// The stroke color; nil (no stroke) by default. Animatable.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { setShape(\.strokeColor, newValue, .strokeColor) }
    }
    /// Where the stroke starts, 0 to 1 of the path's length; 0 by default. Animatable.
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { setShape(\.strokeStart, newValue, .strokeStart) }
    }
    /// Where the stroke ends, 0 to 1 of the path's length; 1 by default. Animatable.
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { setShape(\.strokeEnd, newValue, .strokeEnd) }
    }
    /// The stroke's width; 1 by default. Animatable.
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { setShape(\.lineWidth, newValue, .lineWidth) }
    }
    /// The miter limit; 10 by default. Animatable.
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { setShape(\.miterLimit, newValue, .miterLimit) }
    }
    /// The ends of open subpaths; `.butt` by default.
    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { setShape(\.lineCap, newValue, nil) }
    }
    /// The joins between segments; `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { setShape(\.lineJoin, newValue, nil) }
    }
    /// Where the dash pattern starts; 0 by default. Animatable.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { setShape(\.lineDashPhase, newValue, .lineDashPhase) }
    }
    /// The dash pattern: painted and unpainted lengths; nil for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern }
        set { setShape(\.lineDashPattern, newValue, nil) }
    }

    private var shape = ShapeValues()

    /// Creates a shape layer with no path.
    public required init() { super.init() }

    /// Copies `layer`'s values, including its shape when it is a shape layer.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CAShapeLayer { shape = source.shape }
    }

    /// Creates a shape layer from an archive; OpenTouch decodes nothing.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func setShape<Value: Equatable>(_ keyPath: WritableKeyPath<ShapeValues, Value>, _ value: Value,
                                            _ property: LayerProperty?) {
        guard shape[keyPath: keyPath] != value else { return }
        if let property { modelWillChange(property) }
        shape[keyPath: keyPath] = value
    }

    func animatableValue(_ property: LayerProperty) -> AnimatableValue? {
        switch property {
        case .path: .path(path)
        case .fillColor: .color(fillColor.map(LayerColor.init))
        case .strokeColor: .color(strokeColor.map(LayerColor.init))
        case .lineWidth: .scalar(lineWidth)
        case .strokeStart: .scalar(strokeStart)
        case .strokeEnd: .scalar(strokeEnd)
        case .lineDashPhase: .scalar(lineDashPhase)
        case .miterLimit: .scalar(miterLimit)
        default: nil
        }
    }

    func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty) {
        switch (property, value) {
        case (.path, .path(let v)): path = v
        case (.fillColor, .color(let v)): fillColor = v?.cgColor
        case (.strokeColor, .color(let v)): strokeColor = v?.cgColor
        case (.lineWidth, .scalar(let v)): lineWidth = v
        case (.strokeStart, .scalar(let v)): strokeStart = v
        case (.strokeEnd, .scalar(let v)): strokeEnd = v
        case (.lineDashPhase, .scalar(let v)): lineDashPhase = v
        case (.miterLimit, .scalar(let v)): miterLimit = v
        default: break
        }
    }
}

/// A shape layer's stored values.
private struct ShapeValues: Equatable {
    var path: CGPath?
    var fillColor: CGColor? = CGColor.black
    var fillRule: CAShapeLayerFillRule = .nonZero
    var strokeColor: CGColor?
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineCap: CAShapeLayerLineCap = .butt
    var lineJoin: CAShapeLayerLineJoin = .miter
    var lineDashPhase: CGFloat = 0
    var lineDashPattern: [NSNumber]?
}

/// How a shape layer fills overlapping parts of its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a fill rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's open subpaths.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a line cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the endpoints.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends past the endpoints by half the line width.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The joins between a shape layer's segments.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a line join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
