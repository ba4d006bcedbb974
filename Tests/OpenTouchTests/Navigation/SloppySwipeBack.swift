import Foundation
import OpenTouch

// A "sloppy swipe" back gesture written as an iOS app writes one (from scratch, in UIKit's
// style): a pan anywhere on the navigation controller's view drags the top screen off to the
// right with its own animator. Pasted from a UIKit project, only the target-action changed:
// `#selector(handlePan(_:))` became `SloppySwipeBack.handlePan`, and `@objc` went away.

/// Makes the whole screen of a navigation controller a back-swipe area. Keep a strong reference
/// to it (the navigation controller holds its delegate weakly, the pan its target too).
final class SloppySwipeBack: NSObject, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?
    private let animator = SlideBackAnimator()
    private var interactionController: UIPercentDrivenInteractiveTransition?
    private(set) var panGestureRecognizer: UIPanGestureRecognizer!

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        let pan = UIPanGestureRecognizer(target: self, action: SloppySwipeBack.handlePan)
        pan.maximumNumberOfTouches = 1
        pan.delegate = self
        navigationController.view.addGestureRecognizer(pan)
        panGestureRecognizer = pan
        navigationController.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, navigationController.viewControllers.count > 1,
              let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let translation = pan.translation(in: pan.view)
        return translation.x > 0 && abs(translation.x) > abs(translation.y)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let translation = pan.translation(in: view)
        let progress = min(max(translation.x / view.bounds.width, 0), 1)
        switch pan.state {
        case .began:
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interactionController?.update(progress)
        case .ended:
            let velocity = pan.velocity(in: view).x
            if velocity > 600 || (progress > 0.5 && velocity > -100) {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        case .cancelled, .failed:
            interactionController?.cancel()
            interactionController = nil
        default:
            break
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? animator : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }
}

/// Slides the top screen off to the right over the one below, which comes in from a little left.
final class SlideBackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toViewController)
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame.origin.x = -width / 3
        fromView.layer.shadowColor = UIColor.black.cgColor
        fromView.layer.shadowOpacity = 0.3
        fromView.layer.shadowRadius = 8
        fromView.layer.shadowOffset = CGSize(width: -4, height: 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                       animations: {
            fromView.frame.origin.x = width
            toView.frame.origin.x = 0
        }, completion: { _ in
            fromView.layer.shadowOpacity = 0
            if transitionContext.transitionWasCancelled {
                fromView.frame.origin.x = 0
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
