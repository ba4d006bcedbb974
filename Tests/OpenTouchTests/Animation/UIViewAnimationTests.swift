import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIView.animate: model at once, presentation along the curve, completions on the clock")
struct UIViewAnimationTests {
    private func box(in scene: TestScene) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(view)
        return view
    }

    @Test("the model takes the new value at once; the presentation is halfway at half time; completion(true) at the end")
    func basicBlock() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        UIView.animate(withDuration: 0.4, animations: {
            view.center = CGPoint(x: 250, y: 50)
        }, completion: { finished in log.note("completion \(finished)") })
        #expect(view.center == CGPoint(x: 250, y: 50))
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        scene.clock.advance(by: 0.2)
        #expect(isClose(view.layer.presentation()?.position.x, 150, within: 1e-6))
        scene.clock.advance(by: 0.3)
        #expect(log.lines == ["completion true @400"])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("a delay keeps the old value on screen until the animation begins; completion after delay + duration")
    func delayed() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        UIView.animate(withDuration: 0.2, delay: 0.3, options: .curveLinear, animations: {
            view.alpha = 0
        }, completion: { log.note("completion \($0)") })
        scene.clock.advance(by: 0.2)
        #expect(view.layer.presentation()?.opacity == 1)
        scene.clock.advance(by: 0.2)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        scene.clock.advance(by: 1)
        #expect(log.lines == ["completion true @500"])
    }

    @Test("interrupted with .beginFromCurrentState: the first completion hears false, the second starts where the view was seen")
    func beginFromCurrentState() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 150
        }, completion: { log.note("first \($0)") })
        scene.clock.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            view.center.x = 0
        }, completion: { log.note("second \($0)") })
        #expect(isClose(view.layer.presentation()?.position.x, 100, within: 1e-6))
        scene.clock.advance(by: 0.5)
        #expect(isClose(view.layer.presentation()?.position.x, 50, within: 1e-6))
        scene.clock.advance(by: 0.5)
        #expect(log.lines == ["first false @500", "second true @1500"])
    }

    @Test("by default a second animation of the same geometry adds to the first, which still finishes")
    func additiveByDefault() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 150
        }, completion: { log.note("first \($0)") })
        scene.clock.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 0
        }, completion: { log.note("second \($0)") })
        // No jump: 0 + (50 − 150)·0.5 + (150 − 0)·1 = 100.
        #expect(isClose(view.layer.presentation()?.position.x, 100, within: 1e-6))
        scene.clock.advance(by: 0.5)
        #expect(isClose(view.layer.presentation()?.position.x, 75, within: 1e-6))
        scene.clock.advance(by: 0.5)
        #expect(log.lines == ["first true @1000", "second true @1500"])
    }

    @Test("a spring block settles on the target by its duration and completes then")
    func springBlock() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: { view.center.y = 350 }, completion: { log.note("done \($0)") })
        var overshoot = false
        for step in 1...60 {
            scene.clock.advance(to: 1000 + Double(step) / 100)
            if let y = view.layer.presentation()?.position.y, y > 350 { overshoot = true }
        }
        #expect(overshoot)
        #expect(log.lines == ["done true @600"])
        #expect(view.layer.presentation()?.position.y == 350)
    }

    @Test("nothing changed: the completion still runs, finished, on the next turn of the clock")
    func nothingChanged() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { log.note("done \($0)") })
        #expect(log.lines.isEmpty)
        scene.clock.runDueTimers()
        #expect(log.lines == ["done true @0"])
    }

    @Test("performWithoutAnimation inside a block changes the view without animating it")
    func withoutAnimation() {
        let scene = TestScene()
        let view = box(in: scene), other = box(in: scene)
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation { other.alpha = 0.5 }
        }
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(other.layer.animationKeys() == nil)
        #expect(other.layer.presentation()?.opacity == 0.5)
    }

    @Test("a nested block inherits the outer duration unless it overrides it")
    func nestedInheritance() {
        let scene = TestScene()
        let a = box(in: scene), b = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        UIView.animate(withDuration: 1) {
            UIView.animate(withDuration: 0.1, animations: { a.alpha = 0 }, completion: { _ in log.note("inherited") })
            UIView.animate(withDuration: 0.1, delay: 0, options: .overrideInheritedDuration, animations: {
                b.alpha = 0
            }, completion: { _ in log.note("overridden") })
        }
        scene.clock.advance(by: 2)
        #expect(log.lines == ["overridden @100", "inherited @1000"])
    }

    @Test("keyframes: each keyframe's change happens in its slice of the duration")
    func keyframes() {
        let scene = TestScene()
        let view = box(in: scene)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
        })
        #expect(view.center.x == 50)
        scene.clock.advance(by: 0.25)
        #expect(isClose(view.layer.presentation()?.position.x, 100, within: 1e-6))
        scene.clock.advance(by: 0.25)
        #expect(isClose(view.layer.presentation()?.position.x, 150, within: 1e-6))
        scene.clock.advance(by: 0.25)
        #expect(isClose(view.layer.presentation()?.position.x, 100, within: 1e-6))
    }

    @Test("autoreverse with repeat goes there and back forever; removing the animations reports false")
    func repeatAutoreverse() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
            view.alpha = 0
        }, completion: { log.note("done \($0)") })
        scene.clock.advance(by: 0.75)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        scene.clock.advance(by: 10)
        #expect(log.lines.isEmpty)
        view.layer.removeAllAnimations()
        scene.clock.runDueTimers()
        #expect(log.lines == ["done false @10750"])
    }

    @Test("layoutIfNeeded inside a block animates the frames Auto Layout moves")
    func animatedConstraintChange() {
        let scene = TestScene()
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(panel)
        let top = panel.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 600)
        NSLayoutConstraint.activate([top, panel.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
                                     panel.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor),
                                     panel.heightAnchor.constraint(equalToConstant: 200)])
        scene.rootView.layoutIfNeeded()
        top.constant = 200
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            scene.rootView.layoutIfNeeded()
        })
        #expect(panel.frame.minY == 200)
        scene.clock.advance(by: 0.25)
        #expect(isClose(panel.layer.presentation()?.frame.minY, 400, within: 1e-6))
    }

    @Test("transition(with:) changes content at once and completes after its duration")
    func transition() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: {
            view.backgroundColor = .blue
        }, completion: { log.note("done \($0)") })
        #expect(view.backgroundColor == .blue)
        #expect(view.layer.animationKeys() == ["transition"])
        scene.clock.advance(by: 1)
        #expect(log.lines == ["done true @300"])
    }

    @Test("transition(from:to:) swaps the views in the superview")
    func transitionFromTo() {
        let scene = TestScene()
        let old = box(in: scene), new = UIView(frame: old.frame)
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionFlipFromLeft)
        #expect(old.superview == nil)
        #expect(new.superview === scene.rootView)
    }
}
