import Foundation

/// Editing mode: delete and insert controls, the delete confirmation, and the reorder control.
///
/// - A row shows an editing control when the table is editing, the data source's
///   `canEditRowAt` is true and the delegate's `editingStyleForRowAt` is not `.none`.
/// - The delete control (a real button) shows the row's "Delete" confirmation button; tapping
///   that calls the data source's `commit(.delete, forRowAt:)`. The insert control calls
///   `commit(.insert, forRowAt:)` at once.
/// - The reorder control shows when the data source's `canMoveRowAt` is true — whose default
///   answer is the cell's ``UITableViewCell/showsReorderControl`` (UIKit asks whether
///   `moveRowAt` is implemented, which Swift cannot).
extension UITableView {
    /// Enters or leaves editing mode (see ``UITableView/setEditing(_:animated:)``).
    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        storedEditing = editing
        selection.touchCancelled()
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            configureEditing(of: cell, at: path)
        }
        setNeedsLayout()
    }

    /// Gives `cell` the editing state, controls and indentation for the row at `path`.
    func configureEditing(of cell: UITableViewCell, at path: IndexPath) {
        if cell.isEditing != storedEditing { cell.setEditing(storedEditing, animated: false) }
        let canEdit = storedEditing && (dataSource?.tableView(self, canEditRowAt: path) ?? false)
        let style = canEdit ? (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
        cell.editingStyle = style
        cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
        installEditingControl(in: cell, style: style)
        let movable = storedEditing && (dataSource?.tableView(self, canMoveRowAt: path) ?? false)
        installReorderControl(in: cell, shown: movable)
        if !storedEditing { hideDeleteConfirmation(in: cell) }
        cell.setNeedsLayout()
    }

    /// The default answer of `canMoveRowAt`: the visible cell's ``UITableViewCell/showsReorderControl``.
    func defaultCanMoveRow(at indexPath: IndexPath) -> Bool {
        visibleCellsByPath[indexPath]?.showsReorderControl ?? false
    }

    /// Adds, restyles or removes the cell's delete or insert control.
    private func installEditingControl(in cell: UITableViewCell, style: UITableViewCell.EditingStyle) {
        guard style != .none else {
            cell.editingControl?.removeFromSuperview()
            cell.editingControl = nil
            return
        }
        let control = cell.editingControl ?? makeEditingControl(for: cell)
        control.accessibilityLabel = style == .delete ? "Delete" : "Insert"
        control.tintColor = style == .delete ? .systemRed : .systemGreen
        control.setTitle(style == .delete ? "−" : "+", for: .normal)
    }

    /// A new editing control for `cell`, which commits or confirms when tapped.
    private func makeEditingControl(for cell: UITableViewCell) -> UIButton {
        let control = UIButton(type: .system)
        control.addAction(UIAction { [weak self, weak cell] _ in
            guard let self, let cell else { return }
            self.editingControlTapped(in: cell)
        }, for: .touchUpInside)
        cell.addSubview(control)
        cell.editingControl = control
        return control
    }

    /// The delete control shows the confirmation; the insert control commits.
    func editingControlTapped(in cell: UITableViewCell) {
        guard let path = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .delete:
            showDeleteConfirmation(in: cell, at: path)
        case .none:
            break
        }
    }

    /// Shows the row's "Delete" button at its trailing edge.
    func showDeleteConfirmation(in cell: UITableViewCell, at path: IndexPath) {
        guard cell.deleteConfirmationButton == nil else { return }
        let button = UIButton(type: .system)
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        button.setTitle(title, for: .normal)
        button.backgroundColor = .systemRed
        button.addAction(UIAction { [weak self, weak cell] _ in
            guard let self, let cell, let path = self.indexPath(for: cell) else { return }
            self.hideDeleteConfirmation(in: cell)
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
        }, for: .touchUpInside)
        let width = TableViewConstants.deleteConfirmationWidth
        button.frame = CGRect(x: cell.bounds.width - width, y: 0, width: width, height: cell.bounds.height)
        cell.addSubview(button)
        cell.deleteConfirmationButton = button
        cell.showingDeleteConfirmation = true
        cell.setNeedsUpdateConfiguration()
    }

    /// Removes the row's "Delete" button.
    func hideDeleteConfirmation(in cell: UITableViewCell) {
        guard let button = cell.deleteConfirmationButton else { return }
        button.removeFromSuperview()
        cell.deleteConfirmationButton = nil
        cell.showingDeleteConfirmation = false
        cell.setNeedsUpdateConfiguration()
    }

    /// Adds or removes the cell's reorder control.
    private func installReorderControl(in cell: UITableViewCell, shown: Bool) {
        guard shown else {
            cell.reorderControl?.removeFromSuperview()
            cell.reorderControl = nil
            return
        }
        guard cell.reorderControl == nil else { return }
        let control = TableReorderControl(frame: .zero)
        control.handler = { [weak self, weak cell] recognizer in
            guard let self, let cell else { return }
            self.handleReorder(recognizer, cell: cell)
        }
        cell.addSubview(control)
        cell.reorderControl = control
    }
}
