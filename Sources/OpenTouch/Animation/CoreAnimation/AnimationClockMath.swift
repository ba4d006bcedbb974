import Foundation

/// Turns a timing and a parent time into the progress an animation's values are computed at.
enum AnimationClockMath {
    /// The progress of an animation with `timing` at `parentTime`, or nil when it has no
    /// effect then (before it begins or after it ends without a fill mode that keeps it).
    static func progress(of timing: MediaTiming, atParentTime parentTime: Double) -> AnimationProgress? {
        let duration = timing.duration
        switch timing.localState(atParentTime: parentTime) {
        case .active(let fraction, let iteration, _):
            // The fraction is already reversed on an autoreversing leg.
            return AnimationProgress(fraction: fraction, time: fraction * duration, iteration: iteration, duration: duration)
        case .before(let filledFraction):
            guard let f = filledFraction else { return nil }
            return AnimationProgress(fraction: f, time: f * duration, iteration: 0, duration: duration)
        case .after(let filledFraction):
            guard let f = filledFraction else { return nil }
            return AnimationProgress(fraction: f, time: f * duration, iteration: 0, duration: duration)
        }
    }
}

extension TimingCurve {
    /// Whether the curve is a spring (which runs on its own time, past its duration).
    var isSpring: Bool {
        if case .spring = self { return true }
        return false
    }
}
