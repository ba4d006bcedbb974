import Foundation

/// The clock progress of the last timing and time a `renderState()` evaluated, kept across
/// calls, so that a layer's animations with the same timing (the three a `UIView.animate` of
/// position, alpha and scale attaches), and the layers of one block read in one frame, map the
/// time through ``MediaTiming/localState(atParentTime:)`` once.
///
/// The progress is a function of the timing and the time alone, and timings are compared bit
/// for bit through their ``TimingKey`` and times by their bits, so a reused progress is exactly
/// the one the timing would give. Only the last timing and time are kept.
@MainActor
enum ProgressMemo {
    /// The timing of the kept progress.
    private static var key: TimingKey?
    /// The time of the kept progress, as bits.
    private static var time: UInt64 = 0
    /// The kept progress.
    private static var progress: AnimationProgress?

    /// The clock progress of `entry` at the layer's local time `time`.
    static func progress(of entry: AttachedAnimation, at time: Double) -> AnimationProgress? {
        if let key = entry.timingKey, time.bitPattern == self.time, key == self.key { return progress }
        let progress = AnimationClockMath.progress(of: entry.timing, atParentTime: time)
        key = entry.timingKey
        self.time = time.bitPattern
        self.progress = progress
        return progress
    }
}

/// A ``MediaTiming``'s values as plain bits (0 and -0 differ, a NaN matches only the same NaN),
/// to compare two timings without copying their fill mode's string. Two timings with the same
/// key map every time to the same state.
struct TimingKey: Equatable {
    private let beginTime, duration, timeOffset, repeatDuration: UInt64
    private let speed, repeatCount: UInt32
    private let autoreverses: Bool
    private let fillMode: UInt8

    /// The key of `timing`, or nil when its fill mode is none of Core Animation's four (such a
    /// timing is never shared).
    init?(_ timing: MediaTiming) {
        switch timing.fillMode {
        case .removed: fillMode = 0
        case .forwards: fillMode = 1
        case .backwards: fillMode = 2
        case .both: fillMode = 3
        default: return nil
        }
        beginTime = timing.beginTime.bitPattern
        duration = timing.duration.bitPattern
        timeOffset = timing.timeOffset.bitPattern
        repeatDuration = timing.repeatDuration.bitPattern
        speed = timing.speed.bitPattern
        repeatCount = timing.repeatCount.bitPattern
        autoreverses = timing.autoreverses
    }
}
