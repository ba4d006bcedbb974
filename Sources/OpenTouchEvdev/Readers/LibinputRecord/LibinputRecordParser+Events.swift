import Yams

extension LibinputRecordParser {
    mutating func parseEvents(_ node: Node?, device: Node) throws(EvdevReadError) -> ([EvdevEvent], [Int]) {
        guard let node else { return ([], []) }
        guard let entries = node.sequence else {
            throw fail(node, "expected 'events' to be a list, found \(kind(node))")
        }
        var events: [EvdevEvent] = []
        var lines: [Int] = []
        var lastTime: Double?
        for entry in entries {
            try spend(node: entry)
            guard let frame = entry.mapping?["evdev"] else { continue }
            guard let items = frame.sequence else {
                throw fail(frame, "expected 'evdev' to be a list of [sec, usec, type, code, value], found \(kind(frame))")
            }
            for item in items {
                var event = try parseEvent(item)
                let line = item.mark?.line ?? frame.mark?.line ?? 0
                event.time = monotonic(event.time, after: &lastTime, line: line)
                events.append(event)
                lines.append(line)
            }
        }
        return (events, lines)
    }

    private mutating func parseEvent(_ node: Node) throws(EvdevReadError) -> EvdevEvent {
        let syntax = "[sec, usec, type, code, value]"
        guard let fields = node.sequence, fields.count == 5 else {
            throw fail(node, "expected an event \(syntax), found \(describe(node))")
        }
        let seconds = try integer(fields[0], range: 0...(1 << 53), what: "seconds")
        let microseconds = try integer(fields[1], range: 0...999_999, what: "microseconds")
        let type = try integer(fields[2], range: 0...0xffff, what: "event type")
        let code = try integer(fields[3], range: 0...0xffff, what: "event code")
        let value = try integer(fields[4], range: Int64(Int32.min)...Int64(Int32.max), what: "event value")
        return EvdevEvent(seconds: seconds, microseconds: microseconds, type: UInt16(type), code: UInt16(code),
                          value: Int32(value))
    }

    private mutating func monotonic(_ time: Double, after lastTime: inout Double?, line: Int) -> Double {
        defer { lastTime = max(lastTime ?? time, time) }
        guard let previous = lastTime, time < previous else { return time }
        warnings.append(EvdevDiagnostic(.timestampWentBackwards,
                                        "event time \(time) is earlier than the previous event's \(previous); raised to it",
                                        line: line))
        return previous
    }
}
