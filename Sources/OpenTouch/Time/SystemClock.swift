import Dispatch
import Foundation

/// The real clock for programs: system uptime, with timers on the main dispatch queue.
///
/// Use it with ``UIApplication/run()`` or any other loop that services the main queue.
@MainActor
public final class SystemClock: EventClock {
    /// Creates a clock reading `ProcessInfo.systemUptime`.
    public init() {}

    /// Seconds since the system booted, like `UITouch.timestamp` on iOS.
    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    private var sequence: UInt64 = 0
    /// The applications that lay out after each timer.
    let timerObservers = TimerObservers()

    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let safeDelay = delay.isFinite ? max(0, delay) : 0
        let timer = ScheduledTimer(fireDate: now + safeDelay, sequence: sequence, action: action)
        sequence &+= 1
        let observers = timerObservers
        DispatchQueue.main.asyncAfter(deadline: .now() + safeDelay) {
            MainActor.assumeIsolated {
                timer.fire()
                observers.timerDidFire()
            }
        }
        return timer
    }
}
