import Foundation

/// A push or pop run by the navigation delegate's animator, as in UIKit.
///
/// The delegate is asked for an animator after `willShow`, for animated transitions only, and
/// for an interaction controller when it returned one. The context's container is the
/// `UIViewControllerWrapperView` the outgoing view sits in; the animator adds the arriving view
/// (`view(forKey: .to)`, already sized to `finalFrame(for:)`) and calls `completeTransition(_:)`.
/// The appearance callbacks are sent around it as for the standard slide, the delegate's
/// `didShow` at `completeTransition(true)`; `completeTransition(false)` (a cancelled
/// interaction) puts the stack and the views back with the callbacks of a cancelled pop.
/// The controllers' `transitionCoordinator` is the context while it runs.
extension NavigationTransition {
    /// The delegate's animator for this transition, when it has one. The edge pan's
    /// interactive pop never asks: it drives the standard slide only.
    /// The delegate's interaction controller comes with it (asked only for an animator).
    func customAnimator() -> CustomNavigationAnimation? {
        guard animated, !isInteractive, let from, let delegate = navigation.delegate,
              let animator = delegate.navigationController(navigation, animationControllerFor: operation, from: from, to: to)
        else { return nil }
        let interactor = navigation.delegate?.navigationController(navigation, interactionControllerFor: animator)
        return CustomNavigationAnimation(animator: animator, interactor: interactor)
    }

    /// Runs the animator (driven by the interaction controller, if any) in the wrapper view.
    func runCustom(_ custom: CustomNavigationAnimation) {
        let wrapper = navigation.wrapperView
        let incoming: UIView = to.view
        incoming.frame = wrapper.bounds
        incoming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let outgoing = from?.viewIfLoaded
        let context = ViewControllerTransitionContext(
            name: name, container: wrapper, from: from, to: to, fromView: outgoing, toView: incoming,
            animated: true, style: .none)
        if let from { context.setInitialFrame(outgoing?.frame ?? wrapper.bounds, for: from) }
        context.setFinalFrame(wrapper.bounds, for: to)
        // The animator moves the controllers' views in and out of the window itself: their
        // appearance callbacks stay the navigation controller's until the transition completes.
        for controller in [from, to].compactMap({ $0 }) {
            controller.navigationState.appearanceManagedByContainer = true
        }
        context.onComplete = { [weak self] completed in self?.complete(finished: completed) }
        customContext = context
        navigation.activeTransition = context
        navigation.syncToolbarItems()
        context.run(animator: custom.animator, interactor: custom.interactor, placeWithoutAnimation: {})
    }

    /// Forgets the custom context once the transition completed.
    func endCustom() {
        guard let context = customContext else { return }
        customContext = nil
        if navigation.activeTransition === context { navigation.activeTransition = nil }
        for controller in [from, to].compactMap({ $0 }) {
            controller.navigationState.appearanceManagedByContainer = false
        }
    }
}

/// A delegate's animator for a push or pop, and the interaction controller driving it.
@MainActor
struct CustomNavigationAnimation {
    let animator: any UIViewControllerAnimatedTransitioning
    let interactor: (any UIViewControllerInteractiveTransitioning)?
}
