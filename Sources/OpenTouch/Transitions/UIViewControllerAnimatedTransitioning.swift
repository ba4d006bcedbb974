import Foundation

/// An object that animates a transition between two controllers' views (a custom presentation,
/// a navigation push or pop).
///
/// The system calls ``animateTransition(using:)`` with the transition's context; the animator adds
/// the arriving view to the context's container, animates (on the application's clock) and calls
/// ``UIViewControllerContextTransitioning/completeTransition(_:)`` when done.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animations last, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the transition's animations; must end with `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called once the transition is over; `transitionCompleted` is false when it was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
