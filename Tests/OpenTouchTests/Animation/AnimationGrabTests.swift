import Foundation
import OpenTouch
import Testing

/// A drawer that opens with a property animator when tapped, and can be caught mid-flight by a
/// pan: the pan pauses the animator, scrubs it with the finger and lets it go with the pan's
/// velocity (towards whichever end the finger was heading).
@MainActor
private final class DrawerController: UIViewController {
    let drawer = UIView(frame: CGRect(x: 0, y: 600, width: 375, height: 500))
    let log = CallLog()
    let closedY: CGFloat = 600, openY: CGFloat = 200
    var animator: UIViewPropertyAnimator?
    private var fractionAtGrab: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        drawer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DrawerController.handlePan))
        view.addSubview(drawer)
    }

    func open() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.drawer.frame.origin.y = self.openY }
        animator.addCompletion { position in self.log.append("ended at \(position == .end ? "open" : "closed")") }
        animator.startAnimation()
        self.animator = animator
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let animator else { return }
        let travel = closedY - openY
        switch pan.state {
        case .began:
            animator.pauseAnimation()
            fractionAtGrab = animator.fractionComplete
            log.append("caught at \(Int((fractionAtGrab * 100).rounded()))%")
        case .changed:
            animator.fractionComplete = fractionAtGrab - pan.translation(in: view).y / travel
        case .ended:
            let heading = pan.velocity(in: view).y
            animator.isReversed = heading > 0
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        default:
            break
        }
    }
}

@MainActor
@Suite("A pan grabs a view mid-animation: property animator paused, scrubbed, continued")
struct AnimationGrabTests {
    @Test("the drawer is caught where it is seen, follows the finger, and closes when flung down")
    func catchAndFlingClosed() {
        let controller = DrawerController()
        let scene = TestScene(controller: controller)
        controller.open()
        scene.clock.advance(by: 0.5)
        // Model says open (y = 200); the drawer is seen halfway, at y = 400.
        #expect(controller.drawer.frame.minY == 200)
        let seenTop = controller.drawer.layer.presentation()!.frame.minY
        #expect(abs(seenTop - 400) < 1e-6)
        // A finger on the visible drawer (y = 450) lands on it: animators hit-test the presentation.
        #expect(scene.window.hitTest(CGPoint(x: 187, y: 450), with: nil) === controller.drawer)
        let finger = scene.driver.down(at: CGPoint(x: 187, y: 450))
        scene.driver.glide(finger, to: CGPoint(x: 187, y: 550), duration: 0.2, steps: 10)
        // The pan begins a few moves in (past its 10-point hysteresis), a little after 0.5 s.
        #expect(controller.log.lines == ["caught at 52%"])
        let animator = controller.animator!
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete < 0.5 && animator.fractionComplete > 0.2)
        let dragged = controller.drawer.layer.presentation()!.frame.minY
        #expect(dragged > 450 && dragged <= 500)
        scene.driver.up(finger)
        #expect(animator.isRunning && animator.isReversed)
        scene.clock.advance(by: 2)
        #expect(controller.log.lines == ["caught at 52%", "ended at closed"])
        #expect(controller.drawer.frame.minY == 600)
        #expect(controller.drawer.layer.presentation()?.frame.minY == 600)
    }
}
