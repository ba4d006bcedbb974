import Foundation
import OpenTouch
import OpenTouchEvdev

// Loading a recording for `opentouch replay`, whatever its format: OpenTouch's JSON Lines
// recordings, evemu recordings (the single file and the older `.desc` + `.events` pair) and
// `libinput record` YAML. Formats are tried in order; the first that recognizes the file loads it.

/// A recording file format `opentouch replay` can read.
struct RecordingFormat: Sendable {
    /// The format's name, in error messages.
    let name: String
    /// Whether the file's bytes are in this format.
    let recognizes: @Sendable (Data) -> Bool
    /// Reads the file at the URL (whose bytes are given) with the replay options.
    let load: @Sendable (URL, Data, ReplayInputOptions) throws -> DigitizerRecording
}

/// How raw device recordings become points: the `--screen`, `--rotation`, `--flip-…` and
/// `--protocol` options.
struct ReplayInputOptions: Sendable {
    var screen: CGSize?
    var rotation: EvdevScreenMapping.Rotation = .none
    var flipsHorizontally = false
    var flipsVertically = false
    var protocolSelection: EvdevProtocolSelection = .automatic
}

/// The formats, tried in order.
let recordingFormats: [RecordingFormat] = [
    RecordingFormat(
        name: "OpenTouch digitizer recording (JSON Lines)",
        recognizes: { firstMeaningfulLine(of: $0).hasPrefix("{") },
        load: { _, data, _ in try DigitizerRecording(jsonLines: data) }
    ),
    RecordingFormat(
        name: "evemu recording",
        recognizes: { data in
            let line = firstMeaningfulLine(of: data, skippingComments: false)
            return line.hasPrefix("# EVEMU") || ["N:", "I:", "P:", "B:", "A:", "E:"].contains { line.hasPrefix($0) }
        },
        load: { url, data, options in
            let isEventsOnly = firstMeaningfulLine(of: data).hasPrefix("E:")
            let recording = isEventsOnly ? try EvemuReader.readPair(eventsAt: url)
                                         : try EvemuReader.read(contentsOf: url)
            return try digitizerRecording(recording, format: "evemu", url: url, options: options)
        }
    ),
    RecordingFormat(
        name: "libinput record (YAML)",
        recognizes: { data in
            let text = String(decoding: data.prefix(4096), as: UTF8.self)
            return text.contains("devices:") && (text.contains("libinput:") || text.contains("ndevices:"))
        },
        load: { url, _, options in
            let recording = try LibinputRecordReader.read(contentsOf: url)
            return try digitizerRecording(recording, format: "libinput record", url: url, options: options)
        }
    ),
]

/// The first line of `data` that is not blank (nor a `#` comment, unless asked), trimmed.
private func firstMeaningfulLine(of data: Data, skippingComments: Bool = true) -> String {
    let text = String(decoding: data.prefix(64 * 1024), as: UTF8.self)
    for line in text.split(whereSeparator: \.isNewline) {
        let trimmed = line.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\u{FEFF}")))
        if trimmed.isEmpty || (skippingComments && trimmed.hasPrefix("#")) { continue }
        return trimmed
    }
    return ""
}

/// Decodes a device recording onto the screen: `--screen` when given, else the panel's physical
/// size at 163 points per inch when both axes report a resolution, else one point per device unit
/// (with a warning that asks for `--screen`).
private func digitizerRecording(_ recording: EvdevRecording, format: String, url: URL,
                                options: ReplayInputOptions) throws -> DigitizerRecording {
    let device = recording.device
    let touchProtocol = device.touchProtocol(for: options.protocolSelection)
    let single = touchProtocol == .singleTouch
    guard touchProtocol != nil,
          let xAxis = device.absoluteAxis(single ? EvdevAbsoluteAxis.x : EvdevAbsoluteAxis.mtPositionX),
          let yAxis = device.absoluteAxis(single ? EvdevAbsoluteAxis.y : EvdevAbsoluteAxis.mtPositionY) else {
        throw CommandFailure("\(url.path): the device \"\(device.name)\" has no touch position axes to read")
    }
    var warnings = recording.warnings.map(\.description)
    var size: CGSize
    if let screen = options.screen {
        size = screen
    } else if xAxis.resolution > 0, yAxis.resolution > 0 {
        let pointsPerMillimetre = 163 / 25.4
        size = CGSize(width: Double(xAxis.span) / Double(xAxis.resolution) * pointsPerMillimetre,
                      height: Double(yAxis.span) / Double(yAxis.resolution) * pointsPerMillimetre)
    } else {
        size = CGSize(width: Double(xAxis.span), height: Double(yAxis.span))
        warnings.append("the device reports no resolution, so one point per device unit "
                        + "(\(Int(size.width))×\(Int(size.height))); pass --screen WxH for your screen")
    }
    if options.screen == nil, options.rotation == .clockwise90 || options.rotation == .clockwise270 {
        size = CGSize(width: size.height, height: size.width)
    }
    let mapping = EvdevScreenMapping(size: size, rotation: options.rotation,
                                     flipsHorizontally: options.flipsHorizontally,
                                     flipsVertically: options.flipsVertically)
    let decoding = recording.decode(mapping: mapping,
                                    options: .init(protocolSelection: options.protocolSelection))
    warnings += decoding.diagnostics.map(\.description)
    var result = DigitizerRecording(
        header: .init(screenSize: size, device: device.name, source: "\(format): \(url.lastPathComponent)"),
        events: decoding.events)
    result.readDiagnostics = warnings
    return result
}

/// A failure the command reports as `Error: …` with a non-zero exit status.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Reads the recording at `url` in whichever of ``recordingFormats`` it is; `options.screen`
/// (from `--screen`) replaces the recording's screen size when given.
func loadRecording(_ url: URL, options: ReplayInputOptions) throws -> DigitizerRecording {
    let path = url.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CommandFailure("no such file: \(path)")
    }
    guard !isDirectory.boolValue else { throw CommandFailure("\(path) is a directory, not a recording") }
    let data: Data
    do {
        data = try Data(contentsOf: url)
    } catch {
        throw CommandFailure("cannot read \(path): \(error.localizedDescription)")
    }
    guard let format = recordingFormats.first(where: { $0.recognizes(data) }) else {
        let names = recordingFormats.map(\.name).joined(separator: "; ")
        throw CommandFailure("\(path) is not in a format opentouch can replay (it reads: \(names))")
    }
    do {
        var recording = try format.load(url, data, options)
        if let screen = options.screen { recording.header.screenSize = screen }
        return recording
    } catch {
        throw CommandFailure("\(path): \(error)")
    }
}
