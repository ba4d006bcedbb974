import Foundation

/// How the alert follows a finger: highlight-by-sliding, choosing, and taps on the background.
extension UIAlertController {
    /// The enabled action under `point` (root view coordinates), if any.
    func actionView(at point: CGPoint) -> _UIAlertControllerActionView? {
        guard let root = viewIfLoaded else { return nil }
        return actionViews.first { view in
            view.action.isEnabled && view.bounds.contains(view.convert(point, from: root))
        }
    }

    /// Moves the highlight to the enabled action under `point` (nil removes it).
    func highlightAction(at point: CGPoint?) {
        let target = point.flatMap { actionView(at: $0) }
        guard target !== highlightedActionView else { return }
        highlightedActionView?.isHighlighted = false
        highlightedActionView = target
        target?.isHighlighted = true
    }

    /// The finger lifted at `point`: chooses the enabled action there, if any.
    func chooseAction(at point: CGPoint) {
        let target = actionView(at: point)
        highlightAction(at: nil)
        if let target { choose(target.action) }
    }

    /// A tap on the dimmed background: an action sheet's cancel action runs; an alert ignores it.
    func backgroundTapped() {
        guard preferredStyle == .actionSheet, let cancelAction, cancelAction.isEnabled else { return }
        choose(cancelAction)
    }

    /// A tap outside an action sheet shown as a popover: its cancel action runs (the popover
    /// does not show it), or, without one, the popover just goes.
    func popoverBackgroundTapped() {
        if let cancelAction, cancelAction.isEnabled { return choose(cancelAction) }
        guard !isChoosing, let presenter = presentingViewController else { return }
        isChoosing = true
        presenter.dismiss(animated: true) { [weak self] in self?.isChoosing = false }
    }

    /// Dismisses the alert, then runs the action's handler (in the dismissal's completion, so a
    /// handler may present another controller).
    func choose(_ action: UIAlertAction) {
        guard !isChoosing else { return }
        isChoosing = true
        let finish: () -> Void = { [weak self] in
            self?.isChoosing = false
            action.handler?(action)
        }
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true, completion: finish)
        } else {
            finish()
        }
    }
}
