// OpenTouch — Animation timing
//
// Core Animation's hierarchical timing model (the CAMediaTiming protocol's eight values) and the
// mapping from a parent's time to where a timed object is in its own timeline.

/// The eight `CAMediaTiming` values of a timed object, and Core Animation's timing model over them.
///
/// Parent time t maps to active local time `(t − beginTime) · speed + timeOffset`. The object is
/// active from `beginTime` for ``activeDuration`` (its repeats at its speed); inside that period
/// the local time is folded into repetitions of the basic `duration` (doubled by `autoreverses`).
/// `timeOffset` shifts the phase only: the active period still starts at `beginTime` and lasts as
/// long, so an offset animation starts part-way through and wraps round to finish where it started.
/// A `speed` of 0 freezes the object at `timeOffset` from `beginTime` on.
///
/// A `duration` of 0 is taken literally here (a zero-length object is over as soon as it begins);
/// Core Animation's rule that an animation with duration 0 lasts 0.25 s is the caller's to apply.
///
/// Hostile values are guarded: a NaN or infinite `beginTime` or `timeOffset` counts as 0; a NaN or
/// negative `duration`, `repeatCount` or `repeatDuration` as 0; a NaN `speed` as 1 and a negative
/// one by its magnitude (Core Animation's backwards playback is not modelled), capped at 1e9.
/// When both `repeatCount` and `repeatDuration` are set (undefined in Core Animation) `repeatCount` wins.
struct MediaTiming: Hashable, Sendable {
    /// When the object begins, in its parent's time.
    var beginTime: Double
    /// The basic duration of one pass, in local time.
    var duration: Double
    /// How fast local time runs relative to the parent's.
    var speed: Float
    /// A phase shift added to the active local time.
    var timeOffset: Double
    /// How many times the object repeats (fractions allowed, `.infinity` forever); 0 means once.
    var repeatCount: Float
    /// For how long the object repeats, in local time; 0 means no repeat by duration.
    var repeatDuration: Double
    /// Whether each repetition plays forwards and then backwards.
    var autoreverses: Bool
    /// What is shown outside the active period.
    var fillMode: CAMediaTimingFillMode

    /// Creates timing values; the defaults are Core Animation's.
    init(
        beginTime: Double = 0, duration: Double = 0, speed: Float = 1, timeOffset: Double = 0,
        repeatCount: Float = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    // MARK: - Guarded values

    private var safeBegin: Double { beginTime.isFinite ? beginTime : 0 }
    private var safeOffset: Double { timeOffset.isFinite ? timeOffset : 0 }
    private var basicDuration: Double { duration > 0 ? duration : 0 }
    private var safeSpeed: Double { speed.isNaN ? 1 : min(abs(Double(speed)), 1e9) }

    /// The length of one repetition in local time: the duration, twice it when autoreversing.
    private var iterationLength: Double { basicDuration * (autoreverses ? 2 : 1) }

    /// The length of the active period in local time (infinite when repeating forever).
    private var activeLocalLength: Double {
        let length = iterationLength
        guard length > 0 else { return 0 }
        if repeatCount > 0 { return Double(repeatCount) * length }
        if repeatDuration > 0 { return repeatDuration }
        return length
    }

    /// The length of the active period in the parent's time: the local length divided by the speed;
    /// infinite when repeating forever or frozen (speed 0) with a non-empty active period.
    var activeDuration: Double {
        let length = activeLocalLength
        guard length > 0 else { return 0 }
        let speed = safeSpeed
        return speed > 0 ? length / speed : .infinity
    }

    /// When the active period ends, in the parent's time (infinite when it never does).
    func endTime() -> Double { safeBegin + activeDuration }

    private var fillsBackwards: Bool { fillMode == .backwards || fillMode == .both }
    private var fillsForwards: Bool { fillMode == .forwards || fillMode == .both }

    // MARK: - Mapping parent time

    /// Where the object is at parent time `t` (NaN counts as before the start).
    func localState(atParentTime t: Double) -> MediaTimingState {
        let begin = safeBegin
        let length = activeLocalLength
        guard !t.isNaN, t >= begin else {
            return .before(filledFraction: fillsBackwards && length > 0 ? phase(at: wrapped(safeOffset), atEnd: false).fraction : nil)
        }
        guard length > 0 else {
            return .after(filledFraction: fillsForwards ? endFraction(ofEmpty: true) : nil)
        }
        let speed = safeSpeed
        let elapsed = speed > 0 ? (t - begin) * speed : 0
        if length.isFinite && (elapsed >= length || !elapsed.isFinite) {
            return .after(filledFraction: fillsForwards ? endFraction(ofEmpty: false) : nil)
        }
        let position = elapsed.isFinite ? elapsed + safeOffset : safeOffset
        let phase = phase(at: wrapped(position), atEnd: false)
        return .active(iterationFraction: phase.fraction, iteration: phase.iteration, isReversedLeg: phase.reversed)
    }

    /// The fraction shown by a forwards fill: the state at the very end of the active period.
    private func endFraction(ofEmpty empty: Bool) -> Double {
        // A zero-length object ends where it would have ended one pass: forward at 1, reversed at 0.
        if empty { return autoreverses ? 0 : 1 }
        let length = activeLocalLength
        var position = (length + safeOffset).truncatingRemainder(dividingBy: length)
        if position <= 0 { position += length }
        return phase(at: position, atEnd: true).fraction
    }

    /// `position` folded into the active period [0, length) when the period is finite.
    private func wrapped(_ position: Double) -> Double {
        let length = activeLocalLength
        guard length.isFinite, length > 0 else { return position }
        var folded = position.truncatingRemainder(dividingBy: length)
        if folded < 0 { folded += length }
        return folded < length ? folded : 0
    }

    /// The repetition, leg and fraction at local `position`. With `atEnd`, a position on a
    /// repetition boundary belongs to the repetition that ends there rather than the one that starts.
    private func phase(at position: Double, atEnd: Bool) -> (fraction: Double, iteration: Int, reversed: Bool) {
        let basic = basicDuration
        let length = iterationLength
        guard length > 0, length.isFinite else { return (0, 0, false) }
        var index = (position / length).rounded(.down)
        var within = position - index * length
        if atEnd && position > 0 && within <= 0 {
            index -= 1
            within = length
        }
        within = min(max(within, 0), length)
        let reversed = autoreverses && (atEnd ? within > basic : within >= basic)
        let fraction = reversed ? (length - within) / basic : within / basic
        let iteration = index <= 0 ? 0 : (index < Double(Int.max / 2) ? Int(index) : Int.max / 2)
        return (min(max(fraction, 0), 1), iteration, reversed)
    }
}
