import Foundation

/// A leaf item placed in one instance of a group: the cell's frame and the slot it came from.
struct PlacedItem {
    /// The cell's frame: the slot inset by the item's content insets.
    var frame: CGRect
    /// The space the item's layout size (or measured size) takes.
    var slot: CGRect
    /// The cell's z-index.
    var zIndex: Int
    /// The axes along which the item's size is estimated (the cell sizes itself along them).
    var selfSizing = SelfSizingAxes()
}

/// The axes along which an element's size is an estimate.
struct SelfSizingAxes: Equatable {
    var horizontal = false
    var vertical = false
}

/// A supplementary attached to an item (`leaf` is its index in the group) or to a group (`leaf`
/// is the group's first leaf).
struct PlacedSupplementary {
    var frame: CGRect
    var elementKind: String
    var zIndex: Int
    var leaf: Int
}

/// One instance of a group laid out at the origin: its size and its leaves in order.
struct SolvedGroup {
    var size: CGSize
    var items: [PlacedItem] = []
    var supplementaries: [PlacedSupplementary] = []

    /// The group moved by `offset`, its leaf numbers moved by `leafShift`.
    func moved(by offset: CGPoint, leafShift: Int = 0) -> SolvedGroup {
        var copy = self
        for index in copy.items.indices {
            copy.items[index].frame = copy.items[index].frame.offsetBy(dx: offset.x, dy: offset.y)
            copy.items[index].slot = copy.items[index].slot.offsetBy(dx: offset.x, dy: offset.y)
        }
        for index in copy.supplementaries.indices {
            copy.supplementaries[index].frame = copy.supplementaries[index].frame.offsetBy(dx: offset.x, dy: offset.y)
            copy.supplementaries[index].leaf += leafShift
        }
        return copy
    }

    /// Appends `other`'s leaves and supplementaries after this group's.
    mutating func append(_ other: SolvedGroup) {
        items.append(contentsOf: other.items)
        supplementaries.append(contentsOf: other.supplementaries)
    }
}
