#if os(Linux)
import Foundation
import Logging
import OpenTouch
import OpenTouchEvdev

/// Reads touches from a Linux input device, or from a stream of raw `struct input_event`
/// records, on its own thread, and posts them to an application's event fetcher.
///
/// The reader never touches the main thread. ``start()`` starts a thread (named
/// ``defaultThreadName``, after the fetcher's `opentouch.eventfetch-thread`) that blocks in
/// `poll(2)` on the input and a stop pipe, decodes each frame with an `EvdevTouchDecoder` and
/// posts the resulting digitizer events with `EventFetcher.post(contentsOf:)`.
/// The main thread turns them into touches as usual: `UIApplication.processPendingInput()`
/// in tests, automatically under `UIApplication.run()`.
///
/// Two sources share everything but where events come from:
///
/// - a live device (``init(device:destination:configuration:logger:)``): libevdev reads it,
///   `SYN_DROPPED` is repaired with libevdev's sync protocol, and the kernel stamps events with
///   `CLOCK_MONOTONIC`, the clock `SystemClock` reads, so touch timestamps are comparable with
///   `SystemClock.now`;
/// - a stream (``init(fileDescriptor:closesDescriptor:device:destination:configuration:logger:)``):
///   a pipe, file or socket of 24-byte `input_event` records (see ``InputEventRecord``), described
///   by a `EvdevDeviceDescription` you give. End of file ends it.
///
/// When the input ends, touches still down are ended once: cancelled on ``stop()`` and on device
/// loss (as UIKit cancels touches the system takes away), lifted at the end of a stream; see
/// ``Configuration``. Diagnostics go to the logger (the application's, with the
/// `application:` initialisers) and to ``Configuration/diagnosticHandler``.
///
/// Releasing a running reader stops it, waits for its thread and closes the input; so does
/// ``stop()``. A reader runs once: after it ends, make a new one.
public final class EvdevTouchReader: Sendable {
    let engine: ReaderEngine

    /// A reader for a live device, posting to `destination`.
    ///
    /// The reader owns the device from now on and closes it when it ends.
    ///
    /// - Parameters:
    ///   - device: The open device; the reader takes it over.
    ///   - destination: Where decoded digitizer events go, usually `.fetcher(application.eventFetcher)`.
    ///   - configuration: The screen mapping, decoder options, endings and handlers.
    ///   - logger: Where diagnostics are logged.
    public init(
        device: consuming EvdevInputDevice, destination: DigitizerEventDestination,
        configuration: Configuration, logger: Logger = Logger(label: "OpenTouch")
    ) {
        let description = device.description
        let opened = device.opened
        engine = ReaderEngine(
            source: LibevdevEventSource(device: opened, logger: logger), sourceName: opened.path, device: description,
            destination: destination, configuration: configuration, logger: logger)
    }

    /// A reader for a live device, posting to `application`'s event fetcher and logging to its logger.
    ///
    /// - Parameters:
    ///   - device: The open device; the reader takes it over.
    ///   - application: The application whose fetcher receives the touches and whose logger the diagnostics.
    ///   - configuration: The screen mapping, decoder options, endings and handlers.
    @MainActor
    public convenience init(device: consuming EvdevInputDevice, application: UIApplication, configuration: Configuration) {
        self.init(device: device, destination: .fetcher(application.eventFetcher),
                  configuration: configuration, logger: application.logger)
    }

    /// A reader for binary `struct input_event` records read from `fileDescriptor`, decoded as
    /// coming from `device`.
    ///
    /// - Parameters:
    ///   - fileDescriptor: Any readable descriptor: a pipe, a file, a socket. Its flags are left alone.
    ///   - closesDescriptor: Whether the reader closes the descriptor when it ends.
    ///   - device: The device the records come from (its axes map positions; its slots bound contacts).
    ///   - destination: Where decoded digitizer events go, usually `.fetcher(application.eventFetcher)`.
    ///   - configuration: The screen mapping, decoder options, endings and handlers.
    ///   - logger: Where diagnostics are logged.
    public init(
        fileDescriptor: Int32, closesDescriptor: Bool = true, device: EvdevDeviceDescription,
        destination: DigitizerEventDestination, configuration: Configuration,
        logger: Logger = Logger(label: "OpenTouch")
    ) {
        engine = ReaderEngine(
            source: StreamEventSource(descriptor: fileDescriptor, closesDescriptor: closesDescriptor),
            sourceName: "file descriptor \(fileDescriptor)", device: device,
            destination: destination, configuration: configuration, logger: logger)
    }

    /// A stream reader posting to `application`'s event fetcher and logging to its logger.
    ///
    /// - Parameters:
    ///   - fileDescriptor: Any readable descriptor: a pipe, a file, a socket.
    ///   - closesDescriptor: Whether the reader closes the descriptor when it ends.
    ///   - device: The device the records come from.
    ///   - application: The application whose fetcher receives the touches and whose logger the diagnostics.
    ///   - configuration: The screen mapping, decoder options, endings and handlers.
    @MainActor
    public convenience init(
        fileDescriptor: Int32, closesDescriptor: Bool = true, device: EvdevDeviceDescription,
        application: UIApplication, configuration: Configuration
    ) {
        self.init(fileDescriptor: fileDescriptor, closesDescriptor: closesDescriptor, device: device,
                  destination: .fetcher(application.eventFetcher), configuration: configuration,
                  logger: application.logger)
    }

    deinit {
        engine.stop(waitForThread: true)
    }

    /// The device path, or `"file descriptor N"` for a stream.
    public var sourceName: String { engine.sourceName }

    /// The device the events are decoded as coming from.
    public var deviceDescription: EvdevDeviceDescription { engine.deviceDescription }

    /// Starts the reader thread. Calling it again, or after ``stop()``, does nothing.
    ///
    /// For a live device it first makes the kernel stamp events with `CLOCK_MONOTONIC` and, when
    /// ``Configuration/grabsDevice`` is set, grabs the device.
    ///
    /// - Throws: ``LinuxInputError/clockNotSet(path:errno:)`` or
    ///   ``LinuxInputError/grabFailed(path:errno:)``; the reader can then be started again.
    public func start() throws(LinuxInputError) {
        try engine.start()
    }

    /// Stops reading and waits for the reader thread to end its touches, release the input and
    /// finish. The thread wakes at once (it polls a stop pipe), so this returns promptly.
    /// Calling it from the reader thread (a handler) does not wait. Safe to call more than once.
    public func stop() {
        engine.stop(waitForThread: true)
    }

    /// Blocks until the reader has finished (or `timeout` seconds have passed); returns why it
    /// ended, or nil if it has not (yet). A reader that never started returns at once.
    ///
    /// Every event the reader posted was posted before this returns, so a test can follow it with
    /// `UIApplication.processPendingInput()`.
    @discardableResult
    public func waitUntilFinished(timeout: TimeInterval? = nil) -> EvdevReaderEnd? {
        engine.waitUntilFinished(timeout: timeout)
    }

    /// Why the reader ended, or nil while it has not.
    public var end: EvdevReaderEnd? { engine.end }

    /// Whether the reader thread has been started and has not finished.
    public var isRunning: Bool { engine.isRunning }

    /// The last diagnostics (up to 100), oldest first.
    public var recentDiagnostics: [EvdevReaderDiagnostic] { engine.recentDiagnostics }
}
#endif
