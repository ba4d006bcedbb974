import Foundation
import OpenTouch
import Testing

/// The README's threads snippet, exactly as a user pastes it into their own module (this test
/// module is one, outside OpenTouch): it must compile in Swift 6 mode with strict concurrency,
/// which needs `eventFetcher` readable from the posting thread. `run()` never returns, so the
/// snippet is compiled here and its posting pattern is run below.
@MainActor
func readmeThreadsSnippet() -> Never {
    let app = UIApplication.shared                       // on the system clock
    Thread.detachNewThread {
        app.eventFetcher.post(DigitizerEvent(timestamp: ProcessInfo.processInfo.systemUptime, fingers: [.down(1, at: CGPoint(x: 10, y: 20))]))
    }
    app.run()                                             // drains events as they arrive
}

@MainActor
@Suite("README: posting from another thread", .tags(.readme))
struct ReadmeThreadsExampleTests {
    @Test("the snippet's pattern — the application captured by a detached thread that reads its eventFetcher — delivers the touch",
          .timeLimit(.minutes(5)))
    func detachedThreadPostsThroughTheApplication() async throws {
        let app = UIApplication(clock: SystemClock())
        let window = UIWindow(windowScene: UIWindowScene(application: app))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let recorder = TraceRecorder(application: app)
        app.startAutomaticEventDelivery()
        Thread.detachNewThread {
            app.eventFetcher.post(DigitizerEvent(timestamp: ProcessInfo.processInfo.systemUptime, fingers: [.down(1, at: CGPoint(x: 10, y: 20))]))
            app.eventFetcher.post(DigitizerEvent(timestamp: ProcessInfo.processInfo.systemUptime, fingers: [.up(1, at: CGPoint(x: 10, y: 20))]))
        }
        while !recorder.records.contains(where: { if case .touches(.ended, _, _, _) = $0 { true } else { false } }) {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(recorder.records.contains { if case .touches(.began, _, _, _) = $0 { true } else { false } })
    }
}
