/// A problem found in a recording or an event stream, and what was done about it.
///
/// Diagnostics never stop decoding. ``line`` is set by the file readers (1-based); the decoder
/// sets ``eventIndex`` (0-based, counting every event fed) and ``frame`` (0-based, counting
/// `SYN_REPORT`s), and a recording's ``EvdevRecording/decode(mapping:options:)`` maps the event
/// index back to its line.
public struct EvdevDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is.
    public var kind: Kind
    /// A sentence saying what is wrong and what was done, for example
    /// `"ABS_MT_SLOT 12 is beyond the device's 10 slots; events ignored until the next valid slot"`.
    public var message: String
    /// The 1-based line in the source file, when known.
    public var line: Int?
    /// The 0-based index of the event in the stream fed to the decoder, when it concerns one.
    public var eventIndex: Int?
    /// The 0-based frame (count of `SYN_REPORT`s before it), when it comes from the decoder.
    public var frame: Int?

    /// Creates a diagnostic.
    public init(_ kind: Kind, _ message: String, line: Int? = nil, eventIndex: Int? = nil, frame: Int? = nil) {
        self.kind = kind
        self.message = message
        self.line = line
        self.eventIndex = eventIndex
        self.frame = frame
    }

    /// `"line 12: …"`, `"frame 3, event 40: …"` or just the message.
    public var description: String {
        if let line { return "line \(line): \(message)" }
        var place: [String] = []
        if let frame { place.append("frame \(frame)") }
        if let eventIndex { place.append("event \(eventIndex)") }
        return place.isEmpty ? message : place.joined(separator: ", ") + ": " + message
    }
}

extension EvdevDiagnostic {
    /// The kinds of problems readers and the decoder report.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A timestamp is earlier than the one before it; it was raised to the earlier one.
        case timestampWentBackwards
        /// A timestamp is not finite; the previous one was used.
        case nonFiniteTimestamp
        /// `SYN_DROPPED`: events up to the next `SYN_REPORT` were discarded.
        case eventsDropped
        /// `ABS_MT_SLOT` selected a slot the device does not have.
        case slotOutOfRange
        /// A value is outside its axis's `min...max`; it was clamped.
        case valueOutOfRange
        /// An axis's range is unusable (maximum below minimum); its values map to 0.
        case invalidAxisRange
        /// An axis the mapping needs is not described; a fallback range was used.
        case missingAxis
        /// The device lacks the axes the selected protocol needs; no touches are decoded.
        case unsupportedProtocol
        /// A protocol A contact lacks a position; it was ignored.
        case incompleteContact
        /// A frame holds more contacts than the decoder tracks; the extra ones were ignored.
        case tooManyContacts
        /// Contacts were still down when the stream ended; they were lifted.
        case contactsEndedAtFinish
        /// Events after the last `SYN_REPORT` were discarded when the stream ended.
        case incompleteFrame
        /// The decoder stopped recording diagnostics after its limit.
        case diagnosticsSuppressed
        /// A reader skipped a line of a kind it does not know.
        case unknownLine
        /// A reader ignored a device description it does not use (in a split events file).
        case ignoredDescription
        /// A reader left out a last line that was cut off (no newline at the end, and it does not parse).
        case incompleteLastLine
        /// A key was released that was not down (held since before the recording began); ignored.
        case keyUpWithoutDown
        /// A key was pressed that was already down (its release was lost); the earlier press ended there.
        case keyDownWhileDown
        /// An autorepeat (value 2) of a key that was not down; ignored.
        case keyRepeatWithoutDown
        /// An `EV_KEY` value other than 0 (up), 1 (down) or 2 (autorepeat); ignored.
        case invalidKeyValue
        /// A key code with no HID keyboard usage (a consumer or vendor key); ignored.
        case unmappedKeyCode
        /// Keys were still down when the stream ended; they stay pressed.
        case keysHeldAtFinish
        /// Every letter and digit typed is `KEY_A`: the look of a `libinput record` file made
        /// without `--show-keycodes`, which hides which keys were pressed.
        case keysLookObfuscated
    }
}
