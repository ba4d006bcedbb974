import Foundation

extension RecordingFile {
    /// Reads the raw device recording at `url` (an evemu or `libinput record` file) without
    /// decoding touches, as `opentouch replay` does to find keyboard recordings; nil for an
    /// OpenTouch JSON Lines recording, which holds decoded events rather than a device's.
    ///
    /// - Throws: ``RecordingFileError`` as ``read(contentsOf:options:)`` does.
    public static func readDevice(contentsOf url: URL, options: Options = .init()) throws(RecordingFileError) -> EvdevRecording? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return nil   // read(contentsOf:options:) reports a missing or unreadable file
        }
        guard let format = RecordingFileFormat.all.first(where: { $0.recognizes(data) }) else { return nil }
        switch format.kind {
        case .jsonLines:
            return nil
        case .evemu:
            return try EvemuFileLoading.read(url, data: data, descriptionURL: options.descriptionURL)
        case .libinputRecord:
            return try RecordingFileFormat.readLibinputRecord(url, data: data)
        }
    }
}
