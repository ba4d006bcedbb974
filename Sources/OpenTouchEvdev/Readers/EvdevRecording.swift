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
