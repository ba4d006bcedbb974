import Dispatch
import Foundation

/// The real clock for programs: system uptime, with timers that fire from whichever loop runs.
///
/// The clock keeps its pending timers in order (fire date, then scheduling order) and fires
/// them in two ways, whichever comes first; a timer never fires twice:
///
/// - from the program's own frame loop: ``UIApplication/runMainLoopTurn()`` (or
///   ``runDueTimers()``) fires every due timer, and ``UIApplication/drainEvents()`` fires the
///   timers due before each event it delivers, so a timer and an event meet in time order;
/// - from the main dispatch queue, for programs that service it: ``UIApplication/run()``,
///   `RunLoop.main.run`, `dispatchMain()`, or Swift concurrency on the main actor.
///
/// A loop that does neither leaves timers unfired; the application reports that once per stall
/// (``InputDiagnostic/Kind/timersNotServiced``). See <doc:FrameLoops>.
@preconcurrency @MainActor
public final class SystemClock: EventClock {
    /// Creates a clock reading `ProcessInfo.systemUptime`.
    public init() {}

    /// Seconds since the system booted, like `UITouch.timestamp` on iOS.
    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    private var sequence: UInt64 = 0
    /// The pending timers, ordered by fire date then sequence; done ones are dropped lazily.
    private var timers: [ScheduledTimer] = []
    /// The applications that lay out after each timer.
    let timerObservers = TimerObservers()

    @discardableResult
    @preconcurrency public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let safeDelay = delay.isFinite ? max(0, delay) : 0
        let timer = ScheduledTimer(fireDate: now + safeDelay, sequence: sequence, action: action)
        sequence &+= 1
        insert(timer)
        armMainQueueWakeUp()
        return timer
    }

    /// The number of timers still waiting to fire.
    public var pendingTimerCount: Int {
        timers.lazy.filter { !$0.isDone }.count
    }

    /// The fire date of the earliest pending timer, if any.
    public var nextFireDate: TimeInterval? {
        dropDoneTimersAtFront()
        return timers.first?.fireDate
    }

    /// Fires every timer due now, in order of fire date (ties in scheduling order), each
    /// followed by the application's layout pass. Timers those timers schedule fire in the same
    /// call only when they are already due.
    public func runDueTimers() {
        fireTimers(dueBy: now)
    }

    // MARK: The main-queue fallback

    /// The fire date the newest main-queue wake-up was armed for, while it has not run.
    private var armedWakeUp: TimeInterval?

    /// Arms one main-queue wake-up for the earliest pending timer, unless one is armed at or
    /// before it. One wake-up at a time: a frame loop that never services the main queue leaves
    /// one block pending there, not one per timer.
    private func armMainQueueWakeUp() {
        guard let next = nextFireDate else { return }
        if let armed = armedWakeUp, armed <= next { return }
        armedWakeUp = next
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, next - now)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                // The main queue's clock may run a hair ahead of the uptime: the timer the
                // wake-up was armed for is due by definition.
                let date = max(next, self.now)
                if let armed = self.armedWakeUp, armed <= date { self.armedWakeUp = nil }
                self.fireTimers(dueBy: date)
                self.armMainQueueWakeUp()
            }
        }
    }

    /// Fires the timers due at or before `date`, in order.
    func fireTimers(dueBy date: TimeInterval) {
        while true {
            dropDoneTimersAtFront()
            guard let timer = timers.first, timer.fireDate <= date else { return }
            timers.removeFirst()
            timer.fire()
            timerObservers.timerDidFire()
        }
    }

    private func insert(_ timer: ScheduledTimer) {
        // Binary search for the first timer that fires later (same fire date: after, by sequence).
        var low = 0
        var high = timers.count
        while low < high {
            let middle = (low + high) / 2
            if timers[middle].fireDate <= timer.fireDate { low = middle + 1 } else { high = middle }
        }
        timers.insert(timer, at: low)
        if timers.count > compactionThreshold {
            timers.removeAll { $0.isDone }
            compactionThreshold = max(64, timers.count * 2)
        }
    }

    /// Cancelled timers stay in the list until they reach its front or the list grows past this.
    private var compactionThreshold = 64

    private func dropDoneTimersAtFront() {
        var count = 0
        while count < timers.count, timers[count].isDone { count += 1 }
        if count > 0 { timers.removeFirst(count) }
    }
}
