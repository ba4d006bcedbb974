import Foundation

/// Plays a recording into an application in real time, from a background thread, as a device
/// would: its touches, key changes and shakes, in the order of ``DigitizerRecording/inputs``.
///
/// The playback thread (`opentouch.playback-thread`) posts each event to the application's
/// ``EventFetcher`` when its moment comes: event `i` is posted `tᵢ − t₀` seconds after the
/// playback started, where `t₀` is the recording's first finite timestamp, and carries the
/// timestamp `now₀ + (tᵢ − t₀)`, where `now₀` is the application clock's ``EventClock/now``
/// when the playback started. So on a ``SystemClock`` the touches' timestamps are the times
/// the events were posted, and the recorded intervals are kept. An event with a non-finite or
/// backwards timestamp is posted right after the one before it, with its (rebased) timestamp as it
/// is, for the fetcher's filter to judge.
///
/// The application must be delivering input meanwhile: running ``UIApplication/run()``, calling
/// ``UIApplication/runMainLoopTurn()`` from a frame loop, or after
/// ``UIApplication/startAutomaticEventDelivery()`` with the main queue serviced. For a
/// deterministic replay, use ``UIApplication/replay(_:settle:)`` on a ``VirtualClock`` instead.
///
/// ```swift
/// let playback = DigitizerPlayback(recording, into: app) { finished in print("done", finished) }
/// // … later, from any thread:
/// playback.cancel()
/// ```
public final class DigitizerPlayback: Sendable {
    /// Guards `state` and wakes sleepers. A pthread-based lock rather than `Mutex`: with `Mutex`,
    /// the ThreadSanitizer reported a race between ``finished()`` and the playback thread's end,
    /// and it follows pthread locks.
    private let condition = NSCondition()
    /// Only read or written with `condition` locked (see ``withState(_:)``).
    nonisolated(unsafe) private var state = State()

    private struct State {
        var isCancelled = false
        var result: Bool?
        var waiters: [CheckedContinuation<Bool, Never>] = []
    }

    /// Runs `body` on the state with the lock held.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body(&state)
    }

    /// Starts playing `recording` into `application` at once.
    ///
    /// - Parameters:
    ///   - recording: The events to play; timestamps are rebased onto the application clock.
    ///   - application: Receives the events through its ``UIApplication/eventFetcher``.
    ///   - onFinish: Called once on the playback thread when the playback ends, before
    ///     ``isFinished`` turns true and waiters return: `true` when every event was posted,
    ///     `false` when it was cancelled first.
    @preconcurrency @MainActor
    public init(_ recording: DigitizerRecording, into application: UIApplication,
                onFinish: (@Sendable (_ finished: Bool) -> Void)? = nil) {
        let fetcher = application.eventFetcher
        let base = application.clock.now
        let events = recording.inputs
        let thread = Thread { [self] in
            let finished = self.play(events, to: fetcher, base: base)
            onFinish?(finished)
            self.finish(finished)
        }
        thread.name = "opentouch.playback-thread"
        thread.start()
    }

    /// Stops the playback: no further event is posted. Safe from any thread; events already
    /// posted are delivered as usual.
    public func cancel() {
        condition.lock()
        state.isCancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the playback has ended (every event posted, or cancelled).
    public var isFinished: Bool {
        withState { $0.result != nil }
    }

    /// Blocks the calling thread until the playback ends; returns `true` when every event was
    /// posted, `false` when it was cancelled. Do not call it on the thread that delivers input
    /// when that thread must run for the playback to end (it never must: posting does not wait).
    @discardableResult
    public func waitUntilFinished() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = state.result { return result }
            condition.wait()
        }
    }

    /// Waits until the playback ends; returns `true` when every event was posted, `false` when it
    /// was cancelled.
    public func finished() async -> Bool {
        await withCheckedContinuation { continuation in
            let result: Bool? = withState { state in
                if state.result == nil { state.waiters.append(continuation) }
                return state.result
            }
            if let result { continuation.resume(returning: result) }
        }
    }

    // MARK: The playback thread

    /// Posts the events at their offsets; returns false when cancelled.
    private func play(_ events: [DigitizerRecording.Input], to fetcher: EventFetcher, base: TimeInterval) -> Bool {
        let start = ProcessInfo.processInfo.systemUptime
        let first = events.first { $0.timestamp.isFinite }?.timestamp ?? 0
        for input in events {
            let offset = input.timestamp - first
            if offset.isFinite, !sleep(until: start + offset) { return false }
            if withState({ $0.isCancelled }) { return false }
            switch input {
            case .digitizer(var event):
                event.timestamp = base + offset
                fetcher.post(event)
            case .keyboard(var event):
                event.timestamp = base + offset
                fetcher.post(event)
            case .motion(var event):
                event.timestamp = base + offset
                fetcher.post(event)
            }
        }
        return !withState { $0.isCancelled }
    }

    /// Sleeps until `uptime`; returns false when cancelled first.
    private func sleep(until uptime: TimeInterval) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if state.isCancelled { return false }
            let remaining = uptime - ProcessInfo.processInfo.systemUptime
            if remaining <= 0 { return true }
            _ = condition.wait(until: Date(timeIntervalSinceNow: remaining))
        }
    }

    private func finish(_ finished: Bool) {
        condition.lock()
        state.result = finished
        let waiters = state.waiters
        state.waiters.removeAll()
        condition.broadcast()
        condition.unlock()
        for waiter in waiters { waiter.resume(returning: finished) }
    }
}
