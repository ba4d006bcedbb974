#if os(Linux)
import Foundation
import Glibc
import OpenTouchEvdev

/// Writes a device description and its events in evemu's text format (version 1.3), the format
/// of `evemu-record` and of the evemu-devices recordings.
///
/// ``header()`` is the commented summary and the `N:`, `I:`, `P:`, `B:` and `A:` lines, ending
/// with the "Waiting for events" banner; ``line(for:)`` is one `E:` line per event, with times
/// relative to the first event (which is at `0.000001`, as evemu-record writes it) and evemu's comment (the code's name and value, or the time since
/// the previous `SYN_REPORT`). Readers of evemu files (`evemu-play`, OpenTouch's evemu reader)
/// take the result as is.
public struct EvemuWriter: Sendable {
    /// The device described.
    public let device: EvdevDeviceDescription
    /// The kernel release named in the header (`uname -r`).
    public let kernelRelease: String
    private var firstMicroseconds: Int64?
    private var lastReportMilliseconds: Int64?

    /// The event types evemu writes a `B:` mask for, in its order.
    static let maskTypes: [UInt16] = [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x11, 0x12, 0x14, 0x15]

    /// Creates a writer for `device`; the kernel release defaults to this machine's.
    public init(device: EvdevDeviceDescription, kernelRelease: String? = nil) {
        self.device = device
        self.kernelRelease = kernelRelease ?? Self.currentKernelRelease()
    }

    /// The description part of the file, each line ending in a newline.
    public func header() -> String {
        var lines = ["# EVEMU 1.3", "# Kernel: \(kernelRelease)", "# Input device name: \"\(device.name)\""]
        let id = device.id
        lines.append("# Input device ID: bus 0x\(String(id.busType, radix: 16)) vendor \(hex4(id.vendor)) "
                     + "product \(hex4(id.product)) version \(hex4(id.version))")
        lines.append("# Supported events:")
        for type in device.eventTypes {
            lines.append("#   Event type \(type) (\(typeName(type)))")
            for code in device.eventCodes[type] ?? [] {
                lines.append("#     Event code \(code) (\(LinuxInputNames.codeName(code, type: type) ?? "(null)"))")
                if type == EvdevEventType.abs, let axis = device.absoluteAxis(code) {
                    lines.append("#       Value " + pad(axis.value))
                    lines.append("#       Min   " + pad(axis.minimum))
                    lines.append("#       Max   " + pad(axis.maximum))
                    lines.append("#       Fuzz  " + pad(axis.fuzz))
                    lines.append("#       Flat  " + pad(axis.flat))
                    lines.append("#       Resolution \(axis.resolution)")
                }
            }
        }
        lines.append("# Properties:")
        for property in device.properties {
            lines.append("#   Property  type \(property) (\(LinuxInputNames.propertyName(property) ?? "(null)"))")
        }
        lines.append("N: \(device.name)")
        lines.append("I: \(hex4(id.busType)) \(hex4(id.vendor)) \(hex4(id.product)) \(hex4(id.version))")
        lines.append("P: " + bytes(mask(device.properties, bitCount: 64)).joined(separator: " "))
        for type in Self.maskTypes {
            for row in maskRows(type) { lines.append("B: \(hex2(UInt8(type))) " + row) }
        }
        for code in device.absoluteAxes.keys.sorted() {
            guard let axis = device.absoluteAxes[code] else { continue }
            lines.append("A: \(hex2(UInt8(truncatingIfNeeded: code))) \(axis.minimum) \(axis.maximum) \(axis.fuzz) "
                         + "\(axis.flat) \(axis.resolution)")
        }
        lines += ["################################", "#      Waiting for events      #", "################################"]
        return lines.map { $0 + "\n" }.joined()
    }

    /// The `E:` line for `event` (with a newline). As evemu-record does, times count from one
    /// microsecond before the first event passed here, so the first event is at `0.000001`.
    public mutating func line(for event: EvdevEvent) -> String {
        let (seconds, microseconds) = InputEventRecord.timeval(event.time)
        let absolute = seconds &* 1_000_000 &+ microseconds
        let start = firstMicroseconds ?? (absolute - 1)
        if firstMicroseconds == nil { firstMicroseconds = start }
        let relative = max(0, absolute - start)
        let time = "\(relative / 1_000_000)." + String(format: "%06d", relative % 1_000_000)
        var text = "E: \(time) \(hex4(event.type)) \(hex4(event.code)) \(value4(event.value))\t"
        if event.isSyncReport {
            // evemu's gap: whole milliseconds of this report minus those of the previous one.
            let milliseconds = relative / 1_000
            let gap = lastReportMilliseconds.map { milliseconds - $0 } ?? 0
            lastReportMilliseconds = milliseconds
            text += "# ------------ SYN_REPORT (0) ---------- +\(gap)ms"
        } else {
            let code = LinuxInputNames.codeName(event.code, type: event.type) ?? "(null)"
            text += "# \(typeName(event.type)) / " + code.padding(toLength: max(20, code.count), withPad: " ", startingAt: 0)
                + " \(event.value)"
        }
        return text + "\n"
    }

    private func maskRows(_ type: UInt16) -> [String] {
        let codes: [UInt16]
        let bitCount: Int
        if type == 0 {
            codes = device.eventTypes
            bitCount = Int(EvdevEventType.max) + 1
        } else {
            codes = device.eventCodes[type] ?? []
            bitCount = Int(LinuxInputNames.maximumCode(ofType: type) ?? 0) + 1
        }
        let all = bytes(mask(codes, bitCount: bitCount))
        return stride(from: 0, to: all.count, by: 8).map { start in
            var row = Array(all[start..<min(start + 8, all.count)])
            while row.count < 8 { row.append("00") }
            return row.joined(separator: " ")
        }
    }

    private func mask(_ codes: [UInt16], bitCount: Int) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: max(1, (bitCount + 7) / 8))
        for code in codes where Int(code) < bitCount {
            mask[Int(code) / 8] |= 1 << (code % 8)
        }
        return mask
    }

    private func bytes(_ mask: [UInt8]) -> [String] { mask.map(hex2) }
    private func typeName(_ type: UInt16) -> String { LinuxInputNames.typeName(type) ?? "(null)" }
    private func hex2(_ value: UInt8) -> String { String(format: "%02x", value) }
    private func hex4(_ value: UInt16) -> String { String(format: "%04x", value) }
    private func pad(_ value: Int32) -> String { String(format: "%6d", value) }
    private func value4(_ value: Int32) -> String { String(format: "%04d", value) }

    private static func currentKernelRelease() -> String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown" }
        return withUnsafeBytes(of: names.release) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}
#endif
