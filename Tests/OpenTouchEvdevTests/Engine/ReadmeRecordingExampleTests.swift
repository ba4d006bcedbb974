import Foundation
import OpenTouch
import OpenTouchEvdev
import Testing

/// The README's "Real touchscreens" snippet, run on a real recording: nine fast taps on an Atmel
/// maXTouch panel replayed into a scene with a view that counts its touches' taps.
@MainActor
@Suite struct ReadmeRecordingExampleTests {
    @Test func theReadmeSnippetReplaysAnEvemuRecordingIntoAScene() throws {
        let url = Fixtures.touchscreen("\(Fixtures.atmel).1-finger-fast-taps.events")

        // The README's lines, with the fixture's path.
        let evemu = try EvemuReader.read(contentsOf: url)
        let events = evemu.digitizerEvents(mapping: EvdevScreenMapping(width: 375, height: 667))
        let app = UIApplication(clock: VirtualClock(start: events.first?.timestamp ?? 0))
        // … the scene under test …
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let view = TapCountingView(frame: window.bounds)
        window.addSubview(view)
        try app.replay(DigitizerRecording(events: events), settle: 1)

        #expect(view.tapCounts == Array(1...9))
    }
}

/// Records the tap count of every touch that begins on it.
@MainActor
private final class TapCountingView: UIView {
    var tapCounts: [Int] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapCounts += touches.map(\.tapCount)
    }
}
