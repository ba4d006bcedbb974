import Foundation

extension NSDiffableDataSourceSnapshot {
    /// Inserts the new, unique ones of `identifiers` as sections at `index`.
    mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        let fresh = unique(identifiers, existing: { sectionIndexes[$0] != nil }, kind: "section")
        sections.insert(contentsOf: fresh, at: index)
        items.insert(contentsOf: Array(repeating: [], count: fresh.count), at: index)
        reindexSections()
    }

    /// Inserts the new, unique ones of `identifiers` into section `section` at `index`.
    mutating func insertItems(_ identifiers: [ItemIdentifierType], section: Int, at index: Int) {
        let fresh = unique(identifiers, existing: { itemSections[$0] != nil }, kind: "item")
        items[section].insert(contentsOf: fresh, at: index)
        for item in fresh { itemSections[item] = sections[section] }
    }

    /// `identifiers` without those already present or repeated, reporting UIKit's message for
    /// any duplicate.
    func unique<T: Hashable>(_ identifiers: [T], existing: (T) -> Bool, kind: String) -> [T] {
        var seen = Set<T>(), fresh: [T] = [], duplicates: [T] = []
        for identifier in identifiers {
            if existing(identifier) || !seen.insert(identifier).inserted { duplicates.append(identifier) } else { fresh.append(identifier) }
        }
        if !duplicates.isEmpty {
            let list = duplicates.map { "\($0)" }.joined(separator: ", ")
            reportSnapshotMisuse("Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\(list))}; OpenTouch kept the first of each")
        }
        return fresh
    }

    /// The section index and row of `identifier`, or nil after reporting `call`.
    func itemPath(_ identifier: ItemIdentifierType, in call: String) -> IndexPath? {
        if let path = indexPath(of: identifier) { return path }
        reportSnapshotMisuse("\(call): invalid item identifier \(identifier): the snapshot does not contain it")
        return nil
    }

    /// Rebuilds the section index table.
    mutating func reindexSections() {
        sectionIndexes = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }

    /// Drops reload and reconfigure marks of items no longer present.
    mutating func forgetMarksOfRemovedItems() {
        let present = itemSections
        reloadedItems.removeAll { present[$0] == nil }
        reconfiguredItems.removeAll { present[$0] == nil }
    }

    /// Moves section `identifier` before or after `target`.
    mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType,
                              after: Bool, call: String) {
        guard let from = sectionIndex(identifier, in: call), sectionIndex(target, in: call) != nil,
              identifier != target else { return }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let to = sectionIndexes[target]! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
        reindexSections()
    }

    /// Moves item `identifier` before or after `target`.
    mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType,
                           after: Bool, call: String) {
        guard let from = itemPath(identifier, in: call), itemPath(target, in: call) != nil,
              identifier != target else { return }
        items[from.section].remove(at: from.item)
        let to = indexPath(of: target)!
        items[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
        itemSections[identifier] = sections[to.section]
    }
}
