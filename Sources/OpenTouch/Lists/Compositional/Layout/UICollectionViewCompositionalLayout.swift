import Foundation

/// A layout built from sections, groups and items (``NSCollectionLayoutSection``,
/// ``NSCollectionLayoutGroup``, ``NSCollectionLayoutItem``), as in UIKit.
///
/// The section provider is called for every section at each full preparation (when the data or
/// the collection view's size changes) with the environment: the container's size and the
/// collection view's traits. Items with estimated dimensions size themselves: the cell's
/// `preferredLayoutAttributesFitting(_:)` measures it and the layout moves what follows.
/// Sections with an ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` other than
/// `.none` put their cells in a scroll view of their own that scrolls across the layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout's settings; setting them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    /// The solved layout, from the last preparation.
    var solution: CompositionalSolution?
    /// The container size the solution was made for.
    var preparedSize: CGSize?
    /// Whether the next preparation must ask for the sections again.
    var rebuildPending = true
    /// The scroll views of orthogonal sections, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// The environment of the last full preparation.
    var environment: CompositionalLayoutEnvironment?
    /// The list configuration of a layout made by ``list(using:)``.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections `sectionProvider` makes.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` makes, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout from an archive: it has no sections to give (UIKit's archived compositional
    /// layouts are made in code too); every section is empty.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listConfiguration = configuration
        return layout
    }

    // MARK: Preparing

    /// Asks the section provider for every section when the data or the size changed, and
    /// places the orthogonal sections' scroll views.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            solution = nil
            return
        }
        let size = containerSize(of: collectionView)
        if rebuildPending || solution == nil || preparedSize != size {
            rebuild(collectionView, size: size)
        }
        rebuildPending = false
        layoutOrthogonalScrollers(in: collectionView)
    }

    /// The size sections lay out in: the bounds inside the adjusted content insets.
    func containerSize(of collectionView: UICollectionView, bounds: CGRect? = nil) -> CGSize {
        let insets = collectionView.adjustedContentInset
        let size = (bounds ?? collectionView.bounds).size
        return CGSize(width: max(0, size.width - insets.left - insets.right), height: max(0, size.height - insets.top - insets.bottom))
    }

    private func rebuild(_ collectionView: UICollectionView, size: CGSize) {
        let environment = CompositionalLayoutEnvironment(contentSize: size, traitCollection: collectionView.traitCollection)
        let count = collectionView.numberOfSections
        var sections: [NSCollectionLayoutSection] = []
        var counts: [Int] = []
        for index in 0..<count {
            if let section = sectionProvider(index, environment) {
                sections.append(section)
                counts.append(collectionView.numberOfItems(inSection: index))
            } else {
                reportUnsupportedCall("UICollectionViewCompositionalLayout: the section provider gave no section for section \(index); its items are not shown")
                sections.append(Self.emptySection())
                counts.append(0)
            }
        }
        self.environment = environment
        solution = CompositionalSolution(
            sections: sections, itemCounts: counts, container: size, scrollAxis: scrollAxis,
            interSectionSpacing: configuration.interSectionSpacing,
            boundarySupplementaryItems: configuration.boundarySupplementaryItems,
            traitCollection: collectionView.traitCollection)
        preparedSize = size
        if let color = listConfiguration?.backgroundColor { collectionView.backgroundColor = color }
    }

    /// The axis the layout scrolls along.
    var scrollAxis: LayoutAxis {
        configuration.scrollDirection == .horizontal ? .horizontal : .vertical
    }

    private static func emptySection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }

    // MARK: Answering

    /// The content's size: the container across the scrolling axis, the sections along it.
    open override var collectionViewContentSize: CGSize {
        solution?.contentSize ?? .zero
    }

    /// Sizes and pinned headers depend on the bounds: a change of size asks for the sections
    /// again; a scroll moves pinned headers and footers.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return containerSize(of: collectionView, bounds: newBounds) != preparedSize || hasPinnedSupplementaries
    }

    /// Whether any section pins a header or footer.
    var hasPinnedSupplementaries: Bool {
        solution?.sections.contains { $0.section.boundarySupplementaryItems.contains { $0.pinToVisibleBounds } } ?? false
    }

    /// The attributes of the cells, supplementaries and decorations whose frames meet `rect`.
    /// Cells of orthogonal sections are placed where their section's scroll view shows them.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementAttributes(in: rect)
    }

    /// The attributes of the cell at `indexPath`; nil when out of range.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    /// The attributes of the boundary supplementary of `elementKind` at `indexPath` (item: its
    /// number among the section's supplementaries of that kind), or of an item's supplementary.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of the decoration of `elementKind` at `indexPath` (item: its number among
    /// the section's decorations of that kind).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    /// True when a cell's measured size differs from its estimate along an estimated axis.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        measurementChangesLayout(preferredAttributes, originalAttributes)
    }

    /// Records the cell's measured size; the items after it move at the next preparation without
    /// asking the section provider again.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        recordMeasurement(preferredAttributes, originalAttributes)
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Cells and item supplementaries of orthogonal sections go in their section's scroll view.
    override func hostView(for attributes: UICollectionViewLayoutAttributes) -> UIView? {
        orthogonalHost(for: attributes)
    }

    /// Asks the section provider again when the data changed.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { rebuildPending = true }
        super.invalidateLayout(with: context)
    }
}
