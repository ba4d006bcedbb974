import Foundation

extension UIApplication {
    /// What one ``UIApplication/runMainLoopTurn()`` did, and when the next one is needed.
    public struct MainLoopTurn: Sendable, Hashable {
        /// The digitizer events delivered during the turn.
        public var deliveredEvents: Int
        /// The clock time at which the earliest pending timer is due (a recognizer's deadline,
        /// the next display-link or scroll-animation frame); nil when no timer is pending, or
        /// when the clock does not say (``EventClock/nextFireDate``).
        public var nextTimerDate: TimeInterval?

        /// Creates a turn's report.
        public init(deliveredEvents: Int, nextTimerDate: TimeInterval?) {
            self.deliveredEvents = deliveredEvents
            self.nextTimerDate = nextTimerDate
        }

        /// How long a frame loop may sleep at clock time `now` before the next turn: until the
        /// next timer is due, and at most `maximum` seconds (a frame, so that new input is
        /// picked up promptly; `.infinity` for no limit). Never negative; 0 for a NaN.
        public func sleepInterval(now: TimeInterval, maximum: TimeInterval) -> TimeInterval {
            let limit = maximum.isNaN ? 0 : max(0, maximum)
            guard let nextTimerDate, nextTimerDate.isFinite, now.isFinite else { return limit }
            return min(limit, max(0, nextTimerDate - now))
        }
    }

    /// How late a clock's earliest timer may be before the application reports that nothing is
    /// firing its timers (``InputDiagnostic/Kind/timersNotServiced``): a quarter of a second.
    public static let timerStallThreshold: TimeInterval = 0.25

    /// One turn of the main run loop, for programs that own their loop (a game, an SDL window,
    /// a framework's frame loop): everything UIKit's run loop does between two frames.
    ///
    /// In order:
    /// 1. waits for the event fetcher to queue what was posted before the call, then delivers
    ///    every queued event (``drainEvents()``); on a ``SystemClock`` the timers due before an
    ///    event fire before it;
    /// 2. fires every timer now due, in time order (``EventClock/runDueTimers()``): recognizer
    ///    deadlines, control autorepeat, display-link and scroll-animation frames;
    /// 3. runs the display cycle: deferred view updates, then the layout pass of every window
    ///    that needs one (``layoutWindowsIfNeeded()``), which also commits implicit animations.
    ///
    /// Call it once per frame on the main thread, render, then sleep for
    /// ``MainLoopTurn/sleepInterval(now:maximum:)``. With a ``VirtualClock`` nothing moves by
    /// itself: advance the clock between turns. A call from inside a callback of the turn
    /// (a responder, a timer) does nothing. See <doc:FrameLoops>.
    @discardableResult
    public func runMainLoopTurn() -> MainLoopTurn {
        guard !isInMainLoopTurn else {
            return MainLoopTurn(deliveredEvents: 0, nextTimerDate: clock.nextFireDate)
        }
        isInMainLoopTurn = true
        defer { isInMainLoopTurn = false }
        let delivered = deliveredEventCount
        processPendingInput()
        clock.runDueTimers()
        performDeferredViewUpdates()
        layoutWindowsIfNeeded()
        return MainLoopTurn(deliveredEvents: deliveredEventCount &- delivered, nextTimerDate: clock.nextFireDate)
    }

    /// Fires the timers due at or before an event's `timestamp`, before the event is delivered,
    /// on clocks where that cannot change time (a ``SystemClock``: the timestamp is never later
    /// than now).
    func fireTimersDue(before timestamp: TimeInterval) {
        guard let clock = systemClock, timestamp.isFinite else { return }
        clock.fireTimers(dueBy: min(timestamp, clock.now))
        performDeferredViewUpdates()
    }

    /// Reports, once per stall, that the clock's earliest timer is overdue by more than
    /// ``timerStallThreshold``: nothing is firing the clock's timers. A stall lasts until a
    /// check finds no timer that late, so a loop that always sleeps too long is reported once.
    func checkTimerService() {
        // A virtual clock fires every due timer as it advances: its timers are never late.
        guard !clockIsVirtual else { return }
        guard let next = clock.nextFireDate, next.isFinite, clock.now - next > Self.timerStallThreshold else {
            timerStallReported = false
            return
        }
        guard !timerStallReported else { return }
        timerStallReported = true
        let late = ((clock.now - next) * 1000).rounded() / 1000
        report(InputDiagnostic(.timersNotServiced, """
            a timer of the \(type(of: clock)) due \(late) s ago has not fired: nothing is firing the \
            clock's timers (recognizer deadlines such as a single tap waiting for a double tap, \
            long presses, display links and scroll animations stall). A program that runs its own \
            loop must call runMainLoopTurn() every frame and sleep no longer than its \
            sleepInterval(now:maximum:); a program that runs the main queue (run()) must not block \
            it. Reported once until the timers run on time again.
            """))
    }
}
