import Foundation
import OpenTouch
import Testing

/// Records what an animation's delegate hears, with the clock time.
@MainActor
final class AnimationLog: CAAnimationDelegate {
    let clock: VirtualClock
    private(set) var lines: [String] = []
    init(clock: VirtualClock) { self.clock = clock }
    func animationDidStart(_ anim: CAAnimation) { lines.append("start @\(elapsed)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("stop \(flag) @\(elapsed)") }
    func note(_ line: String) { lines.append("\(line) @\(elapsed)") }
    /// Milliseconds since the scene's start (1000 s), rounded.
    var elapsed: Int { Int(((clock.now - 1000) * 1000).rounded()) }
}

@MainActor
@Suite("Core Animation: model values change at once, presentation moves on the clock")
struct CoreAnimationTests {
    /// A standalone layer in the scene's window, with implicit animations off while set up.
    private func layer(in scene: TestScene, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> CALayer {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = frame
        scene.rootView.layer.addSublayer(layer)
        CATransaction.commit()
        return layer
    }

    @Test("a linear CABasicAnimation: presentation at a quarter of the time is a quarter of the way; the model never moves")
    func basicLinear() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 200
        move.duration = 1
        layer.add(move, forKey: "move")
        #expect(layer.position.x == 50)
        scene.clock.advance(by: 0.25)
        #expect(isClose(layer.presentation()?.position.x, 50, within: 1e-6))
        scene.clock.advance(by: 0.5)
        #expect(isClose(layer.presentation()?.position.x, 150, within: 1e-6))
        #expect(layer.animationKeys() == ["move"])
        scene.clock.advance(by: 0.25)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.position.x == 50)
    }

    @Test("easeInEaseOut is halfway at half time, behind before it and ahead after it")
    func easeInOut() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(fade, forKey: nil)
        scene.clock.advance(by: 0.5)
        let early = layer.presentation()!.opacity
        scene.clock.advance(by: 0.5)
        let half = layer.presentation()!.opacity
        scene.clock.advance(by: 0.5)
        let late = layer.presentation()!.opacity
        #expect(early < 0.25 && abs(half - 0.5) < 1e-6 && late > 0.75)
    }

