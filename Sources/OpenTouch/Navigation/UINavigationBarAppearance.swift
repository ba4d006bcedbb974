import Foundation

/// How a navigation bar looks (iOS 13): its background colour and title attributes.
@preconcurrency @MainActor
open class UINavigationBarAppearance {
    /// The bar's background colour: the system's bar colour by default.
    open var backgroundColor: UIColor? = .systemBackground
    /// The colour of the shadow line under the bar; kept.
    open var shadowColor: UIColor?
    /// Text attributes of the title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Text attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Creates the default appearance.
    public init() {}

    /// An opaque background in the system's colour.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
    }

    /// The default, translucent background.
    open func configureWithDefaultBackground() {
        backgroundColor = .systemBackground
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }
}
