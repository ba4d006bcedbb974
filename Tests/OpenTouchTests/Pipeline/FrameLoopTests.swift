import Foundation
import OpenTouch
import Testing

/// A scene with a double tap and a single tap that waits for it, noting what was recognized.
@MainActor
private final class TapGame {
    let application: UIApplication
    let window: UIWindow
    var recognized: [(String, TimeInterval)] = []

    init(clock: any EventClock) {
        application = UIApplication(clock: clock)
        window = UIWindow(windowScene: UIWindowScene(application: application))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let double = UITapGestureRecognizer { [unowned self] _ in recognized.append(("double", clock.now)) }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { [unowned self] _ in recognized.append(("single", clock.now)) }
        single.require(toFail: double)
        window.rootViewController!.view.addGestureRecognizer(double)
        window.rootViewController!.view.addGestureRecognizer(single)
    }

    var names: [String] { recognized.map(\.0) }
}

/// Events of a double tap then a single tap at `start` (seconds) on the clock's time base.
private func doubleThenSingleTap(at start: TimeInterval) -> [(TimeInterval, DigitizerEvent.Finger)] {
    let point = CGPoint(x: 100, y: 100)
    let script: [(TimeInterval, DigitizerEvent.Finger)] = [
        (0, .down(1, at: point)), (0.05, .up(1, at: point)), (0.15, .down(2, at: point)), (0.2, .up(2, at: point)),
        (0.7, .down(3, at: point)), (0.75, .up(3, at: point)),
    ]
    return script.map { (start + $0.0, $0.1) }
}

/// A view that runs a main-loop turn from inside its touch handling.
@MainActor
private final class NestedTurnView: UIView {
    var inner: UIApplication.MainLoopTurn?
    var phases: [String] = []
    // Override kept: the view runs a main-loop turn from inside its touch handling.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("began")
        inner = window?.windowScene?.application?.runMainLoopTurn()
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
}

@MainActor
private final class FrameCounter {
    var frames = 0
    func step(_ link: CADisplayLink) { frames += 1 }
}

@MainActor
@Suite("Frame loops: runMainLoopTurn on both clocks")
struct FrameLoopTests {
    @Test("a poll-and-sleep loop on the system clock recognizes a single tap behind a double tap",
          .timeLimit(.minutes(5)))
    func systemClockLoop() {
        let clock = SystemClock()
        let game = TapGame(clock: clock)
        let fetcher = game.application.eventFetcher
        let script = doubleThenSingleTap(at: 0)
        Thread.detachNewThread {
            let start = ProcessInfo.processInfo.systemUptime + 0.02
            for (offset, finger) in script {
                let wait = start + offset - ProcessInfo.processInfo.systemUptime
                if wait > 0 { Thread.sleep(forTimeInterval: wait) }
                fetcher.post(DigitizerEvent(timestamp: ProcessInfo.processInfo.systemUptime, fingers: [finger]))
            }
        }
        let recorder = TraceRecorder(application: game.application)
        let giveUp = clock.now + 30                             // generous: a loaded machine is slow, not wrong
        while game.recognized.count < 2, clock.now < giveUp {
            let turn = game.application.runMainLoopTurn()
            Thread.sleep(forTimeInterval: turn.sleepInterval(now: clock.now, maximum: 1.0 / 60))
        }
        #expect(game.names == ["double", "single"])
        #expect(!recorder.diagnostics.contains { $0.kind == .timersNotServiced })
    }

    @Test("the same loop on a virtual clock is exact: the single tap 0.35 s after its lift")
    func virtualClockLoop() {
        let clock = VirtualClock(start: 100)
        let game = TapGame(clock: clock)
        var pending = doubleThenSingleTap(at: 100.5)[...]
        var turns = 0
        var nextDates: [TimeInterval?] = []
        while clock.now < 102 {
            // The device: events due by now are posted (from this thread: the result is the same).
            while let (time, finger) = pending.first, time <= clock.now {
                game.application.eventFetcher.post(DigitizerEvent(timestamp: time, fingers: [finger]))
                pending.removeFirst()
            }
            let turn = game.application.runMainLoopTurn()
            nextDates.append(turn.nextTimerDate)
            turns += 1
            clock.advance(by: turn.sleepInterval(now: clock.now, maximum: 0.01))
        }
        #expect(game.names == ["double", "single"])
        // The lift at 101.25 starts the double tap's 0.35 s window; the loop wakes for its deadline.
        #expect(game.recognized.last.map { abs($0.1 - 101.6) < 1e-9 } == true)
        #expect(nextDates.contains { $0.map { abs($0 - 101.6) < 1e-9 } == true })
        #expect(turns > 100)
    }

    @Test("a turn reports the events it delivered and the next timer; a turn inside a turn does nothing")
    func turnReport() {
        let scene = TestScene()
        #expect(scene.app.runMainLoopTurn() == UIApplication.MainLoopTurn(deliveredEvents: 0, nextTimerDate: nil))
        let view = NestedTurnView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addGestureRecognizer(UILongPressGestureRecognizer { _ in })
        scene.rootView.addSubview(view)
        scene.app.eventFetcher.post(DigitizerEvent(timestamp: scene.clock.now, fingers: [.down(1, at: CGPoint(x: 5, y: 5))]))
        scene.app.eventFetcher.post(DigitizerEvent(timestamp: scene.clock.now, fingers: [.move(1, to: CGPoint(x: 6, y: 5))]))
        let turn = scene.app.runMainLoopTurn()
        #expect(turn.deliveredEvents == 2)
        #expect(view.inner?.deliveredEvents == 0)               // called from touchesBegan, inside the turn
        #expect(view.phases == ["began", "moved"])
        #expect(turn.nextTimerDate == scene.clock.now + 0.5)    // the long press's deadline
        #expect(turn.sleepInterval(now: scene.clock.now, maximum: 1) == 0.5)
        #expect(turn.sleepInterval(now: scene.clock.now, maximum: 0.1) == 0.1)
        #expect(turn.sleepInterval(now: scene.clock.now + 2, maximum: 1) == 0)
        #expect(turn.sleepInterval(now: scene.clock.now, maximum: .infinity) == 0.5)
        #expect(turn.sleepInterval(now: scene.clock.now, maximum: .nan) == 0)
        scene.app.eventFetcher.post(DigitizerEvent(timestamp: scene.clock.now, fingers: [.up(1, at: CGPoint(x: 6, y: 5))]))
        #expect(scene.app.runMainLoopTurn().nextTimerDate == nil)
    }

