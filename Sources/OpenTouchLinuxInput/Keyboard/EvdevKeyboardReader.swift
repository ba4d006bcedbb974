#if os(Linux)
import Foundation
import Logging
import OpenTouch
import OpenTouchEvdev

/// Reads a Linux keyboard on its own thread and posts its key changes to an application's event
/// fetcher as `KeyboardEvent`s, like ``EvdevTouchReader`` does touches.
///
/// ```swift
/// let keyboard = try InputDeviceDiscovery.devices().first { $0.classification.kind == .keyboard }!
/// let reader = try EvdevKeyboardReader(device: EvdevInputDevice(path: keyboard.path), application: app)
/// try reader.start()
/// ```
///
/// Each `EV_KEY` press (value 1) and release (value 0) with a HID keyboard usage becomes a
/// `KeyboardEvent` stamped on the application clock's time base (`CLOCK_MONOTONIC`) with the
/// reader's ``senderID``; the application translates it with its `keyboardLayout` and delivers
/// presses. The kernel's autorepeats (value 2) are not posted: the application repeats held keys
/// itself. When reading ends, keys still down are released. Problems in the stream are
/// diagnostics (``recentDiagnostics``, the logger), never fatal.
public final class EvdevKeyboardReader: Sendable {
    let engine: ReaderEngine
    /// The sender id the reader's key events carry: each keyboard keeps its own modifiers.
    public let senderID: UInt64

    /// A reader for a live keyboard, posting to `destination`.
    ///
    /// - Parameters:
    ///   - device: The open device; the reader takes it over and closes it when it ends.
    ///   - destination: Where key changes go, usually `.fetcher(application.eventFetcher)`.
    ///   - senderID: The keyboard's id in its key events; by default one derived from the device's path.
    ///   - grabsDevice: Whether to take the device for this reader alone (`EVIOCGRAB`), so that
    ///     the keys do not also type into a terminal or desktop.
    ///   - logger: Where diagnostics are logged.
    public init(device: consuming EvdevInputDevice, destination: KeyboardEventDestination, senderID: UInt64? = nil,
                grabsDevice: Bool = false, logger: Logger = Logger(label: "OpenTouch")) {
        let description = device.description
        let opened = device.opened
        let sender = senderID ?? Self.senderID(forPath: opened.path)
        self.senderID = sender
        var configuration = EvdevTouchReader.Configuration(mapping: EvdevScreenMapping(width: 1, height: 1))
        configuration.grabsDevice = grabsDevice
        configuration.threadName = Self.defaultThreadName
        engine = ReaderEngine(
            source: LibevdevEventSource(device: opened, logger: logger), sourceName: opened.path, device: description,
            destination: .handler { _ in }, configuration: configuration, logger: logger,
            keyboard: KeyboardPipeline(destination: destination, senderID: sender))
    }

    /// A reader for binary `struct input_event` records read from `fileDescriptor` (a pipe, file or
    /// socket), decoded as coming from the keyboard `device`. End of file ends it.
    ///
    /// - Parameters:
    ///   - fileDescriptor: Any readable descriptor. Its flags are left alone.
    ///   - closesDescriptor: Whether the reader closes the descriptor when it ends.
    ///   - device: The keyboard the records come from.
    ///   - destination: Where key changes go.
    ///   - senderID: The keyboard's id in its key events.
    ///   - logger: Where diagnostics are logged.
    public init(fileDescriptor: Int32, closesDescriptor: Bool = true, device: EvdevDeviceDescription,
                destination: KeyboardEventDestination, senderID: UInt64 = 0,
                logger: Logger = Logger(label: "OpenTouch")) {
        self.senderID = senderID
        var configuration = EvdevTouchReader.Configuration(mapping: EvdevScreenMapping(width: 1, height: 1))
        configuration.threadName = Self.defaultThreadName
        engine = ReaderEngine(
            source: StreamEventSource(descriptor: fileDescriptor, closesDescriptor: closesDescriptor),
            sourceName: "file descriptor \(fileDescriptor)", device: device,
            destination: .handler { _ in }, configuration: configuration, logger: logger,
            keyboard: KeyboardPipeline(destination: destination, senderID: senderID))
    }

    /// A reader for a live keyboard posting to `application`'s event fetcher and logging to its logger.
    @MainActor
    public convenience init(device: consuming EvdevInputDevice, application: UIApplication, grabsDevice: Bool = false) {
        self.init(device: device, destination: .fetcher(application.eventFetcher), grabsDevice: grabsDevice,
                  logger: application.logger)
    }

    deinit {
        engine.stop(waitForThread: true)
    }

    /// The reader thread's name.
    public static let defaultThreadName = "opentouch.eventfetch-thread.keyboard"

    /// A stable id for the keyboard at `path` (its FNV-1a hash), so that two keyboards differ.
    static func senderID(forPath path: String) -> UInt64 {
        path.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// The device path.
    public var sourceName: String { engine.sourceName }

    /// Starts the reader thread. Calling it again, or after ``stop()``, does nothing.
    ///
    /// - Throws: ``LinuxInputError/clockNotSet(path:errno:)`` or ``LinuxInputError/grabFailed(path:errno:)``.
    public func start() throws(LinuxInputError) {
        try engine.start()
    }

    /// Stops reading, releases the keys still down and waits for the reader thread to finish.
    public func stop() {
        engine.stop(waitForThread: true)
    }

    /// Blocks until the reader has finished (or `timeout` seconds have passed); returns why it ended.
    @discardableResult
    public func waitUntilFinished(timeout: TimeInterval? = nil) -> EvdevReaderEnd? {
        engine.waitUntilFinished(timeout: timeout)
    }

    /// Why the reader ended, or nil while it has not.
    public var end: EvdevReaderEnd? { engine.end }

    /// The last diagnostics (up to 100), oldest first.
    public var recentDiagnostics: [EvdevReaderDiagnostic] { engine.recentDiagnostics }
}
#endif
