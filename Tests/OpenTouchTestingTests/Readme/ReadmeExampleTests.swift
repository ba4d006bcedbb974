// The README's "Tests that explain" example, as written there (only the test's name differs),
// and the same scene with the overlay the README's failure output shows.
import OpenTouchTesting
import Testing

@MainActor
@Suite("README: tests that explain")
struct ReadmeExplainExampleTests {
    @Test(.touchTrace) func likingACard() throws {
        let app = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let like = UIButton(type: .system)
        like.frame = CGRect(x: 300, y: 120, width: 44, height: 44)
        like.accessibilityIdentifier = "like-1"
        var likes = 0
        like.addAction(UIAction { _ in likes += 1 }, for: .touchUpInside)
        window.rootViewController!.view.addSubview(like)

        let driver = TouchDriver(application: app)
        try driver.tap(.identifier("like-1"))       // also .label, .text, .type(UIButton.self), .matching
        #expect(likes == 1)
    }

    @Test func anOverlayMakesTheTapFailWithTheOverlayNamed() throws {
        let app = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let like = UIButton(type: .system)
        like.frame = CGRect(x: 300, y: 120, width: 44, height: 44)
        like.accessibilityIdentifier = "like-1"
        var likes = 0
        like.addAction(UIAction { _ in likes += 1 }, for: .touchUpInside)
        window.rootViewController!.view.addSubview(like)
        let overlay = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        overlay.accessibilityIdentifier = "gradient-overlay"
        window.rootViewController!.view.addSubview(overlay)

        let driver = TouchDriver(application: app)
        let failure = #expect(throws: TouchTestFailure.self) { try driver.tap(.identifier("like-1")) }
        #expect(failure?.description.contains(
            "aimed at UIButton#like-1 at (322, 142); hit testing chose UIView#gradient-overlay, which covers it: "
            + "frame (0 100; 375 100), added after it") == true)
        #expect(likes == 0)
    }
}
