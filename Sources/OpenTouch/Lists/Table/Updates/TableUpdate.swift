import Foundation

/// The changes of one batch update, as the table's `insert…`/`delete…`/`move…`/`reload…` calls
/// describe them: deletes and reloads name rows and sections before the update, inserts and
/// move destinations name them after it.
struct TableUpdate {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// The animation the calls asked for (the last one other than `.none`).
    var animation: UITableView.RowAnimation = .none
    /// Completion handlers of `performBatchUpdates`.
    var completions: [(Bool) -> Void] = []

    /// Whether the update changes nothing.
    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Records the animation of a call.
    mutating func note(_ animation: UITableView.RowAnimation) {
        if animation != .none { self.animation = animation }
    }

    // MARK: Sections

    /// The new index of old section `section`, or nil when it was deleted or reloaded away.
    func newSection(forOld section: Int, newCount: Int) -> Int? {
        if deletedSections.contains(section) { return nil }
        if let move = movedSections.first(where: { $0.from == section }) { return move.to }
        let removedBelow = deletedSections.count(in: 0..<section)
            + movedSections.filter { $0.from < section }.count
        let rank = section - removedBelow
        return Self.slot(rank: rank, occupied: Array(insertedSections) + movedSections.map(\.to))
    }

    /// The old section that new section `section` continues, or nil for an inserted one.
    func oldSection(forNew section: Int, oldCount: Int) -> Int? {
        if insertedSections.contains(section) { return nil }
        if let move = movedSections.first(where: { $0.to == section }) { return move.from }
        for old in 0..<oldCount where newSection(forOld: old, newCount: 0) == section { return old }
        return nil
    }

    // MARK: Rows

    /// The new index path of old row `path` (in old section `path.section`, now `newSection`),
    /// or nil when deleted.
    func newRow(forOld path: IndexPath, newSection: Int) -> IndexPath? {
        if deletedRows.contains(path) { return nil }
        if let move = movedRows.first(where: { $0.from == path }) { return move.to }
        let removedBelow = deletedRows.filter { $0.section == path.section && $0.row < path.row }.count
            + movedRows.filter { $0.from.section == path.section && $0.from.row < path.row }.count
        let occupied = insertedRows.filter { $0.section == newSection }.map(\.row)
            + movedRows.filter { $0.to.section == newSection }.map(\.to.row)
        return IndexPath(row: Self.slot(rank: path.row - removedBelow, occupied: occupied), section: newSection)
    }

    /// The full map from an old index path to its new one (nil: deleted), given the new
    /// section count.
    func map(_ path: IndexPath, newSectionCount: Int) -> IndexPath? {
        guard let section = newSection(forOld: path.section, newCount: newSectionCount) else { return nil }
        if reloadedSections.contains(path.section) { return nil }
        return newRow(forOld: path, newSection: section)
    }

    /// The `rank`-th free slot (0-based) when the slots in `occupied` are taken.
    static func slot(rank: Int, occupied: [Int]) -> Int {
        var slot = rank
        for taken in occupied.sorted() where taken <= slot { slot += 1 }
        return slot
    }
}
