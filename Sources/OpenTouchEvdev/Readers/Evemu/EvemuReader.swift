import Foundation

/// Reads evemu recordings: the single-file format (`# EVEMU 1.3` and later, description then
/// events) and the older split pair of a `.desc` and an `.events` file.
///
/// Lines: `N: <name>`, `I: <bus> <vendor> <product> <version>` (hex), `P: <bytes>` (property
/// bitmask, hex), `B: <type> <bytes>` (code bitmask of one event type, hex; type 0 lists the event
/// types), `A: <axis> <min> <max> <fuzz> <flat> [<resolution>]` (hex axis, decimal values;
/// resolution is absent before 1.3), `E: <sec>.<usec> <type> <code> <value>` (hex type and code,
/// decimal value), and `#` comments, also after a line's data. Lines starting with another
/// capital letter and a colon are skipped with a warning; anything else is an error.
public enum EvemuReader {
    /// Reads a single-file recording (description and events) from `text`.
    public static func parse(_ text: String, source: String? = nil) throws(EvdevReadError) -> EvdevRecording {
        try parse(bytes: Array(text.utf8), source: source)
    }

    /// Reads a single-file recording from raw bytes. Bytes that are not evemu syntax fail on their
    /// line; a name with invalid UTF-8 is decoded with replacement characters.
    public static func parse(bytes: [UInt8], source: String? = nil) throws(EvdevReadError) -> EvdevRecording {
        var parser = EvemuParser(role: .singleFile, source: source)
        try parser.parse(bytes)
        return EvdevRecording(device: parser.device, events: parser.events,
                              eventLines: parser.eventLines, warnings: parser.warnings)
    }

    /// Reads a split pair: the device from `description` (a `.desc` file's text) and the events
    /// from `events` (an `.events` file's text). Description lines in `events` are checked but
    /// not used.
    public static func parse(description: String, events: String,
                             descriptionSource: String? = "description",
                             eventsSource: String? = "events") throws(EvdevReadError) -> EvdevRecording {
        try parse(descriptionBytes: Array(description.utf8), eventsBytes: Array(events.utf8),
                  descriptionSource: descriptionSource, eventsSource: eventsSource)
    }

    /// Reads a split pair from raw bytes.
    public static func parse(descriptionBytes: [UInt8], eventsBytes: [UInt8],
                             descriptionSource: String? = "description",
                             eventsSource: String? = "events") throws(EvdevReadError) -> EvdevRecording {
        var describing = EvemuParser(role: .descriptionOnly, source: descriptionSource)
        try describing.parse(descriptionBytes)
        var recording = EvemuParser(role: .eventsOnly, source: eventsSource)
        try recording.parse(eventsBytes)
        return EvdevRecording(device: describing.device, events: recording.events,
                              eventLines: recording.eventLines, warnings: describing.warnings + recording.warnings)
    }
}
