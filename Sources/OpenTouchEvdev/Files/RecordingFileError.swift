/// Why a recording file could not be replayed: the file, the line when there is one, and what is
/// wrong. Its description names the path once: `/tmp/a.events: line 12: …`.
public struct RecordingFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path of the file the problem is in (for a split evemu pair, the `.desc` or the
    /// `.events` file).
    public var path: String
    /// The 1-based line the problem is on, or 0 when it concerns no line.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// Creates an error for `line` of the file at `path`.
    public init(path: String, line: Int = 0, _ message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `"<path>: line <n>: <message>"`, without the line when there is none.
    public var description: String {
        line > 0 ? "\(path): line \(line): \(message)" : "\(path): \(message)"
    }
}
