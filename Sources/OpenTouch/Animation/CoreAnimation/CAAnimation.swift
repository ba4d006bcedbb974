import Foundation

/// The abstract base of Core Animation's animations: timing, delegate and removal.
///
/// Attach one to a layer with ``CALayer/add(_:forKey:)``; the layer attaches a copy, so changing
/// the animation afterwards changes nothing on screen. Times are in the layer's time, which is
/// the application clock's (``CACurrentMediaTime()``); a ``beginTime`` of 0 means "now".
@preconcurrency @MainActor
open class CAAnimation: CAMediaTiming, CAAction {
    /// The timing curve; nil means linear (implicit animations get the default curve).
    open var timingFunction: CAMediaTimingFunction? { didSet { evaluationInputsDidChange() } }
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer removes the animation once it is over; true by default.
    open var isRemovedOnCompletion = true
    /// When the animation starts, in the layer's time; 0 means when it is added.
    open var beginTime: CFTimeInterval = 0
    /// The length of one iteration in seconds; 0 means Core Animation's default, 0.25.
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs relative to its layer's; 1 by default.
    open var speed: Float = 1
    /// An offset added to the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times it repeats (fractions allowed; `.infinity` forever).
    open var repeatCount: Float = 0
    /// For how long it repeats, in seconds (an alternative to ``repeatCount``).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forward then backward.
    open var autoreverses = false
    /// Whether the animation's values show before it begins and after it ends.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The frame rate the animation would like; kept for the window backend.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Values stored with ``setValue(_:forKey:)``, in the order they were set.
    private var keyedValues: [(key: String, value: Any?)] = []

    /// Creates an animation with Core Animation's defaults.
    public required init() {}

    /// A value stored with ``setValue(_:forKey:)`` (how code tells its animations apart in
    /// `animationDidStop`), or the named property's value for `"duration"`, `"beginTime"`,
    /// `"speed"`, `"repeatCount"` and `"keyPath"`.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "duration": return duration
        case "beginTime": return beginTime
        case "speed": return speed
        case "repeatCount": return repeatCount
        case "keyPath": return (self as? CAPropertyAnimation)?.keyPath
        default: return keyedValues.last { $0.key == key }?.value
        }
    }

    /// Stores `value` under `key`; it is copied with the animation, so the copy a layer
    /// attaches (and hands its delegate) carries it too.
    open func setValue(_ value: Any?, forKey key: String) {
        keyedValues.removeAll { $0.key == key }
        keyedValues.append((key, value))
    }

    /// Creates an animation; `CAAnimation()` and `animation()` are the same.
    public class func animation() -> Self { Self() }

    /// The default value of a property, as `CAAnimation.defaultValue(forKey:)` (nil for all).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the property's value should be archived; OpenTouch archives nothing.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A copy of the animation with every property copied (the delegate is shared).
    open func copy() -> Any {
        let copy = Self()
        copy.copyValues(from: self)
        return copy
    }

    /// Copies this class's values from `other`; subclasses add theirs and call `super`.
    func copyValues(from other: CAAnimation) {
        keyedValues = other.keyedValues
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        preferredFrameRateRange = other.preferredFrameRateRange
    }

    /// An animation run as an action adds itself to the layer under the event's key.
    nonisolated public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        nonisolated(unsafe) let target = anObject
        MainActor.assumeIsolated {
            (target as? CALayer)?.add(self, forKey: event)
        }
    }

    /// The duration used for timing: Core Animation's default of 0.25 s when none is set.
    var effectiveDuration: CFTimeInterval {
        duration > 0 && duration.isFinite ? duration : 0.25
    }

    /// The timing values as one value, with `beginTime` resolved.
    func mediaTiming(beginTime resolved: CFTimeInterval) -> MediaTiming {
        MediaTiming(beginTime: resolved, duration: effectiveDuration, speed: speed, timeOffset: timeOffset,
                    repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses,
                    fillMode: fillMode)
    }

    /// The animation's value for one layer property, where it touches `keyPath` (nil otherwise):
    /// `underlying` is the value without it, `fraction` the progress through one iteration.
    /// Subclasses that animate values override it.
    func value(for keyPath: AnimationKeyPath, underlying: AnimatableValue, progress: AnimationProgress) -> AnimatableValue? {
        nil
    }

    /// A value its frames are computed from changed: subclasses that cache an evaluation drop it.
    func evaluationInputsDidChange() {}

    /// The key paths this animation animates (a group reports its children's).
    var animatedKeyPaths: [AnimationKeyPath] { [] }
}

/// Told when an animation starts and stops. Both methods are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started (at its begin time).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed
    /// (or replaced by another animation with the same key) first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Something a layer runs when one of its properties changes (an action): animations are actions,
/// and `NSNull` is the action that does nothing.
public protocol CAAction {
    /// Runs the action for `event` (a property name) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: returning `NSNull()` from an action lookup stops the search, so the change
    /// does not animate.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The timing values layers and animations share.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When it begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration.
    var duration: CFTimeInterval { get set }
    /// How fast its time runs relative to its parent's.
    var speed: Float { get set }
    /// An offset added to its local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times it repeats.
    var repeatCount: Float { get set }
    /// For how long it repeats.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forward then backward.
    var autoreverses: Bool { get set }
    /// Whether it shows before it begins and after it ends.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Where an animation is in its timing, as its value computation sees it.
struct AnimationProgress {
    /// The fraction of the current iteration, 0 to 1, before the timing curve (reversed on an
    /// autoreversing leg).
    var fraction: Double
    /// Seconds into the current iteration (for springs, which run on their own time).
    var time: Double
    /// Completed iterations before this one (for cumulative animations).
    var iteration: Int
    /// The iteration's length in seconds.
    var duration: Double
}
