import Foundation

/// The context menu of a table or collection view: a ``UIContextMenuInteraction`` on the list
/// whose configuration comes from the list's delegate for the row or item under the press
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`,
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`), and whose preview is that cell.
/// A press on empty space, or a delegate that returns nil, shows nothing.
@MainActor
final class ListContextMenu: UIContextMenuInteractionDelegate {
    private weak var list: UIScrollView?
    /// The cell under the press that made the configuration.
    private weak var cell: UIView?
    private(set) var interaction: UIContextMenuInteraction!

    init(list: UIScrollView) {
        self.list = list
        interaction = UIContextMenuInteraction(delegate: self)
        list.addInteraction(interaction)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        cell = nil
        if let table = list as? UITableView, let delegate = table.tableDelegate {
            guard let indexPath = table.indexPathForRow(at: location) else { return nil }
            cell = table.cellForRow(at: indexPath)
            return delegate.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
        }
        if let collection = list as? UICollectionView, let delegate = collection.delegate as? UICollectionViewDelegate {
            let indexPaths = collection.indexPathForItem(at: location).map { [$0] } ?? []
            cell = indexPaths.first.flatMap { collection.cellForItem(at: $0) }
            return delegate.collectionView(collection, contextMenuConfigurationForItemsAt: indexPaths, point: location)
        }
        return nil
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        cell.map { UITargetedPreview(view: $0) }
    }
}
