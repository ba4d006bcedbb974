import Foundation
import OpenTouch
import Testing

/// A button at (100 200; 100 44): inside while the finger is in x 30..<270, y 130..<314 (70-pt slop).
@MainActor
private func buttonScene() -> (TestScene, UIButton) {
    let ct = TestScene(loggedContainer: true)
    let button = ct.addControl(UIButton(frame: CGRect(x: 100, y: 200, width: 100, height: 44)))
    return (ct, button)
}

@MainActor
@Suite("Controls: the touch event sequence")
struct ControlEventSequenceTests {
    @Test("a tap sends touchDown (highlighted), then touchUpInside and primaryActionTriggered (unhighlighted)")
    func tap() {
        let (ct, button) = buttonScene()
        ct.driver.tap(at: CGPoint(x: 150, y: 222))
        #expect(ct.log.lines == ["touchDown highlighted", "touchUpInside normal", "primaryActionTriggered normal"])
        #expect(!button.isHighlighted && !button.isTracking && !button.isTouchInside)
    }

    @Test("the state is highlighted and tracking while the finger is down inside")
    func stateWhileDown() {
        let (ct, button) = buttonScene()
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        #expect(button.isTracking && button.isTouchInside && button.isHighlighted)
        #expect(button.state == .highlighted)
        ct.driver.up(finger)
        #expect(button.state == .normal)
    }

