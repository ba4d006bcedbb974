import Foundation
import OpenTouch
import Testing

/// A view that resumes a continuation when its touch ends.
@MainActor
private final class ResumingView: UIView {
    var onEnded: (() -> Void)?
    var phases: [String] = []

    // Override kept: the view resumes the test's continuation from touchesEnded.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        phases.append("ended")
        onEnded?()
    }
}

// The time limits only guard against a hang. They are generous because these tests wait for the
// main queue, which other suites' synchronous main-actor tests (the seeded property tests, many
// times slower under ThreadSanitizer) can hold for most of a minute.
@MainActor
@Suite("Real-time pipeline: the fetcher thread wakes the main queue")
struct AutomaticDeliveryTests {
    @Test("events posted from a background thread are delivered without an explicit drain",
          .timeLimit(.minutes(5)))
    func backgroundPostsAreDrainedAutomatically() async {
        let app = UIApplication(clock: SystemClock())
        let window = UIWindow(windowScene: UIWindowScene(application: app))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let view = ResumingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController!.view.addSubview(view)
        app.startAutomaticEventDelivery()
        let fetcher = app.eventFetcher

        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            view.onEnded = { continuation.resume() }
            Thread.detachNewThread {
                fetcher.post(DigitizerEvent(timestamp: 1, fingers: [.down(1, at: CGPoint(x: 10, y: 10))]))
                fetcher.post(DigitizerEvent(timestamp: 2, fingers: [.move(1, to: CGPoint(x: 20, y: 10))]))
                fetcher.post(DigitizerEvent(timestamp: 3, fingers: [.up(1, at: CGPoint(x: 20, y: 10))]))
            }
        }

        #expect(view.phases == ["began", "moved", "ended"])
    }

    @Test("a timer on the system clock fires on the main queue", .timeLimit(.minutes(5)))
    func systemClockTimerFires() async {
        let clock = SystemClock()
        let start = clock.now
        let firedAt: TimeInterval = await withCheckedContinuation { continuation in
            clock.schedule(after: 0.01) { continuation.resume(returning: clock.now) }
        }
        #expect(firedAt - start >= 0.01)
    }
}
