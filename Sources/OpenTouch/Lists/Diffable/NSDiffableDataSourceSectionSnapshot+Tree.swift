import Foundation

extension NSDiffableDataSourceSectionSnapshot {
    /// Calls `body` for each item under `roots`, depth first, skipping children of collapsed
    /// items when `visibleOnly`.
    func walk(_ roots: [ItemIdentifierType], visibleOnly: Bool, _ body: (ItemIdentifierType) -> Void) {
        var stack = Array(roots.reversed())
        while let item = stack.popLast() {
            body(item)
            guard let node = nodes[item], !visibleOnly || node.isExpanded else { continue }
            stack.append(contentsOf: node.children.reversed())
        }
    }

    /// `items` without those present or repeated, reporting UIKit's message for duplicates.
    func unique(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(), fresh: [ItemIdentifierType] = [], duplicates: [ItemIdentifierType] = []
        for item in items {
            if nodes[item] != nil || !seen.insert(item).inserted { duplicates.append(item) } else { fresh.append(item) }
        }
        if !duplicates.isEmpty {
            let list = duplicates.map { "\($0)" }.joined(separator: ", ")
            reportUnsupportedCall("NSDiffableDataSourceSectionSnapshot: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(list))}; OpenTouch kept the first of each")
        }
        return fresh
    }

    /// Reports that `call` was given an item the snapshot does not hold.
    func missing(_ item: ItemIdentifierType, _ call: String) {
        reportUnsupportedCall("NSDiffableDataSourceSectionSnapshot.\(call): invalid item identifier \(item): the snapshot does not contain it")
    }

    /// Inserts `items` as siblings of `item`, before or after it.
    mutating func insert(_ items: [ItemIdentifierType], beside item: ItemIdentifierType, after: Bool, call: String) {
        guard let node = nodes[item] else { return missing(item, call) }
        let fresh = unique(items)
        for new in fresh { nodes[new] = Node(parent: node.parent) }
        if let parent = node.parent {
            let index = nodes[parent]!.children.firstIndex(of: item)! + (after ? 1 : 0)
            nodes[parent]!.children.insert(contentsOf: fresh, at: index)
        } else {
            let index = rootItems.firstIndex(of: item)! + (after ? 1 : 0)
            rootItems.insert(contentsOf: fresh, at: index)
        }
    }

    /// Removes the nodes of `item` and its descendants.
    mutating func removeSubtree(_ item: ItemIdentifierType) {
        var stack = [item]
        while let current = stack.popLast() {
            if let node = nodes.removeValue(forKey: current) { stack.append(contentsOf: node.children) }
        }
    }

    /// Copies the subtree of `item` into `result` with `item` under `parent`.
    func copySubtree(_ item: ItemIdentifierType, parent: ItemIdentifierType?, into result: inout Self) {
        guard let node = nodes[item] else { return }
        result.nodes[item] = Node(parent: parent, children: node.children, isExpanded: node.isExpanded)
        for child in node.children { copySubtree(child, parent: item, into: &result) }
    }

    /// Adds the descendants of `item` in `source` under `item` here, with their expansion.
    mutating func graft(_ item: ItemIdentifierType, from source: Self) {
        guard let node = source.nodes[item] else { return }
        nodes[item]?.isExpanded = node.isExpanded
        append(node.children, to: item)
        for child in node.children where nodes[child]?.parent == item { graft(child, from: source) }
    }
}