    @Test("dragging out crosses the 70-pt slop exactly at 70 pt: exit on the move that leaves, enter on the move back")
    func dragOutAndBackIn() {
        let (ct, button) = buttonScene()
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        ct.driver.move(finger, to: CGPoint(x: 150, y: 313.5))   // 69.5 pt below the bottom edge
        #expect(button.isTouchInside)
        ct.driver.move(finger, to: CGPoint(x: 150, y: 314))     // exactly 70 pt below: outside
        #expect(!button.isTouchInside)
        ct.driver.move(finger, to: CGPoint(x: 150, y: 400))
        ct.driver.move(finger, to: CGPoint(x: 150, y: 260))
        ct.driver.up(finger)
        #expect(ct.log.lines == [
            "touchDown highlighted",
            "touchDragInside highlighted",
            "touchDragExit normal", "touchDragOutside normal",
            "touchDragOutside normal",
            "touchDragEnter highlighted", "touchDragInside highlighted",
            "touchUpInside normal", "primaryActionTriggered normal",
        ])
    }

    @Test("the slop holds on the left and top too: -70 pt is inside, -70.5 pt is outside")
    func slopOnLeftAndTop() {
        let (ct, button) = buttonScene()
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        ct.driver.move(finger, to: CGPoint(x: 30, y: 130))
        #expect(button.isTouchInside)
        ct.driver.move(finger, to: CGPoint(x: 29.5, y: 130))
        #expect(!button.isTouchInside)
        ct.driver.move(finger, to: CGPoint(x: 30, y: 129.5))
        #expect(!button.isTouchInside)
        ct.driver.up(finger)
        #expect(ct.log.lines.suffix(1) == ["touchUpOutside normal"])
    }

    @Test("dragging out and lifting sends touchUpOutside, never touchUpInside or primaryActionTriggered")
    func dragOutAndRelease() {
        let (ct, _) = buttonScene()
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        ct.driver.move(finger, to: CGPoint(x: 150, y: 400))
        ct.driver.up(finger)
        #expect(ct.log.lines == [
            "touchDown highlighted", "touchDragExit normal", "touchDragOutside normal", "touchUpOutside normal",
        ])
    }

    @Test("a lift that lands outside after an inside move sends touchDragExit before touchUpOutside")
    func liftChangesInsideness() {
        let (ct, button) = buttonScene()
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        ct.driver.post(DigitizerEvent(timestamp: ct.app.clock.now, fingers: [.up(finger.identity, at: CGPoint(x: 150, y: 500))]))
        #expect(ct.log.lines == ["touchDown highlighted", "touchDragExit normal", "touchUpOutside normal"])
        #expect(!button.isTracking)
    }

    @Test("a superview's pan that begins cancels the button's touch: pan action, then touchCancel")
    func cancelByRecognizer() {
        let (ct, button) = buttonScene()
        let pan = UIPanGestureRecognizer()
        ct.watch(pan, as: "pan")
        ct.container.addGestureRecognizer(pan)
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        ct.driver.move(finger, to: CGPoint(x: 150, y: 227))
        ct.driver.move(finger, to: CGPoint(x: 150, y: 240))
        ct.driver.move(finger, to: CGPoint(x: 150, y: 250))
        ct.driver.up(finger)
        #expect(ct.log.lines == [
            "touchDown highlighted", "touchDragInside highlighted",
            "pan Began", "touchCancel normal", "pan Changed", "pan Ended",
        ])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test("a digitizer cancel sends touchCancel")
    func cancelByDigitizer() {
        let (ct, button) = buttonScene()
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        ct.driver.cancel(finger)
        #expect(ct.log.lines == ["touchDown highlighted", "touchCancel normal"])
        #expect(!button.isTracking)
    }

    @Test("a disabled button sends nothing, does not highlight, and its touches reach the superview")
    func disabled() {
        let (ct, button) = buttonScene()
        button.isEnabled = false
        #expect(button.state == .disabled)
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        #expect(!button.isHighlighted && !button.isTracking)
        ct.driver.move(finger, to: CGPoint(x: 160, y: 222))
        ct.driver.up(finger)
        #expect(ct.log.lines == ["container began 1", "container moved 1", "container ended 1"])
    }

    @Test("a disabled button is still the hit-test view")
    func disabledIsHitTested() {
        let (ct, button) = buttonScene()
        button.isEnabled = false
        #expect(ct.window.hitTest(CGPoint(x: 150, y: 222), with: nil) === button)
    }

    @Test("disabling a tracking button cancels it; the rest of that touch is ignored")
    func disablingMidTrack() {
        let (ct, button) = buttonScene()
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        button.isEnabled = false
        ct.driver.move(finger, to: CGPoint(x: 160, y: 222))
        ct.driver.up(finger)
        #expect(ct.log.lines == ["touchDown highlighted", "touchCancel normal"])
        button.isEnabled = true
        ct.driver.wait(1)   // a fresh tap, not a second one
        ct.driver.tap(at: CGPoint(x: 150, y: 222))
        #expect(ct.log.lines.suffix(3) == ["touchDown highlighted", "touchUpInside normal", "primaryActionTriggered normal"])
    }

    @Test("the second touch-down of a double tap sends touchDownRepeat after touchDown (tapCount 2)")
    func doubleTap() {
        let ct = TestScene(loggedContainer: true)
        let button = ct.addControl(TrackingButton(frame: CGRect(x: 100, y: 200, width: 100, height: 44), log: ct.log))
        ct.driver.tap(at: CGPoint(x: 150, y: 222), count: 2)
        #expect(button.tapCounts == [1, 2])
        #expect(ct.log.lines == [
            "beginTracking", "touchDown highlighted", "endTracking", "touchUpInside normal", "primaryActionTriggered normal",
            "beginTracking", "touchDown highlighted", "touchDownRepeat highlighted", "endTracking",
            "touchUpInside normal", "primaryActionTriggered normal",
        ])
    }

    @Test("beginTracking returning false: no highlight, no events, and the touch does not go up the chain")
    func beginTrackingRefuses() {
        let ct = TestScene(loggedContainer: true)
        let button = ct.addControl(TrackingButton(frame: CGRect(x: 100, y: 200, width: 100, height: 44), log: ct.log))
        button.acceptsTracking = false
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        #expect(!button.isHighlighted && !button.isTracking)
        ct.driver.move(finger, to: CGPoint(x: 160, y: 222))
        ct.driver.up(finger)
        #expect(ct.log.lines == ["beginTracking"])
    }

    @Test("a subclass's hooks run in UIKit's order around the events")
    func hookOrder() {
        let ct = TestScene(loggedContainer: true)
        ct.addControl(TrackingButton(frame: CGRect(x: 100, y: 200, width: 100, height: 44), log: ct.log))
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        ct.driver.move(finger, to: CGPoint(x: 150, y: 400))
        ct.driver.up(finger)
        let second = ct.driver.down(at: CGPoint(x: 150, y: 222))
        ct.driver.cancel(second)
        #expect(ct.log.lines == [
            "beginTracking", "touchDown highlighted",
            "continueTracking inside=false", "touchDragExit normal", "touchDragOutside normal",
            "endTracking", "touchUpOutside normal",
            "beginTracking", "touchDown highlighted", "cancelTracking", "touchCancel normal",
        ])
    }

    @Test("continueTracking returning false ends tracking: endTracking, then nothing more for that touch")
    func continueTrackingStops() {
        let ct = TestScene(loggedContainer: true)
        let button = ct.addControl(TrackingButton(frame: CGRect(x: 100, y: 200, width: 100, height: 44), log: ct.log))
        button.continues = false
        let finger = ct.driver.down(at: CGPoint(x: 150, y: 222))
        ct.driver.move(finger, to: CGPoint(x: 155, y: 222))
        #expect(!button.isTracking && !button.isHighlighted)
        ct.driver.move(finger, to: CGPoint(x: 160, y: 222))
        ct.driver.up(finger)
        #expect(ct.log.lines == ["beginTracking", "touchDown highlighted", "continueTracking inside=true", "endTracking"])
    }

    @Test("a control tracks the first finger only; a second finger changes nothing")
    func oneTouchAtATime() {
        let (ct, button) = buttonScene()
        button.isMultipleTouchEnabled = true
        let first = ct.driver.down(at: CGPoint(x: 150, y: 222))
        let second = ct.driver.down(at: CGPoint(x: 120, y: 210))
        ct.driver.move(second, to: CGPoint(x: 150, y: 500))
        ct.driver.up(second)
        #expect(button.isTracking && button.isHighlighted)
        ct.driver.up(first)
        #expect(ct.log.lines == ["touchDown highlighted", "touchUpInside normal", "primaryActionTriggered normal"])
    }
}
