import Foundation

/// Appearance callbacks: a controller's view appears when it enters a visible window (as a window's
/// root, a presented controller, or a child's view added to an appeared hierarchy) or when its
/// window is shown, and disappears when it leaves or the window is hidden. There are no
/// animations: `viewDidAppear` follows `viewWillAppear` as soon as the view is in place.
extension UIViewController {
    enum AppearanceTransition {
        case none, appearing, disappearing
    }

    /// The root view is about to move to `window`: sends `viewWillAppear` or `viewWillDisappear`
    /// when its visibility changes.
    func rootViewWillMove(toWindow window: UIWindow?) {
        let visible = window.map { !$0.isHidden } ?? false
        beginAppearanceTransition(visible)
    }

    /// The root view moved: completes a transition begun in ``rootViewWillMove(toWindow:)``.
    func rootViewDidMoveToWindow() {
        guard !holdsAppearanceEnd else { return }
        endAppearanceTransition()
    }

    /// Starts appearing (`true`) or disappearing, if the controller is not already in that state.
    func beginAppearanceTransition(_ appearing: Bool) {
        guard appearing != isViewAppeared, pendingAppearance == .none else { return }
        pendingAppearance = appearing ? .appearing : .disappearing
        appearing ? viewWillAppear(appearanceAnimated) : viewWillDisappear(appearanceAnimated)
    }

    /// Finishes the transition begun by ``beginAppearanceTransition(_:)``.
    func endAppearanceTransition() {
        let transition = pendingAppearance
        pendingAppearance = .none
        switch transition {
        case .none:
            return
        case .appearing:
            isViewAppeared = true
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            isViewAppeared = false
            viewDidDisappear(appearanceAnimated)
        }
    }
}

extension UIWindow {
    /// The window was shown or hidden: the controllers of its views appear or disappear.
    func windowVisibilityChanged() {
        let appearing = !isHidden
        var controllers: [UIViewController] = []
        forEachInSubtree { view in
            if let controller = view.owningViewController { controllers.append(controller) }
        }
        for controller in controllers { controller.beginAppearanceTransition(appearing) }
        for controller in controllers { controller.endAppearanceTransition() }
    }
}
