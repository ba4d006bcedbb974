import Foundation

/// A spinner that shows that work is under way, as UIKit's `UIActivityIndicatorView`.
///
/// It is a plain view: it takes no touches of its own (touches on it go up the responder chain
/// like any view's). With ``hidesWhenStopped`` (the default) it is hidden until
/// ``startAnimating()`` and hidden again by ``stopAnimating()``. Its natural size is 20 × 20
/// points for the medium styles and 37 × 37 for the large ones; ``init(style:)`` gives it that
/// frame. Nothing spins: ``isAnimating`` is the state.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The look and size of the spinner, with UIKit's raw values.
    public enum Style: Int, Sendable, Hashable {
        /// A large white spinner (37 × 37).
        @available(iOS, deprecated: 13.0, message: "Use .large")
        case whiteLarge = 0
        /// A white spinner (20 × 20).
        @available(iOS, deprecated: 13.0, message: "Use .medium")
        case white = 1
        /// A gray spinner (20 × 20).
        @available(iOS, deprecated: 13.0, message: "Use .medium")
        case gray = 2
        /// The standard spinner (20 × 20), adapting to light and dark mode.
        case medium = 100
        /// A large spinner (37 × 37), adapting to light and dark mode.
        case large = 101

        /// Whether the style is one of the large ones.
        var isLarge: Bool { rawValue == 0 || rawValue == 101 }
    }

    /// The spinner's style; `.medium` for views made with ``init(frame:)``.
    open var style: Style {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the view hides itself when not animating; true by default. Setting it while
    /// stopped hides or shows the view at once.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }
    private var storedColor: UIColor?
    private var animating = false

    /// Creates a spinner of `style`, at the origin with the style's size, hidden until it animates.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: style)))
        isHidden = true
    }

    /// Creates a medium spinner with the given frame, hidden until it animates.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a spinner from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    /// The spinner's color: the one set, else the style's (white for the white styles, gray for
    /// gray, `.secondaryLabel` for medium and large — OpenTouch's choice). Setting nil restores it.
    open var color: UIColor! {
        get {
            if let storedColor { return storedColor }
            switch style.rawValue {
            case 0, 1: return .white
            case 2: return .gray
            default: return .secondaryLabel
            }
        }
        set { storedColor = newValue }
    }

    /// Whether the spinner is animating.
    open var isAnimating: Bool { animating }

    /// Starts the spinner and shows the view.
    open func startAnimating() {
        animating = true
        isHidden = false
    }

    /// Stops the spinner; hides the view when ``hidesWhenStopped``.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20 × 20, or 37 × 37 for the large styles.
    open override var intrinsicContentSize: CGSize { Self.size(for: style) }

    /// The style's size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(for: style) }

    /// The size of `style`.
    static func size(for style: Style) -> CGSize {
        style.isLarge ? ViewConstants.activityIndicatorLargeSize : ViewConstants.activityIndicatorMediumSize
    }
}
