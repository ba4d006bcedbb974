#if os(Linux)
import Foundation
import Glibc
import OpenTouchEvdev

/// Hand-built device descriptions.
enum TestDevices {
    /// A protocol B touchscreen, 0...799 × 0...479, `slots` slots, `INPUT_PROP_DIRECT`.
    static func touchscreen(slots: Int32 = 4) -> EvdevDeviceDescription {
        var device = EvdevDeviceDescription(name: "OpenTouch Test Touchscreen",
                                            id: EvdevDeviceID(busType: 0x06, vendor: 0x1234, product: 0x5678, version: 1),
                                            properties: [EvdevProperty.direct])
        device.insert(type: EvdevEventType.key, code: EvdevKeyCode.btnTouch)
        device.setAbsoluteAxis(EvdevAbsoluteAxis.x, EvdevAbsInfo(minimum: 0, maximum: 799))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.y, EvdevAbsInfo(minimum: 0, maximum: 479))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.mtSlot, EvdevAbsInfo(minimum: 0, maximum: slots - 1))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.mtPositionX, EvdevAbsInfo(minimum: 0, maximum: 799))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.mtPositionY, EvdevAbsInfo(minimum: 0, maximum: 479))
        device.setAbsoluteAxis(EvdevAbsoluteAxis.mtTrackingID, EvdevAbsInfo(minimum: 0, maximum: 65535))
        return device
    }

    /// An 800 × 480 point screen: one point per device unit on ``touchscreen(slots:)``.
    static let screen = EvdevScreenMapping(width: 800, height: 480)

    /// A protocol B touch-down in `slot` at (`x`, `y`) with tracking id `id`, as a frame at `time`.
    static func down(slot: Int32, id: Int32, x: Int32, y: Int32, at time: Double) -> [EvdevEvent] {
        [.absolute(EvdevAbsoluteAxis.mtSlot, slot, at: time),
         .absolute(EvdevAbsoluteAxis.mtTrackingID, id, at: time),
         .absolute(EvdevAbsoluteAxis.mtPositionX, x, at: time),
         .absolute(EvdevAbsoluteAxis.mtPositionY, y, at: time),
         .key(EvdevKeyCode.btnTouch, 1, at: time),
         .syncReport(at: time)]
    }

    /// A protocol B move of `slot` to (`x`, `y`), as a frame at `time`.
    static func move(slot: Int32, x: Int32, y: Int32, at time: Double) -> [EvdevEvent] {
        [.absolute(EvdevAbsoluteAxis.mtSlot, slot, at: time),
         .absolute(EvdevAbsoluteAxis.mtPositionX, x, at: time),
         .absolute(EvdevAbsoluteAxis.mtPositionY, y, at: time),
         .syncReport(at: time)]
    }

    /// A protocol B lift of `slot`, as a frame at `time`.
    static func up(slot: Int32, at time: Double) -> [EvdevEvent] {
        [.absolute(EvdevAbsoluteAxis.mtSlot, slot, at: time),
         .absolute(EvdevAbsoluteAxis.mtTrackingID, -1, at: time),
         .key(EvdevKeyCode.btnTouch, 0, at: time),
         .syncReport(at: time)]
    }
}

/// A fresh empty temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("opentouch-linux-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Ignores SIGPIPE, so a write to a closed pipe fails with EPIPE instead of ending the process.
let ignoreBrokenPipes: Void = {
    signal(SIGPIPE, SIG_IGN)
}()

/// Polls `condition` on the main actor (draining `app`'s input each time) until it holds or
/// `seconds` pass; returns whether it held.
@MainActor
func waitFor(seconds: Double = 30, draining scene: TouchScene? = nil, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        scene?.app.processPendingInput()
        if condition() { return true }
        usleep(2_000)
    }
    scene?.app.processPendingInput()
    return condition()
}
#endif
