import Foundation

/// How a list draws the separators above and below its rows: whether each shows, its insets
/// and its colour.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides (shown between rows, not above the first).
        case automatic
        /// Always shown.
        case visible
        /// Never shown.
        case hidden
    }

    /// Whether the separator above a row shows.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator below a row shows.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The insets of the separator above a row; `NSDirectionalEdgeInsets.listAutomaticInsets`
    /// style defaults are chosen by the list (here: zero).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = .zero
    /// The insets of the separator below a row.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = .zero
    /// The separators' colour.
    public var color: UIColor
    /// The separators' colour between rows selected together.
    public var multipleSelectionColor: UIColor

    /// The default separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        color = .separator
        multipleSelectionColor = .separator
        if listAppearance == .sidebar || listAppearance == .sidebarPlain {
            topSeparatorVisibility = .hidden
            bottomSeparatorVisibility = .hidden
        }
    }
}
