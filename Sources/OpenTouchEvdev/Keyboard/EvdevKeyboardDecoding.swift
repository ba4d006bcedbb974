/// A keyboard's whole evdev stream, decoded.
public struct EvdevKeyboardDecoding: Sendable, Hashable {
    /// Every accepted key change, in stream order (autorepeats included).
    public var transitions: [EvdevKeyTransition]
    /// The presses, in the order the keys went down.
    public var presses: [EvdevKeyPress]
    /// What was wrong with the stream and what was done about it.
    public var diagnostics: [EvdevDiagnostic]

    /// Creates a decoding.
    public init(transitions: [EvdevKeyTransition], presses: [EvdevKeyPress], diagnostics: [EvdevDiagnostic]) {
        self.transitions = transitions
        self.presses = presses
        self.diagnostics = diagnostics
    }
}

extension EvdevRecording {
    /// The recording's key presses and transitions, with diagnostics carrying their source lines.
    public func decodeKeyboard() -> EvdevKeyboardDecoding {
        var decoding = EvdevKeyboardDecoder.decode(events)
        for index in decoding.diagnostics.indices {
            guard let eventIndex = decoding.diagnostics[index].eventIndex,
                  eventLines.indices.contains(eventIndex) else { continue }
            decoding.diagnostics[index].line = eventLines[eventIndex]
        }
        return decoding
    }

    /// Whether the recorded device is a keyboard: it reports keys below `BTN_MISC` with HID
    /// keyboard usages and no touch position axes.
    public var isKeyboard: Bool {
        let keys = device.eventCodes[EvdevEventType.key] ?? []
        return !device.hasMultitouchAxes && !device.hasSingleTouchAxes
            && keys.contains { $0 < 0x100 && EvdevKeyboardUsage.hidUsage(forEvdevCode: $0) != nil }
    }
}
