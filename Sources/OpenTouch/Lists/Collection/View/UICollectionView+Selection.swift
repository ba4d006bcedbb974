import Foundation

/// Selecting and deselecting from code: no delegate calls, as in UIKit. The state lives in the
/// list selection core shared with ``UITableView``.
extension UICollectionView {
    /// The selected items, in index-path order; nil when none is selected, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selection.selected.isEmpty ? nil : selection.selected.sorted()
    }

    /// Selects the item at `indexPath` (in single selection, deselecting the others) and scrolls
    /// it to `scrollPosition`; nil deselects everything. Calls no delegate method. Ignored when
    /// selection is not allowed or the item does not exist.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selection.deselectAll(animated: animated)
            return
        }
        guard allowsSelection else { return }
        layoutIfDue()
        guard isValid(ElementKey(category: .cell, kind: "", indexPath: indexPath)) else {
            report("selectItem(at:animated:scrollPosition:) was given \(indexPath), which is not an item: nothing selected")
            return
        }
        selection.select(indexPath, animated: animated)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; calls no delegate method.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath, animated: animated)
    }

    /// Keeps only the newest selected item (when multiple selection is turned off).
    func keepOnlyNewestSelection() {
        for path in selection.selected.dropLast() { selection.deselect(path, animated: false) }
    }
}

/// The collection view as the shared selection core's host: its rules, its delegate's answers
/// (`shouldSelectItemAt`/`shouldDeselectItemAt` give the path itself or nil) and its cells.
extension UICollectionView: ListSelectionHost {
    var listAllowsSelection: Bool { selectionAllowed }
    var listAllowsMultipleSelection: Bool { multipleSelectionActive }

    func listShouldHighlight(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func listDidHighlight(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func listDidUnhighlight(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    func listWillSelect(at indexPath: IndexPath) -> IndexPath? {
        (collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true) ? indexPath : nil
    }

    func listDidSelect(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func listWillDeselect(at indexPath: IndexPath) -> IndexPath? {
        (collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true) ? indexPath : nil
    }

    func listDidDeselect(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    func listSetCellHighlighted(_ highlighted: Bool, at indexPath: IndexPath, animated: Bool) {
        cellForItem(at: indexPath)?.isHighlighted = highlighted
    }

    func listSetCellSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        cellForItem(at: indexPath)?.isSelected = selected
    }
}
