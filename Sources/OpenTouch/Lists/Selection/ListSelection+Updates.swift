import Foundation

extension ListSelection {
    /// Moves every selected, highlighted and tracked path through `map` (an insert, delete or
    /// move of rows or sections); paths it maps to nil (deleted) are dropped, keeping the order.
    func remap(_ map: (IndexPath) -> IndexPath?) {
        var seen = Set<IndexPath>()
        var kept: [IndexPath] = []
        for path in selected {
            if let new = map(path), seen.insert(new).inserted { kept.append(new) }
        }
        replaceSelected(kept)
        if let path = highlighted { setHighlightedPath(map(path)) }
        if let path = tracking { setTrackingPath(map(path)) }
    }
}

/// Index-path arithmetic for inserts, deletes and moves of items and sections.
enum ListIndexPathMap {
    /// Where `path` goes when the items `deleted` (old paths) are removed and then `inserted`
    /// (new paths) are added, section by section; nil when `path` was deleted.
    static func afterItems(_ path: IndexPath, deleted: [IndexPath], inserted: [IndexPath]) -> IndexPath? {
        if deleted.contains(path) { return nil }
        var item = path.item
        item -= deleted.filter { $0.section == path.section && $0.item < path.item }.count
        for insert in inserted.filter({ $0.section == path.section }).sorted(by: { $0.item < $1.item })
        where insert.item <= item {
            item += 1
        }
        return IndexPath(item: item, section: path.section)
    }

    /// Where `path` goes when the sections `deleted` are removed and then `inserted` added; nil
    /// when its section was deleted.
    static func afterSections(_ path: IndexPath, deleted: IndexSet, inserted: IndexSet) -> IndexPath? {
        guard let section = sectionAfter(path.section, deleted: deleted, inserted: inserted) else { return nil }
        return IndexPath(item: path.item, section: section)
    }

    /// Where section `section` goes when `deleted` are removed and then `inserted` added.
    static func sectionAfter(_ section: Int, deleted: IndexSet, inserted: IndexSet) -> Int? {
        if deleted.contains(section) { return nil }
        var new = section - deleted.count(in: 0..<section)
        for insert in inserted where insert <= new { new += 1 }
        return new
    }

    /// Where `path` goes when the item at `from` moves to `to`.
    static func afterMove(_ path: IndexPath, from: IndexPath, to: IndexPath) -> IndexPath {
        if path == from { return to }
        var item = path.item
        if path.section == from.section, from.item < item { item -= 1 }
        if path.section == to.section, to.item <= item { item += 1 }
        return IndexPath(item: item, section: path.section)
    }
}
