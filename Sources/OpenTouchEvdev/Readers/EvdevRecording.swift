import OpenTouch

/// A recorded device and its event stream, as the file readers return them.
public struct EvdevRecording: Sendable, Hashable {
    /// The recorded device.
    public var device: EvdevDeviceDescription
    /// The events in file order; timestamps that went backwards are already raised (see
    /// ``warnings``).
    public var events: [EvdevEvent]
    /// The 1-based source line of each event, parallel to ``events`` (empty when unknown).
    public var eventLines: [Int]
    /// Problems the reader repaired, such as timestamps going backwards, with their lines.
    public var warnings: [EvdevDiagnostic]

    /// Creates a recording.
    public init(device: EvdevDeviceDescription, events: [EvdevEvent],
                eventLines: [Int] = [], warnings: [EvdevDiagnostic] = []) {
        self.device = device
        self.events = events
        self.eventLines = eventLines
        self.warnings = warnings
    }

    /// Decodes the events for `mapping`, finishing the stream at the end. The diagnostics carry
    /// the source line of the event they concern.
    public func decode(mapping: EvdevScreenMapping, options: EvdevTouchDecoder.Options = .init()) -> EvdevDecoding {
        var decoding = EvdevTouchDecoder.decode(events, device: device, mapping: mapping, options: options)
        for index in decoding.diagnostics.indices {
            guard let eventIndex = decoding.diagnostics[index].eventIndex,
                  eventLines.indices.contains(eventIndex) else { continue }
            decoding.diagnostics[index].line = eventLines[eventIndex]
        }
        return decoding
    }

    /// The digitizer events for `mapping`, including the final lift of contacts left down.
    public func digitizerEvents(mapping: EvdevScreenMapping,
                                options: EvdevTouchDecoder.Options = .init()) -> [DigitizerEvent] {
        decode(mapping: mapping, options: options).events
    }
}

/// The result of decoding a whole event stream.
public struct EvdevDecoding: Sendable, Hashable {
    /// The digitizer events, one per frame that changed a touch, then the final lift if any.
    public var events: [DigitizerEvent]
    /// The decoder's diagnostics.
    public var diagnostics: [EvdevDiagnostic]

    /// Creates a decoding result.
    public init(events: [DigitizerEvent], diagnostics: [EvdevDiagnostic]) {
        self.events = events
        self.diagnostics = diagnostics
    }
}

extension EvdevTouchDecoder {
    /// Decodes a whole stream: feeds every event, then ``finish()``.
    public static func decode<Events: Sequence<EvdevEvent>>(
        _ events: Events, device: EvdevDeviceDescription, mapping: EvdevScreenMapping,
        options: Options = .init()
    ) -> EvdevDecoding {
        var decoder = EvdevTouchDecoder(device: device, mapping: mapping, options: options)
        var output: [DigitizerEvent] = []
        for event in events {
            if let digitizer = decoder.feed(event) { output.append(digitizer) }
        }
        if let last = decoder.finish() { output.append(last) }
        return EvdevDecoding(events: output, diagnostics: decoder.removeDiagnostics())
    }
}
