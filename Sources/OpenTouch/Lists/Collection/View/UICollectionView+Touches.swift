import Foundation

/// The touch a collection view follows to highlight and select one item.
struct ItemTracking {
    /// The touch, held weakly.
    weak var touch: UITouch?
}

/// Highlight and selection by touch, as UIKit's collection view does them, on the selection core
/// shared with ``UITableView`` (`ListSelection`).
///
/// Touches that land in a cell reach the collection view through the responder chain (the cell
/// passes them on). With ``UIScrollView/delaysContentTouches`` the began arrives after the
/// scroll view's content-touch delay, or at the lift for a quick tap.
/// - Began: when selection is allowed, `shouldHighlightItemAt` is asked; true highlights the
///   cell and calls `didHighlightItemAt`. False also rules out selecting by this touch.
/// - Ended inside the cell: unlike a table, the collection view asks before it unhighlights.
///   Single selection: `shouldSelectItemAt`, `didUnhighlightItemAt`, then, if allowed,
///   `didDeselectItemAt` for the previously selected items and `didSelectItemAt`; a tap on the
///   selected item selects it again. Multiple selection on a selected item:
///   `shouldDeselectItemAt`, `didUnhighlightItemAt`, then, if allowed, `didDeselectItemAt`.
/// - Cancelled (a drag that scrolls, a recognizer that cancels touches in view) or ended
///   outside the cell: `didUnhighlightItemAt` without selecting.
extension UICollectionView {
    /// Starts tracking a touch that landed in a cell; false when no cell has it.
    func trackingTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard tracking == nil, let touch = touches.first(where: { cell(containing: $0.view) != nil }),
              let cell = cell(containing: touch.view), let indexPath = indexPath(for: cell) else {
            return false
        }
        tracking = ItemTracking(touch: touch)
        selection.touchBegan(at: indexPath)
        if !selectionAllowed {
            recordListSelection(touch, indexPath, .selectionNotAllowed(selectionNotAllowedReason))
        } else if selection.highlighted == indexPath {
            recordListSelection(touch, indexPath, .highlighted)
        } else {
            recordListSelection(touch, indexPath, .highlightRefused(method: "shouldHighlightItemAt"))
        }
        return true
    }

    /// Whether `touches` hold the tracked touch.
    func isTracking(_ touches: Set<UITouch>) -> Bool {
        guard let touch = tracking?.touch else { return false }
        return touches.contains(touch)
    }

    /// Selects (or deselects) the tracked item when its touch lifts inside its cell.
    func trackingTouchEnded() {
        let touch = tracking?.touch
        tracking = nil
        guard let indexPath = selection.tracking, selection.highlighted == indexPath,
              let cell = cellForItem(at: indexPath), let touch,
              cell.bounds.contains(touch.location(in: cell)) else {
            if let indexPath = selection.tracking, selection.highlighted == indexPath {
                recordListSelection(touch, indexPath, .liftedOutside)
            }
            selection.touchCancelled()
            return
        }
        if multipleSelectionActive && selection.isSelected(indexPath) {
            let allowed = listWillDeselect(at: indexPath) != nil
            selection.touchCancelled()
            guard allowed else {
                recordListSelection(touch, indexPath, .selectRefused("shouldDeselectItemAt returned false"))
                return
            }
            selection.deselect(indexPath, animated: true)
            listDidDeselect(at: indexPath)
            recordListSelection(touch, indexPath, .deselected)
        } else {
            let allowed = listWillSelect(at: indexPath) != nil
            selection.touchCancelled()
            guard allowed else {
                recordListSelection(touch, indexPath, .selectRefused("shouldSelectItemAt returned false"))
                return
            }
            let others = multipleSelectionActive ? [] : selection.selected.filter { $0 != indexPath }
            selection.select(indexPath, animated: true)
            for other in others { listDidDeselect(at: other) }
            listDidSelect(at: indexPath)
            recordListSelection(touch, indexPath, .selected)
        }
    }

    /// Stops following the touch, unhighlighting its item.
    func cancelItemTracking() {
        let touch = tracking?.touch
        tracking = nil
        if let indexPath = selection.tracking, selection.highlighted == indexPath {
            recordListSelection(touch, indexPath, .trackingCancelled)
        }
        selection.touchCancelled()
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
            if let cell = candidate as? UICollectionViewCell,
               cell.superview === self || cell.superview is OrthogonalScrollView && cell.superview?.superview === self {
                return cell
            }
            current = candidate.superview
        }
        return nil
    }
}
