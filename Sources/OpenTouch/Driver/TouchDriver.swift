import Foundation

/// Drives an application with synthetic fingers, for tests and scripts.
///
/// Each call builds a ``DigitizerEvent`` stamped with the application clock's time, posts it to
/// the application's ``EventFetcher`` (the same door real input uses), waits for the fetcher
/// thread, and drains the queue, so when the call returns every responder has seen the event.
/// ``wait(_:)`` advances a ``VirtualClock`` (firing due timers); on other clocks it runs the main loop.
///
/// ```swift
/// let finger = driver.down(at: CGPoint(x: 100, y: 200))
/// driver.move(finger, to: CGPoint(x: 140, y: 200))
/// driver.wait(0.6)
/// driver.up(finger)
/// ```
@preconcurrency @MainActor
public final class TouchDriver {
    /// A finger the driver has put down.
    public struct Finger: Hashable, Sendable {
        /// The digitizer identity the driver gave it.
        public let identity: Int
        /// Where it is now, in screen points.
        public internal(set) var location: CGPoint
    }

    /// The application being driven.
    public let application: UIApplication
    /// Identities given to new fingers count up from here.
    private var nextIdentity: Int
    private var fingers: [Int: Finger] = [:]

    /// Creates a driver; its fingers get identities from `firstIdentity` up.
    public init(application: UIApplication, firstIdentity: Int = 1) {
        self.application = application
        self.nextIdentity = firstIdentity
        for observer in Self.creationObservers { observer(self) }
    }

    /// The fingers currently down.
    public var fingersDown: [Finger] {
        fingers.values.sorted { $0.identity < $1.identity }
    }

    // MARK: Single steps

    /// Puts one finger down at `location` (screen points).
    @discardableResult
    public func down(at location: CGPoint, pressure: Double = 0) -> Finger {
        down(at: [location], pressure: pressure)[0]
    }

    /// Puts several fingers down at once, in one digitizer event.
    @discardableResult
    public func down(at locations: [CGPoint], pressure: Double = 0) -> [Finger] {
        let new = locations.map { location -> Finger in
            defer { nextIdentity += 1 }
            return Finger(identity: nextIdentity, location: location)
        }
        for finger in new { fingers[finger.identity] = finger }
        send(new.map { .down($0.identity, at: $0.location, pressure: pressure) })
        return new
    }

    /// Moves one finger to `location`.
    public func move(_ finger: Finger, to location: CGPoint, pressure: Double = 0) {
        move([(finger, location)], pressure: pressure)
    }

    /// Moves several fingers at once, in one digitizer event.
    public func move(_ moves: [(Finger, CGPoint)], pressure: Double = 0) {
        let reports = moves.map { finger, location -> DigitizerEvent.Finger in
            fingers[finger.identity]?.location = location
            return .move(finger.identity, to: location, pressure: pressure)
        }
        send(reports)
    }

    /// Reports a change of a finger's contact size only (no movement), as digitizers do while a
    /// finger presses: gesture recognizers get it as a move, views do not.
    public func changeContact(_ finger: Finger, majorRadius: CGFloat) {
        let location = fingers[finger.identity]?.location ?? finger.location
        send([DigitizerEvent.Finger(identity: finger.identity, location: location, isTouching: true,
                                    majorRadius: majorRadius, minorRadius: majorRadius, eventMask: [])])
    }

    /// Lifts one finger where it is.
    public func up(_ finger: Finger) {
        up([finger])
    }

    /// Lifts several fingers at once, in one digitizer event.
    public func up(_ lifted: [Finger]) {
        let reports = lifted.map { finger -> DigitizerEvent.Finger in
            let location = fingers.removeValue(forKey: finger.identity)?.location ?? finger.location
            return .up(finger.identity, at: location)
        }
        send(reports)
    }

    /// Has the digitizer cancel one finger's touch (as when the system takes it).
    public func cancel(_ finger: Finger) {
        let location = fingers.removeValue(forKey: finger.identity)?.location ?? finger.location
        send([.cancel(finger.identity, at: location)])
        send([.up(finger.identity, at: location)])
    }

    /// Lets `seconds` pass: advances a virtual clock (firing due timers), or runs the main loop.
    public func wait(_ seconds: TimeInterval) {
        if let clock = application.clock as? VirtualClock {
            clock.advance(by: seconds)
        } else {
            application.run(forSeconds: seconds)
        }
    }

    /// Posts a raw digitizer event as it is (timestamp included) and processes it.
    public func post(_ event: DigitizerEvent) {
        application.eventFetcher.post(event)
        application.processPendingInput()
    }

    // MARK: Gestures

    /// A quick tap: down, `duration` seconds, up.
    public func tap(at location: CGPoint, duration: TimeInterval = 0.05) {
        let finger = down(at: location)
        wait(duration)
        up(finger)
    }

    /// Taps `count` times at `location`, `interval` seconds between lift and the next touch-down.
    public func tap(at location: CGPoint, count: Int, interval: TimeInterval = 0.1) {
        for index in 0..<count {
            if index > 0 { wait(interval) }
            tap(at: location)
        }
    }

    /// Holds a finger still at `location` for `duration` seconds, then lifts it.
    public func longPress(at location: CGPoint, duration: TimeInterval = 0.6) {
        let finger = down(at: location)
        wait(duration)
        up(finger)
    }

    /// Drags one finger from `start` to `end` in `steps` equal moves over `duration` seconds, then lifts it.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) {
        let finger = down(at: start)
        glide(finger, to: end, duration: duration, steps: steps)
        up(finger)
    }

    /// Moves a finger that is down to `end` in `steps` equal moves over `duration` seconds.
    public func glide(_ finger: Finger, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) {
        let start = fingers[finger.identity]?.location ?? finger.location
        let count = max(steps, 1)
        for step in 1...count {
            wait(duration / Double(count))
            let t = CGFloat(step) / CGFloat(count)
            move(finger, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }

    private func send(_ reports: [DigitizerEvent.Finger]) {
        guard !reports.isEmpty else { return }
        post(DigitizerEvent(timestamp: application.clock.now, fingers: reports))
    }
}
