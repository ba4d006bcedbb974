import Foundation
import OpenTouch
import Testing

/// A view that logs its touches with their timestamps.
@MainActor
private final class StampView: UIView {
    var log: [String] = []
    // Override kept: it reads each touch's own timestamp, which the trace does not carry.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches) }
    private func note(_ phase: String, _ touches: Set<UITouch>) {
        for touch in touches { log.append("\(phase) \(touch.timestamp)") }
    }
}

/// A scene whose root view has a double tap and a single tap that waits for it, logging both.
@MainActor
private struct TapScene {
    let scene: TestScene
    let view = StampView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var log: [String] { view.log }
    private let recognized: RecognizedLog

    @MainActor final class RecognizedLog { var lines: [String] = [] }

    init() {
        scene = TestScene()
        scene.rootView.addSubview(view)
        let log = RecognizedLog()
        recognized = log
        let clock = scene.clock
        let double = UITapGestureRecognizer { _ in log.lines.append("double \(clock.now)") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.lines.append("single \(clock.now)") }
        single.require(toFail: double)
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(single)
    }

    var recognitions: [String] { recognized.lines }
}

@MainActor
@Suite("Recording: replay")
struct ReplayTests {
    private var doubleThenSingle: DigitizerRecording {
        var script = RecordingScript(start: 1200)
        script.tap(1, 100, 100)
        script.wait(0.1)
        script.tap(2, 100, 100)
        script.wait(0.6)
        script.tap(3, 100, 100)
        return script.recording
    }

    @Test("on a clock at or before the first event, events keep their own timestamps")
    func ownTimestamps() throws {
        let scene = TapScene()                               // TestScene's clock starts at 1000
        let recording = doubleThenSingle
        let shift = try scene.scene.app.replay(recording, settle: 0.5)
        #expect(shift == 0)
        #expect(scene.log.first == "began 1200.0")
        let times = recording.events.map(\.timestamp)
        #expect(scene.recognitions == ["double \(times[3])", "single \(times[5] + 0.35)"])
        #expect(scene.scene.clock.now == times[5] + 0.5)
    }

    @Test("on a clock past the first event, every timestamp shifts so the first is now")
    func shiftedTimestamps() throws {
        let scene = TapScene()
        scene.scene.clock.advance(to: 1300)
        let shift = try scene.scene.app.replay(doubleThenSingle)
        #expect(shift == 100)
        #expect(scene.log.first == "began 1300.0")
        #expect(scene.recognitions.first == "double \(doubleThenSingle.events[3].timestamp + 100)")
        // No settle: the single tap is still waiting for the double tap to fail.
        #expect(scene.recognitions.count == 1)
        scene.scene.clock.advance(by: 0.35)
        #expect(scene.recognitions.count == 2)
    }

    @Test("the same recording gives the same trace every run, bad input and diagnostics included")
    func deterministic() throws {
        var script = RecordingScript(start: 1000)
        script.tap(1, 100, 100)
        script.post([.up(7, at: CGPoint(x: 1, y: 1))])          // a lift without a touch-down
        script.wait(0.2)
        script.drag(2, from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 320))
        script.post([.move(3, to: CGPoint(x: CGFloat.nan, y: 5))])
        script.wait(-0.1)                                       // time going backwards
        script.tap(4, 200, 200, duration: 0.7)
        let recording = script.recording
        func run() throws -> [String] {
            let scene = TapScene()
            let pan = UIPanGestureRecognizer { _ in }
            scene.view.addGestureRecognizer(pan)
            let recorder = scene.scene.recorder()
            try scene.scene.app.replay(recording, settle: 1)
            return comparableLines(recorder)
        }
        let first = try run()
        #expect(first.count > 50)
        #expect(first.contains { $0.contains("endWithoutBegin") })
        #expect(first.contains { $0.contains("timestampWentBackwards") })
        #expect(try run() == first)
    }

    @Test("replay needs a virtual clock")
    func needsVirtualClock() {
        let app = UIApplication(clock: SystemClock())
        #expect(throws: DigitizerReplayError.clockIsNotVirtual) { try app.replay(doubleThenSingle) }
    }

    @Test("a recording made from a session replays into a new application the same way",
          .timeLimit(.minutes(5)))
    func recordThenReplay() throws {
        let original = TapScene()
        let recorder = original.scene.app.eventFetcher.startRecording()
        original.scene.driver.tap(at: CGPoint(x: 40, y: 40), count: 2)
        original.scene.driver.wait(1)
        original.scene.driver.tap(at: CGPoint(x: 40, y: 40))
        original.scene.driver.wait(1)
        let data = try recorder.stop().jsonLines()

        let replayed = TapScene()
        try replayed.scene.app.replay(DigitizerRecording(jsonLines: data), settle: 1)
        #expect(replayed.log == original.log)
        #expect(replayed.recognitions.count == 2)
        #expect(replayed.recognitions.first == original.recognitions.first)
        #expect(replayed.recognitions.last?.hasPrefix("single") == true)
    }
}

@MainActor
@Suite("Recording: real-time playback")
struct PlaybackTests {
    @Test("a playback posts the events at their offsets with rebased timestamps, and finishes",
          .timeLimit(.minutes(5)))
    func playsInRealTime() async {
        let clock = SystemClock()
        let app = UIApplication(clock: clock)
        let window = UIWindow(windowScene: UIWindowScene(application: app))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let view = StampView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController!.view.addSubview(view)
        var script = RecordingScript(start: 7)
        script.tap(1, 10, 10, duration: 0.03)
        let start = clock.now
        let playback = DigitizerPlayback(script.recording, into: app)
        var turns = 0
        while !playback.isFinished || view.log.count < 2, turns < 100_000 {
            app.runMainLoopTurn()
            turns += 1
            usleep(2000)
        }
        #expect(await playback.finished())
        #expect(playback.waitUntilFinished())
        #expect(view.log.count == 2)
        let stamps = view.log.compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }
        #expect(stamps.count == 2)
        if stamps.count == 2 {
            #expect(stamps[0] >= start && stamps[0] < start + 0.001)   // the first event at the start
            #expect(abs(stamps[1] - stamps[0] - 0.03) < 1e-9)          // the interval kept
        }
    }

    @Test("cancelling stops a playback; it reports that it did not finish", .timeLimit(.minutes(5)))
    func cancels() async {
        let app = UIApplication(clock: SystemClock())
        var script = RecordingScript(start: 0)
        script.down(1, 1, 1)
        script.wait(60)
        script.up(1, 1, 1)
        let recorder = app.eventFetcher.startRecording()
        let finishedFlag = FinishedFlag()
        let playback = DigitizerPlayback(script.recording, into: app) { finished in finishedFlag.set(finished) }
        #expect(!playback.isFinished)
        playback.cancel()
        #expect(await playback.finished() == false)
        #expect(playback.isFinished)
        app.eventFetcher.waitUntilIdle()
        #expect(recorder.stop().events.count <= 1)
        #expect(finishedFlag.value == false)
    }
}

/// A Bool set from another thread.
private final class FinishedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool?
    func set(_ value: Bool) { lock.withLock { stored = value } }
    var value: Bool? { lock.withLock { stored } }
}
