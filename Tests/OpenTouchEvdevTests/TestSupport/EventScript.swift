import Foundation
import OpenTouch
import OpenTouchEvdev

/// Builds evdev event streams frame by frame for decoder tests.
struct EventScript {
    private(set) var events: [EvdevEvent] = []
    var time: Double = 10

    /// Appends an `EV_ABS` event.
    mutating func abs(_ code: UInt16, _ value: Int32) {
        events.append(.absolute(code, value, at: time))
    }

    /// Appends an `EV_KEY` event.
    mutating func key(_ code: UInt16, _ value: Int32) {
        events.append(.key(code, value, at: time))
    }

    /// Appends a `SYN_MT_REPORT`.
    mutating func mtReport() {
        events.append(.sync(EvdevSyncCode.mtReport, at: time))
    }

    /// Appends a `SYN_DROPPED`.
    mutating func dropped() {
        events.append(.sync(EvdevSyncCode.dropped, at: time))
    }

    /// Appends `SYN_REPORT` and moves time on by `step`.
    mutating func report(step: Double = 0.01) {
        events.append(.syncReport(at: time))
        time += step
    }

    /// Protocol B: selects `slot`.
    mutating func slot(_ slot: Int32) { abs(EvdevAbsoluteAxis.mtSlot, slot) }

    /// Protocol B: sets the current slot's tracking id.
    mutating func trackingID(_ id: Int32) { abs(EvdevAbsoluteAxis.mtTrackingID, id) }

    /// Sets the MT position of the current slot or contact.
    mutating func position(_ x: Int32, _ y: Int32) {
        abs(EvdevAbsoluteAxis.mtPositionX, x)
        abs(EvdevAbsoluteAxis.mtPositionY, y)
    }

    /// Protocol A: one contact at (`x`, `y`) closed by `SYN_MT_REPORT`.
    mutating func contact(_ x: Int32, _ y: Int32) {
        position(x, y)
        mtReport()
    }
}

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

/// Decodes `events` and returns the digitizer events including ``EvdevTouchDecoder/finish()``'s.
func decodeAll(_ events: [EvdevEvent], device: EvdevDeviceDescription,
               mapping: EvdevScreenMapping = TestDevices.screen,
               options: EvdevTouchDecoder.Options = .init()) -> (events: [DigitizerEvent], decoder: EvdevTouchDecoder) {
    var decoder = EvdevTouchDecoder(device: device, mapping: mapping, options: options)
    var output: [DigitizerEvent] = []
    for event in events {
        if let digitizer = decoder.feed(event) { output.append(digitizer) }
    }
    if let last = decoder.finish() { output.append(last) }
    return (output, decoder)
}

extension DigitizerEvent.Finger {
    /// `down`, `move`, `up` or `other`, from the event mask.
    var phase: String {
        if eventMask.contains(.cancel) { return "cancel" }
        if eventMask.contains(.touch) { return isTouching ? "down" : "up" }
        return eventMask.contains(.position) ? "move" : "other"
    }

    /// A compact description for expectations: `down 1 (100,50)`.
    var summary: String {
        "\(phase) \(identity) (\(Self.format(location.x)),\(Self.format(location.y)))"
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3f", Double(value))
    }
}

extension Array where Element == DigitizerEvent {
    /// Every finger of every event, summarised.
    var summaries: [[String]] { map { $0.fingers.map(\.summary) } }
}
