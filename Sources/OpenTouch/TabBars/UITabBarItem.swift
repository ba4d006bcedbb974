import Foundation

/// An item of a ``UITabBar``: a title, an image, an optional selected image and a badge. As in
/// UIKit it is a ``UIBarItem`` (title, image, `isEnabled`, `tag` come from there).
///
/// A view controller's ``UIViewController/tabBarItem`` is the item a ``UITabBarController`` shows
/// for it. Changing a property of an item in a tab bar redraws its button at once.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
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
    open override var title: String? {
        get { super.title ?? titleSource?.title }
        set {
            titleSource = nil
            super.title = newValue
        }
    }
    /// The controller whose title the item shows while it has none of its own.
    weak var titleSource: UIViewController?
    /// The image shown while the item is selected; nil uses ``UIBarItem/image``.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
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
    public override init() {
        super.init()
    }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and an image for the selected state.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item: its title and image are the system's and cannot be changed.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.title = systemItem.title
        self.tag = tag
    }

    /// Creates an item from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Redraws the item's button in its tab bar.
    override func itemDidChange() {
        owningTabBar?.itemDidChange(self)
    }
}
