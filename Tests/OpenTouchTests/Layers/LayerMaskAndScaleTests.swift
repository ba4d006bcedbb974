import Foundation
import OpenTouch
import Testing

/// A circular avatar masked by a round view, as profile screens build it: only the circle shows.
@MainActor
private struct RoundAvatarScene {
    let scene = TestScene()
    let avatar = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let circle = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
    let log = CallLog()

    init() {
        circle.backgroundColor = .black
        circle.layer.cornerRadius = 25
        avatar.mask = circle
        scene.rootView.addSubview(avatar)
        let log = self.log
        avatar.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("avatar tapped") })
    }
}

@MainActor
@Suite("Layers: UIView.mask and contentScaleFactor")
struct LayerMaskAndScaleTests {
    @Test("the mask view's layer becomes the layer's mask; the mask view stays out of the hierarchy")
    func maskIsTheLayersMask() {
        let avatar = RoundAvatarScene()
        #expect(avatar.avatar.mask === avatar.circle)
        #expect(avatar.avatar.layer.mask === avatar.circle.layer)
        #expect(avatar.circle.superview == nil)
        #expect(avatar.avatar.subviews.isEmpty)
        avatar.avatar.mask = nil
        #expect(avatar.avatar.layer.mask == nil)
        // A layer mask set directly afterwards is not a mask view.
        avatar.avatar.mask = avatar.circle
        avatar.avatar.layer.mask = CALayer()
        #expect(avatar.avatar.mask == nil)
    }

    @Test("a tap on a masked-out corner still hits the view, as in UIKit")
    func maskedOutAreaStillReceivesTouches() {
        let avatar = RoundAvatarScene()
        let corner = CGPoint(x: 105, y: 105)   // outside the 50-point circle in the middle
        #expect(avatar.scene.window.hitTest(corner, with: nil) === avatar.avatar)
        avatar.scene.driver.tap(at: corner)
        #expect(avatar.log.lines == ["avatar tapped"])
        // The mask view's own area is not a separate target: the centre hits the avatar too.
        #expect(avatar.scene.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === avatar.avatar)
    }

    @Test("a view that makes only its visible part touchable overrides point(inside:with:)")
    func pointInsideOverrideHonoursTheMask() {
        final class MaskedButton: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                guard let mask else { return super.point(inside: point, with: event) }
                return mask.frame.contains(point)
            }
        }
        let scene = TestScene()
        let view = MaskedButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.mask = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        scene.rootView.addSubview(view)
        #expect(scene.window.hitTest(CGPoint(x: 75, y: 50), with: nil) === scene.rootView)
        #expect(scene.window.hitTest(CGPoint(x: 25, y: 50), with: nil) === view)
    }

    @Test("contentScaleFactor follows the window's screen until set, and setting it sets contentsScale")
    func contentScaleFactor() {
        let clock = VirtualClock(start: 0)
        let app = UIApplication(clock: clock)
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 414, height: 896), scale: 3))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.contentScaleFactor == UIScreen.main.scale)
        window.addSubview(view)
        #expect(view.contentScaleFactor == 3)
        view.contentScaleFactor = 1
        #expect(view.contentScaleFactor == 1)
        #expect(view.layer.contentsScale == 1)
        view.removeFromSuperview()
        #expect(view.contentScaleFactor == 1)
        view.contentScaleFactor = .nan
        view.contentScaleFactor = 0
        #expect(view.contentScaleFactor == 1)
    }
}
