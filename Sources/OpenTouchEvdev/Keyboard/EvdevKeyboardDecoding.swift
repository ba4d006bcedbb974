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

    /// Whether the recorded device is a keyboard, as udev decides (`ID_INPUT_KEYBOARD`): it
    /// reports every key from `KEY_ESC` to `KEY_S` (codes 1…31) and no touch position axes. A
    /// power button or a media-key device is not one.
    public var isKeyboard: Bool {
        let keys = Set(device.eventCodes[EvdevEventType.key] ?? [])
        return !device.hasMultitouchAxes && !device.hasSingleTouchAxes && (1...31).allSatisfy { keys.contains($0) }
    }
}
