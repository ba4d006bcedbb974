import Foundation

/// Selecting and deselecting from code: no delegate calls, as in UIKit.
extension UICollectionView {
    /// The selected items, in index-path order; nil when none is selected, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects the item at `indexPath` (in single selection, deselecting the others) and scrolls
    /// it to `scrollPosition`; nil deselects everything. Calls no delegate method. Ignored when
    /// selection is not allowed or the item does not exist.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { setSelected(false, path) }
            return
        }
        guard allowsSelection else { return }
        layoutIfDue()
        guard isValid(ElementKey(category: .cell, kind: "", indexPath: indexPath)) else {
            report("selectItem(at:animated:scrollPosition:) was given \(indexPath), which is not an item: nothing selected")
            return
        }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != indexPath { setSelected(false, other) }
        }
        setSelected(true, indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; calls no delegate method.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, indexPath)
    }

    /// Marks `indexPath` selected or not and updates its cell when shown.
    func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        if selected {
            if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        } else {
            selectedPaths.removeAll { $0 == indexPath }
        }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    /// Keeps only the newest selected item (when multiple selection is turned off).
    func keepOnlyNewestSelection() {
        guard selectedPaths.count > 1 else { return }
        for path in selectedPaths.dropLast() { setSelected(false, path) }
    }
}
