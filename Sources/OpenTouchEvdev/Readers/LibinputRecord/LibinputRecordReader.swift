import Foundation
import Yams

/// Reads `libinput record` YAML files (format version 1).
///
/// The device comes from `devices[n].evdev` (`name`, `id: [bus, vendor, product, version]`,
/// `codes: {type: [code, …]}`, `absinfo: {code: [min, max, fuzz, flat, resolution]}`,
/// `properties: [property, …]`); the events from the `evdev:` lists in `devices[n].events`, each
/// entry `[sec, usec, type, code, value]` in decimal. Other entries (`libinput:`, `hid:`) and
/// unknown keys are ignored, as the format asks. Errors name the YAML line.
public enum LibinputRecordReader {
    /// Reads device `deviceIndex` (0 for a single-device recording) of the recording in `text`.
    public static func parse(_ text: String, deviceIndex: Int = 0,
                             source: String? = nil) throws(EvdevReadError) -> EvdevRecording {
        var reader = LibinputRecordParser(text: text, source: source)
        return try reader.parse(deviceIndex: deviceIndex)
    }

    /// Reads device `deviceIndex` of the recording at `url`.
    public static func read(contentsOf url: URL, deviceIndex: Int = 0) throws(EvdevReadError) -> EvdevRecording {
        let bytes = try EvemuReader.readBytes(url)
        return try parse(String(decoding: bytes, as: UTF8.self), deviceIndex: deviceIndex,
                         source: url.lastPathComponent)
    }
}

/// The state of one `libinput record` parse: the source text, and a work budget that bounds the
/// nodes visited by the text's size, so YAML aliases cannot multiply the work.
struct LibinputRecordParser {
    let text: String
    let source: String?
    var budget: Int
    var warnings: [EvdevDiagnostic] = []

    init(text: String, source: String?) {
        self.text = text
        self.source = source
        budget = text.utf8.count + 64
    }

    mutating func parse(deviceIndex: Int) throws(EvdevReadError) -> EvdevRecording {
        let root = try compose()
        guard let top = root?.mapping else {
            throw fail(root, "expected a mapping with 'version' and 'devices' at the top, found \(kind(root))")
        }
        try checkVersion(top, root: root)
        let device = try selectDevice(top, index: deviceIndex, root: root)
        guard let evdev = device.mapping?["evdev"] else {
            throw fail(device, "device has no 'evdev' description")
        }
        let description = try parseDescription(evdev)
        let (events, lines) = try parseEvents(device.mapping?["events"], device: device)
        return EvdevRecording(device: description, events: events, eventLines: lines, warnings: warnings)
    }

    private func compose() throws(EvdevReadError) -> Node? {
        try checkNesting()
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw translate(error)
        } catch {
            throw EvdevReadError(line: 0, "not YAML: \(error)", source: source)
        }
    }

    private func checkVersion(_ top: Node.Mapping, root: Node?) throws(EvdevReadError) {
        guard let version = top["version"] else {
            throw fail(root, "missing 'version' (is this a libinput record file?)")
        }
        guard version.scalar?.string == "1" else {
            throw fail(version, "unsupported format version \(describe(version)); this reader knows version 1")
        }
    }

    private func selectDevice(_ top: Node.Mapping, index: Int, root: Node?) throws(EvdevReadError) -> Node {
        guard let devices = top["devices"] else { throw fail(root, "missing 'devices'") }
        guard let list = devices.sequence else {
            throw fail(devices, "expected 'devices' to be a list, found \(kind(devices))")
        }
        guard index >= 0, index < list.count else {
            throw fail(devices, "device \(index) requested, the file has \(list.count)")
        }
        return list[index]
    }
}
