import Foundation

extension UIView {
    /// Whether UIKit animations are on (``setAnimationsEnabled(_:)``).
    static var animationsEnabledFlag = true

    /// Animates the changes `animations` makes to views over `duration` seconds after `delay`.
    ///
    /// The model values change at once (hit testing sees them); ``CALayer/presentation()`` moves
    /// along the curve on the application clock. `completion` runs on the clock when every
    /// animation the block made has stopped, with `true` if all ran to their end (at once, on
    /// the next turn of the clock, when nothing animated). Without `.allowUserInteraction` the
    /// animated views ignore touches until their animations end.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let settings = UIViewAnimationSettings(duration: sanitized(duration), delay: sanitized(delay), options: options)
        runBlock(settings, animations: animations, completion: completion)
    }

    /// Animates with no delay and the default options (ease in and out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with no delay, the default options and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates along a spring that settles in `duration` seconds: `dampingRatio` 1 does not
    /// overshoot, smaller values oscillate; `velocity` is in units of the whole distance per second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        var settings = UIViewAnimationSettings(duration: sanitized(duration), delay: sanitized(delay), options: options)
        settings.spring = DampedSpring(dampingRatio: Double(dampingRatio), duration: settings.duration,
                                       initialVelocity: Double(velocity))
        runBlock(settings, animations: animations, completion: completion)
    }

    /// Animates along a spring of `duration` (its perceptual duration) and `bounce` (iOS 17).
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: UIView.AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = DampedSpring(perceptualDuration: sanitized(duration), bounce: Double(bounce),
                                  initialVelocity: Double(initialSpringVelocity))
        var settings = UIViewAnimationSettings(duration: spring.settlingDuration, delay: sanitized(delay), options: options)
        settings.spring = spring
        withoutActuallyEscaping(animations) { body in
            runBlock(settings, animations: body, completion: completion)
        }
    }

    /// Runs `actionsWithoutAnimation` with UIKit animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIViewAnimationContext(settings: UIViewAnimationSettings(duration: 0), isDisabled: true).run(actionsWithoutAnimation)
    }

    /// Turns UIKit animations on or off for every later block.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabledFlag = enabled
    }

    /// Whether UIKit animations are on.
    public class var areAnimationsEnabled: Bool { animationsEnabledFlag }

    /// The duration of the innermost animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        UIViewAnimationContext.current?.settings.duration ?? 0
    }

    /// Runs a block animation: records the block's changes, turns them into animations, and
    /// calls `completion` when they have all stopped.
    static func runBlock(_ requested: UIViewAnimationSettings, animations: () -> Void,
                         completion: ((Bool) -> Void)?) {
        let settings = requested.inheriting(from: UIViewAnimationContext.enclosingSettings)
        let context = UIViewAnimationContext(settings: settings, isDisabled: !animationsEnabledFlag)
        context.run(animations)
        let entries = context.isDisabled ? [] : BlockAnimationBuilder.commit(context)
        guard let completion else { return }
        let group = CompletionGroup()
        let clock = context.changes.first?.layer.animationClock ?? UIApplication.shared.clock
        for entry in entries { group.add(entry, clock: clock) }
        group.seal(clock: clock) { finished in completion(finished) }
    }

    /// A duration or delay with NaN and negative values made 0.
    static func sanitized(_ time: TimeInterval) -> TimeInterval {
        time.isFinite && time > 0 ? time : 0
    }
}
