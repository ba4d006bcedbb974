import Foundation

/// Swipe actions on table rows, through the shared ``SwipeActionsController``.
///
/// - A row is swipeable when the table is not editing and the data source's `canEditRowAt` is
///   true for it.
/// - Leading actions come from the delegate's `leadingSwipeActionsConfigurationForRowAt`.
/// - Trailing actions come from `trailingSwipeActionsConfigurationForRowAt`; nil (its default)
///   gives the default "Delete" action when the row's editing style is `.delete`: tapping it
///   calls the data source's `commit(.delete, forRowAt:)`. UIKit offers that action only when the
///   data source implements `commit`, which Swift cannot ask; OpenTouch asks `canEditRowAt`.
extension UITableView: SwipeActionsHost {
    var swipeScrollView: UIScrollView { self }

    var allowsSwipeActions: Bool { !isEditing && reorder == nil }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func swipeCell(at indexPath: IndexPath) -> UIView? { visibleCellsByPath[indexPath] }

    func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return nil }
        if leading { return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration
        }
        return defaultTrailingSwipeActions(at: indexPath)
    }

    func swipeActionsWillBegin(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        guard let cell = visibleCellsByPath[indexPath] else { return }
        cell.showingDeleteConfirmation = true
        cell.setNeedsUpdateConfiguration()
    }

    func swipeActionsDidEnd(at indexPath: IndexPath?) {
        for cell in visibleCellsByPath.values where cell.showingDeleteConfirmation && cell.deleteConfirmationButton == nil {
            cell.showingDeleteConfirmation = false
            cell.setNeedsUpdateConfiguration()
        }
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// The default "Delete" action when the row's editing style is `.delete`; nil otherwise.
    private func defaultTrailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard style == .delete, let cell = visibleCellsByPath[indexPath] else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self, weak cell] _, _, completion in
            guard let self, let cell, let path = self.indexPath(for: cell) else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
