import Foundation

/// Selection from code (no delegate calls) and from the cells' touches.
///
/// A tap on a row calls, in this order (UIKit's, as its documentation and long-standing
/// behaviour describe it; where UIKit defers the selection to after the touch's run-loop turn,
/// OpenTouch runs it at once on lift):
///
/// 1. `shouldHighlightRowAt` — when the row gets the touch (after the scroll view's
///    content-touch delay, or at a quick tap's lift); false refuses the highlight and the
///    selection.
/// 2. the cell's `setHighlighted(true, animated:)`, then `didHighlightRowAt`.
/// 3. On lift: the cell's `setHighlighted(false, animated:)`, then `didUnhighlightRowAt`.
/// 4. `willSelectRowAt` — may return another index path (redirect) or nil (refuse).
/// 5. In single selection, for the previously selected row: `willDeselectRowAt`, the cell's
///    `setSelected(false, animated:)`, `didDeselectRowAt`.
/// 6. The new row's cell `setSelected(true, animated:)`, then `didSelectRowAt`.
///
/// With ``allowsMultipleSelection``, a tap on a selected row deselects it (`willDeselectRowAt`,
/// `didDeselectRowAt`) instead. A drag that scrolls, or a recognizer that cancels the cell's
/// touch, stops after step 2 with the highlight undone (step 3) and nothing selected.
extension UITableView {
    /// The selected row (the first selected, when several are), or nil.
    public var indexPathForSelectedRow: IndexPath? {
        selection.selected.first
    }

    /// The selected rows in the order they were selected, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selection.selected.isEmpty ? nil : selection.selected
    }

    /// Selects the row at `indexPath` (nil deselects every row) without delegate calls, and
    /// scrolls it to `scrollPosition` (`.none` scrolls nothing).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            selection.deselectAll(animated: animated)
            return
        }
        guard isValid(indexPath) else {
            reportUnsupportedCall("selectRow(at:): \(describe(indexPath)) does not exist; nothing was selected")
            return
        }
        guard allowsSelection || (storedEditing && allowsSelectionDuringEditing) else { return }
        selection.select(indexPath, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` without delegate calls.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath, animated: animated)
    }

    /// An index path as UIKit prints it: `[section, row]`, with the table's counts.
    func describe(_ indexPath: IndexPath) -> String {
        guard indexPath.count == 2 else { return "\(indexPath)" }
        let rows = indexPath.section >= 0 && indexPath.section < geometry.sectionCount
            ? "\(geometry.rowCount(in: indexPath.section)) rows in section \(indexPath.section)"
            : "\(geometry.sectionCount) sections"
        return "index path [\(indexPath.section), \(indexPath.row)] (the table has \(rows))"
    }

    // MARK: From the cells

    /// A cell was sent its touch-down: the table highlights the row (and reports what it decided
    /// to the trace observers).
    func cellTouchBegan(_ cell: UITableViewCell, touch: UITouch) {
        guard let path = indexPath(for: cell), reorder == nil, selection.tracking == nil else { return }
        selection.touchBegan(at: path)
        if !listAllowsSelection {
            recordListSelection(touch, path, .selectionNotAllowed(selectionNotAllowedReason))
        } else if selection.highlighted == path {
            recordListSelection(touch, path, .highlighted)
        } else {
            recordListSelection(touch, path, .highlightRefused(method: "shouldHighlightRowAt"))
        }
    }

    /// A cell's touch lifted inside it: the table selects the row.
    func cellTouchEnded(_ cell: UITableViewCell, touch: UITouch) {
        guard let path = selection.tracking else { return }
        switch selection.touchEnded() {
        case .nothing:
            break
        case .selectRefused:
            recordListSelection(touch, path, .selectRefused("willSelectRowAt returned nil"))
        case .selected(let target):
            if target != path {
                recordListSelection(touch, path, .selectRedirected(method: "willSelectRowAt", to: target))
            }
            recordListSelection(touch, target, .selected)
        case .deselected:
            recordListSelection(touch, path, .deselected)
        case .deselectRefused:
            recordListSelection(touch, path, .selectRefused("willDeselectRowAt returned nil"))
        }
    }

    /// A cell's touch was cancelled, or left the cell (`leftCell`): the highlight is undone.
    func cellTouchCancelled(_ cell: UITableViewCell, touch: UITouch, leftCell: Bool) {
        if let path = selection.tracking, selection.highlighted == path {
            recordListSelection(touch, path, leftCell ? .liftedOutside : .trackingCancelled)
        }
        selection.touchCancelled()
    }

    /// Why touches do not select now, for ``ListSelectionStep/selectionNotAllowed(_:)``.
    var selectionNotAllowedReason: String {
        storedEditing ? "allowsSelectionDuringEditing is false while editing" : "allowsSelection is false"
    }
}

extension UITableView: ListSelectionHost {
    var listAllowsSelection: Bool {
        storedEditing ? allowsSelectionDuringEditing : allowsSelection
    }

    var listAllowsMultipleSelection: Bool {
        storedEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func listShouldHighlight(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func listDidHighlight(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func listDidUnhighlight(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    func listWillSelect(at indexPath: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return indexPath }
        guard let target = delegate.tableView(self, willSelectRowAt: indexPath) else { return nil }
        return isValid(target) ? target : nil
    }

    func listDidSelect(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    func listWillDeselect(at indexPath: IndexPath) -> IndexPath? {
        tableDelegate?.tableView(self, willDeselectRowAt: indexPath) ?? indexPath
    }

    func listDidDeselect(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
    }

    func listSetCellHighlighted(_ highlighted: Bool, at indexPath: IndexPath, animated: Bool) {
        guard let cell = visibleCellsByPath[indexPath], cell.isHighlighted != highlighted else { return }
        cell.setHighlighted(highlighted, animated: animated)
    }

    func listSetCellSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        guard let cell = visibleCellsByPath[indexPath], cell.isSelected != selected else { return }
        cell.setSelected(selected, animated: animated)
    }
}
