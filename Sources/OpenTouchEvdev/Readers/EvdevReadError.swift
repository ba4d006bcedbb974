/// Why a recording could not be read: the line (1-based) and what is wrong with it.
///
/// Its description reads like `line 12: expected 'E: <time> <type> <code> <value>', found 'E: 1.5'`,
/// prefixed with the file name when there is one.
public struct EvdevReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line the problem is on, or 0 when it concerns no line (an unreadable file).
    public var line: Int
    /// What is wrong.
    public var message: String
    /// The file (or part of a file pair) the line is in, when known.
    public var source: String?

    /// Creates an error for `line` of `source`.
    public init(line: Int, _ message: String, source: String? = nil) {
        self.line = line
        self.message = message
        self.source = source
    }

    /// `"<source>: line <n>: <message>"`, leaving out the parts that are unknown.
    public var description: String {
        var parts: [String] = []
        if let source { parts.append(source) }
        if line > 0 { parts.append("line \(line)") }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}
