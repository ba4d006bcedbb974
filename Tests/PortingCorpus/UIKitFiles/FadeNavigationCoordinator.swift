//
//  FadeNavigationCoordinator.swift
//
//  A coordinator that owns a navigation controller, cross-fades pushes and pops with its own
//  animator, and lets the user pop interactively with a left-edge pan.
//

import UIKit

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    var duration: TimeInterval = 0.25

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toController)
        if operation == .push {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
            fromView.alpha = 0
        }, completion: { _ in
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class FadeNavigationCoordinator: NSObject {

    let navigationController: UINavigationController
    private var interactionController: UIPercentDrivenInteractiveTransition?
    private(set) var shownTitles: [String] = []

    init(root: UIViewController) {
        navigationController = UINavigationController(rootViewController: root)
        super.init()
        navigationController.delegate = self
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: FadeNavigationCoordinator.handleEdgePan(_:))
        edgePan.edges = .left
        navigationController.view.addGestureRecognizer(edgePan)
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
    }

    func showDetail(title: String) {
        let detail = UIViewController()
        detail.title = title
        detail.view.backgroundColor = .systemBackground
        navigationController.pushViewController(detail, animated: true)
    }

    func reset(to controllers: [UIViewController]) {
        navigationController.setViewControllers(controllers, animated: false)
    }

    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            guard navigationController.viewControllers.count > 1 else { return }
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
        case .changed:
            interactionController?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).x > 800 {
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
}

extension FadeNavigationCoordinator: UINavigationControllerDelegate {

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .none ? nil : FadeAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }

    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController,
                              animated: Bool) {
        if let coordinator = viewController.transitionCoordinator {
            coordinator.notifyWhenInteractionChanges { context in
                if context.isCancelled {
                    self.shownTitles.append("cancelled")
                }
            }
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController,
                              animated: Bool) {
        shownTitles.append(viewController.title ?? "")
    }
}
