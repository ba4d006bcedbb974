import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("README: the animation example", .tags(.readme))
struct ReadmeAnimationExampleTests {
    @Test("the README's animation lines give the values its comments state")
    func animationExample() {
        // The tour's scene, as the README builds it.
        let clock = VirtualClock()
        let app = UIApplication(clock: clock)
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        var printed: [String] = []

        let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(card)
        UIView.animate(withDuration: 0.4, animations: { card.center.x = 250 },
                       completion: { finished in printed.append("landed \(finished)") })
        #expect(card.center.x == 250)
        clock.advance(by: 0.2)
        #expect(abs(card.layer.presentation()!.position.x - 150) < 1e-6)
        #expect((window.hitTest(CGPoint(x: 250, y: 150), with: nil) === card) == false)
        clock.advance(by: 0.2)
        #expect(printed == ["landed true"])
        #expect(window.hitTest(CGPoint(x: 250, y: 150), with: nil) === card)

        let sheet = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) { card.center.y = 400 }
        sheet.pauseAnimation()
        sheet.fractionComplete = 0.3
        #expect(abs(card.layer.presentation()!.position.y - (150 + 250 * 0.3)) < 1e-6)
        sheet.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        clock.advance(by: 2)
        #expect(sheet.state == .inactive)
        #expect(card.layer.presentation()?.position.y == 400)
    }
}
