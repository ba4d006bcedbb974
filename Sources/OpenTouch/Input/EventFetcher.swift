import DequeModule
import Foundation
import Logging

/// Receives raw digitizer events from any thread and feeds them, filtered, to the main thread.
///
/// Like UIKit's `UIEventFetcher`, it runs its own thread (named `opentouch.eventfetch-thread`):
/// ``post(_:)-(DigitizerEvent)`` hands an event to that thread, which runs the filter chain (see
/// ``InputDiagnostic``), appends the result to the application's event queue and wakes the main
/// thread. The main thread turns queued events into touches in ``UIApplication/drainEvents()``.
public final class EventFetcher: Sendable {
    private let core: FetcherCore

    init(queue: EventQueue, logger: Logger) {
        core = FetcherCore(queue: queue, logger: logger)
    }

    deinit {
        core.stop()
    }

    /// Hands `event` to the fetcher thread. Safe to call from any thread, concurrently.
    public func post(_ event: DigitizerEvent) {
        core.post(event)
    }

    /// Hands a key change to the fetcher thread, in order with every other event posted (touches
    /// included). Safe to call from any thread, concurrently.
    public func post(_ event: KeyboardEvent) {
        core.post(.keyboard(event))
    }

    /// Hands a motion report (a shake) to the fetcher thread, in order with every other event.
    /// Safe to call from any thread, concurrently.
    public func post(_ event: MotionEvent) {
        core.post(.motion(event))
    }

    /// Hands several events to the fetcher thread, in order, under one lock.
    public func post<S: Sequence<DigitizerEvent>>(contentsOf events: S) {
        core.post(contentsOf: Array(events))
    }

    /// Hands an array of events to the fetcher thread, in order, under one lock.
    public func post(contentsOf events: [DigitizerEvent]) {
        core.post(contentsOf: events)
    }

    /// Blocks the calling thread until every event posted so far has been filtered and queued.
    public func waitUntilIdle() {
        core.waitUntilIdle()
    }

    /// Starts recording every event posted from now on, exactly as posted (before the filters,
    /// so bad input is kept and replays the same way), until the recorder is stopped.
    ///
    /// Safe to call from any thread; several recorders may run at once, each seeing every event
    /// posted while it runs, in posting order.
    ///
    /// ```swift
    /// let recorder = application.eventFetcher.startRecording(.init(screenSize: window.bounds.size))
    /// // … the session …
    /// try recorder.stop().write(to: URL(fileURLWithPath: "session.jsonl"))
    /// ```
    public func startRecording(_ header: DigitizerRecording.Header = DigitizerRecording.Header()) -> DigitizerRecorder {
        DigitizerRecorder(header: header, sink: core)
    }
}

extension FetcherCore: RecordingSink {
    func startRecording() -> UInt64 {
        condition.lock()
        defer { condition.unlock() }
        nextRecordingID &+= 1
        recordings.append((nextRecordingID, []))
        return nextRecordingID
    }

    func recordedEvents(_ id: UInt64, from offset: Int, stop: Bool) -> [RawInput] {
        condition.lock()
        defer { condition.unlock() }
        guard let index = recordings.firstIndex(where: { $0.id == id }) else { return [] }
        let events = stop ? recordings.remove(at: index).events : recordings[index].events
        return Array(events[min(offset, events.count)...])
    }
}

