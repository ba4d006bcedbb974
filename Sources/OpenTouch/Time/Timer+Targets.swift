import Foundation

/// A timer made with a target and a method reference, as `#selector` timers port.
extension Timer {
    /// Schedules a timer on the current run loop that calls `selector` on `target` (held strongly,
    /// as Foundation holds a timer's target) every `interval` seconds, or once. Schedule it from
    /// the main thread: the method runs on the main actor.
    ///
    /// It runs on real time, like every `Timer`; code a test must control should schedule on the
    /// application's ``UIApplication/clock`` instead.
    @preconcurrency @discardableResult
    public class func scheduledTimer<T: AnyObject>(
        timeInterval interval: TimeInterval, target: T, selector: @escaping @MainActor (T) -> @MainActor (Timer) -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        nonisolated(unsafe) let target = target
        return Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { selector(target)(timer) }
        }
    }

    /// Schedules a timer that calls a method of `target` taking no argument.
    @preconcurrency @discardableResult
    public class func scheduledTimer<T: AnyObject>(
        timeInterval interval: TimeInterval, target: T, selector: @escaping @MainActor (T) -> @MainActor () -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        nonisolated(unsafe) let target = target
        return Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { _ in
            MainActor.assumeIsolated { selector(target)() }
        }
    }
}
