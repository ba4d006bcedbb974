import Foundation

/// A value shared between threads, guarded by a pthread mutex (`NSLock`).
///
/// The engine's cross-thread state (the event queue the fetcher thread feeds, the main-queue
/// drain flag, a recorder's state) uses this rather than the Synchronization module's `Mutex`:
/// that one waits on a futex, which ThreadSanitizer does not follow, so the sanitizer reported
/// the queue's hand-over between the fetcher thread and the main thread as a race. Pthread locks
/// it follows.
final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Read and written only while `lock` is held, which already makes each access exclusive
    /// (a nested `withLock` would deadlock before it could overlap); the runtime check was about
    /// 80 instructions a move in `--profile pipeline` (the fetcher's hand-over, callgrind).
    @exclusivity(unchecked) private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
