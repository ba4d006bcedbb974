import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CustomStringConvertible {
    /// Not specified: inherits.
    case unspecified = 0
    /// Light mode.
    case light = 1
    /// Dark mode.
    case dark = 2
    /// `Unspecified`, `Light` or `Dark`, as UIKit prints it.
    public var description: String { ["Unspecified", "Light", "Dark"][rawValue] }
}

/// A size class: how much room there is along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CustomStringConvertible {
    /// Not specified.
    case unspecified = 0
    /// Constrained space (an iPhone's width in portrait).
    case compact = 1
    /// Expansive space.
    case regular = 2
    /// `Unspecified`, `Compact` or `Regular`.
    public var description: String { ["Unspecified", "Compact", "Regular"][rawValue] }
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CustomStringConvertible {
    /// Not specified.
    case unspecified = -1
    /// iPhone.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Apple Vision.
    case vision = 6
    /// Mac Catalyst.
    case mac = 5
    /// The idiom's name.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .phone: "Phone"
        case .pad: "Pad"
        case .tv: "TV"
        case .carPlay: "CarPlay"
        case .vision: "Vision"
        case .mac: "Mac"
        }
    }
}

/// Whether the device reports touch force (3D Touch); OpenTouch's digitizers report pressure
/// when they have it, so traits say `.unavailable` unless set.
public enum UIForceTouchCapability: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// No force touch.
    case unavailable = 1
    /// Force touch is available.
    case available = 2
}

/// Layout direction.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CustomStringConvertible {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
    /// The direction's name.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .leftToRight: "LeftToRight"
        case .rightToLeft: "RightToLeft"
        }
    }
}

/// Normal or increased contrast.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// Regular or bold text.
public enum UILegibilityWeight: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = -1
    /// Regular weight.
    case regular = 0
    /// Bold text is on.
    case bold = 1
}

/// The user's preferred text size, as UIKit names it.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's raw name, for example `UICTContentSizeCategoryL`.
    public let rawValue: String
    /// Creates a category from its raw name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Orders categories from smallest to largest.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

/// An object with a trait collection that is told when it changes: views, view controllers, windows
/// and screens.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed; `previousTraitCollection` is the old value.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
