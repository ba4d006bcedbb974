import Foundation

/// How a tab bar looks (iOS 13): its background, shadow and item appearances. Kept: OpenTouch's
/// tab bar draws with ``UITabBar/barTintColor`` and the tint colours, and reads none of these.
@preconcurrency @MainActor
open class UITabBarAppearance {
    /// The bar's background colour: the system's bar colour by default.
    open var backgroundColor: UIColor? = .systemBackground
    /// The colour of the shadow line above the bar.
    open var shadowColor: UIColor?
    /// How items look when the title is under the icon (portrait iPhone).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// How items look when the title is beside the icon (regular width).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// How items look when the title is beside the icon in a compact bar.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()

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

/// How a tab bar's items look in each state; kept.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    /// Items that are neither selected nor disabled.
    open var normal = UITabBarItemStateAppearance()
    /// The selected item.
    open var selected = UITabBarItemStateAppearance()
    /// Disabled items.
    open var disabled = UITabBarItemStateAppearance()
    /// The focused item.
    open var focused = UITabBarItemStateAppearance()

    /// Creates the default item appearance.
    public init() {}
}

/// How a tab bar item looks in one state; kept.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance {
    /// Text attributes of the title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour; nil uses the bar's tint colours.
    open var iconColor: UIColor?
    /// The badge's background colour; nil is the system red.
    open var badgeBackgroundColor: UIColor?
    /// Text attributes of the badge.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Creates a state appearance with no overrides.
    public init() {}
}
