import Foundation

/// Showing a new top controller: the delegate calls, the appearance callbacks in UIKit's order
/// and the view swap in the wrapper view.
///
/// The order, for a push from A to B: `willMove(toParent:)` of B, B's `viewDidLoad` (when its
/// view loads), the delegate's `willShow`, A's `viewWillDisappear`, B's `viewWillAppear`, (the
/// slide), A's `viewDidDisappear`, B's `viewDidAppear`, B's `didMove(toParent:)`, the delegate's
/// `didShow`. A pop from B to A: B's `willMove(toParent: nil)`, `willShow`, B's
/// `viewWillDisappear`, A's `viewWillAppear`, (the slide), B's `viewDidDisappear`, A's
/// `viewDidAppear`, B's `didMove(toParent: nil)`, `didShow`.
extension UINavigationController {
    /// The kind of transition between two controllers of the stack.
    public enum Operation: Int, Sendable, Hashable {
        /// No transition.
        case none = 0
        /// A controller was pushed.
        case push = 1
        /// A controller was popped.
        case pop = 2
    }

    /// Whether the navigation controller's view is in a visible window.
    var isOnScreen: Bool {
        guard let window = viewIfLoaded?.window else { return false }
        return !window.isHidden
    }

    /// Shows `new` in place of `old`, sliding when `animated` and on screen (or running the
    /// delegate's animator); `finish` runs (the containment calls) before `didShow`. An
    /// `interactive` transition (the edge pan's) waits for its progress to be driven; `undo` puts
    /// the stack back if it is cancelled. While the transition runs on its own, new touches are
    /// ignored. Returns the transition.
    @discardableResult
    func show(_ new: UIViewController, replacing old: UIViewController?, operation: Operation,
              animated: Bool, interactive: Bool = false, undo: (@MainActor () -> Void)? = nil,
              then finish: @escaping @MainActor () -> Void) -> NavigationTransition? {
        guard isViewLoaded else {
            finish()
            return nil
        }
        let transition = NavigationTransition(navigation: self, from: old, to: new, operation: operation,
                                              animated: animated && isOnScreen, interactive: interactive,
                                              finish: finish)
        transition.undo = undo
        if transition.animated { currentTransition = transition }
        transition.start()
        return transition
    }

    /// Takes `old`'s view out when the stack becomes empty.
    func removeShown(_ old: UIViewController) {
        let visible = isOnScreen
        if visible { beginAppearance(disappearing: old, appearing: nil, animated: false) }
        managingAppearance(of: [old]) { old.viewIfLoaded?.removeFromSuperview() }
        if visible { endAppearance(disappearing: old, appearing: nil) }
    }

    /// `viewWillDisappear` of `old`, then `viewWillAppear` of `new`.
    func beginAppearance(disappearing old: UIViewController?, appearing new: UIViewController?, animated: Bool) {
        old?.appearanceAnimated = animated
        new?.appearanceAnimated = animated
        old?.beginAppearanceTransition(false)
        new?.beginAppearanceTransition(true)
    }

    /// `viewDidDisappear` of `old`, then `viewDidAppear` of `new`.
    func endAppearance(disappearing old: UIViewController?, appearing new: UIViewController?) {
        old?.endAppearanceTransition()
        new?.endAppearanceTransition()
        old?.appearanceAnimated = false
        new?.appearanceAnimated = false
    }

    /// Runs `body` (which moves the controllers' views) without the automatic appearance
    /// callbacks that moving a controller's view in or out of a window sends.
    func managingAppearance(of controllers: [UIViewController?], _ body: () -> Void) {
        let managed = controllers.compactMap { $0 }
        let previous = managed.map(\.appearanceManagedByContainer)
        for controller in managed { controller.navigationState.appearanceManagedByContainer = true }
        body()
        for (controller, flag) in zip(managed, previous) {
            controller.navigationState.appearanceManagedByContainer = flag
        }
    }

    /// Sets the moving flags UIKit reports during a push (`isMovingToParent` of the new top) or
    /// a pop (`isMovingFromParent` of the old top).
    func setMoving(_ old: UIViewController?, _ new: UIViewController, operation: Operation, to value: Bool) {
        switch operation {
        case .push: new.navigationState.isMovingToParent = value
        case .pop: old?.navigationState.isMovingFromParent = value
        case .none: break
        }
    }
}
