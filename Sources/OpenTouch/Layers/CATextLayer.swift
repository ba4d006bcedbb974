import Foundation

/// A layer that shows a string (a stored model the backend draws).
@preconcurrency @MainActor
open class CATextLayer: CALayer, LayerPropertyProvider {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any? {
        get { text.string }
        set { text.string = newValue }
    }
    /// The font: a `UIFont`, `CGFont` or font name; nil for Helvetica.
    open var font: Any? {
        get { text.font }
        set { text.font = newValue }
    }
    /// The font size; 36 by default. Animatable.
    open var fontSize: CGFloat {
        get { text.fontSize }
        set { if newValue != fontSize { modelWillChange(.fontSize); text.fontSize = newValue } }
    }
    /// The text color; opaque white by default. Animatable.
    open var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { if newValue != foregroundColor { modelWillChange(.foregroundColor); text.foregroundColor = newValue } }
    }
    /// Whether the text wraps to the bounds; false by default.
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { text.isWrapped = newValue }
    }
    /// How text that does not fit is cut; `.none` by default.
    open var truncationMode: CATextLayerTruncationMode {
        get { text.truncationMode }
        set { text.truncationMode = newValue }
    }
    /// How lines align; `.natural` by default.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { text.alignmentMode }
        set { text.alignmentMode = newValue }
    }

    private var text = TextValues()

    /// Creates a text layer with no string.
    public required init() { super.init() }

    /// Copies `layer`'s values, including its text when it is a text layer.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CATextLayer { text = source.text }
    }

    /// Creates a text layer from an archive; OpenTouch decodes nothing.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    func animatableValue(_ property: LayerProperty) -> AnimatableValue? {
        switch property {
        case .fontSize: .scalar(fontSize)
        case .foregroundColor: .color(foregroundColor.map(LayerColor.init))
        default: nil
        }
    }

    func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty) {
        switch (property, value) {
        case (.fontSize, .scalar(let v)): text.fontSize = v
        case (.foregroundColor, .color(let v)): text.foregroundColor = v?.cgColor
        default: break
        }
    }
}

private struct TextValues {
    var string: Any?
    var font: Any?
    var fontSize: CGFloat = 36
    var foregroundColor: CGColor? = CGColor.white
    var isWrapped = false
    var truncationMode: CATextLayerTruncationMode = .none
    var alignmentMode: CATextLayerAlignmentMode = .natural
}

/// How a text layer cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a truncation mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No truncation.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates an alignment mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The writing direction's natural alignment.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left aligned.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right aligned.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
