import Foundation

/// The highlight and selection state of a list, and the state machine a touch on one of its
/// cells runs (shared by ``UITableView`` and the collection view).
///
/// A touch on a cell, as UIKit's tables run it:
/// 1. When the cell is sent its touch-down (after the scroll view's content-touch delay, or on a
///    quick tap's lift): `shouldHighlight` — if true, the cell's `setHighlighted(true)` then
///    `didHighlight`. When the list does not allow selection, nothing happens.
/// 2. When the touch ends on the cell: `didUnhighlight` (after the cell's
///    `setHighlighted(false)`); then, only if the row was allowed to highlight, the selection:
///    `willSelect` (which may redirect or refuse); in single selection, `willDeselect` and
///    `didDeselect` for each previously selected path other than the target; the target's cell
///    `setSelected(true)` and `didSelect`. In multiple selection, a touch on a selected path
///    deselects it instead (`willDeselect`, `didDeselect`).
/// 3. When the touch is cancelled (the scroll view's pan took it, a recognizer with
///    `cancelsTouchesInView` recognized): the highlight is undone (`didUnhighlight`) and nothing
///    is selected.
///
/// Selected paths are kept in the order they were selected; programmatic ``select(_:animated:)``
/// and ``deselect(_:animated:)`` call no delegate methods.
@MainActor
final class ListSelection {
    /// The list this selection belongs to.
    weak var host: ListSelectionHost?
    /// The selected index paths, in the order they were selected.
    private(set) var selected: [IndexPath] = []
    /// The highlighted index path (a finger is on its cell), if any.
    private(set) var highlighted: IndexPath?
    /// The index path the current touch began on, while the touch lasts.
    private(set) var tracking: IndexPath?
    /// Whether the tracked touch's path was allowed to highlight (a refused highlight refuses the selection).
    private var trackingMaySelect = false

    /// A selection for `host`.
    init(host: ListSelectionHost? = nil) {
        self.host = host
    }

    /// Whether `indexPath` is selected.
    func isSelected(_ indexPath: IndexPath) -> Bool {
        selected.contains(indexPath)
    }

    // MARK: Touches

    /// A touch reached the cell at `indexPath` (step 1).
    func touchBegan(at indexPath: IndexPath) {
        guard let host, tracking == nil else { return }
        tracking = indexPath
        trackingMaySelect = false
        guard host.listAllowsSelection, host.listShouldHighlight(at: indexPath) else { return }
        trackingMaySelect = true
        highlighted = indexPath
        host.listSetCellHighlighted(true, at: indexPath, animated: false)
        host.listDidHighlight(at: indexPath)
    }

    /// The tracked touch ended on its cell (step 2); returns what the lift did.
    @discardableResult
    func touchEnded() -> ListTouchOutcome {
        guard let indexPath = tracking else { return .nothing }
        let maySelect = trackingMaySelect
        tracking = nil
        trackingMaySelect = false
        unhighlight()
        guard maySelect, let host, host.listAllowsSelection else { return .nothing }
        return userSelect(indexPath)
    }

    /// The tracked touch was cancelled (step 3).
    func touchCancelled() {
        guard tracking != nil else { return }
        tracking = nil
        trackingMaySelect = false
        unhighlight()
    }

    /// Removes the highlight, telling the cell and the delegate.
    private func unhighlight() {
        guard let path = highlighted else { return }
        highlighted = nil
        host?.listSetCellHighlighted(false, at: path, animated: false)
        host?.listDidUnhighlight(at: path)
    }

    // MARK: User selection

    /// Selects `indexPath` as a lift on its cell does, with the delegate calls; returns what it did.
    @discardableResult
    func userSelect(_ indexPath: IndexPath) -> ListTouchOutcome {
        guard let host else { return .nothing }
        if host.listAllowsMultipleSelection, isSelected(indexPath) {
            return userDeselect(indexPath) ? .deselected : .deselectRefused
        }
        guard let target = host.listWillSelect(at: indexPath) else { return .selectRefused }
        if !host.listAllowsMultipleSelection {
            for old in selected where old != target {
                userDeselect(old)
            }
        }
        if !isSelected(target) { selected.append(target) }
        host.listSetCellSelected(true, at: target, animated: true)
        host.listDidSelect(at: target)
        return .selected(target)
    }

    /// Deselects `indexPath` as the user does, with `willDeselect` (which may redirect or refuse)
    /// and `didDeselect`; false when nothing was deselected.
    @discardableResult
    func userDeselect(_ indexPath: IndexPath) -> Bool {
        guard let host, let target = host.listWillDeselect(at: indexPath), isSelected(target) else { return false }
        selected.removeAll { $0 == target }
        host.listSetCellSelected(false, at: target, animated: true)
        host.listDidDeselect(at: target)
        return true
    }

    // MARK: Programmatic selection

    /// Selects `indexPath` without delegate calls; in single selection the others are deselected.
    func select(_ indexPath: IndexPath, animated: Bool) {
        guard let host else { return }
        if !host.listAllowsMultipleSelection {
            for old in selected where old != indexPath {
                selected.removeAll { $0 == old }
                host.listSetCellSelected(false, at: old, animated: animated)
            }
        }
        if !isSelected(indexPath) { selected.append(indexPath) }
        host.listSetCellSelected(true, at: indexPath, animated: animated)
    }

    /// Deselects `indexPath` without delegate calls.
    func deselect(_ indexPath: IndexPath, animated: Bool) {
        guard isSelected(indexPath) else { return }
        selected.removeAll { $0 == indexPath }
        host?.listSetCellSelected(false, at: indexPath, animated: animated)
    }

    /// Forgets every selected path and the highlight, without delegate or cell calls (the list
    /// reconfigures its cells itself, as `reloadData` does).
    func reset() {
        selected.removeAll()
        highlighted = nil
        tracking = nil
        trackingMaySelect = false
    }

    /// Replaces the selected paths (after an update moved them), keeping their cells as they are.
    func replaceSelected(_ paths: [IndexPath]) {
        selected = paths
    }

    /// Moves the highlight to `path` (after an update); nil drops it.
    func setHighlightedPath(_ path: IndexPath?) {
        highlighted = path
    }

    /// Moves the tracked touch's path to `path` (after an update); nil forgets the touch, so its
    /// lift selects nothing.
    func setTrackingPath(_ path: IndexPath?) {
        tracking = path
        if path == nil { trackingMaySelect = false }
    }

    /// Deselects every path without delegate calls.
    func deselectAll(animated: Bool) {
        for path in selected { deselect(path, animated: animated) }
    }
}

/// What a lift on a tracked cell did, so that the list can report it (why-traces).
enum ListTouchOutcome: Equatable {
    /// Nothing: no touch was tracked, or its highlight (and so its selection) was refused.
    case nothing
    /// The will-select delegate method refused the selection.
    case selectRefused
    /// The lift selected this index path (another one than the touched one when redirected).
    case selected(IndexPath)
    /// The lift deselected the touched path (multiple selection).
    case deselected
    /// The will-deselect delegate method refused the deselection.
    case deselectRefused
}
