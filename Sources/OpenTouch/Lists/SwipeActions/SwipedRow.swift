import Foundation

/// A row being swiped or open: its cell, the buttons behind it and how far its contents slid.
@MainActor
final class SwipedRow {
    /// The row's index path when the swipe began.
    let indexPath: IndexPath
    /// The row's cell.
    let cell: UIView
    /// The buttons behind the contents.
    let actionsView: SwipeActionsView
    /// The configuration shown.
    var configuration: UISwipeActionsConfiguration { actionsView.configuration }
    /// +1 when the contents slide towards positive x (leading actions in left-to-right), −1 otherwise.
    let sign: CGFloat
    /// Where the swipe is: following the finger, open, or settling after the lift.
    enum Phase { case tracking, open, settling }
    /// The swipe's phase.
    var phase = Phase.tracking
    /// How far the contents slid along x.
    var offset: CGFloat = 0
    /// The offset a new drag of this row starts from.
    var startOffset: CGFloat = 0
    /// Identifies this swipe, so a late completion handler of an earlier one does nothing.
    let token = SwipeToken()

    init(indexPath: IndexPath, cell: UIView, actionsView: SwipeActionsView) {
        self.indexPath = indexPath
        self.cell = cell
        self.actionsView = actionsView
        let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        sign = actionsView.isLeading != rightToLeft ? 1 : -1
    }

    /// Moves every content view of the cell by ``offset`` and sizes the buttons' area to the gap.
    func apply() {
        for view in cell.subviews where view !== actionsView {
            view.transform = CGAffineTransform(translationX: offset, y: 0)
        }
        let width = abs(offset), bounds = cell.bounds
        let x = sign > 0 ? bounds.minX : bounds.maxX - width
        actionsView.frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        actionsView.layoutIfNeeded()
    }

    /// Puts the cell back: contents unmoved, buttons removed.
    func restore() {
        for view in cell.subviews where view !== actionsView { view.transform = .identity }
        actionsView.removeFromSuperview()
    }
}

/// An identity for one swipe.
final class SwipeToken: Equatable {
    static func == (lhs: SwipeToken, rhs: SwipeToken) -> Bool { lhs === rhs }
}
