import Foundation

/// A view that looks like the keyboard, for a responder's custom ``UIResponder/inputView`` or
/// ``UIResponder/inputAccessoryView``.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// How an input view's background looks.
    public enum Style: Int, Sendable, Hashable {
        /// No background of its own.
        case `default` = 0
        /// The keyboard's background.
        case keyboard = 1
    }

    /// The view's style.
    public let inputViewStyle: Style
    /// Whether the view sizes itself with Auto Layout instead of keeping its frame's height; false by default.
    open var allowsSelfSizing = false

    /// Creates an input view with a frame and a style.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// Creates an input view with the default style from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        self.inputViewStyle = .default
        super.init(coder: coder)
    }
}
