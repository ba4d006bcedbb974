import Foundation

/// Called while an orthogonal section scrolls (and on each layout pass) with the section's
/// visible items, the section's scroll offset and the layout environment; changes made to the
/// items' `alpha`, `transform` and `zIndex` are shown.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// How an orthogonal section scrolls across the layout's scrolling axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
    /// The section does not scroll orthogonally: its groups wrap along the layout's axis.
    case none = 0
    /// The section scrolls freely and decelerates like a scroll view.
    case continuous
    /// The section scrolls freely and comes to rest with a group's leading edge at the leading edge.
    case continuousGroupLeadingBoundary
    /// The section pages by the width (or height) of the collection view.
    case paging
    /// The section pages by one group.
    case groupPaging
    /// The section pages by one group and rests with that group centred.
    case groupPagingCentered
}

/// The reference a section's (or layout's) content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable, Hashable {
    /// The system chooses (the layout margins for lists, none otherwise here).
    case automatic = 0
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// A section of a compositional layout: one group repeated until the section's items are used
/// up, spacing between groups, insets, headers and footers, background decorations, and whether
/// it scrolls across the layout's axis.
@preconcurrency @MainActor
public class NSCollectionLayoutSection {
    /// The group repeated to lay out the section's items.
    public let group: NSCollectionLayoutGroup
    /// Insets of the section's groups from the section's edges (headers and footers lie outside them).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// What ``contentInsets`` are measured from.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the boundary supplementaries' insets are measured from.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether and how the section scrolls across the layout's axis.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers, footers and other supplementaries at the section's edges.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers follow the section's leading and trailing insets. Default true.
    public var supplementariesFollowContentInsets = true
    /// Views drawn behind the section, such as a background.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the visible items before they are shown (see the typealias).
    @preconcurrency public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
