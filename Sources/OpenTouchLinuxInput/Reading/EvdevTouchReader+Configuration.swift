#if os(Linux)
import Foundation
import OpenTouchEvdev

extension EvdevTouchReader {
    /// How a reader decodes, stamps and ends its input.
    public struct Configuration: Sendable {
        /// Where device coordinates land on the screen.
        public var mapping: EvdevScreenMapping
        /// The decoder's options (protocol, sender id, touch type, limits).
        public var decoderOptions: EvdevTouchDecoder.Options
        /// How touches still down end when ``EvdevTouchReader/stop()`` is called; `.cancel` by default.
        public var contactsOnStop: ContactEnding
        /// How touches still down end when the device is unplugged or reading fails; `.cancel`
        /// by default, as UIKit cancels touches the system takes away.
        public var contactsOnDeviceLoss: ContactEnding
        /// How touches still down end when a stream reaches its end; `.lift` by default, as the
        /// decoder's `finish()` does for a recording that ends with fingers down.
        public var contactsAtEndOfStream: ContactEnding
        /// Whether a live reader takes the device exclusively (`EVIOCGRAB`): the desktop stops
        /// seeing its events while the reader runs. Ignored for streams.
        public var grabsDevice: Bool
        /// Seconds added to every event time, after the live clock conversion.
        ///
        /// Live readers already produce `SystemClock` times. For a stream, events keep the times
        /// in their records unless this shifts them.
        public var timeOffset: TimeInterval
        /// The reader thread's name. Linux keeps at most 15 bytes of a thread's name (what
        /// `Thread.current.name`, `top -H` and debuggers show), so a longer name is shortened to
        /// its first and last dot-separated parts: the default appears as `opentouch.evdev`.
        public var threadName: String
        /// How many diagnostics of each kind are passed on in full; later ones are counted and
        /// summarised when reading ends.
        public var repeatedDiagnosticLimit: Int
        /// Called on the reader thread with each diagnostic, after it is logged.
        public var diagnosticHandler: (@Sendable (EvdevReaderDiagnostic) -> Void)?
        /// Called on the reader thread with every event just before it is decoded (after the
        /// time conversion and any `SYN_DROPPED` resynchronisation), for recording.
        public var eventHandler: (@Sendable (EvdevEvent) -> Void)?

        /// Creates a configuration mapping onto the screen described by `mapping`.
        public init(
            mapping: EvdevScreenMapping,
            decoderOptions: EvdevTouchDecoder.Options = EvdevTouchDecoder.Options(),
            contactsOnStop: ContactEnding = .cancel,
            contactsOnDeviceLoss: ContactEnding = .cancel,
            contactsAtEndOfStream: ContactEnding = .lift,
            grabsDevice: Bool = false,
            timeOffset: TimeInterval = 0,
            threadName: String = EvdevTouchReader.defaultThreadName,
            repeatedDiagnosticLimit: Int = 20,
            diagnosticHandler: (@Sendable (EvdevReaderDiagnostic) -> Void)? = nil,
            eventHandler: (@Sendable (EvdevEvent) -> Void)? = nil
        ) {
            self.mapping = mapping
            self.decoderOptions = decoderOptions
            self.contactsOnStop = contactsOnStop
            self.contactsOnDeviceLoss = contactsOnDeviceLoss
            self.contactsAtEndOfStream = contactsAtEndOfStream
            self.grabsDevice = grabsDevice
            self.timeOffset = timeOffset
            self.threadName = threadName
            self.repeatedDiagnosticLimit = repeatedDiagnosticLimit
            self.diagnosticHandler = diagnosticHandler
            self.eventHandler = eventHandler
        }
    }

    /// `opentouch.eventfetch-thread.evdev`: the fetcher thread's name with the source's kind.
    public static let defaultThreadName = "opentouch.eventfetch-thread.evdev"
}
#endif
