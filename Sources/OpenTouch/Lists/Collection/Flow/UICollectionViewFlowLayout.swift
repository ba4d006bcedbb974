import Foundation

/// UIKit's line-based layout: items fill lines across the scroll direction, lines stack along it,
/// with optional section headers and footers.
///
/// Line rules (as UIKit lays lines out; see the CollectionViews article): a line takes as many
/// items as fit with ``minimumInteritemSpacing`` between them; items are centred across the line
/// on the scroll axis. A full line's leftover space goes evenly between its items (the first at
/// the leading inset, the last at the trailing one). A line holding one item centres it, except
/// the last line of a section of several lines, which starts at the leading inset. The last
/// line of a section of several lines keeps the spacing of the lines above when every item has
/// one size, and ``minimumInteritemSpacing`` otherwise.
///
/// Queries cost the same for a million items as for a thousand: uniform sizes are answered
/// arithmetically, varying ones from an index of line offsets.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What ``sectionInset`` is measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The content inset (the default).
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    /// An ``estimatedItemSize`` asking cells to size themselves, starting from ``itemSize``.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The scroll direction; lines run across it. Default vertical.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item unless the delegate gives one. Default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A non-zero size turns on self-sizing cells, laid out at this size until measured. Default zero.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least spacing between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least spacing between items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (inside its header and footer). Default zero.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// What ``sectionInset`` is measured from. Default ``SectionInsetReference-swift.enum/fromContentInset``.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// The size of section headers: the height counts in vertical layouts, the width in
    /// horizontal ones. Default zero (no headers).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of section footers, as ``headerReferenceSize``. Default zero.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible area while its section scrolls. Default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible area while its section scrolls. Default false.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The sections as last prepared.
    var sections: [FlowSection] = []
    /// Each section's geometry: start, header, insets and footer along the scroll axis.
    var frames: [FlowSectionFrame] = []
    /// The content's cross length and the length along the scroll axis.
    var contentCross: CGFloat = 0
    var contentMain: CGFloat = 0
    /// Whether the next ``prepare()`` rebuilds every section (else it applies only self-sizing).
    var needsRebuild = true
    /// Self-sized items waiting for the next ``prepare()``.
    var pendingSizes: [IndexPath: CGSize] = [:]
    /// Set by the delegate's default `sizeForItemAt`: the delegate does not give item sizes.
    var delegateSizeIsDefault = false

    /// Whether lines run horizontally (the content scrolls vertically).
    var isVertical: Bool { scrollDirection == .vertical }

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// A flow layout from an archive, with UIKit's defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Flow layouts make ``UICollectionViewFlowLayoutInvalidationContext``s.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    // MARK: Invalidation

    /// Records what changed: a context that invalidates everything, the data source counts or
    /// the delegate metrics re-measures every section at the next ``prepare()``; a self-sizing
    /// or scrolling context only updates what it names.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let metrics = (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics
            ?? (context.invalidatedItemIndexPaths == nil)
        if context.invalidateEverything || context.invalidateDataSourceCounts || metrics {
            needsRebuild = true
        }
        super.invalidateLayout(with: context)
    }

    /// True when the cross size changes (lines re-flow) or headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        let crossChanged = isVertical ? old.width != newBounds.width : old.height != newBounds.height
        return crossChanged || laidOutCross != crossLength(of: newBounds)
            || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// A context that re-measures the sections when the cross size changed, and only moves
    /// pinned headers otherwise.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = laidOutCross != crossLength(of: newBounds)
        }
        return context
    }

    /// True when a self-sizing cell's preferred size differs from its laid-out size.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        originalAttributes.representedElementCategory == .cell && estimatedItemSize != .zero
            && preferredAttributes.size != originalAttributes.size
    }

    /// Records the cell's preferred size for the next ``prepare()``.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        if originalAttributes.representedElementCategory == .cell {
            pendingSizes[originalAttributes.indexPath] = preferredAttributes.size
        }
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    // MARK: Preparing

    /// Measures the sections (every item's size when the delegate gives sizes) or applies the
    /// self-sized items since the last preparation, then places the sections.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            frames = []
            return
        }
        if needsRebuild {
            needsRebuild = false
            rebuildSections(collectionView)
        }
        for (indexPath, size) in pendingSizes.sorted(by: { $0.key < $1.key })
        where sections.indices.contains(indexPath.section) {
            sections[indexPath.section].setOverride(flowSize(size), for: indexPath.item)
        }
        pendingSizes = [:]
        placeSections()
    }

    /// The content's size: the cross length of the visible area and the sections' total length.
    open override var collectionViewContentSize: CGSize {
        isVertical ? CGSize(width: contentCross, height: contentMain) : CGSize(width: contentMain, height: contentCross)
    }

    /// The cells, headers and footers whose frames meet `rect`; pinned headers and footers at
    /// their pinned places.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        flowAttributesForElements(in: rect)
    }

    /// The attributes of the item at `indexPath`; nil outside the prepared sections.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowAttributesForItem(at: indexPath)
    }

    /// The attributes of a section header or footer; nil for other kinds and absent ones.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// `size` as main and cross lengths.
    func flowSize(_ size: CGSize) -> FlowSize {
        isVertical ? FlowSize(main: size.height, cross: size.width) : FlowSize(main: size.width, cross: size.height)
    }

    /// The cross length the layout last laid out for.
    var laidOutCross: CGFloat = -1

    /// The cross length of the content for a collection view of `bounds`.
    func crossLength(of bounds: CGRect) -> CGFloat {
        guard let collectionView else { return 0 }
        let inset = collectionView.adjustedContentInset
        return max(0, isVertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
    }
}

/// A flow layout section's geometry along the scroll axis.
struct FlowSectionFrame: Sendable {
    /// Where the section (its header) starts.
    var start: CGFloat = 0
    var header: CGFloat = 0
    var insetStart: CGFloat = 0
    var insetEnd: CGFloat = 0
    var footer: CGFloat = 0
    /// Where the lines start across the scroll axis.
    var crossOrigin: CGFloat = 0
    /// The header's and footer's cross lengths.
    var headerCross: CGFloat = 0
    var footerCross: CGFloat = 0
    /// Where the first line starts.
    var linesStart: CGFloat { start + header + insetStart }
}

extension UICollectionView {
    /// The direction a collection view's flow layout scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Lines run horizontally and stack downwards.
        case vertical
        /// Lines run vertically and stack rightwards.
        case horizontal
    }
}
