import Foundation

extension DigitizerRecording {
    /// One recorded event of any device: a line of a recording file.
    public enum Input: Sendable, Hashable {
        /// A touch digitizer's report.
        case digitizer(DigitizerEvent)
        /// A key going down or up.
        case keyboard(KeyboardEvent)
        /// A shake beginning, ending or being cancelled.
        case motion(MotionEvent)

        /// The digitizer event, when it is one.
        public var digitizerEvent: DigitizerEvent? {
            if case .digitizer(let event) = self { return event }
            return nil
        }

        /// The key change, when it is one.
        public var keyboardEvent: KeyboardEvent? {
            if case .keyboard(let event) = self { return event }
            return nil
        }

        /// The motion report, when it is one.
        public var motionEvent: MotionEvent? {
            if case .motion(let event) = self { return event }
            return nil
        }

        /// When the device sampled the event.
        public var timestamp: TimeInterval {
            switch self {
            case .digitizer(let event): event.timestamp
            case .keyboard(let event): event.timestamp
            case .motion(let event): event.timestamp
            }
        }
    }

    /// Creates a recording of events of every kind, in the order given.
    public init(header: Header = Header(), inputs: [Input]) {
        self.init(header: header)
        self.inputs = inputs
    }

    /// The digitizer events, in the order they were posted. Setting it replaces them in place
    /// among the other events (new ones beyond the old count go at the end).
    public var events: [DigitizerEvent] {
        get { inputs.compactMap(\.digitizerEvent) }
        set { replace(newValue.map(Input.digitizer), where: { $0.digitizerEvent != nil }) }
    }

    /// The key changes, in the order they were posted (format version 2). Setting it replaces
    /// them in place among the other events.
    public var keyboardEvents: [KeyboardEvent] {
        get { inputs.compactMap(\.keyboardEvent) }
        set { replace(newValue.map(Input.keyboard), where: { $0.keyboardEvent != nil }) }
    }

    /// The motion reports (shakes), in the order they were posted (format version 2). Setting
    /// it replaces them in place among the other events.
    public var motionEvents: [MotionEvent] {
        get { inputs.compactMap(\.motionEvent) }
        set { replace(newValue.map(Input.motion), where: { $0.motionEvent != nil }) }
    }

    /// Appends `input`.
    public mutating func append(_ input: Input) {
        inputs.append(input)
    }

    /// Puts `replacements` where the inputs matching `isReplaced` are, in order; extra
    /// replacements go at the end, missing ones remove the remaining matches.
    private mutating func replace(_ replacements: [Input], where isReplaced: (Input) -> Bool) {
        var remaining = replacements[...]
        var result: [Input] = []
        result.reserveCapacity(inputs.count + replacements.count)
        for input in inputs {
            if isReplaced(input) {
                if let next = remaining.popFirst() { result.append(next) }
            } else {
                result.append(input)
            }
        }
        result.append(contentsOf: remaining)
        inputs = result
    }

    /// One key change's line, ending in `\n` (format version 2):
    /// `{"down":true,"key":"keyboardA","time":12.5}`.
    public static func jsonLine(for event: KeyboardEvent) throws -> Data {
        try encodeLine(event, line: 0)
    }

    /// One event's line of any kind, ending in `\n`.
    public static func jsonLine(for input: Input) throws -> Data {
        switch input {
        case .digitizer(let event): try jsonLine(for: event)
        case .keyboard(let event): try encodeLine(event, line: 0)
        case .motion(let event): try encodeLine(event, line: 0)
        }
    }

    /// Decodes one event line and appends it: a line with `"key"` is a key change, one with
    /// `"motion"` a motion report, any other a digitizer event.
    mutating func append(decoding line: Data, with decoder: JSONDecoder) throws {
        let probe = try decoder.decode(LineKind.self, from: line)
        if probe.key != nil {
            inputs.append(.keyboard(try decoder.decode(KeyboardEvent.self, from: line)))
        } else if probe.motion != nil {
            inputs.append(.motion(try decoder.decode(MotionEvent.self, from: line)))
        } else {
            inputs.append(.digitizer(try decoder.decode(DigitizerEvent.self, from: line)))
        }
    }

    /// Which kind of event a line holds.
    private struct LineKind: Decodable {
        var key: AnyValue?
        var motion: AnyValue?
    }

    /// Any JSON value: only its presence matters.
    private struct AnyValue: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

extension MotionEvent {
    /// Decodes a motion line: `{"motion":"motionShake","phase":"began","time":3.2}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MotionCodingKeys.self)
        timestamp = try container.decode(TimeInterval.self, forKey: .time)
        phase = try container.decode(Phase.self, forKey: .phase)
        let name = try container.decode(String.self, forKey: .motion)
        guard name == "motionShake" else {
            throw DecodingError.dataCorruptedError(forKey: .motion, in: container,
                                                   debugDescription: "unknown motion \"\(name)\": expected \"motionShake\"")
        }
        subtype = .motionShake
    }

    /// Encodes the motion with its subtype's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MotionCodingKeys.self)
        try container.encode(timestamp, forKey: .time)
        try container.encode(phase, forKey: .phase)
        try container.encode(subtype == .motionShake ? "motionShake" : "none", forKey: .motion)
    }

    private enum MotionCodingKeys: String, CodingKey {
        case time, motion, phase
    }
}
