import Foundation

/// The state of a list's data at one moment: its sections and the items in each, named by
/// identifiers, as UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Build one, then give it to a diffable data source's `apply(_:animatingDifferences:)`, which
/// computes the difference from the list's current snapshot and applies it as deletes, inserts,
/// moves and reloads. Identifiers must be unique across the whole snapshot: UIKit raises on a
/// duplicate; OpenTouch reports UIKit's message as a diagnostic and keeps the first occurrence.
/// Lookups of an item's or a section's place use hashing; positions within a section are found
/// by a scan of that section.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections in order.
    var sections: [SectionIdentifierType] = []
    /// The items of each section, parallel to ``sections``.
    var items: [[ItemIdentifierType]] = []
    /// Each section's index.
    var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Each item's section.
    var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items marked for reload, in the order they were marked.
    var reloadedItems = OrderedIdentifiers<ItemIdentifierType>()
    /// Items marked for reconfiguration, in the order they were marked.
    var reconfiguredItems = OrderedIdentifiers<ItemIdentifierType>()
    /// Sections marked for reload, in the order they were marked.
    var reloadedSections = OrderedIdentifiers<SectionIdentifierType>()

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { itemSections.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    /// The items marked with ``reloadItems(_:)`` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }
    /// The items marked with ``reconfigureItems(_:)``.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }
    /// The sections marked with ``reloadSections(_:)``.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    /// The number of items in `identifier`; 0 (with a diagnostic) for an unknown section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = sectionIndex(identifier, in: "numberOfItems(inSection:)") else { return 0 }
        return items[index].count
    }

    /// The items of `identifier`, in order; empty (with a diagnostic) for an unknown section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndex(identifier, in: "itemIdentifiers(inSection:)") else { return [] }
        return items[index]
    }

    /// The section holding `identifier`; nil when the snapshot does not hold it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The index of `identifier` among all items, section by section; nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier], let index = sectionIndexes[section] else { return nil }
        let before = items[..<index].reduce(0) { $0 + $1.count }
        return items[index].firstIndex(of: identifier).map { before + $0 }
    }

    /// The index of `identifier` among the sections; nil when absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// The index path of `identifier`; nil when absent.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSections[identifier], let index = sectionIndexes[section],
              let row = items[index].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: row, section: index)
    }

    /// The item at `indexPath`; nil when out of range.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
              items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The index of section `identifier`, or nil after reporting that `call` was given an
    /// unknown section.
    func sectionIndex(_ identifier: SectionIdentifierType, in call: String) -> Int? {
        if let index = sectionIndexes[identifier] { return index }
        reportSnapshotMisuse("\(call): invalid section identifier \(identifier): the snapshot does not contain it")
        return nil
    }
}

/// Reports a snapshot call UIKit would raise on, with UIKit's wording; the call does nothing.
func reportSnapshotMisuse(_ message: String) {
    reportUnsupportedCall("NSDiffableDataSourceSnapshot: \(message)")
}

/// Identifiers in the order they were added, each once.
struct OrderedIdentifiers<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    /// Adds `element` at the end unless present.
    mutating func append(_ element: Element) {
        if members.insert(element).inserted { elements.append(element) }
    }

    /// Whether `element` is present.
    func contains(_ element: Element) -> Bool { members.contains(element) }

    /// Removes the elements for which `shouldRemove` is true.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        elements.removeAll(where: shouldRemove)
        members = Set(elements)
    }
}
