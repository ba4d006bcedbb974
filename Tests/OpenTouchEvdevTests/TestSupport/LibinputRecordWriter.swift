import Foundation
import OpenTouchEvdev

/// Writes a recording as a `libinput record` YAML file (a test helper, so both readers can be
/// checked against the same events).
enum LibinputRecordWriter {
    static func yaml(_ recording: EvdevRecording) -> String {
        let device = recording.device
        var lines = ["version: 1", "ndevices: 1", "devices:", "- node: /dev/input/event0", "  evdev:"]
        lines.append("    name: \"\(device.name)\"")
        lines.append("    id: [\(device.id.busType), \(device.id.vendor), \(device.id.product), \(device.id.version)]")
        lines.append("    codes:")
        for type in device.eventTypes {
            let codes = device.eventCodes[type]!.map(String.init).joined(separator: ", ")
            lines.append("      \(type): [\(codes)]")
        }
        lines.append("    absinfo:")
        for code in device.absoluteAxes.keys.sorted() {
            let a = device.absoluteAxes[code]!
            lines.append("      \(code): [\(a.minimum), \(a.maximum), \(a.fuzz), \(a.flat), \(a.resolution)]")
        }
        lines.append("    properties: [\(device.properties.map(String.init).joined(separator: ", "))]")
        lines.append("  events:")
        var frameOpen = false
        for event in recording.events {
            if !frameOpen { lines.append("  - evdev:"); frameOpen = true }
            let seconds = event.time.rounded(.down)
            let micros = Int(((event.time - seconds) * 1_000_000).rounded())
            lines.append("    - [\(Int(seconds)), \(micros), \(event.type), \(event.code), \(event.value)]")
            if event.isSyncReport { frameOpen = false }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
