import Foundation

/// Reloading, inserting, deleting and moving rows and sections, alone or in batches.
///
/// A batch (`performBatchUpdates` or `beginUpdates`…`endUpdates`) is checked as UIKit checks
/// it: each surviving section's new row count must equal its old count plus inserted minus
/// deleted rows, plus rows moved in minus rows moved out, and the section count must add up
/// likewise. A batch that does not is reported (``InputDiagnostic/Kind/invalidListUpdate``,
/// with UIKit's exception text) and the table reloads its data instead; UIKit raises.
extension UITableView {
    /// Reloads everything (see ``UITableView/reloadData()``).
    func reloadEverything() {
        retireAllCells()
        removeAllHeadersAndFooters()
        selection.reset()
        pendingUpdate = nil
        updateDepth = 0
        needsReload = true
        reloadIfNeeded()
        setNeedsLayout()
    }

    /// Retires every visible cell (didEndDisplaying, reuse queue).
    func retireAllCells() {
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) { retire(cell, at: path) }
    }

    // MARK: Batches

    /// Runs `updates` (calls to insert, delete, move and reload) as one animated change, then
    /// `completion` with true when the animations end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdate?.completions.append(completion) }
        endUpdates()
    }

    /// Starts a batch of updates; calls nest.
    public func beginUpdates() {
        reloadIfNeeded()
        if updateDepth == 0 { pendingUpdate = TableUpdate() }
        updateDepth += 1
    }

    /// Ends a batch of updates and applies it when the outermost batch ends.
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        apply(update)
    }

    /// Records one change in the open batch, or applies it alone.
    func record(_ change: (inout TableUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
        } else {
            reloadIfNeeded()
            var update = TableUpdate()
            change(&update)
            apply(update)
        }
    }

    // MARK: Rows

    /// Inserts rows at `indexPaths` (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows += indexPaths; $0.note(animation) }
    }

    /// Deletes the rows at `indexPaths` (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows += indexPaths; $0.note(animation) }
    }

    /// Reloads the rows at `indexPaths`: new cells and heights from the data source.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows += indexPaths; $0.note(animation) }
    }

    /// Reconfigures the rows at `indexPaths`: as ``reloadRows(at:with:)`` without animation.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Moves the row at `indexPath` to `newIndexPath`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)); $0.note(.automatic) }
    }

    // MARK: Sections

    /// Inserts the sections `sections` (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections); $0.note(animation) }
    }

    /// Deletes the sections `sections` (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections); $0.note(animation) }
    }

    /// Reloads the sections `sections`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections); $0.note(animation) }
    }

    /// Moves section `section` to `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)); $0.note(.automatic) }
    }
}
