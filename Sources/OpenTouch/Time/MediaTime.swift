import Foundation
import Synchronization

#if !canImport(Darwin)
/// A time interval in seconds, as Core Foundation and Core Animation name it.
public typealias CFTimeInterval = Double
#endif

/// The current media time in seconds, as Core Animation's `CACurrentMediaTime()`, from any thread.
///
/// When the most recently created application runs on a ``VirtualClock``, it reads that clock
/// while the clock is alive, so code that times gestures with it sees the same time as touch
/// timestamps in a test. Otherwise (a ``SystemClock``, or no clock) it is the system uptime, as on iOS.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaTimeMirror.newest?.value ?? ProcessInfo.processInfo.systemUptime
}

/// A clock's time, mirrored under a lock so that `CACurrentMediaTime()` can read it anywhere.
final class MediaTimeMirror: Sendable {
    private let storage = Mutex(TimeInterval(0))

    init() {}

    /// The mirrored time.
    var value: TimeInterval { storage.withLock { $0 } }

    func set(_ time: TimeInterval) { storage.withLock { $0 = time } }

    private static let newestLock = Mutex<WeakMirror>(WeakMirror())

    /// The mirror `CACurrentMediaTime()` reads: the newest application's virtual clock's.
    static var newest: MediaTimeMirror? {
        get { newestLock.withLock { $0.mirror } }
        set { newestLock.withLock { $0.mirror = newValue } }
    }

    private struct WeakMirror: Sendable {
        weak var mirror: MediaTimeMirror?
    }
}
