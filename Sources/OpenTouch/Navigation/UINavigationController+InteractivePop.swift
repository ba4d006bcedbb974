import Foundation

/// The interactive pop: a pan from the left edge of the navigation controller's view drags the
/// top controller's view to the right, uncovering the one below, and pops or cancels on release.
///
/// It begins only when there is something to pop and no transition is running (its standard
/// delegate says so; a delegate set by the app decides instead, but a pop at the root never
/// starts). On release the pop completes when the finger moved more than half the width and is
/// not flicking back faster than ``NavigationConstants/interactivePopCompletionVelocity``, or
/// when it flicks right faster than that; otherwise it cancels. The rest of the slide takes the
/// remaining fraction of ``NavigationConstants/transitionDuration``.
///
/// While the finger drives the pop, other new touches are delivered as usual (UIKit ignores
/// interaction only while a transition runs on its own); from the lift until the slide ends
/// they are ignored. When the navigation controller's delegate returns a custom animator for
/// the pop, the edge pan does not begin (OpenTouch's choice, matching what apps observe on iOS:
/// the system's swipe back only drives the standard animation).
extension UINavigationController {
    /// Makes the edge pan on `container`.
    func installInteractivePop(on container: UIView) {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        recognizer.addTarget(handler: { [weak self] recognizer in self?.handleInteractivePop(recognizer) },
                             actionName: "handleNavigationTransition:")
        let standardDelegate = NavigationPopGestureDelegate(navigation: self)
        popGestureDelegate = standardDelegate
        recognizer.delegate = standardDelegate
        container.addGestureRecognizer(recognizer)
        popRecognizer = recognizer
    }

    /// Whether an interactive pop may begin now: something to pop, no transition running, a
    /// back button shown (UIKit turns the swipe off when the top item hides its back button or
    /// replaces it with a left item that does not supplement it), and no custom animator from
    /// the delegate for the pop (the edge pan drives the standard slide only; an app with a
    /// custom pop animation drives it with its own interaction controller).
    var canBeginInteractivePop: Bool {
        stack.count > 1 && currentTransition == nil && isOnScreen && topItemShowsBackButton && !delegateAnimatesPop
    }

    /// Whether the top controller's item shows the back button.
    private var topItemShowsBackButton: Bool {
        guard let item = topViewController?.navigationItem else { return false }
        if item.hidesBackButton { return false }
        return (item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton
    }

    /// Whether the delegate returns its own animator for popping the top controller.
    private var delegateAnimatesPop: Bool {
        guard let delegate, stack.count > 1, let top = topViewController else { return false }
        return delegate.navigationController(self, animationControllerFor: .pop, from: top,
                                             to: stack[stack.count - 2]) != nil
    }

    private func handleInteractivePop(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, let container = viewIfLoaded else { return }
        switch recognizer.state {
        case .began:
            guard canBeginInteractivePop else { return }
            interactivePop = nil
            _ = performPop(to: stack[stack.count - 2], animated: true, interactive: true)
            interactivePop = currentTransition
        case .changed:
            guard let transition = interactivePop, !transition.isComplete else { return }
            let width = max(container.bounds.width, 1)
            transition.apply(pan.translation(in: container).x / width)
        case .ended:
            releaseInteractivePop(velocity: pan.velocity(in: container).x)
        case .cancelled, .failed:
            releaseInteractivePop(velocity: -.infinity)
        default:
            break
        }
    }

    /// Finishes or cancels the interactive pop by distance and velocity.
    private func releaseInteractivePop(velocity: CGFloat) {
        guard let transition = interactivePop, !transition.isComplete else { return }
        interactivePop = nil
        let threshold = NavigationConstants.interactivePopCompletionVelocity
        let completes = velocity > threshold || (transition.progress > 0.5 && velocity > -threshold)
        let remaining = completes ? 1 - transition.progress : transition.progress
        transition.run(to: completes ? 1 : 0, duration: NavigationConstants.transitionDuration * Double(remaining),
                       curve: NavigationMotion.easeOut)
    }

    /// The interactive pop the edge pan drives, while the finger is down.
    var interactivePop: NavigationTransition? {
        get { popGestureDelegate?.transition }
        set { popGestureDelegate?.transition = newValue }
    }
}

/// The interactive pop recognizer's standard delegate: it lets the pan begin only when a pop is
/// possible.
@MainActor
final class NavigationPopGestureDelegate: UIGestureRecognizerDelegate {
    unowned let navigation: UINavigationController
    /// The interactive pop under way.
    var transition: NavigationTransition?

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigation.canBeginInteractivePop
    }
}