/// The fetcher's state, shared with its thread. Every field but `filter` is guarded by `condition`;
/// `filter` belongs to the fetcher thread alone.
private final class FetcherCore: @unchecked Sendable {
    private let condition = NSCondition()
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (1.3 M of them in
    // `FetcherCore.process`) and takes 1.78× the instructions for the pipeline, 1.71× for five
    // recognizers and 1.25× for the seed hit test (callgrind, Benchmarks/README.md).
    // Guarded by the lock (or owned by the fetcher thread), so the runtime's exclusivity
    // checks only cost time here.
    @exclusivity(unchecked) private var inbox = Deque<RawInput>()
    @exclusivity(unchecked) private var posted: UInt64 = 0
    @exclusivity(unchecked) private var processed: UInt64 = 0
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var threadStarted = false
    @exclusivity(unchecked) private var filter = InputFilter()
    /// The running recorders' events, by recorder id, in start order.
    @exclusivity(unchecked) private var recordings: [(id: UInt64, events: [RawInput])] = []
    @exclusivity(unchecked) private var nextRecordingID: UInt64 = 0
    private let queue: EventQueue
    private let logger: Logger

    init(queue: EventQueue, logger: Logger) {
        self.queue = queue
        self.logger = logger
    }

    func post(_ event: DigitizerEvent) {
        condition.lock()
        if !recordings.isEmpty { record(CollectionOfOne(.digitizer(event))) }
        inbox.append(.digitizer(event))
        posted &+= 1
        startThreadIfNeeded()
        condition.broadcast()
        condition.unlock()
    }

    func post(_ input: RawInput) {
        condition.lock()
        if !recordings.isEmpty { record(CollectionOfOne(input)) }
        inbox.append(input)
        posted &+= 1
        startThreadIfNeeded()
        condition.broadcast()
        condition.unlock()
    }

    func post(contentsOf events: [DigitizerEvent]) {
        condition.lock()
        if !recordings.isEmpty { record(events.lazy.map(RawInput.digitizer)) }
        for index in events.indices {
            inbox.append(.digitizer(events[index]))
            posted &+= 1
        }
        startThreadIfNeeded()
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilIdle() {
        condition.lock()
        while processed != posted && !isStopped {
            condition.wait()
        }
        condition.unlock()
    }

    // MARK: Recording (every access under the lock)

    /// Must be called with the lock held.
    private func record<C: Collection<RawInput>>(_ events: C) {
        for index in recordings.indices {
            recordings[index].events.append(contentsOf: events)
        }
    }

    func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Must be called with the lock held.
    private func startThreadIfNeeded() {
        guard !threadStarted else { return }
        threadStarted = true
        let thread = Thread { [self] in self.run() }
        thread.name = "opentouch.eventfetch-thread"
        thread.start()
    }

    private func run() {
        var batch = Deque<RawInput>()
        var filtered = Deque<QueuedInput>()
        while true {
            condition.lock()
            while inbox.isEmpty && !isStopped {
                condition.wait()
            }
            if isStopped {
                condition.unlock()
                return
            }
            swap(&inbox, &batch)
            condition.unlock()

            // The whole batch is filtered, then handed over under one lock with one wake: the
            // batch is what was posted while the thread last worked, and filtering an event takes
            // well under a microsecond, so the main thread waits no longer than that per event.
            let count = UInt64(batch.count)
            while let event = batch.popFirst() {
                process(event, into: &filtered)
            }
            queue.append(contentsOf: &filtered)
            condition.lock()
            processed &+= count
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Filters `input` and appends what is left of it, with its diagnostics, to `output`.
    ///
    /// The event and its diagnostics are moved, never copied, into `output` (`consume`): a copy
    /// would retain and later release the event's finger array and the diagnostics' array.
    private func process(_ input: consuming RawInput, into output: inout Deque<QueuedInput>) {
        var event: DigitizerEvent
        switch consume input {
        case .digitizer(let digitizer):
            event = digitizer
        case let other:
            // Key changes need no filtering: they keep their place in the stream.
            output.append(QueuedInput(input: other, diagnostics: []))
            return
        }
        var diagnostics: [InputDiagnostic] = []
        let keep = filter.filter(&event, diagnostics: &diagnostics)
        if !diagnostics.isEmpty {
            for diagnostic in diagnostics {
                logger.warning("\(diagnostic.description)")
            }
        }
        if keep {
            output.append(QueuedInput(input: .digitizer(consume event), diagnostics: consume diagnostics))
        } else if !diagnostics.isEmpty {
            output.append(QueuedInput(input: nil, diagnostics: consume diagnostics))
        }
    }
}
