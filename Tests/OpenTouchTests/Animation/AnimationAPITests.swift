import Foundation
import OpenTouch
import Testing

/// A view that sizes a gradient sublayer in `layoutSublayers(of:)`, the usual UIKit pattern.
@MainActor
private final class GradientBackgroundView: UIView {
    let gradient = CAGradientLayer()
    private(set) var layoutSublayerCalls = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.insertSublayer(gradient, at: 0)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        layoutSublayerCalls += 1
        gradient.frame = bounds
    }
}

/// A layer subclass that overrides a style property, as apps do to react to changes.
@MainActor
private final class RoundedLayer: CALayer {
    private(set) var radiusChanges = 0
    override var cornerRadius: CGFloat {
        didSet { radiusChanges += 1 }
    }
}

@MainActor
@Suite("Animation API details UIKit code relies on")
struct AnimationAPITests {
    @Test("layoutSublayers(of:) is called in the layout pass and may size sublayers with the view")
    func layoutSublayersOverride() {
        let scene = TestScene()
        let view = GradientBackgroundView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scene.rootView.addSubview(view)
        view.frame.size = CGSize(width: 300, height: 80)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutSublayerCalls >= 1)
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 300, height: 80))
    }

    @Test("CALayer subclasses override style properties")
    func overriddenStyleProperty() {
        let layer = RoundedLayer()
        layer.cornerRadius = 4
        layer.cornerRadius = 8
        #expect(layer.radiusChanges == 2)
    }

    @Test("animations carry values set with setValue(_:forKey:) into the delegate's stop")
    func animationKeyValues() {
        let scene = TestScene()
        final class Delegate: CAAnimationDelegate {
            var stopped: [String] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                stopped.append(anim.value(forKey: "id") as? String ?? "?")
            }
        }
        let delegate = Delegate()
        let layer = CALayer()
        scene.rootView.layer.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.setValue("fade-in", forKey: "id")
        fade.duration = 0.1
        fade.delegate = delegate
        layer.add(fade, forKey: "fade")
        scene.clock.advance(by: 0.2)
        #expect(delegate.stopped == ["fade-in"])
        #expect(fade.value(forKey: "duration") as? CFTimeInterval == 0.1)
    }

    @Test("a presentation copy is part of a presentation tree: hit-test a moving sublayer where it is seen")
    func presentationTree() {
        let scene = TestScene()
        let container = CALayer(), dot = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        container.addSublayer(dot)
        scene.rootView.layer.addSublayer(container)
        CATransaction.commit()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 10
        slide.toValue = 310
        slide.duration = 1
        dot.add(slide, forKey: "slide")
        scene.clock.advance(by: 0.5)
        let shown = container.presentation()!
        #expect(shown.sublayers?.count == 1)
        #expect(shown.hitTest(CGPoint(x: 160, y: 10))?.model() === dot)
        #expect(container.hitTest(CGPoint(x: 160, y: 10)) === container)
        let dotShown = dot.presentation()!
        #expect(dotShown.superlayer?.model() === container)
        #expect(isClose(dotShown.convert(CGPoint(x: 10, y: 10), to: shown).x, 160, within: 1e-6))
    }

    @Test("a key that is not a property animates the value stored under it in the presentation")
    func customKeyAnimation() {
        let scene = TestScene()
        let ring = CALayer()
        scene.rootView.layer.addSublayer(ring)
        ring.setValue(CGFloat(0), forKey: "progress")
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 2
        ring.add(fill, forKey: "fill")
        scene.clock.advance(by: 0.5)
        #expect(isClose(ring.presentation()?.value(forKey: "progress") as? CGFloat, 0.25, within: 1e-6))
        #expect(ring.value(forKey: "progress") as? CGFloat == 0)
    }

    @Test("a group's timing function curves its children's time")
    func groupTimingFunction() {
        let scene = TestScene()
        let layer = CALayer()
        scene.rootView.layer.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 1
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(group, forKey: "group")
        scene.clock.advance(by: 0.5)
        let expected = CGFloat(CAMediaTimingFunctionProbe.easeIn(at: 0.5)) * 100
        #expect(isClose(layer.presentation()?.position.x, expected, within: 1e-6))
        #expect(expected < 40)
    }

    @Test("a group that contains itself neither hangs nor crashes")
    func selfContainingGroup() {
        let scene = TestScene()
        let group = CAAnimationGroup()
        group.animations = [group]
        let layer = CALayer()
        scene.rootView.layer.addSublayer(layer)
        layer.add(group, forKey: "loop")
        scene.clock.advance(by: 1)
        #expect(layer.animationKeys() == nil)
    }

    @Test("a running property animator nobody holds still runs to its end and reports it")
    func animatorKeptAlive() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.rootView.addSubview(view)
        var ended: [UIViewAnimatingPosition] = []
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [],
                                                                          animations: { view.alpha = 1 },
                                                                          completion: { ended.append($0) })
            weakAnimator = animator
        }
        #expect(weakAnimator != nil)
        scene.clock.advance(by: 0.5)
        #expect(ended == [.end])
        #expect(weakAnimator == nil)
    }

    @Test("a transaction that adds no animation runs its completion block at commit")
    func emptyTransaction() {
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        CATransaction.commit()
        #expect(done)
    }
}

/// The ease-in curve's value, computed independently of the engine by bisection on the Bézier.
enum CAMediaTimingFunctionProbe {
    static func easeIn(at x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 1) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }
}
