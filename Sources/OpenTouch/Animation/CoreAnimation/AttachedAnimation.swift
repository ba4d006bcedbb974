import Foundation

/// An animation attached to a layer: the copy ``CALayer/add(_:forKey:)`` made, its resolved
/// begin time, its timers and who waits for it to stop.
@MainActor
final class AttachedAnimation {
    /// The key it was added under; nil for an animation added without one.
    let key: String?
    let animation: CAAnimation
    /// The begin time, in the layer's local time.
    let beginTime: Double
    let timing: MediaTiming
    /// ``timing`` as plain bits, for sharing its progress with entries of the same timing
    /// (``ProgressMemo``); nil when it is never shared.
    let timingKey: TimingKey?
    /// The key paths it animates, each once.
    let keyPaths: [AnimationKeyPath]
    /// The properties those key paths belong to, each once.
    let properties: [LayerProperty]
    /// The animation, when it is a basic animation of one whole property: frames ask it for its
    /// ``CABasicAnimation/evaluationPlan`` first.
    let basicAnimation: CABasicAnimation?
    /// ``basicAnimation``'s plan as it was when attached, current while the animation's
    /// ``CABasicAnimation/planGeneration`` is still ``planGeneration``. Kept here so that a frame
    /// reads it without retaining the animation and copying its plan cache.
    private let plan: BasicAnimationPlan?
    /// The animation's plan count when ``plan`` was read.
    private let planGeneration: UInt64
    /// The one property, when ``basicAnimation`` is set.
    private let planProperty: LayerProperty?
    /// Where its progress comes from when not from the clock (a property animator).
    weak var driver: AnimationDriver?
    /// Whether a driver was set (a driven animation whose driver went away shows nothing).
    var isDriven = false
    /// For a property animator's track: the fraction of the animator's time before it starts.
    var driverStartFraction = 0.0
    /// Whether its view ignores touches while it runs (`UIView.animate` without `.allowUserInteraction`).
    var blocksInteraction = false
    /// Whether its view is hit-tested where it is seen (a property animator without manual hit testing).
    var hitTestsPresentation = false
    /// Called once with `finished` when it stops.
    var stopObservers: [@MainActor (Bool) -> Void] = []
    var startTimer: ScheduledTimer?
    var endTimer: ScheduledTimer?
    /// The clock its layer's animations ran on when it was attached (where a stop is reported
    /// when the layer goes away with it still attached). Weak: the clock's pending timers hold
    /// the entry, so a strong reference would keep a released application's clock alive (a
    /// virtual clock for ever). So a layer released after its application's clock has gone
    /// reports no stop: nothing would turn that clock to report it.
    weak var clock: (any EventClock)?
    /// Whether the stop was reported (it was removed, or it reached its end).
    private(set) var isStopped = false

    init(key: String?, animation: CAAnimation, beginTime: Double) {
        self.key = key
        self.animation = animation
        self.beginTime = beginTime
        timing = animation.mediaTiming(beginTime: beginTime)
        timingKey = TimingKey(timing)
        var seen: [String] = []
        keyPaths = animation.animatedKeyPaths.filter { path in
            guard !seen.contains(path.string) else { return false }
            seen.append(path.string)
            return true
        }
        var properties: [LayerProperty] = []
        for path in keyPaths where !properties.contains(path.property) { properties.append(path.property) }
        self.properties = properties
        basicAnimation = keyPaths.count == 1 && keyPaths[0].component == nil ? animation as? CABasicAnimation : nil
        // Made now, so that frames allocate nothing (it is remade only if a value is set later).
        plan = basicAnimation?.evaluationPlan
        planGeneration = basicAnimation?.planGeneration ?? 0
        planProperty = basicAnimation == nil ? nil : properties.first
    }

    /// Whether it animates `property`.
    func touches(_ property: LayerProperty) -> Bool {
        properties.contains(property)
    }

    /// Applies the animation at `progress` to `state` through its basic animation's plan, as
    /// `renderState()` would for its one property; false, changing nothing, when it has no plan
    /// for that property and needs the general path.
    ///
    /// The animation and the plans are read through optional chaining, in place: `guard let`
    /// copies retained and released both on every frame (2 of the 10 retains a `renderState()`
    /// made per animation in `--profile animation-rotation`, callgrind).
    func applyPlan(at progress: AnimationProgress, to state: inout LayerRenderState) -> Bool {
        // Set exactly when `basicAnimation` is.
        guard let property = planProperty else { return false }
        if basicAnimation?.planGeneration == planGeneration {
            return plan?.apply(ifItAnimates: property, at: progress, to: &state) ?? false
        }
        return basicAnimation?.evaluationPlan?.apply(ifItAnimates: property, at: progress, to: &state) ?? false
    }

    /// Its progress at the layer's local `time`, or nil when it has no effect then.
    func progress(at time: Double) -> AnimationProgress? {
        // `isDriven` first: reading the weak `driver` costs more than the clock's arithmetic.
        guard isDriven else { return AnimationClockMath.progress(of: timing, atParentTime: time) }
        return driver?.progress(for: self, at: time)
    }

    /// Applies the animation to `value` of `property` at `time`.
    func apply(to value: inout AnimatableValue, of property: LayerProperty, at time: Double) {
        guard let progress = progress(at: time) else { return }
        apply(to: &value, of: property, progress: progress)
    }

    /// Applies the animation to `value` of `property` at `progress` (its progress at some time).
    func apply(to value: inout AnimatableValue, of property: LayerProperty, progress: AnimationProgress) {
        for path in keyPaths where path.property == property {
            if let next = animation.value(for: path, underlying: value, progress: progress) { value = next }
        }
    }

    /// The local time it ends at (infinite when it repeats forever, or when a driver times it).
    var endTime: Double {
        isDriven ? .infinity : timing.endTime()
    }

    /// Reports the stop once: the delegate, then the observers.
    func reportStop(finished: Bool) {
        guard !isStopped else { return }
        isStopped = true
        startTimer?.cancel()
        endTimer?.cancel()
        animation.delegate?.animationDidStop(animation, finished: finished)
        let observers = stopObservers
        stopObservers = []
        for observer in observers { observer(finished) }
    }
}

/// Supplies an attached animation's progress instead of the clock (a property animator).
@MainActor
protocol AnimationDriver: AnyObject {
    func progress(for animation: AttachedAnimation, at time: Double) -> AnimationProgress?
}
