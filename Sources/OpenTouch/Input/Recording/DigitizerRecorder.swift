import Foundation

/// Where a recorder's events are kept: the event fetcher, under its own lock.
protocol RecordingSink: AnyObject, Sendable {
    /// Starts a recording; returns its id.
    func startRecording() -> UInt64
    /// The events recorded for `id` from `offset` on; with `stop`, the recording ends.
    func recordedEvents(_ id: UInt64, from offset: Int, stop: Bool) -> [RawInput]
}

/// Records every event posted to an ``EventFetcher`` (``DigitizerEvent``s, ``KeyboardEvent``s,
/// ``MotionEvent``s), raw, until stopped.
///
/// Make one with ``EventFetcher/startRecording(_:)``. Events are recorded as they are posted,
/// on the posting thread, before the fetcher's filters run: a NaN position, a lift without a
/// touch-down or a timestamp going backwards is kept as it came, so replaying the recording
/// (``UIApplication/replay(_:settle:)``) meets the same input and reports the same diagnostics.
///
/// Every method is safe to call from any thread. To write a live session to a file as it
/// happens, write ``DigitizerRecording/jsonLine(for:version:)`` once (version 2 when keys may
/// come), then append the lines of ``takeNewInputs()`` from time to time.
public final class DigitizerRecorder: Sendable {
    /// The header the recording will carry.
    public let header: DigitizerRecording.Header
    private let sink: any RecordingSink
    private let id: UInt64
    private let state = LockedState(State())

    private struct State {
        /// The whole recording, once stopped.
        var stoppedEvents: [RawInput]?
        /// How many events ``takeNewEvents()`` has handed out.
        var taken = 0
    }

    init(header: DigitizerRecording.Header, sink: any RecordingSink) {
        self.header = header
        self.sink = sink
        self.id = sink.startRecording()
    }

    deinit {
        stop()
    }

    /// Whether the recorder still records posted events.
    public var isRecording: Bool {
        state.withLock { $0.stoppedEvents == nil }
    }

    /// Everything recorded so far (while recording, a snapshot).
    public var recording: DigitizerRecording {
        let events = state.withLock { state in
            state.stoppedEvents ?? sink.recordedEvents(id, from: 0, stop: false)
        }
        return DigitizerRecording(header: header, inputs: events.map(\.recorded))
    }

    /// The digitizer events recorded since the previous call of this method or of
    /// ``takeNewInputs()`` (since the start, the first time); key and motion events among them
    /// are left out. Works after ``stop()`` too, for the last few.
    public func takeNewEvents() -> [DigitizerEvent] {
        takeNewInputs().compactMap { input in
            if case .digitizer(let event) = input { return event }
            return nil
        }
    }

    /// The events of every kind recorded since the previous call of this method or of
    /// ``takeNewEvents()`` (since the start, the first time): the lines to append to a live
    /// recording file. Works after ``stop()`` too, for the last few.
    public func takeNewInputs() -> [DigitizerRecording.Input] {
        state.withLock { state in
            let new: [RawInput]
            if let stopped = state.stoppedEvents {
                new = Array(stopped[min(state.taken, stopped.count)...])
            } else {
                new = sink.recordedEvents(id, from: state.taken, stop: false)
            }
            state.taken += new.count
            return new.map(\.recorded)
        }
    }

    /// Stops recording and returns the recording: the header and every event posted since the
    /// recorder started, in posting order. Stopping again returns the same recording.
    @discardableResult
    public func stop() -> DigitizerRecording {
        let events = state.withLock { state in
            if let stopped = state.stoppedEvents { return stopped }
            let events = sink.recordedEvents(id, from: 0, stop: true)
            state.stoppedEvents = events
            return events
        }
        return DigitizerRecording(header: header, inputs: events.map(\.recorded))
    }
}

extension RawInput {
    /// The input as a recording holds it.
    var recorded: DigitizerRecording.Input {
        switch self {
        case .digitizer(let event): .digitizer(event)
        case .keyboard(let event): .keyboard(event)
        case .motion(let event): .motion(event)
        }
    }
}
