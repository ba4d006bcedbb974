// OpenTouch — Animation timing
//
// The pacing of one animation: a Bézier timing function or a spring.

/// How an animation's progress advances with time: a cubic Bézier function of the elapsed
/// fraction of its duration, or a spring running on its own physical time.
enum TimingCurve: Hashable, Sendable {
    /// Progress is the timing function's value at the fraction of the duration elapsed.
    case function(CAMediaTimingFunction)
    /// Progress is the spring's value at the time elapsed; the duration only says when the animation ends.
    case spring(DampedSpring)

    /// Progress from 0 to 1 at time `t` seconds into an animation lasting `duration` seconds.
    ///
    /// For a function: its value at t / duration (clamped to 0...1, NaN as 0); a duration that is
    /// not positive (or NaN) gives 1 at once. For a spring: its value at `t`, whatever the duration
    /// (a spring may overshoot 1 and is not at exactly 1 when its time runs out: the caller ends
    /// the animation at its duration).
    func progress(atTime t: Double, duration: Double) -> Double {
        switch self {
        case .function(let function):
            guard duration > 0 else { return 1 }
            return function.progress(at: t / duration)
        case .spring(let spring):
            return spring.value(at: t)
        }
    }

    /// The rate of change of progress at time `t`, in progress per second.
    ///
    /// For a function: the curve's slope divided by the duration inside 0...duration, 0 outside
    /// it and for a duration that is not positive. For a spring: its velocity at `t`.
    func velocity(atTime t: Double, duration: Double) -> Double {
        switch self {
        case .function(let function):
            guard duration > 0, duration.isFinite, t >= 0, t <= duration else { return 0 }
            return function.slope(at: t / duration) / duration
        case .spring(let spring):
            return spring.velocity(at: t)
        }
    }

    /// Even pacing.
    static let linear = TimingCurve.function(CAMediaTimingFunction(name: .linear))
    /// Slow start and end (Core Animation's `easeInEaseOut`, UIKit's `.easeInOut`).
    static let easeInOut = TimingCurve.function(CAMediaTimingFunction(name: .easeInEaseOut))
}
