import Foundation

/// A bar that shows how far a task has got, as UIKit's `UIProgressView`.
///
/// It is a plain view: it takes no touches of its own. ``progress`` is clamped to 0…1 (NaN
/// becomes 0); while ``observedProgress`` is set, it reads that progress's fraction completed.
/// Its natural height is 4 points (2.5 for the bar style); it has no natural width. Colors and
/// images are kept, not drawn.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of the bar, with UIKit's raw values.
    public enum Style: Int, Sendable, Hashable {
        /// The standard bar (4 points tall).
        case `default` = 0
        /// The style for toolbars (2.5 points tall).
        case bar = 1
    }

    /// The bar's style; `.default` for views made with ``init(frame:)``.
    open var progressViewStyle: Style {
        didSet { invalidateIntrinsicContentSize() }
    }
    private var storedProgress: Float = 0

    /// The color of the filled part; nil (the tint color) by default. Kept only.
    open var progressTintColor: UIColor?
    /// The color of the unfilled part; nil by default. Kept only.
    open var trackTintColor: UIColor?
    /// An image for the filled part; nil by default. Kept only.
    open var progressImage: UIImage?
    /// An image for the unfilled part; nil by default. Kept only.
    open var trackImage: UIImage?
    /// A `Progress` whose fraction completed ``progress`` reads; nil by default.
    open var observedProgress: Progress?

    /// Creates a progress view of `style`: zero wide, as tall as the style.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height(for: style)))
    }

    /// Creates a default-style progress view with the given frame.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    /// Creates a progress view from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
    }

    /// How far the task has got, 0…1; values outside are clamped and NaN becomes 0. While
    /// ``observedProgress`` is set, its fraction completed (clamped), and setting does nothing.
    open var progress: Float {
        get {
            if let observedProgress { return Self.clamped(Float(observedProgress.fractionCompleted)) }
            return storedProgress
        }
        set { storedProgress = Self.clamped(newValue) }
    }

    /// Sets ``progress``; there is no animation in OpenTouch.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No natural width; the style's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height(for: progressViewStyle))
    }

    /// `size`'s width (the current width when it is negative or not finite) and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width >= 0 ? size.width : bounds.width
        return CGSize(width: width, height: Self.height(for: progressViewStyle))
    }

    // MARK: Accessibility

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
    /// The progress as a whole percentage, for example `"50%"`.
    override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }

    /// `value` in 0…1, NaN as 0.
    static func clamped(_ value: Float) -> Float {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// The height of `style`.
    static func height(for style: Style) -> CGFloat {
        style == .bar ? ViewConstants.progressBarHeight : ViewConstants.progressViewHeight
    }
}
