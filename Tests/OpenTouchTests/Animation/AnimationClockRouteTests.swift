import Foundation
@testable import OpenTouch
import Testing

/// A layer keeps the application its animation clock came from until the view → window → scene
/// → application chain changes (`AnimationClockEpoch`); these move views, windows and
/// applications about, mid-animation, and check the clock is always the one the chain gives.
@MainActor
@Suite("A layer's animation clock follows its view between windows, scenes and applications")
struct AnimationClockRouteTests {
    /// The clock the chain gives now: the window's application's, else the current application's.
    private func chainClock(of layer: CALayer) -> any EventClock {
        var current: CALayer? = layer
        while let candidate = current {
            if let view = candidate.hostView {
                return view.window?.windowScene?.application?.clock ?? UIApplication.shared.clock
            }
            current = candidate.superlayer
        }
        return UIApplication.shared.clock
    }

    private func expectChainClock(_ layers: [CALayer], _ note: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for layer in layers {
            #expect(layer.animationClock === chainClock(of: layer), "\(note)", sourceLocation: sourceLocation)
        }
    }

    @Test("Moving a view, its window and its scene to other applications mid-animation")
    func movesBetweenApplications() {
        let first = TestScene()
        let secondClock = VirtualClock(start: 5_000)
        let secondApp = UIApplication(clock: secondClock)
        let secondScene = UIWindowScene(application: secondApp)
        let secondWindow = UIWindow(windowScene: secondScene)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let sublayer = CALayer()
        view.layer.addSublayer(sublayer)
        first.rootView.addSubview(view)
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 300, y: 300) }
        first.clock.advance(by: 0.5)
        let layers = [view.layer, sublayer]
        expectChainClock(layers, "in the first window")
        #expect(view.layer.animationClock === first.clock)
        let midway = view.layer.renderState().position
        #expect(midway != view.center)

        secondWindow.addSubview(view)
        expectChainClock(layers, "in the second application's window")
        #expect(view.layer.animationClock === secondClock)
        // The second clock is far past the animation's end: the model value shows.
        #expect(view.layer.renderState().position == view.center)

        first.rootView.addSubview(view)
        #expect(view.layer.renderState().position == midway)
        first.window.windowScene = secondScene
        expectChainClock(layers, "its window moved to the second scene")
        #expect(view.layer.animationClock === secondClock)
        view.removeFromSuperview()
        expectChainClock(layers, "in no window")
        secondWindow.addSubview(view)
        expectChainClock(layers, "back in the second window")
    }

    @Test("A view left in a window whose application went falls back to the current application")
    func releasedApplication() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let window = UIWindow(frame: .zero)
        window.addSubview(view)
        do {
            let clock = VirtualClock(start: 10)
            let app = UIApplication(clock: clock)
            window.windowScene = UIWindowScene(application: app)
            #expect(view.layer.animationClock === clock)
            window.windowScene = nil
        }
        expectChainClock([view.layer], "after its application went")
        let later = UIApplication(clock: VirtualClock(start: 20))
        expectChainClock([view.layer], "after another application was made")
        #expect(view.layer.animationClock === later.clock)
    }

    @Test("A standalone layer moved between views' layers follows them")
    func standaloneLayers() {
        let first = TestScene()
        let second = TestScene()
        let layer = CALayer()
        first.rootView.layer.addSublayer(layer)
        #expect(layer.animationClock === first.clock)
        second.rootView.layer.addSublayer(layer)
        #expect(layer.animationClock === second.clock)
        layer.removeFromSuperlayer()
        expectChainClock([layer], "on its own")
    }
}
