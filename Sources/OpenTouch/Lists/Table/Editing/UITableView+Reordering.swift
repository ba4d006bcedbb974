import Foundation

/// Dragging a row by its reorder control: the row follows the finger, the rows between its
/// place and the destination make room live, and on lift the data source's `moveRowAt` is
/// called once (when the row moved) and the table moves the row. The destination is the row
/// under the finger, passed through the delegate's `targetIndexPathForMoveFromRowAt`.
extension UITableView {
    /// Follows the reorder control's press.
    func handleReorder(_ press: UILongPressGestureRecognizer, cell: UITableViewCell) {
        switch press.state {
        case .began:
            guard reorder == nil, let path = indexPath(for: cell) else { return }
            selection.touchCancelled()
            reorder = TableReorder(source: path, cell: cell, startY: press.location(in: self).y,
                                   startFrame: cell.frame, destination: path)
            bringSubviewToFront(cell)
        case .changed:
            updateReorder(fingerY: press.location(in: self).y)
        case .ended:
            updateReorder(fingerY: press.location(in: self).y)
            finishReorder(commit: true)
        case .cancelled, .failed:
            finishReorder(commit: false)
        default:
            break
        }
    }

    /// Moves the dragged row with the finger and makes room at its destination.
    private func updateReorder(fingerY: CGFloat) {
        guard var drag = reorder else { return }
        var frame = drag.startFrame
        frame.origin.y += fingerY - drag.startY
        drag.cell.frame = frame
        let proposed = proposedDestination(at: frame.midY, source: drag.source)
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: drag.source,
                                              toProposedIndexPath: proposed) ?? proposed
        drag.destination = isValidDestination(target, source: drag.source) ? target : drag.source
        reorder = drag
        shiftRowsForReorder(drag)
    }

    /// The row under `y` (clamped to the rows), as a destination for the dragged row.
    private func proposedDestination(at y: CGFloat, source: IndexPath) -> IndexPath {
        if let path = geometry.indexPath(at: Double(y)) { return path }
        if y < CGFloat(geometry.rowsTop(0)) { return IndexPath(row: 0, section: 0) }
        let last = geometry.sectionCount - 1
        let rows = geometry.rowCount(in: last)
        return rows > 0 ? IndexPath(row: rows - 1, section: last) : source
    }

    /// Whether the dragged row may land at `target`.
    private func isValidDestination(_ target: IndexPath, source: IndexPath) -> Bool {
        guard target.count == 2, target.section >= 0, target.section < geometry.sectionCount else { return false }
        let extra = target.section == source.section ? 0 : 1
        return target.row >= 0 && target.row < geometry.rowCount(in: target.section) + extra
    }

    /// Slides the visible rows between the source and the destination by the dragged row's height.
    private func shiftRowsForReorder(_ drag: TableReorder) {
        let height = drag.startFrame.height
        for (path, cell) in visibleCellsByPath where cell !== drag.cell {
            var frame = rectForRowUnchecked(path)
            let moved = ListIndexPathMap.afterMove(path, from: drag.source, to: drag.destination)
            if moved.section == path.section {
                frame.origin.y += CGFloat(moved.row - path.row) * height
            }
            cell.frame = frame
        }
    }

    /// Ends the drag: tells the data source and moves the row, or puts everything back.
    private func finishReorder(commit: Bool) {
        guard let drag = reorder else { return }
        reorder = nil
        if commit, drag.destination != drag.source {
            dataSource?.tableView(self, moveRowAt: drag.source, to: drag.destination)
            var update = TableUpdate()
            update.movedRows = [(drag.source, drag.destination)]
            apply(update)
        }
        setNeedsLayout()
        layoutIfNeeded()
    }
}
