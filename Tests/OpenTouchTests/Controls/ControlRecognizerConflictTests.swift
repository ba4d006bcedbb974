import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Controls: controls and their superviews' gesture recognizers")
struct ControlRecognizerConflictTests {
    let buttonFrame = CGRect(x: 100, y: 200, width: 100, height: 44)
    let buttonPoint = CGPoint(x: 150, y: 222)

    @Test("a superview's single tap does not steal a button's tap: the button fires, the recognizer fails")
    func singleTapOverButton() {
        let ct = TestScene(loggedContainer: true)
        let recorder = ct.recorder()
        let tap = UITapGestureRecognizer()
        ct.watch(tap, as: "tap")
        ct.container.addGestureRecognizer(tap)
        ct.addControl(UIButton(frame: buttonFrame))
        ct.driver.tap(at: buttonPoint)
        #expect(ct.log.lines == ["touchDown highlighted", "touchUpInside normal", "primaryActionTriggered normal"])
        #expect(recorder.records.contains { record in
            if case .gestureStateChanged(let recognizer, _, let state) = record { return recognizer === tap && state == .failed }
            return false
        })
        ct.log.removeAll()
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 300, y: 500))    // away from the button, the tap still works
        #expect(ct.log.lines.contains("tap Ended"))
    }

    @Test("a superview's double tap still recognizes over a button, which gets touchCancel")
    func doubleTapOverButton() {
        let ct = TestScene(loggedContainer: true)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        ct.watch(doubleTap, as: "doubleTap")
        ct.container.addGestureRecognizer(doubleTap)
        ct.addControl(UIButton(frame: buttonFrame))
        ct.driver.tap(at: buttonPoint, count: 2)
        // The first lift is held while the double tap is possible (delaysTouchesEnded), so the
        // button is still tracking the first touch when the double tap recognizes.
        #expect(ct.log.lines == ["touchDown highlighted", "doubleTap Ended", "touchCancel normal"])
    }

    @Test("with a double tap on the superview, a single tap on a button fires once the double tap fails")
    func singleTapWaitsForDoubleTap() {
        let ct = TestScene(loggedContainer: true)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        ct.container.addGestureRecognizer(doubleTap)
        ct.addControl(UIButton(frame: buttonFrame))
        ct.driver.tap(at: buttonPoint)
        #expect(ct.log.lines == ["touchDown highlighted"])
        ct.driver.wait(0.4)
        #expect(ct.log.lines == ["touchDown highlighted", "touchUpInside normal", "primaryActionTriggered normal"])
    }

    @Test("a two-finger tap on the superview is not blocked by a button")
    func twoFingerTapOverButton() {
        let ct = TestScene(loggedContainer: true)
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        ct.watch(tap, as: "twoFingerTap")
        ct.container.addGestureRecognizer(tap)
        ct.addControl(UIButton(frame: buttonFrame), logging: false)
        let fingers = ct.driver.down(at: [buttonPoint, CGPoint(x: 160, y: 230)])
        ct.driver.up(fingers)
        #expect(ct.log.lines.contains("twoFingerTap Ended"))
    }

    @Test("a tap recognizer attached to the button itself recognizes")
    func tapOnButtonItself() {
        let ct = TestScene(loggedContainer: true)
        let button = ct.addControl(UIButton(frame: buttonFrame))
        let tap = UITapGestureRecognizer()
        ct.watch(tap, as: "tap")
        button.addGestureRecognizer(tap)
        ct.driver.tap(at: buttonPoint)
        #expect(ct.log.lines == ["touchDown highlighted", "tap Ended", "touchCancel normal"])
    }

    @Test("a disabled button does not block the superview's single tap")
    func disabledButtonDoesNotBlock() {
        let ct = TestScene(loggedContainer: true)
        let tap = UITapGestureRecognizer()
        ct.watch(tap, as: "tap")
        ct.container.addGestureRecognizer(tap)
        let button = ct.addControl(UIButton(frame: buttonFrame))
        button.isEnabled = false
        ct.driver.tap(at: buttonPoint)
        #expect(ct.log.lines == ["container began 1", "tap Ended", "container cancelled 1"])
    }

    @Test("switches and steppers also keep a superview's single tap from stealing their taps")
    func switchAndStepperBlockTaps() {
        let ct = TestScene(loggedContainer: true)
        let tap = UITapGestureRecognizer()
        ct.watch(tap, as: "tap")
        ct.container.addGestureRecognizer(tap)
        let toggle = ct.addControl(UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0)), logging: false)
        let stepper = ct.addControl(UIStepper(frame: CGRect(x: 20, y: 200, width: 0, height: 0)), logging: false)
        ct.driver.tap(at: CGPoint(x: 45, y: 115))
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 100, y: 215))
        #expect(toggle.isOn && stepper.value == 1)
        #expect(!ct.log.lines.contains("tap Ended"))
    }

    // MARK: Slider and pan

    /// A slider at (50 300; 228 34) in a container with a pan: the thumb starts at x 50..<78.
    @MainActor
    private func sliderScene() -> (TestScene, UISlider, UIPanGestureRecognizer) {
        let ct = TestScene(loggedContainer: true)
        let pan = UIPanGestureRecognizer()
        ct.watch(pan, as: "pan")
        ct.container.addGestureRecognizer(pan)
        let slider = ct.addControl(UISlider(frame: CGRect(x: 50, y: 300, width: 228, height: 34)))
        return (ct, slider, pan)
    }

    @Test("dragging a slider's thumb along the track moves the slider; the superview's pan never begins")
    func sliderBeatsPan() {
        let (ct, slider, _) = sliderScene()
        ct.driver.drag(from: CGPoint(x: 64, y: 317), to: CGPoint(x: 164, y: 317), steps: 4)
        #expect(slider.value == 0.5)
        #expect(!ct.log.lines.contains { $0.hasPrefix("pan") })
        #expect(ct.log.lines.last == "touchUpInside normal")
    }

    @Test("a vertical drag from the thumb lets the pan begin, which cancels the slider's tracking")
    func verticalDragGoesToPan() {
        let (ct, slider, _) = sliderScene()
        ct.driver.drag(from: CGPoint(x: 64, y: 317), to: CGPoint(x: 66, y: 417), steps: 10)
        #expect(Array(ct.log.lines.prefix(4)) == ["touchDown highlighted", "pan Began", "touchCancel normal", "pan Changed"])
        #expect(ct.log.lines.last == "pan Ended")
        #expect(!slider.isTracking && slider.value == 0)
    }

    @Test("a drag that starts off the thumb goes to the pan; the slider sends nothing")
    func dragOffThumbGoesToPan() {
        let (ct, slider, _) = sliderScene()
        ct.driver.drag(from: CGPoint(x: 200, y: 317), to: CGPoint(x: 260, y: 317), steps: 6)
        #expect(ct.log.lines.first == "pan Began")
        #expect(!ct.log.lines.contains { $0.hasPrefix("touch") || $0.hasPrefix("value") })
        #expect(slider.value == 0)
    }

    @Test("a right swipe on the superview does not take a drag along the slider's thumb")
    func sliderBeatsSwipe() {
        let ct = TestScene(loggedContainer: true)
        let swipe = UISwipeGestureRecognizer()
        ct.watch(swipe, as: "swipe")
        ct.container.addGestureRecognizer(swipe)
        let slider = ct.addControl(UISlider(frame: CGRect(x: 50, y: 300, width: 228, height: 34)), logging: false)
        ct.driver.drag(from: CGPoint(x: 64, y: 317), to: CGPoint(x: 164, y: 317), duration: 0.2, steps: 5)
        #expect(slider.value == 0.5)
        #expect(ct.log.lines.isEmpty)
    }

    // MARK: Switch and pan

    @Test("a sideways pan from a switch's knob is blocked; a vertical one begins and cancels the switch")
    func switchKnobAndPan() {
        let ct = TestScene(loggedContainer: true)
        let pan = UIPanGestureRecognizer()
        ct.watch(pan, as: "pan")
        ct.container.addGestureRecognizer(pan)
        let toggle = ct.addControl(UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0)))
        ct.driver.drag(from: CGPoint(x: 115, y: 115), to: CGPoint(x: 145, y: 115), steps: 6)
        #expect(toggle.isOn)
        #expect(!ct.log.lines.contains { $0.hasPrefix("pan") })
        ct.log.removeAll()
        ct.driver.wait(1)
        ct.driver.drag(from: CGPoint(x: 135, y: 115), to: CGPoint(x: 135, y: 215), steps: 10)
        #expect(Array(ct.log.lines.prefix(4)) == ["touchDown highlighted", "pan Began", "touchCancel normal", "pan Changed"])
        #expect(toggle.isOn)
    }
}
