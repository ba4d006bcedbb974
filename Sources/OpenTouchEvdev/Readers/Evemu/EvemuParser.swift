/// The line-by-line state machine behind ``EvemuReader``.
///
/// One pass over the lines, constant work per byte: description lines (`N:`, `I:`, `P:`, `B:`,
/// `A:`) build the device, `E:` lines append events, `#` lines are comments (the first may name
/// the format version). Nothing in the file is trusted to size anything.
struct EvemuParser {
    /// What the text being parsed may contain.
    enum Role {
        /// A whole recording: the description, then events.
        case singleFile
        /// A `.desc` file: the description (events are rejected).
        case descriptionOnly
        /// A split `.events` file: events; description lines are checked but not used.
        case eventsOnly
    }

    let role: Role
    let source: String?
    var name = ""
    var id = EvdevDeviceID()
    /// Each event type's code bitmask so far (type 0: the event types), as `B:` lines give it.
    var typeMasks: [UInt16: [UInt8]] = [:]
    /// The property bitmask so far, as `P:` lines give it.
    var propertyMask: [UInt8] = []
    var axes: [UInt16: EvdevAbsInfo] = [:]
    var events: [EvdevEvent] = []
    var eventLines: [Int] = []
    var warnings: [EvdevDiagnostic] = []
    /// The version from a `# EVEMU x.y` first line, if any.
    var version: String?
    var hasName = false
    var lastTime: Double?
    var ignoredDescriptionReported = false
    var unknownPrefixesReported: [UInt8] = []

    init(role: Role, source: String?) {
        self.role = role
        self.source = source
    }

    /// The device the description lines describe. Bitmasks are expanded once, here, so a
    /// description costs time in proportion to its size.
    var device: EvdevDeviceDescription {
        var codes: [UInt16: [UInt16]] = [:]
        for (type, mask) in typeMasks where type != EvdevEventType.syn {
            codes[type] = Self.setBits(mask)
        }
        for type in Self.setBits(typeMasks[EvdevEventType.syn] ?? []) where codes[type] == nil {
            codes[type] = []
        }
        return EvdevDeviceDescription(name: name, id: id, eventCodes: codes, absoluteAxes: axes,
                                      properties: Self.setBits(propertyMask))
    }

    /// The numbers of the bits set in `mask`, bit 0 of byte 0 first, ascending.
    static func setBits(_ mask: [UInt8]) -> [UInt16] {
        var bits: [UInt16] = []
        for (index, byte) in mask.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { bits.append(UInt16(index * 8 + bit)) }
        }
        return bits
    }

    /// Parses every line of `bytes`. A last line that does not end in a newline and does not
    /// parse was cut off by a writer that stopped mid-line: it is left out with a warning, as
    /// OpenTouch's JSON Lines recordings do.
    mutating func parse(_ bytes: [UInt8]) throws(EvdevReadError) {
        let lines = TextLine.split(bytes)
        let cutOff = bytes.last != UInt8(ascii: "\n") ? lines.last?.number : nil
        for line in lines {
            do {
                try parseLine(line)
            } catch where line.number == cutOff {
                warnings.append(EvdevDiagnostic(.incompleteLastLine, "incomplete last line (no newline at the end) "
                                                + "left out: \(error.message)", line: line.number))
            }
        }
        if role != .eventsOnly && !hasName {
            throw error(max(1, lines.last?.number ?? 1),
                        "no device name line ('N: <name>') found; is this an evemu recording?")
        }
    }

    private mutating func parseLine(_ line: TextLine) throws(EvdevReadError) {
        let bytes = line.bytes.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = bytes.first else { return }
        if first == UInt8(ascii: "#") {
            noteComment(bytes, line: line.number)
            return
        }
        guard bytes.count >= 2, bytes[bytes.startIndex + 1] == UInt8(ascii: ":") else {
            throw error(line.number, "expected a line starting with 'N:', 'I:', 'P:', 'B:', 'A:', 'E:' or '#', "
                        + "found '\(line.excerpt)'")
        }
        let rest = TextLine(number: line.number, bytes: bytes.dropFirst(2))
        try dispatch(prefix: first, rest: rest, line: line)
    }

    private mutating func dispatch(prefix: UInt8, rest: TextLine, line: TextLine) throws(EvdevReadError) {
        if prefix == UInt8(ascii: "E") {
            try parseEvent(rest, line: line)
            return
        }
        guard [UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "P"), UInt8(ascii: "B"), UInt8(ascii: "A")]
            .contains(prefix) else {
            try skipUnknown(prefix, line: line)
            return
        }
        try checkDescriptionAllowed(line)
        switch prefix {
        case UInt8(ascii: "N"): try parseName(rest, line: line)
        case UInt8(ascii: "I"): try parseIDs(rest, line: line)
        case UInt8(ascii: "P"): try parseProperties(rest, line: line)
        case UInt8(ascii: "B"): try parseBits(rest, line: line)
        default: try parseAxis(rest, line: line)
        }
    }

    private mutating func noteComment(_ bytes: ArraySlice<UInt8>, line: Int) {
        guard version == nil, events.isEmpty else { return }
        let tokens = TextLine.tokens(of: bytes.dropFirst())
        if tokens.count == 2, Array(tokens[0]) == Array("EVEMU".utf8) {
            version = String(decoding: tokens[1], as: UTF8.self)
        }
    }

    private mutating func skipUnknown(_ prefix: UInt8, line: TextLine) throws(EvdevReadError) {
        guard prefix >= UInt8(ascii: "A"), prefix <= UInt8(ascii: "Z") else {
            throw error(line.number, "expected a line starting with 'N:', 'I:', 'P:', 'B:', 'A:', 'E:' or '#', "
                        + "found '\(line.excerpt)'")
        }
        guard !unknownPrefixesReported.contains(prefix) else { return }
        unknownPrefixesReported.append(prefix)
        warnings.append(EvdevDiagnostic(.unknownLine, "lines starting with '\(Character(UnicodeScalar(prefix))):' "
                                        + "are not part of the evemu format this reader knows; ignored",
                                        line: line.number))
    }

    private mutating func checkDescriptionAllowed(_ line: TextLine) throws(EvdevReadError) {
        if role == .singleFile && !events.isEmpty {
            throw error(line.number, "device description line after the first event: '\(line.excerpt)'")
        }
    }

    func error(_ line: Int, _ message: String) -> EvdevReadError {
        EvdevReadError(line: line, message, source: source)
    }
}
