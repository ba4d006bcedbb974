import Foundation

/// What a navigation bar shows for one controller: a title or title view, bar button items on
/// either side, and how the back button to it looks.
@preconcurrency @MainActor
open class UINavigationItem {
    /// Creates an item with `title`.
    public init(title: String) {
        storedTitle = title.isEmpty ? nil : title
    }

    /// Creates an item from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {}

    /// The controller this is the navigation item of, whose title it shows when it has none.
    weak var owningController: UIViewController?
    /// The bars showing this item, told when it changes.
    var bars: [WeakNavigationBar] = []
    private var storedTitle: String?

    /// The title in the middle of the bar; the controller's title unless set.
    open var title: String? {
        get { storedTitle ?? owningController?.title }
        set { storedTitle = newValue; itemDidChange() }
    }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text above the title; kept.
    open var prompt: String? { didSet { itemDidChange() } }
    /// The item used for the back button when this item is below the top, or nil for the standard one.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The back button's title when this item is below the top (iOS 11); nil uses the title.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the left items show next to the back button rather than in its place.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// The items at the left, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The items at the right, trailing (rightmost) first, as in UIKit.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// How the item's title shows when the bar prefers large titles.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }

    /// How the back button that leads back to this item shows its title (iOS 14): the title
    /// (`.default`), "Back" (`.generic`) or only the chevron (`.minimal`, whose accessibility
    /// label stays "Back"). A ``backBarButtonItem``'s title wins over it.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// The bar's appearance while this item is on top (iOS 13); kept: the bar draws with its own
    /// ``UINavigationBar/standardAppearance``.
    open var standardAppearance: UINavigationBarAppearance?
    /// The appearance at the scroll edge while this item is on top; kept.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The appearance in a compact-height bar while this item is on top; kept.
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance at the scroll edge of a compact-height bar (iOS 15); kept.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first (rightmost) right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left item (animation is not shown).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item (animation is not shown).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left items (animation is not shown).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items (animation is not shown).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button (animation is not shown).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title of the back button that leads back to this item.
    var backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        switch backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return "Back"
        case .default: break
        }
        if let backButtonTitle { return backButtonTitle }
        if let title, !title.isEmpty { return title }
        return "Back"
    }

    /// Tells the bars showing the item to show its new state.
    func itemDidChange() {
        bars.removeAll { $0.bar == nil }
        for entry in bars { entry.bar?.itemsDidChange() }
    }

    /// How the back button shows its title (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable, Hashable {
        /// The previous item's back title, title, or "Back".
        case `default` = 0
        /// "Back".
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// How a navigation item shows its title under a bar that prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
        /// As the item below it in the stack (large at the root).
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, as iOS 17's `inline` mode.
        case inline = 3
    }
}

/// A bar showing an item, held weakly by the item.
@MainActor
struct WeakNavigationBar {
    weak var bar: UINavigationBar?
}
