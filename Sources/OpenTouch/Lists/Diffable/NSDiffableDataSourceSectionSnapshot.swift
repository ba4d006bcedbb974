import Foundation

/// The items of one section as a tree — items with children that can be expanded or collapsed —
/// as UIKit's `NSDiffableDataSourceSectionSnapshot`, for outline lists.
///
/// ``items`` lists every item depth first; ``visibleItems`` only those whose ancestors are all
/// expanded, which are the rows a list shows. Items start collapsed.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// One item's place in the tree.
    struct Node: Sendable {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    /// The top-level items, in order.
    public internal(set) var rootItems: [ItemIdentifierType] = []
    /// Every item's node.
    var nodes: [ItemIdentifierType: Node] = [:]

    /// An empty section snapshot.
    public init() {}

    /// Every item, depth first (a parent before its children).
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(nodes.count)
        walk(rootItems, visibleOnly: false) { result.append($0) }
        return result
    }

    /// The items shown: those whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(rootItems, visibleOnly: true) { result.append($0) }
        return result
    }

    /// Adds `items` as the last children of `parent`, or at the top level when nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, nodes[parent] == nil { return missing(parent, "append(_:to:)") }
        let fresh = unique(items)
        for item in fresh { nodes[item] = Node(parent: parent) }
        if let parent { nodes[parent]!.children += fresh } else { rootItems += fresh }
    }

    /// Inserts `items` as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, after: false, call: "insert(_:before:)")
    }

    /// Inserts `items` as siblings just after `item`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, after: true, call: "insert(_:after:)")
    }

    /// Removes `items` and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            removeSubtree(item)
            if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == item } } else { rootItems.removeAll { $0 == item } }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Expands `items`, showing their children (when their own ancestors are expanded).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]!.isExpanded = true }
    }

    /// Collapses `items`, hiding their descendants.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]!.isExpanded = false }
    }

    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether `item` is shown: all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var current = nodes[item] else { return false }
        while let parent = current.parent {
            guard let node = nodes[parent], node.isExpanded else { return false }
            current = node
        }
        return true
    }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// How deep `item` is: 0 at the top level; -1 when absent.
    public func level(of item: ItemIdentifierType) -> Int {
        guard var current = nodes[item] else { return -1 }
        var level = 0
        while let parent = current.parent, let node = nodes[parent] {
            level += 1
            current = node
        }
        return level
    }

    /// The parent of `item`; nil at the top level or when absent.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { nodes[item]?.parent }

    /// The index of `item` in ``items``; nil when absent.
    public func index(of item: ItemIdentifierType) -> Int? {
        nodes[item] == nil ? nil : items.firstIndex(of: item)
    }

    /// The subtree under `parent` as a snapshot of its own: its children at the top level, or
    /// `parent` itself at the top when `includingParent` is true.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard let node = nodes[parent] else { return result }
        let tops = includingParent ? [parent] : node.children
        result.rootItems = tops
        for top in tops { copySubtree(top, parent: nil, into: &result) }
        return result
    }

    /// Adds the whole of `snapshot` under `parent` (or at the top level when nil).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot, to parent: ItemIdentifierType? = nil) {
        append(snapshot.rootItems, to: parent)
        for root in snapshot.rootItems where nodes[root]?.parent == parent { graft(root, from: snapshot) }
    }

    /// Replaces the children of `parent` with the top-level items of `snapshot` and their subtrees.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot) {
        guard let node = nodes[parent] else { return missing(parent, "replace(childrenOf:using:)") }
        delete(node.children)
        append(snapshot, to: parent)
    }

    /// A text drawing of the tree, one item a line, indented by level, with `+` for collapsed
    /// parents and `-` for expanded ones.
    public func visualDescription() -> String {
        var lines: [String] = []
        walk(rootItems, visibleOnly: false) { item in
            let node = nodes[item]!
            let mark = node.children.isEmpty ? "*" : (node.isExpanded ? "-" : "+")
            lines.append(String(repeating: "  ", count: level(of: item)) + "\(mark) \(item)")
        }
        return lines.joined(separator: "\n")
    }
}
