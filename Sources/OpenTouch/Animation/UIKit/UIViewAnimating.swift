import Foundation

/// Where an animator's animation stands.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations are not attached.
    case inactive = 0
    /// Started or paused: the animations are attached.
    case active = 1
    /// Stopped by ``UIViewAnimating/stopAnimation(_:)`` with `false`; waiting for
    /// ``UIViewAnimating/finishAnimation(at:)``.
    case stopped = 2
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// Back at the start values.
    case start = 1
    /// Where it was when it was stopped.
    case current = 2
}

/// An object that runs and controls an interruptible animation.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Where the animation stands.
    var state: UIViewAnimatingState { get }
    /// Whether it is moving (active and not paused).
    var isRunning: Bool { get }
    /// Whether it runs back towards its start.
    var isReversed: Bool { get set }
    /// How far along it is, 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes it.
    func startAnimation()
    /// Starts it after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it where it is.
    func pauseAnimation()
    /// Stops it where it is; `withoutFinishing` skips the finishing step and completions.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animation at `finalPosition`, running the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations are blocks of view changes.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block of changes to animate.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block of changes that starts `delayFactor` of the remaining duration late.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animation ends, with where it ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animation with new timing, over `durationFactor` of the remaining time.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
