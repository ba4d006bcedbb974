// A game's frame loop driving OpenTouch on the system clock, with no run() and no main queue:
// each frame polls input, fires due timers, runs the display cycle, renders, and sleeps until
// the next frame or the next timer, whichever comes first.
//
// A simulated device thread posts a double tap, then (0.45 s later) a single tap. The view has
// a double-tap recognizer and a single-tap recognizer that waits for the double tap to fail: the
// single tap is recognized only when the double-tap recognizer's 0.35 s timer fires, which only
// happens because the loop fires due timers. Exits 0 when it saw the double tap and then the
// single tap, 1 otherwise (after 3 s at most).
//
//     swift run frame-loop-example

import Foundation
import OpenTouch

/// The game: one scene, one view with the two recognizers, and what they recognized.
@MainActor
final class Game {
    let clock = SystemClock()
    let application: UIApplication
    let window: UIWindow
    let start: TimeInterval
    private(set) var recognized: [String] = []

    init() {
        application = UIApplication(clock: clock)
        let scene = UIWindowScene(application: application,
                                  screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        start = clock.now

        let board = window.rootViewController!.view!
        let doubleTap = UITapGestureRecognizer(target: self, action: Game.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer(target: self, action: Game.singleTapped)
        singleTap.require(toFail: doubleTap)
        board.addGestureRecognizer(doubleTap)
        board.addGestureRecognizer(singleTap)
    }

    func doubleTapped(_ recognizer: UITapGestureRecognizer) { note("double tap") }
    func singleTapped(_ recognizer: UITapGestureRecognizer) { note("single tap") }

    private func note(_ name: String) {
        recognized.append(name)
        print(String(format: "%5.2f s  %@ recognized", clock.now - start, name))
    }

    /// The frame loop: until both gestures are in, or `limit` seconds have passed.
    func run(limit: TimeInterval) {
        let frame = 1.0 / 60
        var frames = 0
        while recognized.count < 2, clock.now - start < limit {
            let turn = application.runMainLoopTurn()   // input, due timers, layout
            frames += 1                                // … render the frame here …
            Thread.sleep(forTimeInterval: turn.sleepInterval(now: clock.now, maximum: frame))
        }
        print(String(format: "%5.2f s  %d frames", clock.now - start, frames))
    }
}

/// The device: posts raw digitizer events from its own thread, stamped with the system uptime
/// (the system clock's time base).
func simulateDevice(into fetcher: EventFetcher) {
    func tap(at point: CGPoint, finger: Int) {
        fetcher.post(DigitizerEvent(timestamp: ProcessInfo.processInfo.systemUptime, fingers: [.down(finger, at: point)]))
        Thread.sleep(forTimeInterval: 0.05)
        fetcher.post(DigitizerEvent(timestamp: ProcessInfo.processInfo.systemUptime, fingers: [.up(finger, at: point)]))
    }
    let point = CGPoint(x: 180, y: 300)
    Thread.sleep(forTimeInterval: 0.05)
    tap(at: point, finger: 1)
    Thread.sleep(forTimeInterval: 0.1)
    tap(at: point, finger: 2)                       // the double tap
    Thread.sleep(forTimeInterval: 0.45)
    tap(at: point, finger: 3)                       // a single tap, well after the double tap
}

let succeeded = MainActor.assumeIsolated { () -> Bool in
    let game = Game()
    let observation = game.application.addTraceObserver { record in
        if case .diagnostic(let diagnostic) = record { print("diagnostic:", diagnostic) }
    }
    let fetcher = game.application.eventFetcher
    Thread.detachNewThread { simulateDevice(into: fetcher) }
    game.run(limit: 3)
    observation.cancel()
    return game.recognized == ["double tap", "single tap"]
}
if !succeeded { print("FAILED: expected a double tap, then a single tap") }
exit(succeeded ? 0 : 1)
