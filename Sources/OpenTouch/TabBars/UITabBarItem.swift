import Foundation

/// An item of a ``UITabBar``: a title, an image, an optional selected image and a badge.
///
/// A view controller's ``UIViewController/tabBarItem`` is the item a ``UITabBarController`` shows
/// for it. Changing a property of an item in a tab bar redraws its button at once.
@preconcurrency @MainActor
open class UITabBarItem {
    /// The system items, with UIKit's raw values; each has a fixed title and image.
    public enum SystemItem: Int, Sendable, Hashable {
        /// "More": the item a tab bar controller adds for its sixth and later controllers.
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
             downloads, mostRecent, mostViewed

        /// The title UIKit shows for the item.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The title under the image. The item a controller makes for itself shows the controller's
    /// ``UIViewController/title`` until this is set.
    open var title: String? {
        get { storedTitle ?? titleSource?.title }
        set {
            storedTitle = newValue
            titleSource = nil
            itemDidChange()
        }
    }
    private var storedTitle: String?
    /// The controller whose title the item shows while it has none of its own.
    weak var titleSource: UIViewController?
    /// The image shown when the item is not selected (and when selected, without ``selectedImage``).
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image shown while the item is selected; nil uses ``image``.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// A number your code uses to tell items apart; 0 by default.
    open var tag: Int = 0
    /// Whether the item can be selected; a disabled item's button ignores taps. Default true.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// The text of the badge drawn at the image's top-right corner; nil hides the badge, an
    /// empty string shows an empty one.
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's background colour; nil is ``UIColor/systemRed``.
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// The system item this was made from, if any.
    public private(set) var systemItem: SystemItem?
    /// The tab bar showing the item, if any.
    weak var owningTabBar: UITabBar?

    /// Creates an item with no title or image.
    public init() {}

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.storedTitle = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and an image for the selected state.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.storedTitle = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item: its title and image are the system's and cannot be changed.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.storedTitle = systemItem.title
        self.tag = tag
    }

    /// Creates an item from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {}

    private func itemDidChange() {
        owningTabBar?.itemDidChange(self)
    }
}
