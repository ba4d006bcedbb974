import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Sections

    /// Adds `identifiers` as sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts `identifiers` as sections before section `beforeIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        beforeSection beforeIdentifier: SectionIdentifierType) {
        guard let index = sectionIndex(beforeIdentifier, in: "insertSections(_:beforeSection:)") else { return }
        insertSections(identifiers, at: index)
    }

    /// Inserts `identifiers` as sections after section `afterIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        afterSection afterIdentifier: SectionIdentifierType) {
        guard let index = sectionIndex(afterIdentifier, in: "insertSections(_:afterSection:)") else { return }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes the sections `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionIndexes[$0] != nil })
        guard !doomed.isEmpty else { return }
        var keptSections: [SectionIdentifierType] = [], keptItems: [[ItemIdentifierType]] = []
        for (section, sectionItems) in zip(sections, items) {
            if doomed.contains(section) {
                for item in sectionItems { itemSections[item] = nil }
            } else {
                keptSections.append(section)
                keptItems.append(sectionItems)
            }
        }
        sections = keptSections
        items = keptItems
        reloadedSections.removeAll { doomed.contains($0) }
        forgetMarksOfRemovedItems()
        reindexSections()
    }

    /// Moves section `identifier` to just before section `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
    }

    /// Moves section `identifier` to just after section `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
    }

    /// Marks `identifiers` for reload: their cells are made again when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where sectionIndex(identifier, in: "reloadSections(_:)") != nil {
            reloadedSections.append(identifier)
        }
    }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier`, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            guard let index = sectionIndex(sectionIdentifier, in: "appendItems(_:toSection:)") else { return }
            section = index
        } else {
            guard !sections.isEmpty else {
                reportSnapshotMisuse("appendItems(_:toSection:): there are currently no sections in the data source; append a section first")
                return
            }
            section = sections.count - 1
        }
        insertItems(identifiers, section: section, at: items[section].count)
    }

    /// Inserts `identifiers` just before item `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let path = itemPath(beforeIdentifier, in: "insertItems(_:beforeItem:)") else { return }
        insertItems(identifiers, section: path.section, at: path.item)
    }

    /// Inserts `identifiers` just after item `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let path = itemPath(afterIdentifier, in: "insertItems(_:afterItem:)") else { return }
        insertItems(identifiers, section: path.section, at: path.item + 1)
    }

    /// Removes the items `identifiers` (unknown ones are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomedBySection: [Int: Set<ItemIdentifierType>] = [:]
        for item in identifiers {
            guard let section = itemSections.removeValue(forKey: item), let index = sectionIndexes[section] else { continue }
            doomedBySection[index, default: []].insert(item)
        }
        for index in doomedBySection.keys.sorted() {
            let doomed = doomedBySection[index]!
            items[index].removeAll { doomed.contains($0) }
        }
        forgetMarksOfRemovedItems()
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves item `identifier` to just before item `toIdentifier` (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// Moves item `identifier` to just after item `toIdentifier` (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    /// Marks `identifiers` for reload: their cells are dequeued and configured again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers where itemPath(item, in: "reloadItems(_:)") != nil { reloadedItems.append(item) }
    }

    /// Marks `identifiers` for reconfiguration: their existing cells are configured again in place.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers where itemPath(item, in: "reconfigureItems(_:)") != nil { reconfiguredItems.append(item) }
    }
}
