import Foundation

/// A source of time and timers for the touch engine.
///
/// Every timer in OpenTouch (long press, double-tap windows, delayed touches, scroll deceleration)
/// is scheduled on the application's clock, so tests can drive time by hand with ``VirtualClock``
/// and programs use ``SystemClock``. Times are seconds on the same time base as
/// ``UITouch/timestamp`` and ``UIEvent/timestamp``.
@MainActor
public protocol EventClock: AnyObject {
    /// The current time, in seconds.
    var now: TimeInterval { get }

    /// Runs `action` on the main actor once `delay` seconds have passed.
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer
}

/// A handle to a timer scheduled on an ``EventClock``.
@MainActor
public final class ScheduledTimer {
    /// The clock time at which the timer fires.
    public let fireDate: TimeInterval
    /// Whether the timer was cancelled or has already fired.
    public private(set) var isDone = false
    let sequence: UInt64
    private var action: (@MainActor () -> Void)?

    init(fireDate: TimeInterval, sequence: UInt64, action: @escaping @MainActor () -> Void) {
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
