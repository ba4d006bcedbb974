//
//  CardPresentationController.swift
//
//  A custom card presentation: the presented controller takes the lower part of the screen
//  over a dimming view that dismisses on tap, animated by a small slide-up animator.
//

import OpenTouch

final class CardPresentationController: UIPresentationController {

    var cardHeightFraction: CGFloat = 0.5

    private lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        let tap = UITapGestureRecognizer(target: self, action: CardPresentationController.dimmingViewTapped)
        view.addGestureRecognizer(tap)
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let height = (bounds.height * cardHeightFraction).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)

        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        presentedView?.layer.cornerRadius = 12
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true
    }

    func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
        presentingViewController.dismiss(animated: true)
    }
}

final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: controller)
        var offscreen = finalFrame
        offscreen.origin.y = containerView.bounds.height

        if isPresenting {
            containerView.addSubview(controller.view)
            controller.view.frame = offscreen
        }
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            controller.view.frame = self.isPresenting ? finalFrame : offscreen
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if !self.isPresenting && !cancelled {
                controller.view.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var heightFraction: CGFloat = 0.5

    func presentationController(forPresented presented: UIViewController,
                                presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.cardHeightFraction = heightFraction
        return controller
    }

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(isPresenting: false)
    }
}

extension UIViewController {
    /// Presents `controller` as a card over the lower part of the screen.
    func presentAsCard(_ controller: UIViewController, transitioningDelegate: CardTransitioningDelegate) {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = transitioningDelegate
        present(controller, animated: true, completion: nil)
    }
}
