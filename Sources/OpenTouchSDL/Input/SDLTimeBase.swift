import CSDL2Loader
import Foundation
import OpenTouch

/// Converts SDL event timestamps to the application clock's time base.
///
/// SDL2 stamps each event with `SDL_GetTicks()` at the moment it queued it: milliseconds since
/// SDL started, in 32 bits. On a real clock (`SystemClock`, whose time is
/// `ProcessInfo.systemUptime`), the two clocks differ by a constant offset, measured once when
/// the host opens as `clock.now − SDL_GetTicks64() / 1000` (both read back to back). An event's
/// timestamp is then its ticks, widened to 64 bits against the current `SDL_GetTicks64()` (so the
/// 49.7-day wrap of the 32-bit field does no harm), plus that offset, and never later than the
/// clock's current time. Timestamps are thus as precise as SDL2's: a millisecond.
///
/// A `VirtualClock` does not follow real time: its events are stamped with the
/// clock's current time when they are read (``clockTime``).
public enum SDLTimeBase: Sendable, Equatable {
    /// SDL ticks plus an offset: `timestamp = ticks / 1000 + offset` seconds.
    case ticks(offset: TimeInterval)
    /// The clock's time when the event is read, whatever SDL's timestamp says.
    case clockTime

    /// The time base for `clock`: ``clockTime`` for a virtual clock (or when the SDL2 library is
    /// missing, so no SDL event can arrive), otherwise SDL ticks with the offset measured now.
    @MainActor
    public static func measured(for clock: any EventClock) -> SDLTimeBase {
        if clock is VirtualClock || !SDLLibrary.isAvailable { return .clockTime }
        // The smallest of a few back-to-back readings: the least disturbed by preemption.
        var best = TimeInterval.infinity
        var offset: TimeInterval = 0
        for _ in 0..<3 {
            let before = clock.now
            let ticks = Double(SDL_GetTicks64()) / 1000
            let after = clock.now
            if after - before < best {
                best = after - before
                offset = (before + after) / 2 - ticks
            }
        }
        return .ticks(offset: offset)
    }

    /// The timestamp on the clock's time base of an event SDL stamped `ticks` (milliseconds),
    /// when the clock reads `now`.
    public func timestamp(ofTicks ticks: UInt32, now: TimeInterval) -> TimeInterval {
        switch self {
        case .clockTime:
            return now
        case .ticks(let offset):
            let current = SDL_GetTicks64()
            // The newest 64-bit tick count whose low 32 bits are `ticks`, not after `current`.
            let behind = UInt64(UInt32(truncatingIfNeeded: current) &- ticks)
            // (An event older than SDL's tick count cannot be: it is taken as just now.)
            let widened = current >= behind ? current - behind : current
            return min(Double(widened) / 1000 + offset, now)
        }
    }
}
