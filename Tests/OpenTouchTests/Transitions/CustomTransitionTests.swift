import Foundation
import OpenTouch
import Testing

/// A card that slides in from the right over 0.4 s, as a developer writes one.
@MainActor
final class SlideInAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let log: CallLog

    init(presenting: Bool, log: CallLog) {
        self.presenting = presenting
        self.log = log
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.append("animateTransition animated=\(transitionContext.isAnimated)")
        let container = transitionContext.containerView
        if presenting {
            let toController = transitionContext.viewController(forKey: .to)!
            let toView = transitionContext.view(forKey: .to)!
            let final = transitionContext.finalFrame(for: toController)
            toView.frame = final.offsetBy(dx: container.bounds.width, dy: 0)
            container.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.frame = final
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            let fromView = transitionContext.view(forKey: .from)!
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.frame.origin.x = container.bounds.width
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { fromView.frame.origin.x = 0 } else { fromView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.append("animationEnded \(transitionCompleted)")
    }
}

/// A presentation controller for a card on the bottom half of the screen over a dimming view.
@MainActor
final class HalfCardPresentationController: UIPresentationController {
    var log: CallLog?
    let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log?.append("presentationTransitionWillBegin")
        dimming.frame = containerView!.bounds
        containerView!.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 0.5
        }, completion: { _ in self.log?.append("alongside completion") })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log?.append("presentationTransitionDidEnd \(completed)") }
    override func dismissalTransitionWillBegin() { log?.append("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.append("dismissalTransitionDidEnd \(completed)") }
    override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
}

/// The transitioning delegate of a card screen, with an optional interaction controller for dismissal.
@MainActor
final class CardTransitions: UIViewControllerTransitioningDelegate {
    let log: CallLog
    var interaction: UIPercentDrivenInteractiveTransition?

    init(log: CallLog) { self.log = log }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideInAnimator(presenting: true, log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideInAnimator(presenting: false, log: log)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = HalfCardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }
}

@Suite("custom transitions: animators, presentation controllers, percent-driven interaction")
@MainActor
struct CustomTransitionTests {
    @Test("a .custom presentation uses the delegate's presentation controller and animator, in UIKit's order")
    func customPresentation() {
        let scene = TestScene()
        let transitions = CardTransitions(log: scene.log)
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        scene.controller.present(card, animated: true) { scene.log.append("completion") }
        #expect(scene.log.lines == ["presentationTransitionWillBegin", "animateTransition animated=true"])
        #expect(card.presentationController is HalfCardPresentationController)
        #expect(card.transitionCoordinator != nil)
        scene.clock.advance(by: 0.2)
        let shown = card.view.layer.presentation()!.frame.minX
        #expect(shown > 10 && shown < 365, "half way in: \(shown)")
        scene.clock.advance(by: 0.3)
        #expect(scene.log.lines == ["presentationTransitionWillBegin", "animateTransition animated=true",
                                    "presentationTransitionDidEnd true", "animationEnded true",
                                    "alongside completion", "completion"])
        #expect(card.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
        #expect(card.transitionCoordinator == nil)
        #expect(superviewNames(of: card.view) == ["UIView", "UITransitionView", "UIWindow"])
        #expect(scene.rootView.window === scene.window, "a custom presentation keeps the presenter's views")
    }

    @Test("a percent-driven dismissal follows the finger, and finishes or cancels on release")
    func percentDrivenDismissal() {
        let scene = TestScene()
        let transitions = CardTransitions(log: scene.log)
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        scene.controller.present(card, animated: false)
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.interaction = interaction
        scene.log.removeAll()

        card.dismiss(animated: true) { scene.log.append("dismissed") }
        interaction.update(0.5)
        scene.clock.advance(by: 1)
        #expect(isClose(card.view.layer.presentation()!.frame.minX, 187.5, within: 2), "frozen at half way")
        #expect(card.transitionCoordinator?.isInteractive == true)
        interaction.cancel()
        scene.clock.advance(by: 1)
        #expect(scene.log.lines == ["dismissalTransitionWillBegin", "animateTransition animated=true",
                                    "dismissalTransitionDidEnd false", "animationEnded false"])
        #expect(card.presentingViewController === scene.controller, "a cancelled dismissal keeps the card")
        #expect(card.view.frame.minX == 0)

        scene.log.removeAll()
        card.dismiss(animated: true) { scene.log.append("dismissed") }
        interaction.update(0.25)
        interaction.finish()
        scene.clock.advance(by: 0.25)
        #expect(!scene.log.lines.contains("dismissed"), "0.3 s of 0.4 remain")
        scene.clock.advance(by: 0.1)
        #expect(scene.log.lines.contains("dismissed"))
        #expect(card.presentingViewController == nil)
    }
}
