import Foundation

/// Which parts of a layout an invalidation concerns; a layout reads it in
/// ``UICollectionViewLayout/invalidateLayout(with:)``.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the data source's counts must be asked again (set by `reloadData` and batch
    /// updates).
    open internal(set) var invalidateEverything = false
    /// Whether the counts of sections and items changed.
    open internal(set) var invalidateDataSourceCounts = false
    /// How much the content size changes; the layout adds it to its own.
    open var contentSizeAdjustment: CGSize = .zero
    /// How much the content offset moves, for example to keep content still above a resized cell.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// The items invalidated, in the order they were added.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views invalidated, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views invalidated, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// The items being moved interactively, before the current movement step.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The items being moved interactively, after the current movement step.
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the moving item is, in the collection view's content.
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    /// An empty context.
    public required init() {}

    /// Adds `indexPaths` to ``invalidatedItemIndexPaths``.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds `indexPaths` of `elementKind` to ``invalidatedSupplementaryIndexPaths``.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Adds `indexPaths` of `elementKind` to ``invalidatedDecorationIndexPaths``.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}

/// One change of a batch update, as a layout's
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` sees it.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem {
    /// What the change does.
    public enum Action: Int, Sendable {
        /// An insertion.
        case insert
        /// A deletion.
        case delete
        /// A reload.
        case reload
        /// A move.
        case move
        /// No change.
        case none
    }

    /// The index path before the update (nil for an insertion); a path with one index is a section.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (nil for a deletion); a path with one index is a section.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }
}
