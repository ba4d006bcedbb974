import Foundation

/// Runs swipe actions for one list: a horizontal pan on a row slides the row's contents and
/// reveals the action buttons of the edge it moves away from. On release the row opens (past
/// ``SwipeActionsMetrics/openFraction`` of the buttons' width), performs its first action (past
/// ``SwipeActionsMetrics/fullSwipeFraction`` of the row's width, when the configuration's
/// `performsFirstActionWithFullSwipe` is true) or closes. While a row is open, a touch anywhere
/// else in the list closes it and does nothing more. Tapping a button calls its action's
/// handler; the completion handler closes the row (at once for a performed destructive action,
/// whose row the app deletes).
@MainActor
final class SwipeActionsController {
    /// The list whose rows this controller swipes.
    private unowned let host: SwipeActionsHost
    /// The pan that swipes rows.
    let panRecognizer = SwipeActionsPanGestureRecognizer()
    /// The recognizer that closes an open row when the list is touched elsewhere.
    let dismissRecognizer = SwipeDismissGestureRecognizer()
    /// The row being swiped or open, if any.
    private(set) var row: SwipedRow?

    /// A controller for `host`; its recognizers go on the host's scroll view.
    init(host: SwipeActionsHost) {
        self.host = host
        panRecognizer.shouldSwipe = { [unowned self] start, movement in canSwipe(from: start, movement: movement) }
        panRecognizer.addTarget(handler: { [unowned self] _ in panChanged() }, actionName: "swipe")
        panRecognizer.onReset = { [unowned self] in
            if row?.phase == .tracking { close(animated: false) }
        }
        dismissRecognizer.isOnActions = { [unowned self] point in isOnActions(point) }
        dismissRecognizer.addTarget(handler: { [unowned self] _ in close(animated: true) }, actionName: "dismiss")
        dismissRecognizer.isEnabled = false
        host.swipeScrollView.addGestureRecognizer(dismissRecognizer)
        host.swipeScrollView.addGestureRecognizer(panRecognizer)
    }

    /// The index path of the row that is open or being swiped.
    var swipedIndexPath: IndexPath? { row?.indexPath }

    /// Whether a drag starting at `start` and moving by `movement` swipes a row: rows allow it,
    /// none is open, and the row has actions for that edge.
    private func canSwipe(from start: CGPoint, movement: CGPoint) -> Bool {
        guard row == nil, host.allowsSwipeActions, let indexPath = host.swipeIndexPath(at: start),
              let cell = host.swipeCell(at: indexPath) else { return false }
        let leading = (movement.x > 0) == (cell.effectiveUserInterfaceLayoutDirection == .leftToRight)
        guard let configuration = host.swipeActionsConfiguration(at: indexPath, leading: leading),
              !configuration.actions.isEmpty else { return false }
        begin(indexPath: indexPath, cell: cell, configuration: configuration, leading: leading)
        return true
    }

    /// Starts swiping the row: adds the buttons behind its contents.
    private func begin(indexPath: IndexPath, cell: UIView, configuration: UISwipeActionsConfiguration, leading: Bool) {
        let actions = SwipeActionsView(configuration: configuration, leading: leading)
        actions.onTap = { [unowned self] action, button in perform(action, from: button) }
        cell.insertSubview(actions, at: 0)
        row = SwipedRow(indexPath: indexPath, cell: cell, actionsView: actions)
        host.swipeActionsWillBegin(at: indexPath)
    }

    /// Follows the pan: slides the row while it moves, settles it when it ends.
    private func panChanged() {
        guard let row else { return }
        switch panRecognizer.state {
        case .began, .changed:
            let dx = panRecognizer.translation(in: row.cell).x
            setOffset(row.sign * resisted(max(0, row.sign * (row.startOffset + dx))), of: row)
        case .ended:
            settle(row)
        case .cancelled, .failed:
            close(animated: true)
        default:
            break
        }
    }

    /// `distance` past the buttons' width slowed down when full swipes are off.
    private func resisted(_ distance: CGFloat) -> CGFloat {
        guard let row, !row.configuration.performsFirstActionWithFullSwipe else { return distance }
        let width = row.actionsView.naturalWidth
        return distance <= width ? distance : width + (distance - width) * SwipeActionsMetrics.overdragResistance
    }

    /// Opens, performs or closes the row after the finger lifted.
    private func settle(_ row: SwipedRow) {
        row.phase = .settling
        let distance = abs(row.offset)
        let buttons = row.actionsView.naturalWidth
        if row.configuration.performsFirstActionWithFullSwipe,
           distance > row.cell.bounds.width * SwipeActionsMetrics.fullSwipeFraction,
           let first = row.configuration.actions.first {
            animate(to: row.sign * row.cell.bounds.width, of: row, duration: SwipeActionsMetrics.fullSwipeDuration) { [weak self] in
                guard let self, let button = self.row?.actionsView.buttons.first else { return }
                self.perform(first, from: button)
            }
        } else if distance > buttons * SwipeActionsMetrics.openFraction {
            animate(to: row.sign * buttons, of: row, duration: SwipeActionsMetrics.settleDuration) {}
            row.startOffset = row.sign * buttons
            row.phase = .open
            dismissRecognizer.isEnabled = true
        } else {
            close(animated: true)
        }
    }

    /// Runs `action`'s handler; its completion closes the row once.
    private func perform(_ action: UIContextualAction, from view: UIView) {
        guard let row else { return }
        let token = row.token
        var finished = false
        action.handler(action, view) { [weak self] performed in
            guard let self, !finished, self.row?.token == token else { return }
            finished = true
            self.close(animated: !(performed && action.style == .destructive))
        }
    }

    /// Closes the open or swiped row, sliding its contents back when `animated`.
    func close(animated: Bool) {
        guard let row else { return }
        self.row = nil
        dismissRecognizer.isEnabled = false
        let finish = { [weak self] in
            row.restore()
            self?.host.swipeActionsDidEnd(at: row.indexPath)
        }
        guard animated, row.cell.window != nil else { return finish() }
        animate(to: 0, of: row, duration: SwipeActionsMetrics.settleDuration, completion: finish)
    }

    /// Drops the swiped row at once without calling the host (the list reloaded or reused it).
    func reset() {
        row?.restore()
        row = nil
        dismissRecognizer.isEnabled = false
    }

    /// Whether `point` (in the scroll view) is on the open row's buttons.
    private func isOnActions(_ point: CGPoint) -> Bool {
        guard let actions = row?.actionsView else { return false }
        return actions.point(inside: host.swipeScrollView.convert(point, to: actions), with: nil)
    }

    /// Slides `row` to `offset` at once.
    private func setOffset(_ offset: CGFloat, of row: SwipedRow) {
        row.offset = offset
        row.apply()
    }

    /// Slides `row` to `offset` with an ease-out on the application's clock.
    private func animate(to offset: CGFloat, of row: SwipedRow, duration: TimeInterval, completion: @escaping () -> Void) {
        row.offset = offset
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .allowUserInteraction, .beginFromCurrentState],
                       animations: { row.apply() }, completion: { _ in completion() })
    }
}
