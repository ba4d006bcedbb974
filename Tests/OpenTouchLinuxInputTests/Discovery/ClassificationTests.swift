#if os(Linux)
import Foundation
import OpenTouchEvdev
import OpenTouchLinuxInput
import Testing

@Suite("Classification: which devices are touchscreens, and why the others are not")
struct ClassificationTests {
    @Test("the evemu-devices touchscreens are touchscreens, in the protocol their axes call for",
          arguments: [
              ("Atmel maXTouch Touchscreen.desc", EvdevTouchProtocol.multitouchB),
              ("EP0430M09.desc", .multitouchB),
              ("N-Trig MultiTouch.desc", .multitouchA),
          ])
    func fixtureTouchscreens(_ name: String, _ expected: EvdevTouchProtocol) throws {
        let device = EvemuFixture.description(try EvemuFixture.text(name))
        let classification = InputDeviceClassification(device)
        #expect(classification.isTouchscreen)
        #expect(classification.kind == .touchscreen)
        #expect(classification.touchProtocol == expected)
    }

    @Test("a panel without input properties (N-Trig, recorded before INPUT_PROP_DIRECT) is taken as a touchscreen as udev does, and says so")
    func legacyPanelReason() throws {
        let device = EvemuFixture.description(try EvemuFixture.text("N-Trig MultiTouch.desc"))
        #expect(device.properties.isEmpty)
        #expect(InputDeviceClassification(device).reason.contains("as udev does"))
    }

    @Test("the Wacom ISDv4 finger device (a tablet PC's screen) is a touchscreen")
    func wacomFinger() throws {
        let device = EvemuFixture.description(try EvemuFixture.text("Wacom ISDv4 E6 Finger.desc", in: "tablets"))
        #expect(InputDeviceClassification(device).isTouchscreen)
    }

    @Test("a touchpad is not a touchscreen: the reason names INPUT_PROP_POINTER")
    func touchpad() {
        var device = TestDevices.touchscreen()
        device = EvdevDeviceDescription(name: "Pad", eventCodes: device.eventCodes, absoluteAxes: device.absoluteAxes,
                                        properties: [EvdevProperty.pointer, EvdevProperty.buttonPad])
        device.insert(type: EvdevEventType.key, code: EvdevKeyCode.btnToolFinger)
        let classification = InputDeviceClassification(device)
        #expect(classification.kind == .touchpad)
        #expect(!classification.isTouchscreen)
        #expect(classification.reason.contains("INPUT_PROP_POINTER"))
        #expect(classification.description.hasPrefix("not a touchscreen: a touchpad"))
    }

    @Test("pen tablets and pen displays are tablets, not touchscreens")
    func tablets() {
        var tablet = EvdevDeviceDescription(name: "Pen")
        tablet.setAbsoluteAxis(EvdevAbsoluteAxis.x, EvdevAbsInfo(minimum: 0, maximum: 100))
        tablet.setAbsoluteAxis(EvdevAbsoluteAxis.y, EvdevAbsInfo(minimum: 0, maximum: 100))
        tablet.insert(type: EvdevEventType.key, code: EvdevKeyCode.btnTouch)
        tablet.insert(type: EvdevEventType.key, code: EvdevKeyCode.btnToolPen)
        #expect(InputDeviceClassification(tablet).kind == .tablet)
        tablet.insertProperty(EvdevProperty.direct)
        let display = InputDeviceClassification(tablet)
        #expect(display.kind == .tablet)
        #expect(display.reason.contains("pen display"))
    }

    @Test("a direct single-touch panel is a touchscreen read with the single-touch protocol")
    func singleTouchPanel() {
        var panel = EvdevDeviceDescription(name: "Resistive", properties: [EvdevProperty.direct])
        panel.setAbsoluteAxis(EvdevAbsoluteAxis.x, EvdevAbsInfo(minimum: 0, maximum: 4095))
        panel.setAbsoluteAxis(EvdevAbsoluteAxis.y, EvdevAbsInfo(minimum: 0, maximum: 4095))
        panel.insert(type: EvdevEventType.key, code: EvdevKeyCode.btnTouch)
        let classification = InputDeviceClassification(panel)
        #expect(classification.touchProtocol == .singleTouch)
        #expect(classification.reason == "INPUT_PROP_DIRECT with ABS_X/ABS_Y and BTN_TOUCH (single touch)")
    }

    @Test("mice, keyboards, switches and accelerometers are named as such")
    func otherDevices() {
        var mouse = EvdevDeviceDescription(name: "Mouse")
        mouse.insert(type: EvdevEventType.rel, code: 0)
        mouse.insert(type: EvdevEventType.rel, code: 1)
        mouse.insert(type: EvdevEventType.key, code: EvdevKeyCode.btnLeft)
        #expect(InputDeviceClassification(mouse).kind == .mouse)

        var keyboard = EvdevDeviceDescription(name: "Keyboard")
        keyboard.insert(type: EvdevEventType.key, code: 30)
        #expect(InputDeviceClassification(keyboard).kind == .keyboard)

        var lid = EvdevDeviceDescription(name: "Lid Switch")
        lid.insert(type: EvdevEventType.sw, code: 0)
        #expect(InputDeviceClassification(lid).reason.contains("switches"))

        var accelerometer = EvdevDeviceDescription(name: "Accel", properties: [EvdevProperty.accelerometer])
        accelerometer.setAbsoluteAxis(EvdevAbsoluteAxis.x, EvdevAbsInfo(minimum: -512, maximum: 512))
        accelerometer.setAbsoluteAxis(EvdevAbsoluteAxis.y, EvdevAbsInfo(minimum: -512, maximum: 512))
        #expect(InputDeviceClassification(accelerometer).kind == .other)
        #expect(!InputDeviceClassification(accelerometer).isTouchscreen)
    }
}
#endif
