import Foundation

/// The changes of one batch update, as the app announced them: deletions, reloads and move
/// sources in the old index paths, insertions and move destinations in the new ones.
struct CollectionUpdate {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// Whether nothing changes.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Where an old index ends up when `removed` old indexes leave and new indexes `fixed` are
    /// taken by arrivals: nil when it is removed.
    static func map(_ old: Int, removed: [Int], fixed: [Int]) -> Int? {
        guard !removed.contains(old) else { return nil }
        var index = old - removed.filter { $0 < old }.count
        for target in fixed.sorted() where target <= index { index += 1 }
        return index
    }

    /// The new index of old section `section`; nil when it is deleted or reloaded.
    func newSection(_ section: Int) -> Int? {
        if let move = movedSections.first(where: { $0.from == section }) { return move.to }
        return Self.map(section, removed: deletedSections + reloadedSections + movedSections.map(\.from),
                        fixed: insertedSections + reloadedSections.compactMap { reloadTarget($0) } + movedSections.map(\.to))
    }

    /// A reloaded section keeps its place among the other sections.
    private func reloadTarget(_ section: Int) -> Int? {
        Self.map(section, removed: deletedSections + movedSections.map(\.from),
                 fixed: insertedSections + movedSections.map(\.to))
    }

    /// The new index path of the old item `indexPath`; nil when it or its section goes.
    func newIndexPath(_ indexPath: IndexPath) -> IndexPath? {
        if let move = movedItems.first(where: { $0.from == indexPath }) { return move.to }
        guard let section = newSection(indexPath.section), !deletedItems.contains(indexPath) else { return nil }
        let removed = deletedItems.filter { $0.section == indexPath.section }.map(\.item)
            + movedItems.filter { $0.from.section == indexPath.section }.map(\.from.item)
        let fixed = insertedItems.filter { $0.section == section }.map(\.item)
            + movedItems.filter { $0.to.section == section }.map(\.to.item)
        return Self.map(indexPath.item, removed: removed, fixed: fixed).map { IndexPath(item: $0, section: section) }
    }

    /// Why the new counts do not follow from the old ones and the changes, in UIKit's words;
    /// nil when they do.
    func inconsistency(old: [Int], new: [Int]) -> String? {
        let expectedSections = old.count - deletedSections.count + insertedSections.count
        if expectedSections != new.count {
            return "invalid number of sections. The number of sections contained in the collection view after the update (\(new.count)) must be equal to the number of sections contained in the collection view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)"
        }
        for section in deletedSections + reloadedSections + movedSections.map(\.from) where !old.indices.contains(section) {
            return "attempt to change section \(section), but there are only \(old.count) sections before the update"
        }
        for section in insertedSections + movedSections.map(\.to) where !new.indices.contains(section) {
            return "attempt to insert section \(section), but there are only \(new.count) sections after the update"
        }
        for path in deletedItems + reloadedItems + movedItems.map(\.from)
        where !old.indices.contains(path.section) || path.item < 0 || path.item >= old[path.section] {
            return "attempt to delete, reload or move item \(path.item) from section \(path.section), which only contains \(old.indices.contains(path.section) ? old[path.section] : 0) items before the update"
        }
        for path in insertedItems + movedItems.map(\.to)
        where !new.indices.contains(path.section) || path.item < 0 || path.item >= new[path.section] {
            return "attempt to insert item \(path.item) into section \(path.section), but there are only \(new.indices.contains(path.section) ? new[path.section] : 0) items in section \(path.section) after the update"
        }
        return sectionCountInconsistency(old: old, new: new)
    }

    /// The first section whose item count does not add up.
    private func sectionCountInconsistency(old: [Int], new: [Int]) -> String? {
        for section in old.indices {
            guard let target = newSection(section) else { continue }
            let deleted = deletedItems.filter { $0.section == section }.count
            let inserted = insertedItems.filter { $0.section == target }.count
            let movedOut = movedItems.filter { $0.from.section == section && $0.to.section != target }.count
            let movedIn = movedItems.filter { $0.to.section == target && $0.from.section != section }.count
            guard old[section] - deleted + inserted - movedOut + movedIn != new[target] else { continue }
            return "invalid number of items in section \(target). The number of items contained in an existing section after the update (\(new[target])) must be equal to the number of items contained in that section before the update (\(old[section])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)"
        }
        return nil
    }

    /// The changes as the layout's update items.
    @MainActor
    var updateItems: [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in deletedSections.sorted() {
            items.append(UICollectionViewUpdateItem(action: .delete, before: IndexPath(index: section), after: nil))
        }
        for section in reloadedSections.sorted() {
            items.append(UICollectionViewUpdateItem(action: .reload, before: IndexPath(index: section),
                                                    after: IndexPath(index: section)))
        }
        for path in deletedItems.sorted() { items.append(UICollectionViewUpdateItem(action: .delete, before: path, after: nil)) }
        for path in reloadedItems.sorted() { items.append(UICollectionViewUpdateItem(action: .reload, before: path, after: path)) }
        for move in movedSections {
            items.append(UICollectionViewUpdateItem(action: .move, before: IndexPath(index: move.from), after: IndexPath(index: move.to)))
        }
        for move in movedItems { items.append(UICollectionViewUpdateItem(action: .move, before: move.from, after: move.to)) }
        for section in insertedSections.sorted() {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: section)))
        }
        for path in insertedItems.sorted() { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: path)) }
        return items
    }
}
