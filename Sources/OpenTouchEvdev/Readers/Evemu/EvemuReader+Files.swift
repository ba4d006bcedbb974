import Foundation

extension EvemuReader {
    /// Reads a single-file recording from `url`.
    public static func read(contentsOf url: URL) throws(EvdevReadError) -> EvdevRecording {
        try parse(bytes: readBytes(url), source: url.lastPathComponent)
    }

    /// Reads a split pair from a `.desc` file and an `.events` file.
    public static func read(descriptionAt descriptionURL: URL, eventsAt eventsURL: URL) throws(EvdevReadError) -> EvdevRecording {
        try parse(descriptionBytes: readBytes(descriptionURL), eventsBytes: readBytes(eventsURL),
                  descriptionSource: descriptionURL.lastPathComponent, eventsSource: eventsURL.lastPathComponent)
    }

    /// Reads the split pair an `.events` file belongs to, finding its `.desc` sibling with
    /// ``descriptionURL(forEventsAt:)``.
    public static func readPair(eventsAt eventsURL: URL) throws(EvdevReadError) -> EvdevRecording {
        guard let descriptionURL = descriptionURL(forEventsAt: eventsURL) else {
            let tried = descriptionFileNames(forEventsFileNamed: eventsURL.lastPathComponent)
            throw EvdevReadError(line: 0, "no description file beside it (tried \(tried.joined(separator: ", ")))",
                                 source: eventsURL.lastPathComponent)
        }
        return try read(descriptionAt: descriptionURL, eventsAt: eventsURL)
    }

    /// The `.desc` file beside an events file, if one exists.
    ///
    /// Recordings are named `<Device Name>.<recording>.events` or `<Device Name> <recording>.events`
    /// beside `<Device Name>.desc`. Device names may contain dots and spaces, so the candidates are
    /// tried longest prefix first (see ``descriptionFileNames(forEventsFileNamed:)``).
    public static func descriptionURL(forEventsAt eventsURL: URL) -> URL? {
        let folder = eventsURL.deletingLastPathComponent()
        for name in descriptionFileNames(forEventsFileNamed: eventsURL.lastPathComponent) {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The candidate description file names for an events file name, longest prefix first, each
    /// prefix ending where a dot or a space does: `"A.B tap.events"` gives
    /// `["A.B tap.desc", "A.B.desc", "A.desc"]`.
    public static func descriptionFileNames(forEventsFileNamed fileName: String) -> [String] {
        var stem = Substring(fileName)
        if stem.hasSuffix(".events") { stem = stem.dropLast(".events".count) }
        var names: [String] = []
        while !stem.isEmpty {
            names.append(stem + ".desc")
            guard let end = stem.lastIndex(where: { $0 == "." || $0 == " " }) else { break }
            stem = stem[stem.startIndex..<end]
        }
        return names
    }

    static func readBytes(_ url: URL) throws(EvdevReadError) -> [UInt8] {
        do {
            return Array(try Data(contentsOf: url))
        } catch {
            throw EvdevReadError(line: 0, "cannot read the file: \(error.localizedDescription)",
                                 source: url.lastPathComponent)
        }
    }
}
