import Foundation
import OpenTouch
import OpenTouchEvdev

/// Devices for decoder tests.
enum TestDevices {
    /// A protocol B touchscreen, 0...999 × 0...499, `slots` slots, with MT pressure and touch major.
    static func slotted(slots: Int32 = 5) -> EvdevDeviceDescription {
        var device = EvdevDeviceDescription(name: "Test B", properties: [EvdevProperty.direct])
        device.insert(type: EvdevEventType.key, code: EvdevKeyCode.btnTouch)
        device.setAbsoluteAxis(EvdevAbsoluteAxis.x, EvdevAbsInfo(minimum: 0, maximum: 999))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.y, EvdevAbsInfo(minimum: 0, maximum: 499))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.mtSlot, EvdevAbsInfo(minimum: 0, maximum: slots - 1))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.mtPositionX, EvdevAbsInfo(minimum: 0, maximum: 999))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.mtPositionY, EvdevAbsInfo(minimum: 0, maximum: 499))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.mtTrackingID, EvdevAbsInfo(minimum: 0, maximum: 65535))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.mtPressure, EvdevAbsInfo(minimum: 0, maximum: 255))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.mtTouchMajor, EvdevAbsInfo(minimum: 0, maximum: 999))
        return device
    }

    /// A protocol A touchscreen, 0...999 × 0...499, no slots.
    static func protocolA() -> EvdevDeviceDescription {
        var device = slotted()
        device = EvdevDeviceDescription(
            name: "Test A", eventCodes: [EvdevEventType.key: [EvdevKeyCode.btnTouch]],
            absoluteAxes: device.absoluteAxes.filter {
                $0.key != EvdevAbsoluteAxis.mtSlot && $0.key != EvdevAbsoluteAxis.mtTrackingID
            },
            properties: [EvdevProperty.direct])
        return device
    }

    /// A single-touch panel, 0...999 × 0...499 with `ABS_PRESSURE` 0...100.
    static func singleTouch() -> EvdevDeviceDescription {
        EvdevDeviceDescription(
            name: "Test ST", eventCodes: [EvdevEventType.key: [EvdevKeyCode.btnTouch]],
            absoluteAxes: [
                EvdevAbsoluteAxis.x: EvdevAbsInfo(minimum: 0, maximum: 999),
                EvdevAbsoluteAxis.y: EvdevAbsInfo(minimum: 0, maximum: 499),
                EvdevAbsoluteAxis.pressure: EvdevAbsInfo(minimum: 0, maximum: 100),
            ])
    }

    /// A 1000 × 500 point screen: one point per device unit on the test devices.
    static let screen = EvdevScreenMapping(width: 1000, height: 500)
}
