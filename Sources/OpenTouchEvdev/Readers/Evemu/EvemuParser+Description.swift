extension EvemuParser {
    mutating func parseName(_ rest: TextLine, line: TextLine) throws(EvdevReadError) {
        guard usesDescription else { return }
        if hasName {
            throw error(line.number, "second device name line; a recording describes one device: '\(line.excerpt)'")
        }
        let trimmed = rest.bytes.drop(while: isBlank).reversed().drop(while: isBlank).reversed()
        name = String(decoding: trimmed, as: UTF8.self)
        hasName = true
    }

    mutating func parseIDs(_ rest: TextLine, line: TextLine) throws(EvdevReadError) {
        let tokens = rest.tokens
        let ids = tokens.compactMap { NumberParsing.hex($0, maximum: 0xffff) }.map { UInt16($0) }
        guard tokens.count == 4, ids.count == 4 else {
            throw error(line.number, "expected 'I: <bus> <vendor> <product> <version>' in hex, found '\(line.excerpt)'")
        }
        guard usesDescription else { return }
        id = EvdevDeviceID(busType: ids[0], vendor: ids[1], product: ids[2], version: ids[3])
    }

    mutating func parseProperties(_ rest: TextLine, line: TextLine) throws(EvdevReadError) {
        let bytes = try hexBytes(rest.tokens, line: line, expected: "'P: <byte> …' (up to 8 hex bytes)")
        guard usesDescription else { return }
        guard propertyMask.count + bytes.count <= 8192 else {
            throw error(line.number, "more property bytes than properties exist")
        }
        propertyMask += bytes
    }

    mutating func parseBits(_ rest: TextLine, line: TextLine) throws(EvdevReadError) {
        let tokens = rest.tokens
        let expected = "'B: <type> <byte> …' (hex type ≤ 1f, up to 8 hex bytes)"
        guard let typeToken = tokens.first, let type = NumberParsing.hex(typeToken, maximum: 0x1f) else {
            throw error(line.number, "expected \(expected), found '\(line.excerpt)'")
        }
        let bytes = try hexBytes(Array(tokens.dropFirst()), line: line, expected: expected)
        guard usesDescription else { return }
        try recordBits(UInt16(type), bytes, line: line)
    }

    mutating func parseAxis(_ rest: TextLine, line: TextLine) throws(EvdevReadError) {
        let tokens = rest.tokens
        let expected = "'A: <axis> <min> <max> <fuzz> <flat> [<resolution>]' (hex axis ≤ 3f, decimal values)"
        guard tokens.count == 5 || tokens.count == 6,
              let code = NumberParsing.hex(tokens[0], maximum: UInt64(EvdevAbsoluteAxis.max)) else {
            throw error(line.number, "expected \(expected), found '\(line.excerpt)'")
        }
        let values = tokens.dropFirst().compactMap { NumberParsing.int32($0) }
        guard values.count == tokens.count - 1 else {
            throw error(line.number, "expected \(expected), found '\(line.excerpt)'")
        }
        guard usesDescription else { return }
        let info = EvdevAbsInfo(minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
                                resolution: values.count == 5 ? values[4] : 0)
        axes[UInt16(code)] = info
    }

    /// Whether description lines update the device (not in a split `.events` file).
    private var usesDescription: Bool {
        mutating get {
            guard role == .eventsOnly else { return true }
            if !ignoredDescriptionReported {
                ignoredDescriptionReported = true
                warnings.append(EvdevDiagnostic(.ignoredDescription, "the events file carries a device description; "
                                                + "the description file's is used", line: nil))
            }
            return false
        }
    }

    private mutating func recordBits(_ type: UInt16, _ bytes: [UInt8], line: TextLine) throws(EvdevReadError) {
        let mask = typeMasks[type] ?? []
        guard mask.count + bytes.count <= 8192 else {
            throw error(line.number, "more 'B: \(String(type, radix: 16))' bytes than codes exist")
        }
        typeMasks[type] = mask + bytes
    }

    private func hexBytes(_ tokens: [ArraySlice<UInt8>], line: TextLine, expected: String) throws(EvdevReadError) -> [UInt8] {
        let bytes = tokens.compactMap { NumberParsing.hex($0, maximum: 0xff) }.map { UInt8($0) }
        guard !tokens.isEmpty, tokens.count <= 8, bytes.count == tokens.count else {
            throw error(line.number, "expected \(expected), found '\(line.excerpt)'")
        }
        return bytes
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
