import Foundation

#if !canImport(QuartzCore)
/// A time interval in seconds, as Core Foundation and Core Animation name it.
public typealias CFTimeInterval = Double
#endif

/// The current media time in seconds, as Core Animation's `CACurrentMediaTime()`.
///
/// On the main thread it reads the clock of the newest living ``UIApplication`` (so in a test it
/// follows the test's ``VirtualClock``, on the same time base as touch timestamps); with no
/// application, or off the main thread, it reads the system uptime as iOS does.
public func CACurrentMediaTime() -> CFTimeInterval {
    guard Thread.isMainThread else { return ProcessInfo.processInfo.systemUptime }
    return MainActor.assumeIsolated {
        UIApplication.newest?.clock.now ?? ProcessInfo.processInfo.systemUptime
    }
}
