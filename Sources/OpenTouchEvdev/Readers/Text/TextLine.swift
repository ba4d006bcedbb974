/// One line of a text file as bytes, with its 1-based number.
struct TextLine: Sendable {
    let number: Int
    let bytes: ArraySlice<UInt8>

    /// Splits `bytes` at `\n` (dropping a trailing `\r`); linear in the input.
    static func split(_ bytes: [UInt8]) -> [TextLine] {
        var lines: [TextLine] = []
        var start = bytes.startIndex
        var number = 1
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(TextLine(number: number, bytes: trimmingCarriageReturn(bytes[start..<index])))
            start = index + 1
            number += 1
        }
        if start < bytes.endIndex {
            lines.append(TextLine(number: number, bytes: trimmingCarriageReturn(bytes[start...])))
        }
        return lines
    }

    /// The whitespace-separated tokens of the line, up to a `#` comment.
    var tokens: [ArraySlice<UInt8>] {
        Self.tokens(of: withoutComment)
    }

    /// The line up to its first `#`.
    var withoutComment: ArraySlice<UInt8> {
        guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")) else { return bytes }
        return bytes[bytes.startIndex..<hash]
    }

    /// The line for an error message: at most 60 characters, control and non-ASCII bytes as `?`.
    var excerpt: String {
        Self.excerpt(bytes)
    }

    static func excerpt(_ bytes: ArraySlice<UInt8>, limit: Int = 60) -> String {
        let shown = bytes.prefix(limit).map { $0 >= 0x20 && $0 < 0x7f ? Character(UnicodeScalar($0)) : "?" }
        return String(shown) + (bytes.count > limit ? "…" : "")
    }

    static func tokens(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        bytes.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
    }

    private static func trimmingCarriageReturn(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        slice.last == UInt8(ascii: "\r") ? slice.dropLast() : slice
    }
}
