import Foundation
import OpenTouch

/// One file format ``RecordingFile`` reads: how to recognize it and how to load it.
struct RecordingFileFormat: Sendable {
    enum Kind: Sendable { case jsonLines, evemu, libinputRecord }

    let kind: Kind
    /// The format's name, in error messages.
    let name: String
    /// Whether the file's bytes are in this format.
    let recognizes: @Sendable (Data) -> Bool
    /// Reads the file at the URL (whose bytes are given).
    let load: @Sendable (URL, Data, RecordingFile.Options) throws(RecordingFileError) -> DigitizerRecording

    /// The formats, in the order they are tried.
    static let all: [RecordingFileFormat] = [jsonLines, evemu, libinputRecord]

    static let jsonLines = RecordingFileFormat(
        kind: .jsonLines, name: "OpenTouch digitizer recording (JSON Lines)",
        recognizes: { firstMeaningfulLine(of: $0).hasPrefix("{") },
        load: { url, data, _ throws(RecordingFileError) in
            do {
                return try DigitizerRecording(jsonLines: data)
            } catch let error as DigitizerRecording.FormatError {
                throw RecordingFileError(path: url.path, line: error.line, error.message)
            } catch {
                throw RecordingFileError(path: url.path, "\(error)")
            }
        })

    static let evemu = RecordingFileFormat(
        kind: .evemu, name: "evemu recording",
        recognizes: { data in
            let line = firstMeaningfulLine(of: data, skippingComments: false)
            return line.hasPrefix("# EVEMU") || ["N:", "I:", "P:", "B:", "A:", "E:"].contains { line.hasPrefix($0) }
        },
        load: { url, data, options throws(RecordingFileError) in
            let recording = try EvemuFileLoading.read(url, data: data, descriptionURL: options.descriptionURL)
            return try deviceRecording(recording, format: "evemu", url: url, placement: options.placement)
        })

    static let libinputRecord = RecordingFileFormat(
        kind: .libinputRecord, name: "libinput record (YAML)",
        recognizes: { data in
            let text = String(decoding: data.prefix(4096), as: UTF8.self)
            return text.contains("devices:") && (text.contains("libinput:") || text.contains("ndevices:"))
        },
        load: { url, data, options throws(RecordingFileError) in
            let recording = try readLibinputRecord(url, data: data)
            return try deviceRecording(recording, format: "libinput record", url: url, placement: options.placement)
        })

    static func readLibinputRecord(_ url: URL, data: Data) throws(RecordingFileError) -> EvdevRecording {
        do {
            return try LibinputRecordReader.parse(String(decoding: data, as: UTF8.self), source: url.lastPathComponent)
        } catch {
            throw fileError(error, reading: [url])
        }
    }

    /// A device recording decoded onto the placement's screen.
    private static func deviceRecording(_ recording: EvdevRecording, format: String, url: URL,
                                        placement: EvdevReplayPlacement) throws(RecordingFileError) -> DigitizerRecording {
        do {
            return try DigitizerRecording(recording, placement: placement, source: "\(format): \(url.lastPathComponent)")
        } catch {
            throw RecordingFileError(path: url.path, line: error.line, error.message)
        }
    }

    /// A reader's error as a file error, naming whichever of `files` it came from (the first
    /// when it names none).
    static func fileError(_ error: EvdevReadError, reading files: [URL]) -> RecordingFileError {
        let file = files.first { $0.lastPathComponent == error.source } ?? files[0]
        return RecordingFileError(path: file.path, line: error.line, error.message)
    }

    /// The first line of `data` that is not blank (nor a `#` comment, unless asked), trimmed.
    static func firstMeaningfulLine(of data: Data, skippingComments: Bool = true) -> String {
        let text = String(decoding: data.prefix(64 * 1024), as: UTF8.self)
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\u{FEFF}")))
            if trimmed.isEmpty || (skippingComments && trimmed.hasPrefix("#")) { continue }
            return trimmed
        }
        return ""
    }
}
