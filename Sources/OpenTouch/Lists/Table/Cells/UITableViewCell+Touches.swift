import Foundation

/// The cell's touches tell its table, which runs the highlight and selection (see
/// `ListSelection`). The touches come through the scroll view's content-touch machinery: a
/// touch-down arrives after the content-touch delay (or on a quick tap's lift), and a drag that
/// scrolls or a recognizer that cancels touches in view sends `touchesCancelled`.
extension UITableViewCell {
    /// Starts tracking the first touch: the table highlights the row.
    func trackTouchesBegan(_ touches: Set<UITouch>) {
        guard trackedTouch == nil, let table = owningTable, let touch = touches.first else { return }
        trackedTouch = touch
        table.cellTouchBegan(self, touch: touch)
    }

    /// A tracked touch that leaves the cell loses the highlight and will not select.
    func trackTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        if !bounds.contains(touch.location(in: self)) {
            trackedTouch = nil
            owningTable?.cellTouchCancelled(self, touch: touch, leftCell: true)
        }
    }

    /// The tracked touch lifted: the table selects the row.
    func trackTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        owningTable?.cellTouchEnded(self, touch: touch)
    }

    /// The tracked touch was cancelled: the table removes the highlight.
    func trackTouchesCancelled(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        owningTable?.cellTouchCancelled(self, touch: touch, leftCell: false)
    }
}
