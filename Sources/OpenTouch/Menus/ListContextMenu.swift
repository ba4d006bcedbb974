import Foundation

/// The context menu of a table or collection view: a ``UIContextMenuInteraction`` on the list
/// whose configuration comes from the list's delegate for the row or item under the press
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`,
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`), and whose preview is that cell
/// unless the delegate gives another. The delegate's other context-menu methods (previews,
/// `willDisplayContextMenu`, `willEndContextMenuInteraction`, `willPerformPreviewActionForMenuWith`)
/// are told as the interaction's delegate is. A press on empty space, or a delegate that
/// returns nil, shows nothing.
@MainActor
final class ListContextMenu: UIContextMenuInteractionDelegate {
    private weak var list: UIScrollView?
    /// The cell under the press that made the configuration.
    private weak var cell: UIView?
    /// The index path of that cell.
    private var indexPath: IndexPath?
    private(set) var interaction: UIContextMenuInteraction!

    init(list: UIScrollView) {
        self.list = list
        interaction = UIContextMenuInteraction(delegate: self)
        list.addInteraction(interaction)
    }

    private var table: (view: UITableView, delegate: any UITableViewDelegate)? {
        guard let table = list as? UITableView, let delegate = table.tableDelegate else { return nil }
        return (table, delegate)
    }

    private var collection: (view: UICollectionView, delegate: any UICollectionViewDelegate)? {
        guard let collection = list as? UICollectionView,
              let delegate = collection.delegate as? UICollectionViewDelegate else { return nil }
        return (collection, delegate)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        cell = nil
        indexPath = nil
        if let (table, delegate) = table {
            guard let path = table.indexPathForRow(at: location) else { return nil }
            (cell, indexPath) = (table.cellForRow(at: path), path)
            return delegate.tableView(table, contextMenuConfigurationForRowAt: path, point: location)
        }
        if let (collection, delegate) = collection {
            let paths = collection.indexPathForItem(at: location).map { [$0] } ?? []
            indexPath = paths.first
            cell = indexPath.flatMap { collection.cellForItem(at: $0) }
            return delegate.collectionView(collection, contextMenuConfigurationForItemsAt: paths, point: location)
        }
        return nil
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        var preview: UITargetedPreview?
        if let (table, delegate) = table {
            preview = delegate.tableView(table, previewForHighlightingContextMenuWithConfiguration: configuration)
        } else if let (collection, delegate) = collection {
            preview = indexPath.flatMap {
                delegate.collectionView(collection, contextMenuConfiguration: configuration, highlightPreviewForItemAt: $0)
            }
        }
        return preview ?? cell.map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        if let (table, delegate) = table {
            return delegate.tableView(table, previewForDismissingContextMenuWithConfiguration: configuration)
        }
        if let (collection, delegate) = collection, let indexPath {
            return delegate.collectionView(collection, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
        }
        return nil
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        if let (table, delegate) = table {
            delegate.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        } else if let (collection, delegate) = collection {
            delegate.collectionView(collection, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        if let (table, delegate) = table {
            delegate.tableView(table, willDisplayContextMenu: configuration, animator: animator)
        } else if let (collection, delegate) = collection {
            delegate.collectionView(collection, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        if let (table, delegate) = table {
            delegate.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
        } else if let (collection, delegate) = collection {
            delegate.collectionView(collection, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }
}
