#if os(Linux)
import Foundation
import Glibc

/// Relates kernel event timestamps to the application clock.
///
/// Live readers ask the kernel to stamp events with `CLOCK_MONOTONIC` (`EVIOCSCLOCKID` through
/// `libevdev_set_clock_id`); evdev's default is `CLOCK_REALTIME`, which jumps with NTP and the
/// user's clock changes. `SystemClock` reads `ProcessInfo.processInfo.systemUptime`, which on
/// Linux (swift-foundation's `ProcessInfo`, Swift 6 and later) is `clock_gettime(CLOCK_MONOTONIC)`
/// too, so event times and `SystemClock.now` share one time base and ``uptimeOffset()`` is 0. It
/// is measured rather than assumed, so a Foundation that reads another clock still lines up.
enum DeviceClock {
    /// `clock_gettime(CLOCK_MONOTONIC)` in seconds.
    static func monotonicNow() -> TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000
    }

    /// `systemUptime - CLOCK_MONOTONIC`, from the tightest of a few bracketed readings; exactly 0
    /// when the two agree within half a millisecond (they are the same clock).
    static func uptimeOffset() -> TimeInterval {
        var bestWidth = TimeInterval.infinity
        var offset: TimeInterval = 0
        for _ in 0..<5 {
            let before = monotonicNow()
            let uptime = ProcessInfo.processInfo.systemUptime
            let after = monotonicNow()
            if after - before < bestWidth {
                bestWidth = after - before
                offset = uptime - (before + after) / 2
            }
        }
        return abs(offset) < 0.000_5 ? 0 : offset
    }
}
#endif
