import Foundation

/// A table view data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`:
/// give it a cell provider, then ``apply(_:animatingDifferences:completion:)`` snapshots; it
/// works out the rows to delete, insert, move and reload and runs them as one batch update.
///
/// The table holds its data source weakly, as in UIKit: keep a strong reference. Subclass to
/// give header titles or to allow editing and moving; ``tableView(_:canEditRowAt:)`` and
/// ``tableView(_:canMoveRowAt:)`` return false unless overridden, and a move made with the
/// reorder control updates the snapshot by itself.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UITableViewDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The table shown.
    private weak var tableView: UITableView?
    /// The cell provider.
    private let cellProvider: CellProvider
    /// The snapshot shown.
    private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
    /// The animation of inserts, deletes and reloads; `.automatic` by default.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's data source) making cells with
    /// `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        store.snapshot
    }

    /// Shows `snapshot`: the difference from the current one runs as one batch update (with
    /// ``defaultRowAnimation`` when `animatingDifferences`, else without animation); reconfigured
    /// items are configured again in place. `completion` runs when the update finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = snapshot.difference(from: store.snapshot)
        guard let tableView, tableView.window != nil, !difference.isEmpty else {
            store.replace(with: snapshot)
            tableView?.reloadData()
            completion?()
            return
        }
        let animation: UITableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
        tableView.performBatchUpdates({
            self.store.replace(with: snapshot)
            self.calls(for: tableView, animation: animation).perform(difference)
        }, completion: { _ in completion?() })
        if !difference.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: difference.reconfiguredItems) }
    }

    /// Shows `snapshot` by reloading the table's data, without computing a difference.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        store.replace(with: snapshot)
        tableView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`; nil when out of range.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.item(at: indexPath) }

    /// The index path of `itemIdentifier`; nil when the snapshot does not hold it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(of: itemIdentifier) }

    /// The section at `index`; nil when out of range.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.section(at: index) }

    /// The index of `sectionIdentifier`; nil when absent.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.snapshot.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { store.snapshot.numberOfSections }

    /// The number of items in the snapshot's section `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.count(inSection: section)
    }

    /// The cell the provider makes for the row's item. A provider that returns nil is a
    /// programming error UIKit raises on; OpenTouch reports it and returns an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = store.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        reportUnsupportedCall("UITableViewDiffableDataSource: the cell provider returned nil for index path \(indexPath); UIKit requires a cell")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False: rows are not edited (or swiped to delete) unless a subclass says so.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// False: rows are not moved unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; override to delete or insert the row's item.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// Moves the item in the snapshot, as the reorder control moved the row.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        store.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The table's batch-update calls with `animation`.
    private func calls(for tableView: UITableView, animation: UITableView.RowAnimation) -> ListUpdateCalls {
        ListUpdateCalls(
            deleteSections: { tableView.deleteSections($0, with: animation) },
            insertSections: { tableView.insertSections($0, with: animation) },
            reloadSections: { tableView.reloadSections($0, with: animation) },
            moveSection: { tableView.moveSection($0, toSection: $1) },
            deleteItems: { tableView.deleteRows(at: $0, with: animation) },
            insertItems: { tableView.insertRows(at: $0, with: animation) },
            reloadItems: { tableView.reloadRows(at: $0, with: animation) },
            moveItem: { tableView.moveRow(at: $0, to: $1) })
    }
}
