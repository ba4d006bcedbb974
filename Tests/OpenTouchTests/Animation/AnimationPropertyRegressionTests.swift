import Foundation
import OpenTouch
import Testing

/// Cases the animation property tests (Properties/AnimationPropertyTests.swift) found, each
/// with the seed that found it.
@MainActor
@Suite("Animation property regressions")
struct AnimationPropertyRegressionTests {
    /// Seed 67 (and 7, 41, 52, 68, 78, 95, 96): a view released while a block animated it (its
    /// superview removed from the window): the completion never ran.
    @Test("a view released mid-animation: its UIView.animate completion hears false once, on the next turn")
    func releasedViewCompletes() {
        let scene = TestScene()
        let log = AnimationLog(clock: scene.clock)
        weak var released: UIView?
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.addSubview(view)
            scene.rootView.addSubview(container)
            UIView.animate(withDuration: 1, animations: { view.center.x = 150 },
                           completion: { log.note("completion \($0)") })
            UIView.animate(withDuration: 1, delay: 0, options: .repeat, animations: { view.alpha = 0.5 },
                           completion: { log.note("repeating \($0)") })
            scene.clock.advance(by: 0.25)
            container.removeFromSuperview()
            released = view
        }
        #expect(released == nil)
        #expect(log.lines.isEmpty)
        scene.clock.advance(by: 0)
        #expect(log.lines == ["completion false @250", "repeating false @250"])
        scene.clock.advance(by: 2)
        #expect(log.lines.count == 2)
    }

    /// Seed 41 (and 7, 68, 95): a layer released with an explicit animation attached: its delegate,
    /// and the transaction completion waiting for it, never heard the stop.
    @Test("a layer released with animations attached: delegates and the transaction's completion hear the stop once")
    func releasedLayerReportsStop() {
        let scene = TestScene()
        let log = AnimationLog(clock: scene.clock)
        do {
            let layer = CALayer()
            scene.rootView.layer.addSublayer(layer)
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.note("transaction") }
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.toValue = 0.0
            animation.duration = 1
            animation.delegate = log
            layer.add(animation, forKey: "fade")
            CATransaction.commit()
            scene.clock.advance(by: 0.5)
            layer.removeFromSuperlayer()
        }
        scene.clock.advance(by: 0)
        #expect(log.lines == ["start @0", "stop false @500", "transaction @500"])
        scene.clock.advance(by: 2)
        #expect(log.lines.count == 3)
    }
}
