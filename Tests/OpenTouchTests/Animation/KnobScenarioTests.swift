import Foundation
import OpenTouch
import Testing

/// A volume knob as apps write it: a pointer arm anchored at the dial's centre by its
/// `anchorPoint`, turned by a pan around the dial, snapped to the nearest tick with an animation.
@MainActor
private final class KnobController: UIViewController {
    let dial = UIView(frame: CGRect(x: 87, y: 233, width: 200, height: 200))
    let arm = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let log = CallLog()
    private(set) var angle: CGFloat = 0
    private var angleAtStart: CGFloat = 0
    private var touchAngleAtStart: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(dial)
        dial.addSubview(arm)
        arm.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        arm.layer.position = CGPoint(x: 100, y: 100)
        dial.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: KnobController.turn))
        arm.addGestureRecognizer(UITapGestureRecognizer(target: self, action: KnobController.tapArm))
    }

    private func touchAngle(_ recognizer: UIGestureRecognizer) -> CGFloat {
        let p = recognizer.location(in: dial)
        return atan2(p.y - 100, p.x - 100)
    }

    func turn(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            angleAtStart = angle
            touchAngleAtStart = touchAngle(pan)
        case .changed:
            angle = angleAtStart + touchAngle(pan) - touchAngleAtStart
            arm.transform = CGAffineTransform(rotationAngle: angle)
        case .ended:
            let tick = CGFloat.pi / 4
            angle = (angle / tick).rounded() * tick
            UIView.animate(withDuration: 0.2) { self.arm.transform = CGAffineTransform(rotationAngle: self.angle) }
            log.append("snapped to \(Int((angle * 180 / .pi).rounded()))°")
        default:
            break
        }
    }

    func tapArm(_ tap: UITapGestureRecognizer) { log.append("arm tapped") }
}

@MainActor
@Suite("a knob turned about its anchor point, then hit-tested where it points", .tags(.scenario))
struct KnobScenarioTests {
    @Test("a quarter turn of the finger turns the arm about the dial's centre; the arm is then hit where it points")
    func turnAndTap() {
        let controller = KnobController()
        let scene = TestScene(controller: controller)
        let centre = CGPoint(x: 187, y: 333)
        // Drag around the dial from 3 o'clock to 6 o'clock (y grows downwards: +90°).
        let finger = scene.driver.down(at: CGPoint(x: centre.x + 80, y: centre.y))
        for step in 1...12 {
            let a = CGFloat(step) / 12 * .pi / 2
            scene.driver.wait(0.016)
            scene.driver.move(finger, to: CGPoint(x: centre.x + 80 * cos(a), y: centre.y + 80 * sin(a)))
        }
        scene.driver.up(finger)
        #expect(controller.log.lines.last == "snapped to 90°")
        scene.clock.advance(by: 0.3)
        let tip = controller.arm.convert(CGPoint(x: 95, y: 10), to: scene.window)
        #expect(abs(tip.x - centre.x) < 1e-6 && abs(tip.y - (centre.y + 95)) < 1e-6)
        #expect(scene.window.hitTest(CGPoint(x: centre.x, y: centre.y + 90), with: nil) === controller.arm)
        #expect(scene.window.hitTest(CGPoint(x: centre.x + 90, y: centre.y), with: nil) === controller.dial)
        scene.driver.tap(at: CGPoint(x: centre.x, y: centre.y + 90))
        scene.driver.wait(0.5)
        #expect(controller.log.lines.last == "arm tapped")
    }
}
