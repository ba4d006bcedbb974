import Foundation

/// What a transition's animator and interaction controller know about it: the container its
/// views animate in, the controllers and views involved, their frames, and how to end it.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views animate in; the arriving view must be added to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving the transition right now.
    var isInteractive: Bool { get }
    /// Whether the interaction ended by cancelling the transition.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal (`.none` for other transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// A rotation applied during the transition; the identity here.
    var targetTransform: CGAffineTransform { get }
    /// Tells the context how far an interactive transition has gone, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition finishes.
    func finishInteractiveTransition()
    /// The interaction ended and the transition is undone.
    func cancelInteractiveTransition()
    /// The transition's animations paused for an interaction.
    func pauseInteractiveTransition()
    /// Ends the transition: `didComplete` false when it was cancelled. Must be called exactly once.
    func completeTransition(_ didComplete: Bool)
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving, or nil when the animator must not touch it (the presenter's
    /// view in a presentation that keeps it on screen).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of `vc`'s view at the start of the transition (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of `vc`'s view at the end of the transition (`.zero` when unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that drives a transition from user input: a pan, say.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition described by `transitionContext`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes once the interaction ends, relative to its duration; 1 by default.
    var completionSpeed: CGFloat { get }
    /// The curve of the completion once the interaction ends; ease in and out by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively; true by default.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in and out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}
