import Foundation

/// How ``RecordingFile`` reads an evemu file: a single file, an `.events` file with the
/// description beside it or named outright, and the error for a `.desc` file on its own.
enum EvemuFileLoading {
    static func read(_ url: URL, data: Data, descriptionURL: URL?) throws(RecordingFileError) -> EvdevRecording {
        if let descriptionURL {
            return try readPair(description: descriptionURL, events: url)
        }
        if RecordingFileFormat.firstMeaningfulLine(of: data).hasPrefix("E:") {
            if let found = EvemuReader.descriptionURL(forEventsAt: url) {
                return try readPair(description: found, events: url)
            }
            do {
                return try EvemuReader.readPair(eventsAt: url)   // throws: no description beside it
            } catch {
                var failure = RecordingFileFormat.fileError(error, reading: [url])
                failure.message += "; name it with --desc FILE"
                throw failure
            }
        }
        let recording: EvdevRecording
        do {
            recording = try EvemuReader.parse(bytes: Array(data), source: url.lastPathComponent)
        } catch {
            throw RecordingFileFormat.fileError(error, reading: [url])
        }
        if recording.events.isEmpty && recording.eventLines.isEmpty {
            throw loneDescription(url)
        }
        return recording
    }

    private static func readPair(description: URL, events: URL) throws(RecordingFileError) -> EvdevRecording {
        do {
            return try EvemuReader.read(descriptionAt: description, eventsAt: events)
        } catch {
            throw RecordingFileFormat.fileError(error, reading: [events, description])
        }
    }

    /// The error for a description with no events, naming the recordings beside it that use it.
    private static func loneDescription(_ url: URL) -> RecordingFileError {
        let folder = url.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let users = names.filter { $0.hasSuffix(".events") }.sorted().filter { name in
            EvemuReader.descriptionURL(forEventsAt: folder.appendingPathComponent(name))?.lastPathComponent
                == url.lastPathComponent
        }
        let hint = users.isEmpty
            ? "replay an .events file recorded with this device (with --desc naming this file if it is not beside it)"
            : "replay one of the recordings beside it that use it: " + users.prefix(5).joined(separator: ", ")
                + (users.count > 5 ? " (and \(users.count - 5) more)" : "")
        return RecordingFileError(path: url.path, "a device description with no events, not a recording; \(hint)")
    }
}
