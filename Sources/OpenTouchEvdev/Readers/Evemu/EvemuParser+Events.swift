extension EvemuParser {
    static let eventSyntax = "'E: <seconds>.<microseconds> <type> <code> <value>' (hex type and code, decimal value)"

    mutating func parseEvent(_ rest: TextLine, line: TextLine) throws(EvdevReadError) {
        if role == .descriptionOnly {
            throw error(line.number, "event line in a device description file: '\(line.excerpt)'")
        }
        if role == .singleFile && !hasName {
            throw error(line.number, "event before the device description (no 'N: <name>' line yet)")
        }
        let tokens = rest.tokens
        guard tokens.count == 4,
              let time = NumberParsing.time(tokens[0]),
              let type = NumberParsing.hex(tokens[1], maximum: 0xffff),
              let code = NumberParsing.hex(tokens[2], maximum: 0xffff),
              let value = NumberParsing.int32(tokens[3]) else {
            throw error(line.number, "expected \(Self.eventSyntax), found '\(line.excerpt)'")
        }
        let event = EvdevEvent(time: monotonic(time, line: line.number), type: UInt16(type), code: UInt16(code), value: value)
        events.append(event)
        eventLines.append(line.number)
    }

    /// `time`, raised to the previous event's time when it goes backwards (with a warning).
    private mutating func monotonic(_ time: Double, line: Int) -> Double {
        defer { lastTime = max(lastTime ?? time, time) }
        guard let lastTime, time < lastTime else { return time }
        warnings.append(EvdevDiagnostic(.timestampWentBackwards,
                                        "event time \(time) is earlier than the previous event's \(lastTime); raised to it",
                                        line: line))
        return lastTime
    }
}
