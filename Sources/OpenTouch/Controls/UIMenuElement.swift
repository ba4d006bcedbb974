import Foundation

/// The base of menu items and control actions: a title, with attribute and state types.
@preconcurrency @MainActor
open class UIMenuElement {
    /// The element's title.
    public var title: String
    /// A subtitle shown under the title, if any.
    public var subtitle: String?
    /// The image shown next to the title, if any.
    public var image: UIImage?
    /// The image shown when the element is selected (its state is ``State/on``), if any.
    public var selectedImage: UIImage?

    /// Creates an element with a title and, optionally, a subtitle and images.
    public init(title: String, subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.selectedImage = selectedImage
    }

    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The attribute bits.
        public let rawValue: UInt

        /// Creates attributes from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The element cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element does something destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows as checked.
    public enum State: Int, Sendable, Hashable {
        /// Unchecked.
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked.
        case mixed = 2
    }
}
