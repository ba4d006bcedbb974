/// Says what is wrong with one line of JSON that Foundation's decoder rejected as "not valid JSON".
///
/// Foundation's `JSONDecoder` reports every rejected document the same way, whether the text is
/// cut off, nested too deeply or holds a number it cannot represent. Recordings are bug reports,
/// so their errors must say which: this scanner walks the line once (linear time, constant
/// stack) and names the first problem and its column.
struct JSONLineDiagnosis {
    /// How deeply Foundation's parser lets arrays and objects nest: 512 levels fail.
    static let maximumDepth = 511

    let bytes: [UInt8]
    var index = 0
    /// The open arrays and objects: `[` or `{`.
    private var stack: [UInt8] = []
    /// The first integer literal too large for 64 bits. Foundation reads such a literal as a
    /// double where a double is expected, so it is the problem only when nothing else is.
    var oversizedInteger: String?

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The first problem in `line`, as a sentence, or nil when the line is valid JSON that
    /// Foundation can read (the decoder's objection was then about something else).
    static func problem(in line: some Sequence<UInt8>) -> String? {
        var scanner = JSONLineDiagnosis(Array(line))
        return scanner.scanDocument()
    }

    var column: Int { index + 1 }

    private mutating func scanDocument() -> String? {
        skipWhitespace()
        if index == bytes.count { return "the line is empty where a JSON object was expected" }
        if let problem = scanValue() { return problem }
        skipWhitespace()
        if index < bytes.count {
            return "unexpected \(describe(bytes[index])) at column \(column) after the end of the JSON value"
        }
        return oversizedInteger
    }

    /// Scans one value; nested arrays and objects are tracked on `stack`, not by recursion.
    private mutating func scanValue() -> String? {
        var expectsValue = true
        while true {
            skipWhitespace()
            if expectsValue {
                guard index < bytes.count else { return endOfLine("a value") }
                if bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{") {
                    if let problem = open(expectsValue: &expectsValue) { return problem }
                } else {
                    if let problem = scanScalar() { return problem }
                    expectsValue = false
                }
            } else {
                guard let container = stack.last else { return nil }
                if let problem = scanAfterElement(in: container, expectsValue: &expectsValue) { return problem }
            }
            if !expectsValue && stack.isEmpty { return nil }
        }
    }

    /// Opens the array or object at `index`. An empty one is closed at once (`expectsValue`
    /// becomes false); an object's first key is read, so its value is expected next.
    private mutating func open(expectsValue: inout Bool) -> String? {
        let opener = bytes[index]
        stack.append(opener)
        if stack.count > Self.maximumDepth {
            let depth = depthReached(from: index)
            return "arrays and objects nested \(depth) levels deep (level \(stack.count) opens at column \(column)); "
                + "a recording line may nest at most \(Self.maximumDepth)"
        }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == Self.closer(of: opener) {
            stack.removeLast()
            index += 1
            expectsValue = false
            return nil
        }
        expectsValue = true
        return opener == UInt8(ascii: "{") ? scanKey() : nil
    }

    /// After an element of `container`: its closer, or a comma (and, in an object, the next key),
    /// after which a value is expected.
    private mutating func scanAfterElement(in container: UInt8, expectsValue: inout Bool) -> String? {
        let expected = container == UInt8(ascii: "[") ? "',' or ']'" : "',' or '}'"
        guard index < bytes.count else { return endOfLine(expected) }
        if bytes[index] == Self.closer(of: container) {
            stack.removeLast()
            index += 1
            return nil
        }
        guard bytes[index] == UInt8(ascii: ",") else {
            return "unexpected \(describe(bytes[index])) at column \(column); expected \(expected)"
        }
        index += 1
        expectsValue = true
        skipWhitespace()
        return container == UInt8(ascii: "{") ? scanKey() : nil
    }

    private static func closer(of opener: UInt8) -> UInt8 {
        opener == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
    }

    /// A string, number or literal at `index`.
    private mutating func scanScalar() -> String? {
        switch bytes[index] {
        case UInt8(ascii: "\""): return scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return scanNumber()
        case UInt8(ascii: "t"): return scanLiteral("true")
        case UInt8(ascii: "f"): return scanLiteral("false")
        case UInt8(ascii: "n"): return scanLiteral("null")
        default: return "unexpected \(describe(bytes[index])) at column \(column) where a value was expected"
        }
    }

    /// An object's `"key":`; the value follows.
    private mutating func scanKey() -> String? {
        guard index < bytes.count else { return endOfLine("a key") }
        guard bytes[index] == UInt8(ascii: "\"") else {
            return "unexpected \(describe(bytes[index])) at column \(column) where a key in quotes was expected"
        }
        if let problem = scanString() { return problem }
        skipWhitespace()
        guard index < bytes.count else { return endOfLine("':'") }
        guard bytes[index] == UInt8(ascii: ":") else {
            return "unexpected \(describe(bytes[index])) at column \(column); expected ':' after the key"
        }
        index += 1
        return nil
    }

    private mutating func scanString() -> String? {
        let start = column
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return nil
            case UInt8(ascii: "\\"):
                index += 2
            case 0..<0x20:
                return "a control character (byte \(bytes[index])) at column \(column) inside the string "
                    + "that starts at column \(start)"
            default:
                index += 1
            }
        }
        return "the string that starts at column \(start) is not closed before the end of the line"
    }

    private mutating func scanLiteral(_ word: String) -> String? {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else {
            return "unexpected \(describe(bytes[index])) at column \(column) where a value was expected"
        }
        index += expected.count
        return nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[index]) { index += 1 }
    }

    private func endOfLine(_ expected: String) -> String {
        "the line ends at column \(column) where \(expected) was expected (is it cut off?)"
    }

    /// How deep the brackets opened at `start` go, counting on without keeping a stack.
    private func depthReached(from start: Int) -> Int {
        var depth = stack.count - 1
        var deepest = depth
        for byte in bytes[start...] {
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte != 0x20 && byte != 0x09 {
                break
            }
        }
        return deepest
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(UnicodeScalar(byte)))'" : "byte \(byte)"
    }
}