    @Test("the delegate hears start at beginTime and stop(true) at the end, on the clock")
    func delegateTimes() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let log = AnimationLog(clock: scene.clock)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 0.4
        spin.beginTime = CACurrentMediaTime() + 0.1
        spin.delegate = log
        layer.add(spin, forKey: "spin")
        scene.clock.advance(by: 1)
        #expect(log.lines == ["start @100", "stop true @500"])
    }

    @Test("replacing an animation under the same key stops the old one unfinished, on the next turn of the clock")
    func replacedUnfinished() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let log = AnimationLog(clock: scene.clock)
        let first = CABasicAnimation(keyPath: "opacity")
        first.toValue = 0
        first.duration = 1
        first.delegate = log
        layer.add(first, forKey: "fade")
        scene.clock.advance(by: 0.3)
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        #expect(log.lines == ["start @0"])
        scene.clock.runDueTimers()
        #expect(log.lines == ["start @0", "stop false @300"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    @Test("a delayed animation shows nothing before it begins unless it fills backwards")
    func fillModes() {
        let scene = TestScene()
        let plain = self.layer(in: scene), filled = self.layer(in: scene)
        for (layer, mode) in [(plain, CAMediaTimingFillMode.removed), (filled, .backwards)] {
            let grow = CABasicAnimation(keyPath: "bounds.size.width")
            grow.fromValue = 10
            grow.toValue = 20
            grow.duration = 1
            grow.beginTime = CACurrentMediaTime() + 1
            grow.fillMode = mode
            layer.add(grow, forKey: "grow")
        }
        scene.clock.advance(by: 0.5)
        #expect(plain.presentation()?.bounds.width == 100)
        #expect(filled.presentation()?.bounds.width == 10)
        scene.clock.advance(by: 1)
        #expect(isClose(plain.presentation()?.bounds.width, 15, within: 1e-6))
    }

    @Test("isRemovedOnCompletion false with fillMode forwards keeps the end value on screen")
    func fillForwards() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let log = AnimationLog(clock: scene.clock)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.2
        fade.duration = 0.5
        fade.isRemovedOnCompletion = false
        fade.fillMode = .forwards
        fade.delegate = log
        layer.add(fade, forKey: "fade")
        scene.clock.advance(by: 2)
        #expect(log.lines == ["start @0", "stop true @500"])
        #expect(layer.animationKeys() == ["fade"])
        #expect(isClose(CGFloat(layer.presentation()!.opacity), 0.2, within: 1e-6))
        #expect(layer.opacity == 1)
    }

    @Test("repeatCount and autoreverses: there and back each iteration")
    func repeatAndReverse() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 0
        pulse.toValue = 1
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = 2
        layer.add(pulse, forKey: "pulse")
        let expected: [(Double, Float)] = [(0.5, 0.5), (1.25, 0.75), (2.5, 0.5), (3.75, 0.25)]
        var time = 0.0
        for (at, value) in expected {
            scene.clock.advance(by: at - time)
            time = at
            #expect(abs(layer.presentation()!.opacity - value) < 1e-6, "at \(at) s")
        }
        scene.clock.advance(by: 0.5)
        #expect(layer.animationKeys() == nil)
    }

    @Test("additive and byValue animations add to the model value")
    func additiveAndBy() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = 0
        shake.toValue = 10
        shake.isAdditive = true
        shake.duration = 1
        layer.add(shake, forKey: "shake")
        let nudge = CABasicAnimation(keyPath: "position.y")
        nudge.byValue = 20
        nudge.duration = 1
        layer.add(nudge, forKey: "nudge")
        scene.clock.advance(by: 0.5)
        let shown = layer.presentation()!.position
        #expect(isClose(shown.x, 55, within: 1e-6) && isClose(shown.y, 60, within: 1e-6))
    }

    @Test("keyframes: values at their key times, linear between; discrete jumps")
    func keyframes() {
        let scene = TestScene()
        let linear = self.layer(in: scene), discrete = self.layer(in: scene)
        for (layer, mode) in [(linear, CAAnimationCalculationMode.linear), (discrete, .discrete)] {
            let hop = CAKeyframeAnimation(keyPath: "position.y")
            hop.values = [0, 100, 40]
            hop.keyTimes = mode == .discrete ? [0, 0.25, 0.5, 1] : [0, 0.25, 1]
            hop.calculationMode = mode
            hop.duration = 1
            layer.add(hop, forKey: "hop")
        }
        scene.clock.advance(by: 0.125)
        #expect(isClose(linear.presentation()?.position.y, 50, within: 1e-6))
        #expect(discrete.presentation()?.position.y == 0)
        scene.clock.advance(by: 0.375)
        #expect(isClose(linear.presentation()?.position.y, 80, within: 1e-6))
        #expect(discrete.presentation()?.position.y == 40)
    }

    @Test("a keyframe path is followed at an even speed")
    func keyframePath() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let trip = CAKeyframeAnimation(keyPath: "position")
        trip.path = path
        trip.duration = 4
        layer.add(trip, forKey: "trip")
        scene.clock.advance(by: 1)
        let shown = layer.presentation()!.position
        #expect(isClose(shown.x, 100, within: 1e-6) && isClose(shown.y, 0, within: 1e-6))
        scene.clock.advance(by: 2)
        #expect(isClose(layer.presentation()?.position.y, 200, within: 1e-6))
    }

    @Test("CASpringAnimation follows the damped spring's closed form and settles")
    func spring() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let bounce = CASpringAnimation(keyPath: "position.x")
        bounce.fromValue = 0
        bounce.toValue = 100
        bounce.duration = bounce.settlingDuration
        layer.add(bounce, forKey: "bounce")
        // mass 1, stiffness 100, damping 10: ζ = 0.5, ω0 = 10, ωd = √75.
        let t = 0.3
        let wd = 75.0.squareRoot()
        let e = exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
        scene.clock.advance(by: t)
        #expect(isClose(layer.presentation()?.position.x, 100 * (1 - e), within: 1e-6))
        #expect(bounce.settlingDuration > 1 && bounce.settlingDuration < 3)
    }

    @Test("a group runs its children in its own time and cuts them off where it ends")
    func group() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 0
        grow.toValue = 100
        grow.duration = 2
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 0.5
        fade.duration = 0.5
        let both = CAAnimationGroup()
        both.animations = [grow, fade]
        both.duration = 1
        layer.add(both, forKey: "both")
        scene.clock.advance(by: 0.75)
        let shown = layer.presentation()!
        #expect(isClose(shown.bounds.width, 37.5, within: 1e-6) && abs(shown.opacity - 0.5) < 1e-6)
        scene.clock.advance(by: 0.5)
        #expect(layer.animationKeys() == nil)
    }

    @Test("a standalone layer in a window animates implicitly for 0.25 s; disableActions and view layers do not")
    func implicitAnimations() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
        scene.clock.advance(by: 0.125)
        let shown = layer.presentation()!.opacity
        #expect(shown > 0 && shown < 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.cornerRadius = 8
        CATransaction.commit()
        #expect(layer.animationKeys() == ["opacity"])
        let view = UIView(frame: .zero)
        scene.rootView.addSubview(view)
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil)
        let loose = CALayer()
        loose.opacity = 0.5
        #expect(loose.animationKeys() == nil)
    }

    @Test("CATransaction's completion block runs when its animations stop, with its duration")
    func transactionCompletion() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let log = AnimationLog(clock: scene.clock)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        CATransaction.setCompletionBlock { log.note("done") }
        layer.position = CGPoint(x: 300, y: 300)
        CATransaction.commit()
        scene.clock.advance(by: 0.3)
        #expect(log.lines.isEmpty)
        scene.clock.advance(by: 0.4)
        #expect(log.lines == ["done @600"])
    }

    @Test("speed 0 and a timeOffset freeze a layer's animations where the offset says")
    func pausedLayerTime() {
        let scene = TestScene()
        let layer = self.layer(in: scene)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        layer.add(move, forKey: "move")
        scene.clock.advance(by: 0.25)
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        scene.clock.advance(by: 5)
        #expect(isClose(layer.presentation()?.position.x, 25, within: 1e-6))
        #expect(layer.animationKeys() == ["move"])
        layer.timeOffset = paused + 0.5
        #expect(isClose(layer.presentation()?.position.x, 75, within: 1e-6))
    }
}
