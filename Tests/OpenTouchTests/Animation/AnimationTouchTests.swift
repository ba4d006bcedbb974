import Foundation
import OpenTouch
import Testing

/// A view hit where it is seen: its hit test asks the presentation layer, as apps do for
/// moving targets.
@MainActor
private final class MovingTarget: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let shown = layer.presentation(), let superlayer = layer.superlayer else {
            return super.point(inside: point, with: event)
        }
        let inSuperlayer = layer.convert(point, to: superlayer)
        return shown.frame.contains(inSuperlayer)
    }
}

/// A card that follows a pan and springs back to where it rests when let go.
@MainActor
private final class CardController: UIViewController {
    let card = UIView(frame: CGRect(x: 100, y: 200, width: 150, height: 200))
    let log = CallLog()
    let home = CGPoint(x: 175, y: 300)

    override func viewDidLoad() {
        super.viewDidLoad()
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardController.handlePan))
        view.addSubview(card)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        switch pan.state {
        case .changed:
            card.center = CGPoint(x: home.x + translation.x, y: home.y + translation.y)
        case .ended, .cancelled:
            log.append("released at \(Int(card.center.x)),\(Int(card.center.y))")
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                           options: [], animations: { self.card.center = self.home },
                           completion: { finished in self.log.append("home \(finished)") })
        default:
            break
        }
    }
}

/// A bottom sheet dragged open with a property animator, continued from the pan's velocity.
@MainActor
private final class SheetController: UIViewController {
    let sheet = UIView(frame: CGRect(x: 0, y: 567, width: 375, height: 500))
    let log = CallLog()
    let travel: CGFloat = 400
    var animator: UIViewPropertyAnimator?
    var lastTranslation: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SheetController.handlePan))
        view.addSubview(sheet)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let animator = UIViewPropertyAnimator(duration: 0.6, curve: .easeOut) {
                self.sheet.frame.origin.y = 167
            }
            animator.addCompletion { position in self.log.append("sheet \(position == .end ? "open" : "closed")") }
            animator.pauseAnimation()
            self.animator = animator
        case .changed:
            lastTranslation = pan.translation(in: view).y
            animator?.fractionComplete = -lastTranslation / travel
        case .ended:
            guard let animator else { return }
            let velocity = -pan.velocity(in: view).y / (travel * (1 - animator.fractionComplete))
            let spring = UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: 0, dy: velocity))
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
        default:
            break
        }
    }
}

@MainActor
@Suite("Touches while things move: UIKit's rules for animated views")
struct AnimationTouchTests {
    private func buttonInContainer(_ scene: TestScene) -> (UIView, UIButton, CallLog) {
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        let button = UIButton(frame: CGRect(x: 100, y: 50, width: 100, height: 44))
        let log = CallLog()
        button.addAction(UIAction { _ in log.append("tapped") }, for: .touchUpInside)
        container.addSubview(button)
        scene.rootView.addSubview(container)
        return (container, button, log)
    }

    @Test("a button in a container animated without .allowUserInteraction gets no touches until the animation ends")
    func animatingContainerBlocksTouches() {
        let scene = TestScene()
        let (container, button, log) = buttonInContainer(scene)
        UIView.animate(withDuration: 1) { container.alpha = 0.5 }
        scene.driver.tap(button)
        #expect(log.lines.isEmpty)
        #expect(scene.window.hitTest(CGPoint(x: 150, y: 172), with: nil) === scene.rootView)
        scene.clock.advance(by: 1)
        scene.driver.tap(button)
        #expect(log.lines == ["tapped"])
    }

