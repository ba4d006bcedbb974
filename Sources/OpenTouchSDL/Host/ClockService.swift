import Foundation
import OpenTouch

/// How the window loop gives the application clock's timers (touch timers, animation
/// completions, display links, scroll deceleration frames) their turn once per frame.
///
/// - A `VirtualClock` is advanced by one frame interval per frame: its due timers run
///   inside `advance(by:)`, and the loop never sleeps (headless, deterministic runs).
/// - A `SystemClock` schedules its timers on the main dispatch queue; the loop runs
///   the ones that are due in ``runDueSystemTimers()``.
@MainActor
enum ClockService {
    /// Gives the clock's due timers their turn for a frame `interval` long.
    static func serviceTimers(of clock: any EventClock, frameInterval interval: TimeInterval) {
        if let virtual = clock as? VirtualClock {
            virtual.advance(by: interval)
        } else {
            runDueSystemTimers(of: clock)
        }
    }

    /// Runs the system clock's timers that are due.
    ///
    /// The switch point: `SystemClock` puts its timers on the main dispatch queue,
    /// which only a run of the main run loop (or `dispatchMain()`) drains, so this runs the main
    /// run loop for a moment. Once `SystemClock.runDueTimers()` exists, the body becomes
    /// `(clock as? SystemClock)?.runDueTimers()`.
    static func runDueSystemTimers(of clock: any EventClock) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.0005))
    }

    /// Whether the loop paces frames in real time (sleeping between them) for `clock`.
    static func pacesInRealTime(_ clock: any EventClock) -> Bool {
        !(clock is VirtualClock)
    }
}
