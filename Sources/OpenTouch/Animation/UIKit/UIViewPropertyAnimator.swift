import Foundation

/// An interruptible animation of view changes: start, pause, scrub with ``fractionComplete``,
/// reverse, continue with new timing (a spring with a pan's velocity), stop or finish.
///
/// Its animation blocks run when it first becomes active (``startAnimation()``,
/// ``pauseAnimation()`` or setting ``fractionComplete``); their changes set the model values at
/// once, and the animator moves what is on screen on the application clock. Completions run
/// with the position it ended at; ending at `.start` puts the start values back in the model.
/// Unless ``isManualHitTestingEnabled``, its views are hit-tested where they are seen.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating, AnimationDriver {
    /// The timing the animator was made with.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// The animator's duration in seconds.
    open private(set) var duration: TimeInterval
    /// The delay before it starts, in seconds.
    open private(set) var delay: TimeInterval = 0
    /// Whether it can be paused, scrubbed and reversed; true by default.
    open var isInterruptible = true
    /// Whether its views receive touches while it runs; true by default.
    open var isUserInteractionEnabled = true
    /// Whether you hit-test its views yourself; false (they are hit where they are seen) by default.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animator moves linearly (not along the curve); true by default.
    open var scrubsLinearly = true
    /// Whether it stays active and paused at its end instead of finishing; false by default.
    open var pausesOnCompletion = false

    /// Where the animation stands.
    public internal(set) var state: UIViewAnimatingState = .inactive

    let clock: any EventClock
    var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [AnimatorTrack] = []
    var segment: AnimatorSegment?
    /// The progress and fraction while paused.
    var pausedProgress = 0.0
    var pausedFraction = 0.0
    /// Whether the paused progress was set by scrubbing (so resuming remaps from it).
    var wasScrubbed = false
    var endTimer: ScheduledTimer?
    var reversed = false
    /// The animator itself while it is active: UIKit keeps a running animator alive until it
    /// finishes, even when nothing else holds it.
    var keepAlive: UIViewPropertyAnimator?

    /// Creates an animator with a timing curve or spring.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = UIView.sanitized(duration)
        self.timingParameters = parameters
        self.clock = UIApplication.shared.clock
    }

    /// Creates an animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring of damping ratio `ratio` that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator, as a block animation with a completion that receives the position.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether it is moving.
    open var isRunning: Bool { state == .active && segment != nil }

    /// Whether it runs back towards its start. Setting it while running turns it around.
    open var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// How far along it is, 0 to 1, in time. Setting it pauses nothing by itself: set it on a
    /// paused (or inactive, which it pauses) animator to scrub.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set { scrub(to: Double(newValue)) }
    }

    /// Adds a block of view changes; run at once (over the remaining time) when active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block of view changes that starts `delayFactor` (0 to 1) of the remaining time late.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(1, max(0, Double(delayFactor))) : 0
        if state == .active {
            record(animation, startFraction: currentFraction + (1 - currentFraction) * factor)
        } else {
            pendingAnimations.append((animation, factor))
        }
    }

    /// Adds a block run once when the animation ends, with the position it ended at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animation; an inactive animator runs its animation blocks first.
    open func startAnimation() {
        guard state != .stopped else { return }
        activateIfNeeded()
        guard segment == nil else { return }
        resume(with: nil, durationFactor: 1)
    }

    /// Becomes active now and starts moving after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        let wait = UIView.sanitized(delay)
        self.delay = wait
        guard wait > 0 else { return startAnimation() }
        activateIfNeeded()
        clock.schedule(after: wait) { [weak self] in self?.startAnimation() }
    }

    /// Pauses where it is (activating it first when inactive); scrub it with ``fractionComplete``.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        guard isInterruptible else { return diagnose("pauseAnimation() on an animator that is not interruptible") }
        activateIfNeeded()
        freeze()
    }

    /// Stops where it is: the model takes the values on screen. With `true` it becomes inactive
    /// and runs no completions; with `false` it waits, stopped, for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        freeze()
        for track in tracks { track.setModel(track.currentValue) }
        removeTracks()
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing {
            completions = []
            keepAlive = nil
        }
    }

    /// Finishes a stopped animation with the model at `finalPosition`, then runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if state == .active { stopAnimation(false) }
        guard state == .stopped else { return }
        finish(at: finalPosition, tracksAttached: false)
    }

    /// Resumes a paused animation from where it is shown, along `parameters` (its own timing
    /// when nil) over `durationFactor` × the remaining part of its duration (1 when 0).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if segment != nil { freeze() }
        wasScrubbed = true
        resume(with: parameters, durationFactor: Double(durationFactor))
    }

    func diagnose(_ message: String) {
        UIApplication.shared.logger.warning("UIViewPropertyAnimator: \(message); ignored")
    }
}
