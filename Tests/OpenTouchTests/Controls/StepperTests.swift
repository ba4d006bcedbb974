import Foundation
import OpenTouch
import Testing

/// A stepper at (100 400): 94 × 32, minus at x 100..<147, plus at 147..<194; y 400..<432.
@MainActor
private func stepperScene() -> (TestScene, UIStepper) {
    let ct = TestScene(loggedContainer: true)
    let stepper = UIStepper(frame: CGRect(x: 100, y: 400, width: 300, height: 300))
    ct.addControl(stepper, logging: false)
    stepper.addAction(UIAction { action in
        ct.log.append("valueChanged \((action.sender as? UIStepper)?.value ?? -1)")
    }, for: .valueChanged)
    return (ct, stepper)
}

private let minusPoint = CGPoint(x: 120, y: 416)
private let plusPoint = CGPoint(x: 170, y: 416)

@MainActor
@Suite("Controls: UIStepper")
struct StepperTests {
    @Test("defaults: value 0 in 0…100, step 1, continuous, autorepeat, no wrapping; size 94 × 32")
    func defaults() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.frame == CGRect(x: 5, y: 6, width: 94, height: 32))
    }

    @Test("plus steps up on touch-down, right after touchDown")
    func plusStepsOnTouchDown() {
        let ct = TestScene(loggedContainer: true)
        let stepper = ct.addControl(UIStepper(frame: CGRect(x: 100, y: 400, width: 0, height: 0)))
        let finger = ct.driver.down(at: plusPoint)
        #expect(stepper.value == 1)
        ct.driver.up(finger)
        #expect(ct.log.lines == ["touchDown highlighted", "valueChanged highlighted", "primaryActionTriggered highlighted", "touchUpInside normal"])
    }

    @Test("minus steps down; at the minimum it does nothing")
    func minusAndClamp() {
        let (ct, stepper) = stepperScene()
        stepper.value = 2
        ct.driver.tap(at: minusPoint)
        ct.driver.wait(1)
        ct.driver.tap(at: minusPoint)
        ct.driver.wait(1)
        ct.driver.tap(at: minusPoint)
        #expect(stepper.value == 0)
        #expect(ct.log.lines == ["valueChanged 1.0", "valueChanged 0.0"])
    }

    @Test("with wraps, stepping from a limit continues at the other end; a partial step first reaches the limit")
    func wraps() {
        let (ct, stepper) = stepperScene()
        stepper.wraps = true
        stepper.maximumValue = 10
        stepper.stepValue = 4
        ct.driver.tap(at: minusPoint)
        #expect(stepper.value == 10)
        stepper.value = 8
        ct.driver.wait(1)
        ct.driver.tap(at: plusPoint)
        ct.driver.wait(1)
        ct.driver.tap(at: plusPoint)
        #expect(ct.log.lines == ["valueChanged 10.0", "valueChanged 10.0", "valueChanged 0.0"])
    }

    @Test("holding repeats after 0.5 s, then every 0.1 s, until the finger lifts")
    func autorepeat() {
        let (ct, stepper) = stepperScene()
        let finger = ct.driver.down(at: plusPoint)
        ct.driver.wait(0.49)
        #expect(stepper.value == 1)
        ct.driver.wait(0.01)
        #expect(stepper.value == 2)
        ct.driver.wait(0.55)      // 1.05 s held: repeats at 0.6, 0.7, 0.8, 0.9, 1.0
        #expect(stepper.value == 7)
        ct.driver.up(finger)
        ct.driver.wait(1)
        #expect(stepper.value == 7)
        #expect(ct.log.lines.count == 7)
    }

    @Test("repeating stops when the finger leaves the control and does not resume")
    func dragOutStopsRepeat() {
        let (scene, held) = stepperScene()
        let finger = scene.driver.down(at: plusPoint)
        scene.driver.wait(0.6)
        #expect(held.value == 3)
        scene.driver.move(finger, to: CGPoint(x: 170, y: 600))
        scene.driver.wait(0.5)
        #expect(held.value == 3)
        scene.driver.move(finger, to: plusPoint)
        scene.driver.wait(0.5)
        scene.driver.up(finger)
        #expect(held.value == 3)
    }

    @Test("without autorepeat a held press steps once")
    func noAutorepeat() {
        let (ct, stepper) = stepperScene()
        stepper.autorepeat = false
        ct.driver.longPress(at: plusPoint, duration: 2)
        #expect(stepper.value == 1)
    }

    @Test("a non-continuous stepper reports once, at the lift, with the final value")
    func nonContinuous() {
        let (ct, stepper) = stepperScene()
        stepper.isContinuous = false
        let finger = ct.driver.down(at: plusPoint)
        ct.driver.wait(0.7)
        #expect(ct.log.lines.isEmpty && stepper.value == 4)
        ct.driver.up(finger)
        #expect(ct.log.lines == ["valueChanged 4.0"])
    }

    @Test("a cancelled press stops repeating")
    func cancelStops() {
        let (ct, stepper) = stepperScene()
        let finger = ct.driver.down(at: plusPoint)
        ct.driver.wait(0.5)
        ct.driver.cancel(finger)
        ct.driver.wait(1)
        #expect(stepper.value == 2)
    }

    @Test("setting the maximum below the minimum sets both; non-positive steps are ignored")
    func invariants() {
        let stepper = UIStepper()
        stepper.minimumValue = 50
        stepper.maximumValue = 20
        #expect(stepper.minimumValue == 20 && stepper.maximumValue == 20 && stepper.value == 20)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
    }
}
