import Foundation

/// The environment a view is shown in: light or dark, size classes, display scale, idiom.
///
/// As in UIKit, trait collections are immutable values; a view's ``UIView/traitCollection`` comes
/// from its window's screen and the ``UIView/overrideUserInterfaceStyle`` of the view, its
/// ancestors and their view controllers. A trait left unspecified reads as its `.unspecified` value.
public final class UITraitCollection: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The width size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Left-to-right or right-to-left layout.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The user's preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Normal or increased contrast.
    public let accessibilityContrast: UIAccessibilityContrast
    /// Regular or bold text.
    public let legibilityWeight: UILegibilityWeight
    /// Whether 3D Touch is available: `.unavailable` on OpenTouch's screens, `.unknown` when unspecified.
    public let forceTouchCapability: UIForceTouchCapability

    /// Creates a trait collection with every trait unspecified.
    public convenience init() {
        self.init(values: Values())
    }

    /// A collection with only the interface style specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: Values(userInterfaceStyle: userInterfaceStyle == .unspecified ? nil : userInterfaceStyle))
    }

    /// A collection with only the width size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: Values(horizontalSizeClass: horizontalSizeClass == .unspecified ? nil : horizontalSizeClass))
    }

    /// A collection with only the height size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: Values(verticalSizeClass: verticalSizeClass == .unspecified ? nil : verticalSizeClass))
    }

    /// A collection with only the display scale specified.
    public convenience init(displayScale: CGFloat) {
        self.init(values: Values(displayScale: displayScale == 0 ? nil : displayScale))
    }

    /// A collection with only the idiom specified.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(values: Values(userInterfaceIdiom: userInterfaceIdiom == .unspecified ? nil : userInterfaceIdiom))
    }

    /// A collection with only the layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(values: Values(layoutDirection: layoutDirection == .unspecified ? nil : layoutDirection))
    }

    /// A collection with only the content size category specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(values: Values(preferredContentSizeCategory: preferredContentSizeCategory == .unspecified ? nil : preferredContentSizeCategory))
    }

    /// A collection with only the contrast specified.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(values: Values(accessibilityContrast: accessibilityContrast == .unspecified ? nil : accessibilityContrast))
    }

    /// A collection with only the force-touch capability specified.
    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        self.init(values: Values(forceTouchCapability: forceTouchCapability == .unknown ? nil : forceTouchCapability))
    }

    /// A collection with only the legibility weight specified.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(values: Values(legibilityWeight: legibilityWeight == .unspecified ? nil : legibilityWeight))
    }

    /// Combines collections: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var values = Values()
        for collection in traitCollections { values.merge(collection.values) }
        self.init(values: values)
    }

    /// A copy of `self` with `mutations` applied (iOS 17's `modifyingTraits`).
    public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
        var mutable = UIMutableTraits(values: values)
        mutations(&mutable)
        return UITraitCollection(values: mutable.values)
    }

    /// Creates a collection from mutations of an empty one (iOS 17).
    public convenience init(mutations: (inout UIMutableTraits) -> Void) {
        var mutable = UIMutableTraits(values: Values())
        mutations(&mutable)
        self.init(values: mutable.values)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = values
        merged.merge(trait.values)
        return merged == values
    }

    /// Whether dynamic colors may resolve differently in `traitCollection` (style or contrast differ).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || accessibilityContrast != traitCollection.accessibilityContrast
    }

    // MARK: Storage

    let values: Values

    init(values: Values) {
        self.values = values
        userInterfaceStyle = values.userInterfaceStyle ?? .unspecified
        horizontalSizeClass = values.horizontalSizeClass ?? .unspecified
        verticalSizeClass = values.verticalSizeClass ?? .unspecified
        displayScale = values.displayScale ?? 0
        userInterfaceIdiom = values.userInterfaceIdiom ?? .unspecified
        layoutDirection = values.layoutDirection ?? .unspecified
        preferredContentSizeCategory = values.preferredContentSizeCategory ?? .unspecified
        accessibilityContrast = values.accessibilityContrast ?? .unspecified
        legibilityWeight = values.legibilityWeight ?? .unspecified
        forceTouchCapability = values.forceTouchCapability ?? .unknown
    }

    /// Each trait, nil when unspecified.
    struct Values: Hashable, Sendable {
        var userInterfaceStyle: UIUserInterfaceStyle?
        var horizontalSizeClass: UIUserInterfaceSizeClass?
        var verticalSizeClass: UIUserInterfaceSizeClass?
        var displayScale: CGFloat?
        var userInterfaceIdiom: UIUserInterfaceIdiom?
        var layoutDirection: UITraitEnvironmentLayoutDirection?
        var preferredContentSizeCategory: UIContentSizeCategory?
        var accessibilityContrast: UIAccessibilityContrast?
        var legibilityWeight: UILegibilityWeight?
        var forceTouchCapability: UIForceTouchCapability?

        /// Takes every trait `other` specifies.
        mutating func merge(_ other: Values) {
            userInterfaceStyle = other.userInterfaceStyle ?? userInterfaceStyle
            horizontalSizeClass = other.horizontalSizeClass ?? horizontalSizeClass
            verticalSizeClass = other.verticalSizeClass ?? verticalSizeClass
            displayScale = other.displayScale ?? displayScale
            userInterfaceIdiom = other.userInterfaceIdiom ?? userInterfaceIdiom
            layoutDirection = other.layoutDirection ?? layoutDirection
            preferredContentSizeCategory = other.preferredContentSizeCategory ?? preferredContentSizeCategory
            accessibilityContrast = other.accessibilityContrast ?? accessibilityContrast
            legibilityWeight = other.legibilityWeight ?? legibilityWeight
            forceTouchCapability = other.forceTouchCapability ?? forceTouchCapability
        }
    }

    // MARK: Equality and description

    /// Whether both collections specify the same traits with the same values.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { lhs.values == rhs.values }

    /// Hashes the specified traits.
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }

    /// The specified traits, for example `<UITraitCollection; UserInterfaceStyle = Dark; DisplayScale = 2>`.
    public var description: String {
        var parts: [String] = []
        if let style = values.userInterfaceStyle { parts.append("UserInterfaceStyle = \(style)") }
        if let size = values.horizontalSizeClass { parts.append("HorizontalSizeClass = \(size)") }
        if let size = values.verticalSizeClass { parts.append("VerticalSizeClass = \(size)") }
        if let scale = values.displayScale { parts.append("DisplayScale = \(UIKitFormat.number(scale))") }
        if let idiom = values.userInterfaceIdiom { parts.append("UserInterfaceIdiom = \(idiom)") }
        if let direction = values.layoutDirection { parts.append("LayoutDirection = \(direction)") }
        return (["<UITraitCollection"] + parts).joined(separator: "; ") + ">"
    }

    // MARK: Current

    private static let storedCurrent = LockedState(UITraitCollection(values: Values(
        userInterfaceStyle: .light, displayScale: 2, userInterfaceIdiom: .phone, layoutDirection: .leftToRight,
        preferredContentSizeCategory: .large, accessibilityContrast: .normal, legibilityWeight: .regular)))

    /// The trait collection dynamic colors resolve against when read without one: a light iPhone
    /// at scale 2 by default. Unlike UIKit's, which is per thread, it is one value for the process. OpenTouch makes a view's traits current while it calls the view's
    /// `traitCollectionDidChange(_:)`; set it, or use ``performAsCurrent(_:)``, to read colors in
    /// another appearance.
    public static var current: UITraitCollection {
        get { storedCurrent.withLock { $0 } }
        set { storedCurrent.withLock { $0 = newValue } }
    }

    /// Runs `actions` with this collection (its unspecified traits taken from the previous current
    /// one) as ``current``, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(traitsFrom: [previous, self])
        defer { UITraitCollection.current = previous }
        try actions()
    }
}

/// Trait values to change, for ``UITraitCollection/modifyingTraits(_:)`` (iOS 17).
public struct UIMutableTraits {
    var values: UITraitCollection.Values
    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle ?? .unspecified }
        set { values.userInterfaceStyle = newValue == .unspecified ? nil : newValue }
    }
    /// The width size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass ?? .unspecified }
        set { values.horizontalSizeClass = newValue == .unspecified ? nil : newValue }
    }
    /// The height size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass ?? .unspecified }
        set { values.verticalSizeClass = newValue == .unspecified ? nil : newValue }
    }
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { values.displayScale ?? 0 }
        set { values.displayScale = newValue == 0 ? nil : newValue }
    }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom ?? .unspecified }
        set { values.userInterfaceIdiom = newValue == .unspecified ? nil : newValue }
    }
    /// Layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection ?? .unspecified }
        set { values.layoutDirection = newValue == .unspecified ? nil : newValue }
    }
    /// Preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory ?? .unspecified }
        set { values.preferredContentSizeCategory = newValue == .unspecified ? nil : newValue }
    }
}
