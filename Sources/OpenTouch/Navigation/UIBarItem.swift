import Foundation

/// The base of items on bars: a title, an image, an enabled flag and a tag.
@preconcurrency @MainActor
open class UIBarItem {
    /// Creates an enabled item with no title or image.
    public init() {}

    /// The item's title.
    open var title: String? {
        didSet { itemDidChange() }
    }
    /// The item's image.
    open var image: UIImage? {
        didSet { itemDidChange() }
    }
    /// The image used in landscape on a compact bar; kept.
    open var landscapeImagePhone: UIImage?
    /// The image for large-content accessibility; kept.
    open var largeContentSizeImage: UIImage?
    /// Insets of the image; kept.
    open var imageInsets: UIEdgeInsets = .zero
    /// Whether the item can be used; a disabled item's view ignores touches and dims.
    open var isEnabled = true {
        didSet { itemDidChange() }
    }
    /// A number to identify the item.
    open var tag = 0
    /// The accessibility identifier of the item's view, for finders.
    open var accessibilityIdentifier: String? {
        didSet { itemDidChange() }
    }
    /// The accessibility label of the item's view.
    open var accessibilityLabel: String? {
        didSet { itemDidChange() }
    }

    /// The text attributes per control state; kept and applied to the title's font and colour.
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's text attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The title's text attributes for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Called when something the item's view shows changed.
    func itemDidChange() {}
}
