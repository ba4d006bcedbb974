import Foundation

/// The changes that turn one list layout into another, in the terms of a table or collection
/// view's batch update: deletes and reloads at old positions, inserts at new positions, moves
/// from old to new. Each list is in ascending order, so applying it is deterministic.
struct ListDifference: Equatable, Sendable {
    /// A section moving from an old index to a new one.
    struct SectionMove: Equatable, Sendable {
        var from: Int
        var to: Int
    }
    /// An item moving from an old index path to a new one.
    struct ItemMove: Equatable, Sendable {
        var from: IndexPath
        var to: IndexPath
    }

    /// Old indexes of sections deleted (with their items).
    var deletedSections: [Int] = []
    /// New indexes of sections inserted (with their items).
    var insertedSections: [Int] = []
    /// Sections moved, with their remaining items.
    var movedSections: [SectionMove] = []
    /// Old indexes of sections reloaded in place.
    var reloadedSections: [Int] = []
    /// Old index paths of items deleted.
    var deletedItems: [IndexPath] = []
    /// New index paths of items inserted.
    var insertedItems: [IndexPath] = []
    /// Items moved.
    var movedItems: [ItemMove] = []
    /// Old index paths of items reloaded in place.
    var reloadedItems: [IndexPath] = []
    /// New index paths of items to configure again in place, after the update.
    var reconfiguredItems: [IndexPath] = []

    /// Whether nothing changes.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }
}

/// The indexes of a longest strictly increasing subsequence of `values` (patience sorting,
/// O(n log n)); the elements not in it are the fewest that must move to sort the rest.
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    var tails: [Int] = [], previous = Array(repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var result: [Int] = []
    var current = tails.last ?? -1
    while current >= 0 {
        result.append(current)
        current = previous[current]
    }
    return result.reversed()
}
