import Foundation

/// A source of time and timers for the touch engine.
///
/// Every timer in OpenTouch (long press, double-tap windows, delayed touches, scroll deceleration)
/// is scheduled on the application's clock, so tests can drive time by hand with ``VirtualClock``
/// and programs use ``SystemClock``. Times are seconds on the same time base as
/// ``UITouch/timestamp`` and ``UIEvent/timestamp``.
@preconcurrency @MainActor
public protocol EventClock: AnyObject {
    /// The current time, in seconds.
    var now: TimeInterval { get }

    /// Runs `action` on the main actor once `delay` seconds have passed.
    @discardableResult
    @preconcurrency func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer

    /// Fires every timer that is due at ``now``, in order of fire date (ties in scheduling order),
    /// without waiting. ``UIApplication/runMainLoopTurn()`` calls it once per turn.
    ///
    /// The default does nothing: for a clock whose timers fire by themselves (on a run loop the
    /// program services). A clock that keeps its own list of timers should implement it.
    func runDueTimers()

    /// The fire date of the earliest timer still pending, if the clock knows it; nil when no
    /// timer is pending. A frame loop sleeps until then (``UIApplication/MainLoopTurn``), and the
    /// application reports timers left overdue (``InputDiagnostic/Kind/timersNotServiced``).
    ///
    /// The default is nil (unknown).
    var nextFireDate: TimeInterval? { get }
}

extension EventClock {
    /// Does nothing: the clock's timers fire by themselves.
    public func runDueTimers() {}

    /// Nil: the clock does not say when its next timer is due.
    public var nextFireDate: TimeInterval? { nil }
}

/// A handle to a timer scheduled on an ``EventClock``.
@preconcurrency @MainActor
public final class ScheduledTimer {
    /// The clock time at which the timer fires.
    public let fireDate: TimeInterval
    /// Whether the timer was cancelled or has already fired.
    // Exclusivity: `VirtualClock.advance(to:)` reads it for every pending timer, twice per
    // advance (per fired timer while timers fire). In `--profile animation`, with 3,000 animation
    // end timers pending, that was 371 M runtime exclusivity checks, 28 G of its 71 G
    // instructions; a frame's clock advance took 1.7 M (callgrind, Benchmarks/README.md). The
    // clock keeps its timers in a heap now (`TimerHeap`), which reads it for the top timer and
    // when it drops done timers.
    @exclusivity(unchecked) public private(set) var isDone = false
    let sequence: UInt64
    @preconcurrency private var action: (@MainActor () -> Void)?

    @preconcurrency init(fireDate: TimeInterval, sequence: UInt64, action: @escaping @MainActor () -> Void) {
        self.fireDate = fireDate
        self.sequence = sequence
        self.action = action
    }

    /// Stops the timer; its action will not run. Cancelling twice is harmless.
    public func cancel() {
        isDone = true
        action = nil
    }

    func fire() {
        guard !isDone, let action else { return }
        isDone = true
        self.action = nil
        action()
    }
}
