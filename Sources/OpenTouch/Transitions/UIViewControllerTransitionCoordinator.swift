import Foundation

/// What a transition coordinator tells about its transition, as passed to alongside animations.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of a presentation or dismissal (`.none` for other transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted; false here.
    var isInterruptible: Bool { get }
    /// Whether an interaction drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has gone, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed of the completion after an interaction, relative to the duration.
    var completionVelocity: CGFloat { get }
    /// The curve of the completion after an interaction.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition's views animate in.
    var containerView: UIView { get }
    /// A rotation applied during the transition; the identity here.
    var targetTransform: CGAffineTransform { get }
}

/// The coordinator of a running transition (``UIViewController/transitionCoordinator``): code
/// can animate alongside it and learn when it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in an animation block of the transition's duration when the transition's
    /// animations start (at once when they already have), and `completion` when it ends.
    /// Returns true.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As ``animate(alongsideTransition:completion:)``; `view` (outside the container) is not used.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` each time the interaction ends (finishing or cancelling the transition).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Alongside animations with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
