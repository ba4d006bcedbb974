import Foundation

/// An interaction controller that scrubs a transition's animations by a fraction, as a pan
/// reports it: ``update(_:)`` while the finger moves, then ``finish()`` or ``cancel()``.
///
/// It works as UIKit's does: it starts the animator, freezes the container's layer time
/// (`speed = 0`) and moves its `timeOffset` to the fraction of the duration, so every animation
/// the animator added under the container shows that moment. ``finish()`` lets the animations run
/// on to their end from there on the application's clock, at ``completionSpeed``; ``cancel()``
/// runs them back to their start at the same speed, then removes them (their completions get
/// `false`): the animator then calls `completeTransition(false)`. As in UIKit, the views keep the
/// values the animation block set; an animator restores them on cancellation.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How fast the rest of the transition plays after ``finish()`` or ``cancel()``; 1 by default.
    open var completionSpeed: CGFloat = 1
    /// The curve of the completion; kept (the animations keep their own curves).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve of the completion; kept.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactively; true by default.
    open var wantsInteractiveStart = true
    /// The transition's duration, from its animator (0 before it starts).
    open private(set) var duration: CGFloat = 0
    /// The fraction set by the last ``update(_:)``.
    open private(set) var percentComplete: CGFloat = 0

    private var context: (any UIViewControllerContextTransitioning)?
    private var frozenLayer: CALayer?
    /// The container layer's time when the animations started.
    private var startTime: CFTimeInterval = 0
    private var reverseTimer: ScheduledTimer?

    /// Creates an interaction controller.
    public init() {}

    /// Starts the transition's animator and freezes its animations at the current fraction.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        let engineContext = transitionContext as? ViewControllerTransitionContext
        duration = CGFloat(engineContext?.transitionDuration ?? 0)
        let layer = transitionContext.containerView.layer
        startTime = layer.localTime()
        engineContext?.interactionEnded = { [weak self] in self?.restoreLayerTime() }
        engineContext?.animator?.animateTransition(using: transitionContext)
        guard engineContext?.isComplete != true else { return }
        frozenLayer = layer
        layer.speed = 0
        layer.timeOffset = startTime + Double(percentComplete * duration)
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        let fraction = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
        self.percentComplete = fraction
        context?.updateInteractiveTransition(fraction)
        guard let frozenLayer, frozenLayer.speed == 0, reverseTimer == nil else { return }
        frozenLayer.timeOffset = startTime + Double(fraction * duration)
    }

    /// Pauses a transition that was running on its own; it follows ``update(_:)`` again.
    open func pause() {
        context?.pauseInteractiveTransition()
        guard let frozenLayer, frozenLayer.speed != 0 else { return }
        let now = frozenLayer.localTime()
        frozenLayer.speed = 0
        frozenLayer.timeOffset = now
    }

    /// Plays the rest of the transition to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        guard let frozenLayer, frozenLayer.speed == 0 else { return }
        let paused = frozenLayer.timeOffset
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        frozenLayer.timeOffset = 0
        frozenLayer.beginTime = 0
        frozenLayer.speed = Float(speed)
        let parentNow = frozenLayer.superlayer?.localTime() ?? frozenLayer.animationClock.now
        // Local time = (parent − beginTime) × speed: it reads `paused` now and runs on from there.
        frozenLayer.beginTime = parentNow - paused / Double(speed)
    }

    /// Plays the transition back to its start, then removes its animations.
    open func cancel() {
        context?.cancelInteractiveTransition()
        guard let frozenLayer, frozenLayer.speed == 0 else { return }
        stepBack(frozenLayer)
    }

    /// One frame of the way back (a 60 Hz step on the application's clock).
    private func stepBack(_ layer: CALayer) {
        let step = 1.0 / 60
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? Double(completionSpeed) : 1
        let next = layer.timeOffset - step * speed
        guard next > startTime else {
            layer.timeOffset = startTime
            reverseTimer = nil
            removeAnimations(under: layer)
            return
        }
        layer.timeOffset = next
        percentComplete = duration > 0 ? CGFloat((next - startTime) / Double(duration)) : 0
        reverseTimer = layer.animationClock.schedule(after: step) { [weak self, weak layer] in
            guard let self, let layer else { return }
            self.stepBack(layer)
        }
    }

    private func removeAnimations(under layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(under: sublayer) }
    }

    /// The transition completed: the container's time runs with the clock again.
    private func restoreLayerTime() {
        reverseTimer?.cancel()
        reverseTimer = nil
        context = nil
        guard let layer = frozenLayer else { return }
        frozenLayer = nil
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }
}
