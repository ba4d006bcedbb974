import Foundation

/// The look of a list made with a compositional layout: its appearance (plain, grouped, inset
/// grouped, sidebar), separators, headers and footers, background and swipe actions. Rows size
/// themselves from an estimated height of
/// ``CompositionalLayoutListConstants/estimatedRowHeight`` points.
public struct UICollectionLayoutListConfiguration {
    /// The overall style of a list.
    public enum Appearance: Int, Hashable, Sendable {
        /// Rows edge to edge, headers pinned while their section scrolls.
        case plain
        /// Sections separated by space, rows edge to edge.
        case grouped
        /// Sections separated by space and inset from the sides.
        case insetGrouped
        /// A sidebar: inset rows, no separators.
        case sidebar
        /// A plain sidebar: rows edge to edge, no separators.
        case sidebarPlain
    }

    /// How a section shows a header.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection
    }

    /// How a section shows a footer.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The style.
    public let appearance: Appearance
    /// Whether rows show separators. Default true (false for sidebars).
    public var showsSeparators: Bool
    /// The separators' look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of one row; nil uses ``separatorConfiguration`` for all.
    public var itemSeparatorHandler: ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
    /// The list's background colour; nil uses the appearance's default.
    public var backgroundColor: UIColor?
    /// How sections show headers. Default `.none`.
    public var headerMode: HeaderMode = .none
    /// How sections show footers. Default `.none`.
    public var footerMode: FooterMode = .none
    /// Extra space above each section header; nil uses the default.
    public var headerTopPadding: CGFloat?

    /// A list configuration of the given appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

/// The list geometry OpenTouch chose where UIKit documents none.
public enum CompositionalLayoutListConstants {
    /// The estimated height of a list row before it measures itself (UIKit's rows start at 44).
    public static let estimatedRowHeight: CGFloat = 44
    /// The estimated height of a list header or footer.
    public static let estimatedHeaderHeight: CGFloat = 44
    /// The space above each section of a grouped or inset-grouped list (OpenTouch's choice).
    public static let groupedSectionSpacing: CGFloat = 35
    /// The side inset of an inset-grouped list's sections or a sidebar's rows (OpenTouch's choice).
    public static let insetGroupedSideInset: CGFloat = 20
}
