import Foundation

/// A collection view data source driven by snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`: give it a cell provider (and a supplementary view
/// provider for headers and footers), then apply snapshots; the difference from the shown
/// snapshot runs as one batch update of the collection view.
///
/// Section snapshots (``apply(_:to:animatingDifferences:completion:)``) replace one section's
/// items with the section snapshot's visible items and keep the tree for ``snapshot(for:)``.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UICollectionViewDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a header or footer) of a kind.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The collection view shown.
    private weak var collectionView: UICollectionView?
    /// The cell provider.
    private let cellProvider: CellProvider
    /// The snapshot shown.
    private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied, by section.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Makes headers, footers and other supplementary views; nil by default.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (it becomes its data source) making cells with
    /// `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    /// The section snapshot of `section`: the one applied to it, or its items at the top level.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if store.snapshot.indexOfSection(section) != nil { flat.append(store.snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Shows `snapshot`: the difference from the current one runs as one batch update;
    /// reconfigured items are configured again in place. `completion` runs when it finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
        let difference = snapshot.difference(from: store.snapshot)
        guard let collectionView, collectionView.window != nil, !difference.isEmpty else {
            store.replace(with: snapshot)
            collectionView?.reloadData()
            completion?()
            return
        }
        collectionView.performBatchUpdates({
            self.store.replace(with: snapshot)
            self.calls(for: collectionView).perform(difference)
        }, completion: { _ in completion?() })
        if !difference.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: difference.reconfiguredItems) }
    }

    /// Shows `sectionSnapshot` in `section` (appended when absent): the section's items become
    /// the section snapshot's visible items.
    open func apply(_ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                    to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var snapshot = store.snapshot
        if snapshot.indexOfSection(section) == nil { snapshot.appendSections([section]) }
        snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
        snapshot.appendItems(sectionSnapshot.visibleItems, toSection: section)
        apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots[section] = sectionSnapshot
    }

    /// Shows `snapshot` by reloading the collection view's data.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        store.replace(with: snapshot)
        sectionSnapshots = [:]
        collectionView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`; nil when out of range.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.item(at: indexPath) }

    /// The index path of `itemIdentifier`; nil when absent.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(of: itemIdentifier) }

    /// The section at `index`; nil when out of range.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.section(at: index) }

    /// The index of `sectionIdentifier`; nil when absent.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.snapshot.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.snapshot.numberOfSections }

    /// The number of items in the snapshot's section `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.count(inSection: section)
    }

    /// The cell the provider makes for the item; a nil cell is reported and replaced by an empty one.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = store.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        reportUnsupportedCall("UICollectionViewDiffableDataSource: the cell provider returned nil for index path \(indexPath); UIKit requires a cell")
        return UICollectionViewCell(frame: .zero)
    }

    /// The view the supplementary view provider makes; without one (or when it returns nil),
    /// a report and an empty view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        reportUnsupportedCall("UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) at \(indexPath); set supplementaryViewProvider")
        return UICollectionReusableView(frame: .zero)
    }

    /// Moves the item in the snapshot, as an interactive reorder moved it.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        store.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The collection view's batch-update calls.
    private func calls(for collectionView: UICollectionView) -> ListUpdateCalls {
        ListUpdateCalls(
            deleteSections: { collectionView.deleteSections($0) },
            insertSections: { collectionView.insertSections($0) },
            reloadSections: { collectionView.reloadSections($0) },
            moveSection: { collectionView.moveSection($0, toSection: $1) },
            deleteItems: { collectionView.deleteItems(at: $0) },
            insertItems: { collectionView.insertItems(at: $0) },
            reloadItems: { collectionView.reloadItems(at: $0) },
            moveItem: { collectionView.moveItem(at: $0, to: $1) })
    }
}
