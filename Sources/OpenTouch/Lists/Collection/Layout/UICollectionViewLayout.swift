import Foundation

/// The base class of every collection view layout: it says where each cell, supplementary view
/// and decoration view goes. Subclass it and override ``prepare()``,
/// ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)``, as in UIKit.
///
/// The collection view calls ``prepare()`` once per invalidation, then asks only for the
/// elements in its visible rect (plus ``CollectionViewConstants/preparationMargin``). The base
/// class's answers are empty.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using the layout; nil until one adopts it.
    public internal(set) weak var collectionView: UICollectionView?
    /// Whether the layout must run ``prepare()`` before it answers again.
    var needsPrepare = true
    /// The decoration view classes, by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// The view an element's view goes in when it is not the collection view itself (a
    /// compositional layout's orthogonal sections keep their cells in scroll views of their
    /// own); nil: the collection view.
    func hostView(for attributes: UICollectionViewLayoutAttributes) -> UIView? { nil }

    /// A layout with no collection view yet.
    public init() {}

    /// A layout from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {}

    // MARK: Computing the layout

    /// Computes what the answers need; called once after each invalidation, before the
    /// collection view asks anything. Overrides call `super`.
    open func prepare() {}

    /// The size of all the content; zero in the base class.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`; nil in the base class.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`; nil in the base class.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil in the base class.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; nil in the base class.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The class of the attributes the layout makes; ``UICollectionViewLayoutAttributes`` by default.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes; the base context by default.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Registers `viewClass` for the decoration views of `elementKind`; nil removes it.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    // MARK: Invalidating

    /// Marks the whole layout out of date: invalidates with a context whose
    /// ``UICollectionViewLayoutInvalidationContext/invalidateEverything`` is true.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the parts of the layout `context` names out of date and applies its offset
    /// adjustment; the collection view prepares the layout again at its next layout pass.
    /// Overrides read the context and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let collectionView, context.contentOffsetAdjustment != .zero {
            let offset = collectionView.contentOffset
            collectionView.contentOffset = CGPoint(x: offset.x + context.contentOffsetAdjustment.x,
                                                   y: offset.y + context.contentOffsetAdjustment.y)
        }
        needsPrepare = true
        collectionView?.layoutDidInvalidate()
    }

    /// Whether scrolling or resizing to `newBounds` changes the layout; false in the base class.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change the layout said invalidates it.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing cell's preferred attributes change the layout; false in the base class.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context for a self-sizing change; it names the element that resized.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "",
                                                    at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "",
                                                 at: [originalAttributes.indexPath])
        }
        return context
    }

    /// A new context of ``invalidationContextClass``.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    // MARK: Scrolling

    /// Where scrolling that would stop at `proposedContentOffset` stops instead (after a layout
    /// change); the proposal itself by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a fling that would stop at `proposedContentOffset` stops instead, given its
    /// `velocity`; the proposal itself by default. Layouts override it to snap to items.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Animating updates

    /// Called before a batch update's animations with its changes; overrides call `super`.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after a batch update's animations are set up; overrides call `super`.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated bounds change; overrides call `super`.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change; overrides call `super`.
    open func finalizeAnimatedBoundsChange() {}

    /// Called before the collection view moves to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called before the collection view moves from `oldLayout` to this layout.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called after a layout transition.
    open func finalizeLayoutTransition() {}

    /// Where an item that appears in an update starts; nil (no movement) in the base class.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an item that disappears in an update ends; nil (no movement) in the base class.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a supplementary view that appears in an update starts; nil in the base class.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a supplementary view that disappears in an update ends; nil in the base class.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // MARK: Interactive movement

    /// The index path a moving item at `position` would take; by default the item under
    /// `position`, or `previousIndexPath` when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                              withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of the item being moved: its own, centred on `position`, above the others.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max / 2
        return attributes
    }

    /// The context for one step of interactive movement.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath],
                                  withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath],
                                  previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// The context for the end of interactive movement.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
        movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        return context
    }

    // MARK: Layout direction

    /// Whether the layout mirrors in right-to-left layouts (stored only: OpenTouch lays out left
    /// to right). Default true.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The direction the layout was written for; left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
