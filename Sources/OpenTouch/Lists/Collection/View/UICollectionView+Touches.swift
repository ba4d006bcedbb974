import Foundation

/// The touch a collection view follows to highlight and select one item.
struct ItemTracking {
    /// The touch, held weakly.
    weak var touch: UITouch?
    /// The item it highlights.
    var indexPath: IndexPath
    /// Whether the item was highlighted (`shouldHighlightItemAt` allowed it).
    var highlighted: Bool
}

/// Highlight and selection by touch, as UIKit's collection view does them.
///
/// Touches that land in a cell reach the collection view through the responder chain (the cell
/// passes them on). With ``UIScrollView/delaysContentTouches`` the began arrives after the
/// scroll view's content-touch delay, or at the lift for a quick tap.
/// - Began: when selection is allowed, `shouldHighlightItemAt` is asked; true highlights the
///   cell and calls `didHighlightItemAt`. False also rules out selecting by this touch.
/// - Ended inside the cell: single selection asks `shouldSelectItemAt`, unhighlights
///   (`didUnhighlightItemAt`), deselects the previous item (`didDeselectItemAt`) and selects
///   (`didSelectItemAt`); a tap on the selected item selects it again. Multiple selection
///   toggles: a selected item asks `shouldDeselectItemAt` and is deselected.
/// - Cancelled (a drag that scrolls, a recognizer that cancels touches in view) or ended
///   outside the cell: the cell is unhighlighted without selecting.
extension UICollectionView {
    /// Starts tracking a touch that landed in a cell; false when no cell has it.
    func trackingTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard tracking == nil, let touch = touches.first(where: { cell(containing: $0.view) != nil }),
              let cell = cell(containing: touch.view), let indexPath = indexPath(for: cell) else {
            return false
        }
        guard selectionAllowed else {
            recordListSelection(touch, indexPath, .selectionNotAllowed(selectionNotAllowedReason))
            return true
        }
        let highlight = collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        tracking = ItemTracking(touch: touch, indexPath: indexPath, highlighted: highlight)
        guard highlight else {
            recordListSelection(touch, indexPath, .highlightRefused(method: "shouldHighlightItemAt"))
            return true
        }
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        recordListSelection(touch, indexPath, .highlighted)
        return true
    }

    /// Whether `touches` hold the tracked touch.
    func isTracking(_ touches: Set<UITouch>) -> Bool {
        guard let touch = tracking?.touch else { return false }
        return touches.contains(touch)
    }

    /// Selects (or deselects) the tracked item when its touch lifts inside its cell.
    func trackingTouchEnded() {
        guard let current = tracking, let touch = current.touch else { return }
        tracking = nil
        guard current.highlighted else { return }
        let cell = cellForItem(at: current.indexPath)
        let inside = cell.map { $0.bounds.contains(touch.location(in: $0)) } ?? false
        guard inside else {
            unhighlight(current.indexPath)
            recordListSelection(touch, current.indexPath, .liftedOutside)
            return
        }
        if multipleSelectionActive && selectedPaths.contains(current.indexPath) {
            tapToDeselect(current.indexPath)
            recordListSelection(touch, current.indexPath, selectedPaths.contains(current.indexPath)
                                ? .selectRefused("shouldDeselectItemAt returned false") : .deselected)
        } else {
            tapToSelect(current.indexPath)
            recordListSelection(touch, current.indexPath, selectedPaths.contains(current.indexPath)
                                ? .selected : .selectRefused("shouldSelectItemAt returned false"))
        }
    }

    /// Stops following the touch, unhighlighting its item.
    func cancelItemTracking() {
        guard let current = tracking else { return }
        tracking = nil
        if current.highlighted { unhighlight(current.indexPath) }
        recordListSelection(current.touch, current.indexPath, .trackingCancelled)
    }

    /// Whether taps select now (``allowsSelection``, or ``allowsSelectionDuringEditing`` while editing).
    var selectionAllowed: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether taps toggle items in a multiple selection now.
    var multipleSelectionActive: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The cell of this collection view that is `view` or contains it.
    func cell(containing view: UIView?) -> UICollectionViewCell? {
        var current = view
        while let candidate = current, candidate !== self {
            if let cell = candidate as? UICollectionViewCell, cell.superview === self { return cell }
            current = candidate.superview
        }
        return nil
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    private func tapToSelect(_ indexPath: IndexPath) {
        let allowed = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight(indexPath)
        guard allowed else { return }
        if !multipleSelectionActive {
            for other in selectedPaths where other != indexPath {
                setSelected(false, other)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, indexPath)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func tapToDeselect(_ indexPath: IndexPath) {
        let allowed = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
        unhighlight(indexPath)
        guard allowed else { return }
        setSelected(false, indexPath)
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}
