import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("README: the frame loop and recording examples", .tags(.readme))
struct ReadmeRecordingExampleTests {
    @Test("the frame loop runs as written, on the system clock", .timeLimit(.minutes(5)))
    func frameLoop() {
        var quit = false
        var frames = 0
        func render() {
            frames += 1
            if frames == 3 { quit = true }
        }

        let clock = SystemClock()
        let game = UIApplication(clock: clock)
        // … its scene, windows and views …
        while !quit {
            let turn = game.runMainLoopTurn()        // input, due timers, layout
            render()
            Thread.sleep(forTimeInterval: turn.sleepInterval(now: clock.now, maximum: 1.0 / 60))
        }
        #expect(frames == 3)
    }

    @Test("record a double tap, write it, replay it: the README's output and a test's replay")
    func recordAndReplay() throws {
        let scene = TestScene()                          // the tour's app and window, clock at 1000
        let app = scene.app
        let window = scene.window
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("opentouch-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bug = directory.appendingPathComponent("bug.jsonl")

        let recorder = app.eventFetcher.startRecording(.init(screenSize: window.bounds.size, note: "double tap ignored"))
        scene.driver.tap(at: CGPoint(x: 100, y: 200), count: 2, interval: 0.1)   // … reproduce the bug …
        try recorder.stop().write(to: bug)

        // `swift run opentouch replay bug.jsonl` prints what the README shows.
        let analysis = RecordingAnalysis(try DigitizerRecording(contentsOf: bug))
        #expect(analysis.textLines() == [
            "Replayed 4 events on a 375 × 667 screen.",
            "Touches (2):",
            "  touch 0  1000.000 s → 1000.050 s  (100, 200) → (100, 200)  still  tap count 1",
            "  touch 1  1000.150 s → 1000.200 s  (100, 200) → (100, 200)  still  tap count 2",
            "Gestures (1):",
            "  doubleTap ended     at 1000.200 s",
        ])

        let recording = try DigitizerRecording(contentsOf: bug)
        let replayClock = VirtualClock(start: recording.events.first?.timestamp ?? 0)
        let replayApp = UIApplication(clock: replayClock)
        let replayWindow = UIWindow(windowScene: UIWindowScene(application: replayApp))   // … the scene under test …
        replayWindow.rootViewController = UIViewController()
        replayWindow.makeKeyAndVisible()
        var zooms: [TimeInterval] = []
        let doubleTap = UITapGestureRecognizer { _ in zooms.append(replayClock.now) }
        doubleTap.numberOfTapsRequired = 2
        replayWindow.rootViewController!.view.addGestureRecognizer(doubleTap)
        try replayApp.replay(recording, settle: 1)      // advances the clock to each event's time
        #expect(zooms == [recording.events[3].timestamp])
        #expect(recording.header.note == "double tap ignored")
    }
}