    @Test("display-link frames run from the turns of a loop on the system clock", .timeLimit(.minutes(5)))
    func displayLinkFrames() {
        let clock = SystemClock()
        let app = UIApplication(clock: clock)
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        link.add(to: RunLoop.main, forMode: .common)
        let giveUp = clock.now + 30
        while counter.frames < 3, clock.now < giveUp {
            let turn = app.runMainLoopTurn()
            Thread.sleep(forTimeInterval: turn.sleepInterval(now: clock.now, maximum: 0.05))
        }
        link.invalidate()
        #expect(counter.frames >= 3)
    }
}

@MainActor
@Suite("Frame loops: the system clock's own timers")
struct SystemClockTimerTests {
    @Test("runDueTimers fires due timers in fire-date order, ties in scheduling order, never early or twice")
    func orderAndIdempotence() {
        let clock = SystemClock()
        var fired: [String] = []
        // "b" is scheduled first but due last. Its half-second lead keeps that true on a loaded
        // machine (the sanitizer runs share two cores), where consecutive lines can be
        // milliseconds apart.
        clock.schedule(after: 0.5) { fired.append("b") }
        clock.schedule(after: 0) { fired.append("a1") }
        clock.schedule(after: 0) { fired.append("a2") }
        let cancelled = clock.schedule(after: 0.25) { fired.append("cancelled") }
        clock.schedule(after: 60) { fired.append("later") }
        cancelled.cancel()
        #expect(clock.pendingTimerCount == 4)
        Thread.sleep(forTimeInterval: 0.6)
        clock.runDueTimers()
        #expect(fired == ["a1", "a2", "b"])
        clock.runDueTimers()
        #expect(fired == ["a1", "a2", "b"])
        #expect(clock.pendingTimerCount == 1)
        #expect(clock.nextFireDate.map { $0 > clock.now + 59 } == true)
        // The main-queue fallback fires nothing again.
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
        #expect(fired == ["a1", "a2", "b"])
    }

    @Test("a timer due before an event's timestamp fires before the event is delivered")
    func timersBeforeEvents() {
        let clock = SystemClock()
        let app = UIApplication(clock: clock)
        let window = UIWindow(windowScene: UIWindowScene(application: app))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        final class LogView: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        }
        let view = LogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController!.view.addSubview(view)
        clock.schedule(after: 0.001) { view.log.append("timer 1") }
        Thread.sleep(forTimeInterval: 0.005)
        let down = clock.now
        clock.schedule(after: 0.001) { view.log.append("timer 2") }
        Thread.sleep(forTimeInterval: 0.005)
        let up = clock.now
        clock.schedule(after: 0) { view.log.append("timer 3") }     // due after the lift's timestamp
        app.eventFetcher.post(DigitizerEvent(timestamp: down, fingers: [.down(1, at: CGPoint(x: 5, y: 5))]))
        app.eventFetcher.post(DigitizerEvent(timestamp: up, fingers: [.up(1, at: CGPoint(x: 5, y: 5))]))
        app.processPendingInput()
        #expect(view.log == ["timer 1", "began", "timer 2", "ended"])
        app.runMainLoopTurn()
        #expect(view.log.last == "timer 3")
    }

    @Test("timers left overdue are reported once per stall, naming the fix", .timeLimit(.minutes(5)))
    func stallDiagnostic() {
        let clock = SystemClock()
        let app = UIApplication(clock: clock)
        let recorder = TraceRecorder(application: app)
        var fired = 0
        clock.schedule(after: 0) { fired += 1 }
        app.drainEvents()
        #expect(recorder.diagnostics.isEmpty)                       // due, not yet overdue
        Thread.sleep(forTimeInterval: UIApplication.timerStallThreshold + 0.05)
        app.drainEvents()
        app.drainEvents()
        #expect(fired == 0)
        #expect(recorder.diagnostics.map(\.kind) == [.timersNotServiced])
        #expect(recorder.diagnostics.first?.message.contains("runMainLoopTurn()") == true)
        app.runMainLoopTurn()                                       // services them
        #expect(fired == 1)
        app.runMainLoopTurn()                                       // finds none late: the stall is over
        #expect(recorder.diagnostics.count == 1)
        clock.schedule(after: 0) { fired += 1 }
        Thread.sleep(forTimeInterval: UIApplication.timerStallThreshold + 0.05)
        app.processPendingInput()
        #expect(recorder.diagnostics.count == 2)                    // a new stall
        app.runMainLoopTurn()
        #expect(fired == 2)
    }

    @Test("a clock of the program's own compiles without the new requirements and is never reported")
    func customClock() {
        final class TickClock: EventClock {
            var now: TimeInterval = 0
            @discardableResult
            func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
                VirtualClock().schedule(after: delay, action)
            }
        }
        let clock = TickClock()
        #expect(clock.nextFireDate == nil)
        clock.runDueTimers()
        let app = UIApplication(clock: clock)
        clock.now = 1000
        #expect(app.runMainLoopTurn().nextTimerDate == nil)
    }
}
