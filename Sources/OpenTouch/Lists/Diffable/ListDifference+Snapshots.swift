import Foundation

extension NSDiffableDataSourceSnapshot {
    /// The changes that turn `old` into this snapshot: sections and items only in `old` are
    /// deleted, those only here inserted; common ones that keep their order stay and the fewest
    /// others move (a longest increasing subsequence of old positions stays); items marked for
    /// reload here reload in place, or are deleted and inserted when they move; an item whose
    /// section is deleted or inserted goes with its section. Hash lookups plus an O(n log n)
    /// subsequence; nothing depends on dictionary order.
    func difference(from old: NSDiffableDataSourceSnapshot) -> ListDifference {
        var builder = DifferenceBuilder(old: old, new: self)
        builder.diffSections()
        builder.diffItems()
        return builder.result
    }
}

/// Computes a ``ListDifference`` between two snapshots.
private struct DifferenceBuilder<S: Hashable & Sendable, I: Hashable & Sendable> {
    let old: NSDiffableDataSourceSnapshot<S, I>
    let new: NSDiffableDataSourceSnapshot<S, I>
    var result = ListDifference()
    /// For each new section index: the old index of the same section when it carries its items
    /// over (neither deleted nor inserted); nil for a section that is inserted.
    var carriedFrom: [Int?] = []
    /// Old sections that carry their items over to the new snapshot.
    var carried: Set<Int> = []
    /// Every item's path in the old snapshot.
    let oldPaths: [I: IndexPath]
    /// Every item's path in the new snapshot.
    let newPaths: [I: IndexPath]

    init(old: NSDiffableDataSourceSnapshot<S, I>, new: NSDiffableDataSourceSnapshot<S, I>) {
        self.old = old
        self.new = new
        oldPaths = Self.paths(of: old)
        newPaths = Self.paths(of: new)
    }

    /// The index path of every item of `snapshot`.
    static func paths(of snapshot: NSDiffableDataSourceSnapshot<S, I>) -> [I: IndexPath] {
        var result: [I: IndexPath] = [:]
        result.reserveCapacity(snapshot.numberOfItems)
        for (section, items) in snapshot.items.enumerated() {
            for (row, item) in items.enumerated() { result[item] = IndexPath(item: row, section: section) }
        }
        return result
    }

    /// Fills in the section changes.
    mutating func diffSections() {
        for (index, section) in old.sections.enumerated() where new.sectionIndexes[section] == nil {
            result.deletedSections.append(index)
        }
        let common = new.sections.compactMap { old.sectionIndexes[$0] }
        let staying = Set(longestIncreasingSubsequence(common).map { common[$0] })
        carriedFrom = Array(repeating: nil, count: new.sections.count)
        for (newIndex, section) in new.sections.enumerated() {
            guard let oldIndex = old.sectionIndexes[section] else {
                result.insertedSections.append(newIndex)
                continue
            }
            let reloaded = new.reloadedSections.contains(section)
            switch (staying.contains(oldIndex), reloaded) {
            case (true, true): result.reloadedSections.append(oldIndex)
            case (false, true):
                result.deletedSections.append(oldIndex)
                result.insertedSections.append(newIndex)
                continue
            case (true, false): break
            case (false, false): result.movedSections.append(.init(from: oldIndex, to: newIndex))
            }
            if !reloaded {
                carriedFrom[newIndex] = oldIndex
                carried.insert(oldIndex)
            }
        }
        result.deletedSections.sort()
        result.movedSections.sort { $0.from < $1.from }
    }

    /// Fills in the item changes.
    mutating func diffItems() {
        deleteItemsLeavingCarriedSections()
        for newSection in new.sections.indices {
            guard let oldSection = carriedFrom[newSection] else { continue }
            diffItems(inNewSection: newSection, carriedFrom: oldSection)
        }
        result.deletedItems.sort()
        result.insertedItems.sort()
        result.movedItems.sort { $0.from < $1.from }
        result.reloadedItems.sort()
        result.reconfiguredItems.sort()
    }

    /// Deletes the items of carried old sections that have no carried place in the new snapshot.
    private mutating func deleteItemsLeavingCarriedSections() {
        for oldSection in old.sections.indices where carried.contains(oldSection) {
            for (row, item) in old.items[oldSection].enumerated() where newCarriedPath(of: item) == nil {
                result.deletedItems.append(IndexPath(item: row, section: oldSection))
            }
        }
    }

    /// The new path of `item` when its new section is carried over; nil otherwise.
    private func newCarriedPath(of item: I) -> IndexPath? {
        guard let path = newPaths[item], carriedFrom[path.section] != nil else { return nil }
        return path
    }

    /// The old path of `item` when its old section is carried over; nil otherwise.
    private func oldCarriedPath(of item: I) -> IndexPath? {
        guard let path = oldPaths[item], carried.contains(path.section) else { return nil }
        return path
    }

    /// The item changes of one carried section.
    private mutating func diffItems(inNewSection newSection: Int, carriedFrom oldSection: Int) {
        let items = new.items[newSection]
        let oldPaths = items.map(oldCarriedPath(of:))
        let sameSectionRows = oldPaths.enumerated().compactMap { entry -> (Int, Int)? in
            guard let path = entry.element, path.section == oldSection else { return nil }
            return (entry.offset, path.item)
        }
        let stayingRows = Set(longestIncreasingSubsequence(sameSectionRows.map(\.1)).map { sameSectionRows[$0].0 })
        for (row, item) in items.enumerated() {
            let newPath = IndexPath(item: row, section: newSection)
            guard let oldPath = oldPaths[row] else {
                result.insertedItems.append(newPath)
                continue
            }
            let reload = new.reloadedItems.contains(item)
            if stayingRows.contains(row) {
                if reload { result.reloadedItems.append(oldPath) }
            } else if reload {
                result.deletedItems.append(oldPath)
                result.insertedItems.append(newPath)
                continue
            } else {
                result.movedItems.append(.init(from: oldPath, to: newPath))
            }
            if new.reconfiguredItems.contains(item) { result.reconfiguredItems.append(newPath) }
        }
    }
}
