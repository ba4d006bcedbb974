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
        if let warning = Self.obfuscationWarning(decoding.presses) { decoding.diagnostics.append(warning) }
        return decoding
    }

    /// A warning when at least three letters or digits were typed and all of them are `KEY_A`.
    static func obfuscationWarning(_ presses: [EvdevKeyPress]) -> EvdevDiagnostic? {
        let alphanumeric = presses.filter { (0x04...0x27).contains($0.hidUsage) }
        guard alphanumeric.count >= 3, alphanumeric.allSatisfy({ $0.code == 30 }) else { return nil }
        return EvdevDiagnostic(.keysLookObfuscated, "every letter and digit typed is KEY_A: if this is a libinput "
                               + "record file, it was recorded without --show-keycodes, which hides the keys pressed; "
                               + "record again with libinput record --show-keycodes")
    }

    /// Whether the recorded device is a keyboard, as udev decides (`ID_INPUT_KEYBOARD`): it
    /// reports every key from `KEY_ESC` to `KEY_S` (codes 1…31) and no touch position axes. A
    /// power button or a media-key device is not one.
    public var isKeyboard: Bool {
        let keys = Set(device.eventCodes[EvdevEventType.key] ?? [])
        return !device.hasMultitouchAxes && !device.hasSingleTouchAxes && (1...31).allSatisfy { keys.contains($0) }
    }
}
