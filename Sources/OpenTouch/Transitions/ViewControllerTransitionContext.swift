import Foundation

/// The engine's transition context and coordinator, shared by presentations and navigation.
///
/// The owner builds it with the container, the controllers and views and their frames, sets
/// ``onComplete`` (its bookkeeping: views in place, appearance callbacks ended), and calls
/// ``run(animator:interactor:placeWithoutAnimation:)``. A non-interactive animated transition
/// makes the application ignore new touches until it completes (``TouchDeliveryReason/ignoredDuringTransition(_:)``).
@preconcurrency @MainActor
final class ViewControllerTransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    /// A phrase naming the transition in traces: "presentation of DetailViewController".
    let name: String
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let targetTransform: CGAffineTransform = .identity
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    let isInterruptible = false
    private(set) var transitionDuration: TimeInterval = 0
    private(set) var percentComplete: CGFloat = 0
    private(set) var completionVelocity: CGFloat = 1
    private(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    var isCancelled: Bool { transitionWasCancelled }

    private let fromController: UIViewController?
    private let toController: UIViewController?
    private let fromView: UIView?
    private let toView: UIView?
    private var initialFrames: [(UIViewController, CGRect)] = []
    private var finalFrames: [(UIViewController, CGRect)] = []
    /// The owner's bookkeeping, run first when the transition completes.
    var onComplete: ((Bool) -> Void)?
    /// Run after everything else when the transition completes (a presentation's completion block).
    var afterComplete: [() -> Void] = []
    /// The animator, kept until the transition completes.
    private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    private var interactor: (any UIViewControllerInteractiveTransitioning)?
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var touchBlock: TransitionTouchBlock?
    private var animationsStarted = false
    /// Whether ``completeTransition(_:)`` has run.
    private(set) var isComplete = false
    /// Called when the transition completes, for an interaction controller to restore what it changed.
    var interactionEnded: (() -> Void)?

    init(name: String, container: UIView, from: UIViewController?, to: UIViewController?,
         fromView: UIView?, toView: UIView?, animated: Bool, style: UIModalPresentationStyle) {
        self.name = name
        containerView = container
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        isAnimated = animated
        presentationStyle = style
    }

    /// Records `frame` as where `controller`'s view starts.
    func setInitialFrame(_ frame: CGRect, for controller: UIViewController) {
        initialFrames.removeAll { $0.0 === controller }
        initialFrames.append((controller, frame))
    }

    /// Records `frame` as where `controller`'s view ends.
    func setFinalFrame(_ frame: CGRect, for controller: UIViewController) {
        finalFrames.removeAll { $0.0 === controller }
        finalFrames.append((controller, frame))
    }

    // MARK: Running

    /// Starts the transition. With an animator: when animated, an interactor that wants an
    /// interactive start drives it, else the animator animates while touches are ignored (a
    /// custom animator is called for a transition that is not animated too, as UIKit does).
    /// Without one, `placeWithoutAnimation` puts the views where they end and the transition
    /// completes at once.
    func run(animator: (any UIViewControllerAnimatedTransitioning)?,
             interactor: (any UIViewControllerInteractiveTransitioning)?,
             placeWithoutAnimation: () -> Void) {
        guard let animator else {
            placeWithoutAnimation()
            startAlongside()
            completeTransition(true)
            return
        }
        self.animator = animator
        transitionDuration = max(0, animator.transitionDuration(using: self))
        if isAnimated, let interactor, interactor.wantsInteractiveStart {
            self.interactor = interactor
            isInteractive = true
            initiallyInteractive = true
            interactor.startInteractiveTransition(self)
        } else {
            if isAnimated {
                touchBlock = containerView.window?.windowScene?.application?.beginIgnoringTouches(during: name)
            }
            animator.animateTransition(using: self)
        }
        if !isComplete { startAlongside() }
    }

    /// Runs the alongside animations queued so far, in one block of the transition's duration.
    private func startAlongside() {
        animationsStarted = true
        let blocks = alongside
        alongside.removeAll()
        guard !blocks.isEmpty else { return }
        let body = { [self] in for block in blocks { block(self) } }
        if isAnimated && transitionDuration > 0 {
            UIView.animate(withDuration: transitionDuration, animations: body)
        } else {
            UIView.performWithoutAnimation(body)
        }
    }

    // MARK: UIViewControllerContextTransitioning

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive, !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        if let interactor {
            completionVelocity = interactor.completionSpeed
            completionCurve = interactor.completionCurve
        }
        if touchBlock == nil {
            touchBlock = containerView.window?.windowScene?.application?.beginIgnoringTouches(during: name)
        }
        let handlers = interactionHandlers
        for handler in handlers { handler(self) }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        percentComplete = didComplete ? 1 : percentComplete
        if let touchBlock { touchBlock.end() }
        touchBlock = nil
        interactionEnded?()
        interactionEnded = nil
        let finish = onComplete
        onComplete = nil
        finish?(didComplete)
        animator?.animationEnded(didComplete)
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
        let after = afterComplete
        afterComplete.removeAll()
        for block in after { block() }
        animator = nil
        interactor = nil
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        initialFrames.first { $0.0 === vc }?.1 ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        finalFrames.first { $0.0 === vc }?.1 ?? .zero
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isComplete else {
            completion?(self)
            return true
        }
        if let completion { completions.append(completion) }
        if let animation {
            alongside.append(animation)
            if animationsStarted { startAlongside() }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }
}
