import Foundation
import OpenTouch

/// How the window loop gives the application clock's timers (touch timers, animation
/// completions, display links, scroll deceleration frames) their turn once per frame.
///
/// - A `VirtualClock` is advanced by one frame interval per frame: its due timers run
///   inside `advance(by:)`, and the loop never sleeps (headless, deterministic runs).
/// - Any other clock (a `SystemClock`) runs the timers now due in
///   `UIApplication.runMainLoopTurn()`, which the window's frame calls.
@MainActor
enum ClockService {
    /// Gives the application's input, due timers and display cycle their turn for a frame
    /// `interval` long: one main-loop turn, after moving a virtual clock on by the interval.
    static func serviceTimers(of application: UIApplication, frameInterval interval: TimeInterval) {
        (application.clock as? VirtualClock)?.advance(by: interval)
        application.runMainLoopTurn()
    }

    /// Whether the loop paces frames in real time (sleeping between them) for `clock`.
    static func pacesInRealTime(_ clock: any EventClock) -> Bool {
        !(clock is VirtualClock)
    }
}
