import Foundation
import OpenTouch
import Testing

/// A switch at (100 100): its knob grabs x 100..<131 when off and 120..<151 when on.
@MainActor
private func switchScene() -> (TestScene, UISwitch) {
    let ct = TestScene(loggedContainer: true)
    let toggle = ct.addControl(UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 80)))
    return (ct, toggle)
}

@MainActor
@Suite("Controls: UISwitch")
struct SwitchTests {
    @Test("a switch is always 51 × 31: frames only place it")
    func fixedSize() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 120, height: 60))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(toggle.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
        #expect(UISwitch().bounds.size == CGSize(width: 51, height: 31))
    }

    @Test("a tap toggles: valueChanged and primaryActionTriggered, before touchUpInside")
    func tapToggles() {
        let (ct, toggle) = switchScene()
        ct.driver.tap(at: CGPoint(x: 140, y: 115))
        #expect(toggle.isOn)
        #expect(ct.log.lines == ["touchDown highlighted", "valueChanged normal", "primaryActionTriggered normal", "touchUpInside normal"])
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 110, y: 115))
        #expect(!toggle.isOn)
    }

    @Test("setOn(_:animated:) and isOn change the value without sending actions")
    func setOnSendsNothing() {
        let (ct, toggle) = switchScene()
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(ct.log.lines.isEmpty)
    }

    @Test("a tap that moves out vertically and lifts outside changes nothing")
    func tapReleasedOutside() {
        let (ct, toggle) = switchScene()
        let finger = ct.driver.down(at: CGPoint(x: 115, y: 115))
        ct.driver.move(finger, to: CGPoint(x: 117, y: 300))
        ct.driver.up(finger)
        #expect(!toggle.isOn)
        #expect(ct.log.lines.last == "touchUpOutside normal")
    }

    @Test("dragging the knob past half its travel (10 pt) and releasing sets that side")
    func dragAcross() {
        let (ct, toggle) = switchScene()
        ct.driver.drag(from: CGPoint(x: 115, y: 115), to: CGPoint(x: 126, y: 115), steps: 2)
        #expect(toggle.isOn)
        ct.driver.wait(1)
        ct.driver.drag(from: CGPoint(x: 135, y: 115), to: CGPoint(x: 124, y: 115), steps: 2)
        #expect(!toggle.isOn)
    }

    @Test("a drag short of half the travel springs back: the switch keeps its value and sends no valueChanged")
    func shortDrag() {
        let (ct, toggle) = switchScene()
        ct.driver.drag(from: CGPoint(x: 115, y: 115), to: CGPoint(x: 122, y: 115), steps: 2)
        #expect(!toggle.isOn)
        #expect(!ct.log.lines.contains("valueChanged normal"))
    }

    @Test("dragging the knob over and then out of the control sets the knob's side even on touchUpOutside")
    func dragAcrossThenOut() {
        let (ct, toggle) = switchScene()
        let finger = ct.driver.down(at: CGPoint(x: 115, y: 115))
        ct.driver.move(finger, to: CGPoint(x: 140, y: 115))
        ct.driver.move(finger, to: CGPoint(x: 140, y: 300))
        ct.driver.up(finger)
        #expect(toggle.isOn)
        #expect(ct.log.lines.suffix(3) == ["valueChanged normal", "primaryActionTriggered normal", "touchUpOutside normal"])
    }

    @Test("UISwitch(frame:primaryAction:) runs the action when the value changes")
    func primaryAction() {
        let ct = TestScene(loggedContainer: true)
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0),
                              primaryAction: UIAction { action in ct.log.append("on=\((action.sender as? UISwitch)?.isOn == true)") })
        ct.addControl(toggle, logging: false)
        ct.driver.tap(at: CGPoint(x: 120, y: 115))
        #expect(ct.log.lines == ["on=true"])
    }
}
