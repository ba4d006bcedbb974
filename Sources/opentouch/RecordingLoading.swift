import Foundation
import OpenTouch

// Loading a recording for `opentouch replay`, whatever its format.
//
// PLUG-IN POINT for more formats (the evemu and libinput readers of the OpenTouchEvdev target):
// 1. in Package.swift, add "OpenTouchEvdev" to the dependencies of the `opentouch` target;
// 2. here, `import OpenTouchEvdev` and add one `RecordingFormat` to `recordingFormats` below,
//    for example
//        RecordingFormat(name: "evemu recording", recognizes: { $0.starts(with: Array("# EVEMU".utf8)) },
//                        load: { data, screen in try EvemuReader.read(data, screen: screen) })
//    `recognizes` looks at the file's bytes (its first line is enough) and must not accept
//    another format's files; `load` turns the file into a `DigitizerRecording`. `screen` is the
//    `--screen` size when given, else nil: a format without a screen size of its own should fall
//    back to the device's size or throw an error asking for --screen. The result's header screen
//    size is replaced by `--screen` when it is given, whatever the format.
// Formats are tried in order; the first that recognizes the file loads it. Nothing else changes.

/// A recording file format `opentouch replay` can read.
struct RecordingFormat: Sendable {
    /// The format's name, in error messages.
    let name: String
    /// Whether the file's bytes are in this format.
    let recognizes: @Sendable (Data) -> Bool
    /// Reads the file; `screen` is the `--screen` size, if given.
    let load: @Sendable (Data, CGSize?) throws -> DigitizerRecording
}

/// The formats, tried in order.
let recordingFormats: [RecordingFormat] = [
    RecordingFormat(
        name: "OpenTouch digitizer recording (JSON Lines)",
        recognizes: { data in data.first { ![0x20, 0x09, 0x0D, 0x0A, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "{") },
        load: { data, _ in try DigitizerRecording(jsonLines: data) }
    ),
]

/// A failure the command reports as `Error: …` with a non-zero exit status.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Reads the recording at `url` in whichever of ``recordingFormats`` it is; `screen` (from
/// `--screen`) replaces the recording's screen size when given.
func loadRecording(_ url: URL, screen: CGSize?) throws -> DigitizerRecording {
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
        var recording = try format.load(data, screen)
        if let screen { recording.header.screenSize = screen }
        return recording
    } catch {
        throw CommandFailure("\(path): \(error)")
    }
}
