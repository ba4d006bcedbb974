#if os(Linux)
import OpenTouchEvdev

/// A problem an ``EvdevTouchReader`` met while reading, and what it did about it.
///
/// Decoder diagnostics (`EvdevDiagnostic`) arrive wrapped as ``Kind-swift.enum/decoder``; the
/// others come from reading itself: partial records, impossible event types, `SYN_DROPPED`
/// resynchronisation, unplugging. None of them stops the reader except ``Kind-swift.enum/deviceLost``
/// and ``Kind-swift.enum/readFailed``, which end it.
public struct EvdevReaderDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The decoder reported ``decoderDiagnostic``.
        case decoder
        /// The stream ended part-way through a `struct input_event` record; the partial record was dropped.
        case truncatedRecord
        /// An event's type or code is beyond what the kernel defines; the event was ignored.
        case invalidEvent
        /// A record's microseconds are outside 0 ..< 1,000,000; the time was used as it adds up.
        case invalidTimestamp
        /// The kernel dropped events (`SYN_DROPPED`); the device's state was read back through libevdev.
        case resynchronized
        /// The device was unplugged or removed; reading ended.
        case deviceLost
        /// Reading failed; reading ended.
        case readFailed
        /// Touches still down when reading ended were cancelled.
        case contactsCancelled
        /// A keyboard reader released the keys still down when reading ended.
        case keysReleased
        /// The destination (an event fetcher) was released; reading ended.
        case destinationReleased
        /// Further diagnostics of some kinds were only counted; the message gives the counts.
        case diagnosticsSuppressed
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// What happened and what was done.
    public var message: String
    /// Where it was read from: a device path or `"file descriptor 7"`.
    public var source: String
    /// The decoder's diagnostic, for ``Kind-swift.enum/decoder``.
    public var decoderDiagnostic: EvdevDiagnostic?

    /// Creates a diagnostic.
    public init(_ kind: Kind, _ message: String, source: String, decoderDiagnostic: EvdevDiagnostic? = nil) {
        self.kind = kind
        self.message = message
        self.source = source
        self.decoderDiagnostic = decoderDiagnostic
    }

    /// `"/dev/input/event5: [resynchronized] …"`.
    public var description: String {
        "\(source): [\(kind == .decoder ? (decoderDiagnostic?.kind.rawValue ?? "decoder") : kind.rawValue)] \(message)"
    }
}
#endif
