import Foundation
import OpenTouch

/// Reads a touch recording file in any format OpenTouch replays, as `opentouch replay` does:
/// OpenTouch's JSON Lines recordings, evemu recordings (the single file, or an `.events` file with
/// its `.desc` description) and `libinput record` YAML.
///
/// ```swift
/// let recording = try RecordingFile.read(contentsOf: url, options: .init(placement: .init(screen: CGSize(width: 800, height: 480))))
/// app.replay(recording)
/// ```
public enum RecordingFile {
    /// How to read a file: where a device recording's touches land, and the description of a
    /// split evemu recording when it is not beside the events file.
    public struct Options: Sendable, Hashable {
        /// Where a device recording's touches land; its screen also replaces a JSON Lines
        /// recording's own screen size when given.
        public var placement: EvdevReplayPlacement
        /// The `.desc` file of an evemu `.events` file; nil to look for it beside the events file
        /// (``EvemuReader/descriptionURL(forEventsAt:)``).
        public var descriptionURL: URL?

        /// Creates options.
        public init(placement: EvdevReplayPlacement = .init(), descriptionURL: URL? = nil) {
            self.placement = placement
            self.descriptionURL = descriptionURL
        }
    }

    /// Reads the recording at `url`, whichever format it is in.
    ///
    /// - Throws: ``RecordingFileError`` naming the file (once), the line and what is wrong: a
    ///   missing or unreadable file, an unknown format, a `.desc` file on its own (it holds no
    ///   events), a description given for a file that is not an evemu events file, or any error
    ///   of the format's reader.
    public static func read(contentsOf url: URL, options: Options = .init()) throws(RecordingFileError) -> DigitizerRecording {
        let data = try contents(of: url)
        guard let format = RecordingFileFormat.all.first(where: { $0.recognizes(data) }) else {
            let names = RecordingFileFormat.all.map(\.name).joined(separator: "; ")
            throw RecordingFileError(path: url.path, "not in a format OpenTouch can replay (it reads: \(names))")
        }
        if options.descriptionURL != nil, format.kind != .evemu {
            throw RecordingFileError(path: url.path, "a description file (--desc) applies to evemu events files; "
                                     + "this file is: \(format.name)")
        }
        var recording = try format.load(url, data, options)
        if let screen = options.placement.screen { recording.header.screenSize = screen }
        return recording
    }

    /// The names of the formats ``read(contentsOf:options:)`` reads, in the order it tries them.
    public static var formatNames: [String] { RecordingFileFormat.all.map(\.name) }

    private static func contents(of url: URL) throws(RecordingFileError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw RecordingFileError(path: url.path, "no such file")
        }
        guard !isDirectory.boolValue else { throw RecordingFileError(path: url.path, "a directory, not a recording") }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw RecordingFileError(path: url.path, "cannot read it: \(error.localizedDescription)")
        }
    }
}
