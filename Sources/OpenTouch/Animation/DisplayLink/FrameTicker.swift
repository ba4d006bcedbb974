import Foundation

/// The display's frames on an ``EventClock``: the one place that knows the frame rate and when a
/// frame falls.
///
/// Frame `k` of a ticker falls at `start + k/rate` seconds, computed from the start each time (not
/// by adding intervals), so frame times do not drift, and is scheduled with
/// `clock.schedule(after: frameTime − clock.now)`. Two tickers with the same start and rate
/// therefore fire at exactly the same clock times. Frame 0 is the start itself; the first frame
/// anyone waits for is frame 1.
///
/// The ticker holds one pending frame at a time. It holds its clock and its pending timer weakly,
/// so a frame action that captures its owner strongly (as a run loop holds a display link) keeps
/// the owner alive only while the clock keeps the timer; owners that need the clock alive hold
/// it themselves.
@MainActor
final class FrameTicker {
    /// The display's refresh rate, in frames per second: OpenTouch's display is 60 Hz.
    nonisolated static let displayRate: Double = 60

    /// The time of frame 0, in clock seconds.
    let start: TimeInterval
    /// Frames per second.
    let rate: Double
    /// The clock frames are scheduled on.
    private(set) weak var clock: (any EventClock)?
    /// The pending frame's timer, while the clock holds it.
    private weak var timer: ScheduledTimer?

    /// Creates a ticker whose frame 0 is `start` (the clock's current time by default).
    init(clock: any EventClock, start: TimeInterval? = nil, rate: Double = FrameTicker.displayRate) {
        self.clock = clock
        self.start = start ?? clock.now
        self.rate = rate
    }

    /// Seconds between frames.
    var interval: TimeInterval { 1 / rate }

    /// The clock time of frame `k`.
    func time(ofFrame k: Int) -> TimeInterval {
        start + Double(k) / rate
    }

    /// The first frame whose time is later than `time`.
    func firstFrame(after time: TimeInterval) -> Int {
        let estimate = ((time - start) * rate).rounded(.down)
        var k = estimate.isFinite ? max(1, Int(max(-1, min(estimate, 1e15))) + 1) : 1
        while self.time(ofFrame: k) <= time { k += 1 }
        while k > 1, self.time(ofFrame: k - 1) > time { k -= 1 }
        return k
    }

    /// Whether a frame is scheduled and has not fired yet.
    var hasPendingFrame: Bool {
        guard let timer else { return false }
        return !timer.isDone
    }

    /// Schedules `action` at frame `k`'s time, replacing the pending frame. Returns false, and
    /// schedules nothing, when the clock is gone.
    @discardableResult
    func schedule(frame k: Int, _ action: @escaping @MainActor () -> Void) -> Bool {
        timer?.cancel()
        timer = nil
        guard let clock else { return false }
        timer = clock.schedule(after: time(ofFrame: k) - clock.now, action)
        return true
    }

    /// Cancels the pending frame, if any.
    func cancel() {
        timer?.cancel()
        timer = nil
    }
}
