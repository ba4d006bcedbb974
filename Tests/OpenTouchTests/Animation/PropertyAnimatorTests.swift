import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIViewPropertyAnimator: start, pause, scrub, reverse, continue, stop and finish")
struct PropertyAnimatorTests {
    private func box(in scene: TestScene) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(view)
        return view
    }

    @Test("the animations run when it starts; it runs on the clock and completes at .end")
    func runsToEnd() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { log.note("completion \($0.rawValue)") }
        #expect(view.center.x == 50)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(view.center.x == 250)
        #expect(animator.state == .active && animator.isRunning)
        scene.clock.advance(by: 0.25)
        #expect(isClose(animator.fractionComplete, 0.25, within: 1e-6))
        #expect(isClose(view.layer.presentation()?.position.x, 100, within: 1e-6))
        scene.clock.advance(by: 1)
        #expect(log.lines == ["completion 0 @1000"])
        #expect(animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("paused and scrubbed, it shows the fraction linearly; continued, it finishes from there")
    func scrubAndContinue() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.y = 450 }
        animator.addCompletion { log.note("completion \($0.rawValue)") }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.3
        #expect(isClose(view.layer.presentation()?.position.y, 50 + 400 * 0.3, within: 1e-6))
        scene.clock.advance(by: 5)
        #expect(isClose(view.layer.presentation()?.position.y, 170, within: 1e-6))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        scene.clock.advance(by: 0.35)
        let y = view.layer.presentation()!.position.y
        #expect(y > 170 && y < 450)
        scene.clock.advance(by: 0.35)
        #expect(log.lines == ["completion 0 @5700"])
        #expect(view.center.y == 450)
    }

    @Test("reversed, it runs back to the start, puts the start values back in the model and completes at .start")
    func reversed() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { log.note("completion \($0.rawValue)") }
        animator.startAnimation()
        scene.clock.advance(by: 0.6)
        animator.isReversed = true
        scene.clock.advance(by: 0.3)
        #expect(abs(view.layer.presentation()!.opacity - 0.7) < 1e-6)
        scene.clock.advance(by: 0.31)
        #expect(log.lines == ["completion 1 @1200"])
        #expect(view.alpha == 1)
    }

    @Test("stopAnimation(false) then finishAnimation(at: .current) keeps what was on screen")
    func stopAndFinishAtCurrent() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { log.note("completion \($0.rawValue)") }
        animator.startAnimation()
        scene.clock.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(isClose(view.center.x, 100, within: 1e-6))
        animator.finishAnimation(at: .current)
        #expect(log.lines == ["completion 2 @500"])
        #expect(animator.state == .inactive)
        #expect(isClose(view.layer.presentation()?.position.x, 100, within: 1e-6))
    }

    @Test("stopAnimation(true) leaves the view where it was seen and runs no completion")
    func stopWithoutFinishing() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { log.note("completion \($0.rawValue)") }
        animator.startAnimation()
        scene.clock.advance(by: 0.25)
        animator.stopAnimation(true)
        scene.clock.advance(by: 2)
        #expect(log.lines.isEmpty)
        #expect(animator.state == .inactive)
        #expect(isClose(view.center.x, 75, within: 1e-6))
    }

    @Test("pausesOnCompletion keeps it active and paused at the end, ready to reverse")
    func pausesOnCompletion() {
        let scene = TestScene()
        let view = box(in: scene)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        scene.clock.advance(by: 1)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        scene.clock.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test("runningPropertyAnimator starts at once after its delay and reports .end")
    func runningAnimator() {
        let scene = TestScene()
        let view = box(in: scene)
        let log = AnimationLog(clock: scene.clock)
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.1, options: [], animations: {
            view.alpha = 0.5
        }, completion: { log.note("completion \($0.rawValue)") })
        scene.clock.advance(by: 1)
        #expect(log.lines == ["completion 0 @300"])
    }
}