    @Test("with .allowUserInteraction the button in the animating container is tapped")
    func allowUserInteraction() {
        let scene = TestScene()
        let (container, button, log) = buttonInContainer(scene)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { container.alpha = 0.5 })
        scene.driver.tap(button)
        #expect(log.lines == ["tapped"])
    }

    @Test("hit testing uses the model: a moving view is hit where it is going, not where it is seen")
    func movingViewHitAtModel() {
        let scene = TestScene()
        let target = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        scene.rootView.addSubview(target)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear], animations: {
            target.center.x = 325
        })
        scene.clock.advance(by: 0.5)
        #expect(scene.window.hitTest(CGPoint(x: 175, y: 325), with: nil) === scene.rootView)
        #expect(scene.window.hitTest(CGPoint(x: 325, y: 325), with: nil) === target)
    }

    @Test("a hit test that asks the presentation layer hits the view where it is seen")
    func presentationHitTest() {
        let scene = TestScene()
        let target = MovingTarget(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        scene.rootView.addSubview(target)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear], animations: {
            target.center.x = 325
        })
        scene.clock.advance(by: 0.5)
        #expect(scene.window.hitTest(CGPoint(x: 175, y: 325), with: nil) === target)
        #expect(scene.window.hitTest(CGPoint(x: 325, y: 325), with: nil) === scene.rootView)
    }

    @Test("a property animator's views are hit where they are seen unless manual hit testing is on")
    func animatorHitTestsPresentation() {
        let scene = TestScene()
        let target = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        scene.rootView.addSubview(target)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { target.center.x = 325 }
        animator.startAnimation()
        scene.clock.advance(by: 0.5)
        #expect(scene.window.hitTest(CGPoint(x: 175, y: 325), with: nil) === target)
        animator.stopAnimation(true)
        let manual = UIViewPropertyAnimator(duration: 1, curve: .linear) { target.center.x = 25 }
        manual.isManualHitTestingEnabled = true
        manual.startAnimation()
        scene.clock.advance(by: 0.5)
        #expect(scene.window.hitTest(CGPoint(x: 25, y: 325), with: nil) === target)
    }

    @Test("a card dragged and let go springs back home; the spring ignores touches meanwhile")
    func cardSpringsBack() {
        let controller = CardController()
        let scene = TestScene(controller: controller)
        scene.driver.drag(from: CGPoint(x: 175, y: 300), to: CGPoint(x: 275, y: 450), duration: 0.2, steps: 10)
        #expect(controller.log.lines.count == 1 && controller.log.lines[0].hasPrefix("released at 2"))
        #expect(controller.card.center == controller.home)
        scene.clock.advance(by: 0.1)
        let midway = controller.card.layer.presentation()!.position
        #expect(midway.x > 175 && midway.x < 275 && midway.y > 300 && midway.y < 450)
        #expect(scene.window.hitTest(CGPoint(x: 175, y: 300), with: nil) === scene.rootView)
        scene.clock.advance(by: 0.5)
        #expect(controller.log.lines.last == "home true")
        #expect(controller.card.layer.presentation()?.position == controller.home)
        #expect(scene.window.hitTest(CGPoint(x: 175, y: 300), with: nil) === controller.card)
    }

    @Test("a sheet dragged with a property animator follows the finger, then opens from the pan's velocity")
    func sheetWithAnimator() {
        let controller = SheetController()
        let scene = TestScene(controller: controller)
        let finger = scene.driver.down(at: CGPoint(x: 187, y: 600))
        scene.driver.glide(finger, to: CGPoint(x: 187, y: 400), duration: 0.2, steps: 10)
        let animator = controller.animator!
        let dragged = -controller.lastTranslation
        #expect(dragged > 150 && dragged <= 200)
        #expect(isClose(animator.fractionComplete, dragged / 400, within: 1e-6))
        #expect(isClose(controller.sheet.layer.presentation()!.frame.minY, 567 - dragged, within: 1e-6))
        scene.driver.up(finger)
        #expect(animator.isRunning)
        scene.clock.advance(by: 2)
        #expect(controller.log.lines == ["sheet open"])
        #expect(controller.sheet.frame.minY == 167)
        #expect(controller.sheet.layer.presentation()?.frame.minY == 167)
    }

    @Test("a press-to-shrink button: the transform animates on touch down and the tap still lands")
    func pressToShrink() {
        let scene = TestScene()
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 160, height: 50))
        let log = CallLog()
        button.addAction(UIAction { _ in
            UIView.animate(withDuration: 0.2) { button.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
        }, for: .touchDown)
        button.addAction(UIAction { _ in
            log.append("tapped")
            UIView.animate(withDuration: 0.2) { button.transform = .identity }
        }, for: .touchUpInside)
        scene.rootView.addSubview(button)
        let finger = scene.driver.down(at: CGPoint(x: 180, y: 325))
        scene.driver.wait(0.1)
        let scale = button.layer.presentation()!.transform.m11
        #expect(scale < 1 && scale > 0.9)
        #expect(button.transform.a == 0.9)
        scene.driver.up(finger)
        #expect(log.lines == ["tapped"])
        scene.clock.advance(by: 0.5)
        #expect(button.layer.presentation()?.transform.m11 == 1)
    }
}
