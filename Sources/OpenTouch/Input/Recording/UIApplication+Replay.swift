import Foundation

extension UIApplication {
    /// Replays a recording on the application's ``VirtualClock``, deterministically: the same
    /// recording gives the same touches, recognizer decisions and diagnostics every run.
    ///
    /// Key changes and shakes are replayed with the touches, in the order of
    /// ``DigitizerRecording/inputs``. For each event in order, the clock is advanced to the event's time (firing the timers
    /// due before it), the event is posted to ``eventFetcher`` exactly as recorded (so the
    /// fetcher's filters meet bad input as they met it the first time) and delivered with
    /// ``processPendingInput()``. Then the clock advances by `settle` seconds, so that timers the
    /// last events started (a single tap waiting for a double tap, a long press) fire.
    ///
    /// **Timestamps.** When the clock is at or before the recording's first (finite) timestamp,
    /// events keep their own timestamps and the clock moves to them: make the clock with
    /// `VirtualClock(start: recording.events.first!.timestamp)` and every time you read equals the
    /// recording's. When the clock is already later, every timestamp is shifted by the same amount
    /// so the first event happens at ``VirtualClock/now``; the intervals between events are kept.
    /// An event whose time is not after the clock's (timestamps going backwards) is posted at
    /// the current time, with its own (shifted) timestamp, which the fetcher's filter then raises.
    ///
    /// - Parameters:
    ///   - recording: The events to replay; its header is not used (make a window of
    ///     `recording.header.screenSize` yourself).
    ///   - settle: Seconds to advance the clock after the last event (0 for none).
    /// - Returns: The shift added to every timestamp (0 when the events kept their own).
    /// - Throws: ``DigitizerReplayError/clockIsNotVirtual`` when ``clock`` is not a
    ///   ``VirtualClock``; use ``DigitizerPlayback`` to play a recording in real time.
    @discardableResult
    public func replay(_ recording: DigitizerRecording, settle: TimeInterval = 0) throws -> TimeInterval {
        guard let clock = clock as? VirtualClock else { throw DigitizerReplayError.clockIsNotVirtual }
        let inputs = recording.inputs
        let first = inputs.first { $0.timestamp.isFinite }?.timestamp
        let shift = first.map { clock.now > $0 ? clock.now - $0 : 0 } ?? 0
        for input in inputs {
            let time = input.timestamp + shift
            if time.isFinite { clock.advance(to: time) }
            switch input {
            case .digitizer(var event):
                event.timestamp = time
                eventFetcher.post(event)
            case .keyboard(var event):
                event.timestamp = time
                eventFetcher.post(event)
            case .motion(var event):
                event.timestamp = time
                eventFetcher.post(event)
            }
            processPendingInput()
        }
        if settle.isFinite, settle > 0 { clock.advance(by: settle) }
        return shift
    }
}
