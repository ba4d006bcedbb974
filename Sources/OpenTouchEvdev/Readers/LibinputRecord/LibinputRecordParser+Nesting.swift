extension LibinputRecordParser {
    /// How deeply a record's collections may nest. A libinput record nests seven levels
    /// (an entry of `devices[n].events[n].evdev`, inside the top mapping); libyaml itself stops at 1,000.
    static let maximumNesting = 64

    /// Fails when the text's YAML collections nest deeper than ``maximumNesting``: flow
    /// collections (`[`, `{`) counted outside quotes and comments, in one pass before parsing.
    func checkNesting() throws(EvdevReadError) {
        var depth = 0
        var line = 1
        var quote: UInt8?
        var inComment = false
        var previous = UInt8(ascii: "\n")
        for byte in text.utf8 {
            defer { previous = byte }
            if byte == UInt8(ascii: "\n") {
                line += 1
                inComment = false
                continue
            }
            if inComment { continue }
            if let open = quote {
                if byte == open && previous != UInt8(ascii: "\\") { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "#") where previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\n"):
                inComment = true
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > Self.maximumNesting { throw nestingError(line: line) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
        }
    }

    /// The error for collections nested too deeply, at `line`.
    func nestingError(line: Int) -> EvdevReadError {
        EvdevReadError(line: line, "YAML collections nested more than \(Self.maximumNesting) levels deep; "
                       + "a libinput record nests at most 7, so this is not one", source: source)
    }
}
