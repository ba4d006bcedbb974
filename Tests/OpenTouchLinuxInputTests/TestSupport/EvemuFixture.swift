#if os(Linux)
import Foundation
import OpenTouchEvdev

/// A tiny reader for the evemu-devices fixtures of the OpenTouchEvdev tests: the `N:`, `I:`,
/// `P:`, `B:` and `A:` description lines and the `E:` event lines. Test-only, deliberately
/// minimal (the real evemu reader lives in OpenTouchEvdev).
enum EvemuFixture {
    /// The fixtures directory of the OpenTouchEvdev tests, found from this file's path.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("OpenTouchEvdevTests/Fixtures/evemu-devices")

    /// The text of `touchscreens/<name>` (or another subdirectory).
    static func text(_ name: String, in folder: String = "touchscreens") throws -> String {
        try String(contentsOf: directory.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
    }

    /// A recording's device and events. Recordings without a description (the N-Trig ones) take
    /// it from the device's `.desc` file, named by the part of the file name before the first dot.
    static func recording(_ name: String, in folder: String = "touchscreens") throws -> (device: EvdevDeviceDescription, events: [EvdevEvent]) {
        let text = try self.text(name, in: folder)
        var device = description(text)
        if device.name.isEmpty, let deviceName = name.split(separator: ".").first {
            device = description(try self.text(deviceName + ".desc", in: folder))
        }
        return (device, events(text))
    }

    /// The device described by a `.desc` or `.events` file's description lines.
    static func description(_ text: String) -> EvdevDeviceDescription {
        var device = EvdevDeviceDescription()
        var maskRowIndex: [UInt16: Int] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let tag = fields.first else { continue }
            switch tag {
            case "N:":
                device.name = String(line.dropFirst(3))
            case "I:" where fields.count >= 5:
                let values = fields[1...4].map { UInt16($0, radix: 16) ?? 0 }
                device.id = EvdevDeviceID(busType: values[0], vendor: values[1], product: values[2], version: values[3])
            case "P:":
                for (byteIndex, byte) in fields.dropFirst().enumerated() {
                    for bit in bits(byte) { device.insertProperty(UInt16(byteIndex * 8 + bit)) }
                }
            case "B:" where fields.count >= 2:
                guard let type = UInt16(fields[1], radix: 16) else { continue }
                let row = maskRowIndex[type, default: 0]
                maskRowIndex[type] = row + 1
                for (byteIndex, byte) in fields.dropFirst(2).enumerated() {
                    for bit in bits(byte) {
                        let code = UInt16(row * 64 + byteIndex * 8 + bit)
                        if type == 0 {
                            device.insertEventType(code)
                        } else if type != EvdevEventType.abs {
                            device.insert(type: type, code: code)
                        }
                    }
                }
            case "A:" where fields.count >= 5:
                guard let code = UInt16(fields[1], radix: 16) else { continue }
                let numbers = fields.dropFirst(2).map { Int32($0) ?? 0 }
                device.setAbsoluteAxis(code, EvdevAbsInfo(
                    minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
                    resolution: numbers.count > 4 ? numbers[4] : 0))
            default:
                continue
            }
        }
        return device
    }

    /// The `E:` lines as events (`E: 0.054565 0003 002f 0001`).
    static func events(_ text: String) -> [EvdevEvent] {
        text.split(separator: "\n").compactMap { line -> EvdevEvent? in
            guard line.hasPrefix("E: ") else { return nil }
            let fields = line.dropFirst(3).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 4 else { return nil }
            let time = fields[0].split(separator: ".")
            guard time.count == 2, let seconds = Int64(time[0]), let microseconds = Int64(time[1]),
                  let type = UInt16(fields[1], radix: 16), let code = UInt16(fields[2], radix: 16),
                  let value = Int32(fields[3]) else { return nil }
            return EvdevEvent(seconds: seconds, microseconds: microseconds, type: type, code: code, value: value)
        }
    }

    private static func bits(_ byte: Substring) -> [Int] {
        guard let value = UInt8(byte, radix: 16) else { return [] }
        return (0..<8).filter { value & (1 << $0) != 0 }
    }
}
#endif
