import Foundation

/// The batch-update calls of a list (table or collection view) that a difference is applied
/// through, in the list's own terms.
@MainActor
struct ListUpdateCalls {
    var deleteSections: (IndexSet) -> Void
    var insertSections: (IndexSet) -> Void
    var reloadSections: (IndexSet) -> Void
    var moveSection: (Int, Int) -> Void
    var deleteItems: ([IndexPath]) -> Void
    var insertItems: ([IndexPath]) -> Void
    var reloadItems: ([IndexPath]) -> Void
    var moveItem: (IndexPath, IndexPath) -> Void

    /// Makes the calls of `difference` (inside the list's batch update).
    func perform(_ difference: ListDifference) {
        if !difference.deletedSections.isEmpty { deleteSections(IndexSet(difference.deletedSections)) }
        if !difference.insertedSections.isEmpty { insertSections(IndexSet(difference.insertedSections)) }
        if !difference.reloadedSections.isEmpty { reloadSections(IndexSet(difference.reloadedSections)) }
        for move in difference.movedSections { moveSection(move.from, move.to) }
        if !difference.deletedItems.isEmpty { deleteItems(difference.deletedItems) }
        if !difference.insertedItems.isEmpty { insertItems(difference.insertedItems) }
        if !difference.reloadedItems.isEmpty { reloadItems(difference.reloadedItems) }
        for move in difference.movedItems { moveItem(move.from, move.to) }
    }
}

/// The snapshot a diffable data source holds, with the identifier lookups its list asks for.
struct DiffableStore<S: Hashable & Sendable, I: Hashable & Sendable> {
    /// The snapshot shown.
    private(set) var snapshot = NSDiffableDataSourceSnapshot<S, I>()
    /// Each item's index path in ``snapshot``, built when first asked for.
    private var paths: [I: IndexPath]?

    /// Replaces the snapshot, keeping no reload or reconfigure marks.
    mutating func replace(with new: NSDiffableDataSourceSnapshot<S, I>) {
        var clean = new
        clean.reloadedItems = OrderedIdentifiers()
        clean.reconfiguredItems = OrderedIdentifiers()
        clean.reloadedSections = OrderedIdentifiers()
        snapshot = clean
        paths = nil
    }

    /// The item at `indexPath`; nil when out of range.
    func item(at indexPath: IndexPath) -> I? { snapshot.itemIdentifier(at: indexPath) }

    /// The index path of `item`; nil when absent. Hash lookup after one O(n) indexing.
    mutating func indexPath(of item: I) -> IndexPath? {
        if paths == nil {
            var table: [I: IndexPath] = [:]
            for (section, items) in snapshot.items.enumerated() {
                for (row, item) in items.enumerated() { table[item] = IndexPath(item: row, section: section) }
            }
            paths = table
        }
        return paths?[item]
    }

    /// The number of items in section `index`; 0 when out of range.
    func count(inSection index: Int) -> Int {
        snapshot.items.indices.contains(index) ? snapshot.items[index].count : 0
    }

    /// The section at `index`; nil when out of range.
    func section(at index: Int) -> S? {
        snapshot.sections.indices.contains(index) ? snapshot.sections[index] : nil
    }

    /// Moves the item at `from` to `to`, as a list's interactive reorder did.
    mutating func moveItem(from: IndexPath, to: IndexPath) {
        guard let item = item(at: from) else { return }
        var new = snapshot
        new.items[from.section].remove(at: from.item)
        let target = min(to.item, new.items[to.section].count)
        new.items[to.section].insert(item, at: target)
        new.itemSections[item] = new.sections[to.section]
        snapshot = new
        paths = nil
    }
}
