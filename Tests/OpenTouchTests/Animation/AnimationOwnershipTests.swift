import Foundation
import OpenTouch
import Testing

/// An application released while animations run takes its clock with it: the stop reports its
/// released layers leave on the clock must not keep the clock (and so themselves) alive.
@MainActor
@Suite("Animation ownership: in-flight animations do not keep a released clock alive")
struct AnimationOwnershipTests {
    /// A key window of `application` with one view, returned with the view.
    private func scene(in application: UIApplication) -> (UIWindow, UIView) {
        let scene = UIWindowScene(application: application)
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    @Test("a UIView.animate still running when its application is released")
    func blockAnimationInFlight() {
        weak var weakClock: VirtualClock?
        weak var weakApplication: UIApplication?
        var completions: [Bool] = []
        do {
            let clock = VirtualClock()
            let application = UIApplication(clock: clock)
            let (window, view) = scene(in: application)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { completions.append($0) }
            clock.advance(by: 0.25)
            window.isHidden = true
            weakClock = clock
            weakApplication = application
        }
        #expect(weakApplication == nil)
        #expect(weakClock == nil, "the stop report scheduled for the released layer held the clock")
        #expect(completions.isEmpty, "the clock went with the application, so the completion never runs")
    }

    @Test("a released layer's stop is still reported when the test keeps the clock and turns it")
    func releasedLayerReportsStopOnKeptClock() {
        let clock = VirtualClock()
        var completions: [Bool] = []
        do {
            let application = UIApplication(clock: clock)
            let (window, view) = scene(in: application)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { completions.append($0) }
            clock.advance(by: 0.25)
            view.removeFromSuperview()
            window.isHidden = true
            _ = application
        }
        clock.advance(by: 0.01)
        #expect(completions == [false])
    }

    @Test("a CATransaction completion waiting when its application is released")
    func transactionCompletionInFlight() {
        weak var weakClock: VirtualClock?
        do {
            let clock = VirtualClock()
            let application = UIApplication(clock: clock)
            let (window, view) = scene(in: application)
            CATransaction.begin()
            CATransaction.setCompletionBlock {}
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 2
            view.layer.add(fade, forKey: "fade")
            CATransaction.commit()
            clock.advance(by: 0.5)
            window.isHidden = true
            weakClock = clock
        }
        #expect(weakClock == nil)
    }

    @Test("a layer released before its animation starts or ends: its timers, which point at the layer, never run")
    func layerReleasedBeforeItsTimers() {
        let clock = VirtualClock(start: 1000)
        let application = UIApplication(clock: clock)
        let (window, _) = scene(in: application)
        let log = AnimationLog(clock: clock)
        weak var weakLayer: CALayer?
        do {
            let layer = CALayer()
            window.layer.addSublayer(layer)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.2
            fade.duration = 1
            fade.beginTime = CACurrentMediaTime() + 0.5
            fade.delegate = log
            layer.add(fade, forKey: "fade")
            clock.advance(by: 0.25)
            layer.removeFromSuperlayer()
            weakLayer = layer
        }
        #expect(weakLayer == nil)
        clock.advance(by: 3)
        #expect(log.lines == ["stop false @250"])
    }

    @Test("an animation removed before its end: its end timer is cancelled, and the layer hears no end")
    func animationRemovedBeforeItsEnd() {
        let clock = VirtualClock(start: 1000)
        let application = UIApplication(clock: clock)
        let (window, _) = scene(in: application)
        let log = AnimationLog(clock: clock)
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.2
        fade.duration = 1
        fade.delegate = log
        layer.add(fade, forKey: "fade")
        clock.advance(by: 0.25)
        layer.removeAnimation(forKey: "fade")
        clock.advance(by: 3)
        #expect(log.lines == ["start @0", "stop false @250"])
        #expect(layer.animationKeys() == nil)
    }
}
