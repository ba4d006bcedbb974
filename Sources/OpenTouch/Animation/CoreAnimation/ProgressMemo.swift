import Foundation

/// The clock progress of the last timing a `renderState()` evaluated, so that a layer's
/// animations with the same timing (the three a `UIView.animate` of position, alpha and scale
/// attaches) map the time through ``MediaTiming/localState(atParentTime:)`` once.
///
/// The progress is a function of the timing and the time alone, and timings are compared bit
/// for bit (``MediaTiming/hasSameBits(as:)``), so a reused progress is exactly the one the
/// timing would give. Only the last timing is kept: the memo lives for one call, at one time.
struct ProgressMemo {
    private var timing: MediaTiming?
    private var progress: AnimationProgress?

    /// The progress of `timing` at parent time `time` (the same `time` on every call).
    mutating func progress(of timing: MediaTiming, at time: Double) -> AnimationProgress? {
        if let last = self.timing, last.hasSameBits(as: timing) { return progress }
        let progress = AnimationClockMath.progress(of: timing, atParentTime: time)
        self.timing = timing
        self.progress = progress
        return progress
    }
}

extension MediaTiming {
    /// Whether every value is the same, numbers bit for bit (so 0 and -0 differ, and a NaN
    /// matches only the same NaN): two such timings map every time to the same state.
    func hasSameBits(as other: MediaTiming) -> Bool {
        beginTime.bitPattern == other.beginTime.bitPattern && duration.bitPattern == other.duration.bitPattern
            && speed.bitPattern == other.speed.bitPattern && timeOffset.bitPattern == other.timeOffset.bitPattern
            && repeatCount.bitPattern == other.repeatCount.bitPattern
            && repeatDuration.bitPattern == other.repeatDuration.bitPattern
            && autoreverses == other.autoreverses && fillMode == other.fillMode
    }
}
