#if os(Linux)
import CLibevdevLoader
import Glibc
import Logging
import OpenTouchEvdev

/// Events from a live evdev device through `libevdev_next_event`, with `SYN_DROPPED` handled by
/// libevdev's sync protocol.
///
/// When the kernel drops events, libevdev hands back `SYN_DROPPED` and then, in sync mode, the
/// events that take its view of the device (which includes every event already delivered) to the
/// device's current state. The decoder, like the kernel's protocol, throws away the open frame on
/// `SYN_DROPPED` and everything up to the next `SYN_REPORT`. So the source passes on
/// `SYN_DROPPED`, a `SYN_REPORT` that ends the decoder's discarding, the open frame's events again
/// (libevdev counts them as delivered), and then libevdev's sync events, whose own `SYN_REPORT`
/// closes the repaired frame. Touches that ended while events were lost lift; touches that began
/// start; the rest move to where they are now.
final class LibevdevEventSource: EventSource {
    let descriptor: Int32
    private(set) var clockOffset: Double = 0
    private var device: OpenedDevice?
    private let path: String
    /// The events since the last `SYN_REPORT`.
    private var openFrame: [EvdevEvent] = []
    /// Receives libevdev's messages; must outlive `device` (see `deinit` and `close()`).
    private let logRelay: LibevdevLogRelay

    init(device: OpenedDevice, logger: Logger) {
        self.device = device
        descriptor = device.fileDescriptor
        path = device.path
        logRelay = LibevdevLogRelay(logger: logger, source: device.path)
    }

    deinit {
        // The device's libevdev context calls the relay until it is freed: free it first.
        device = nil
    }

    func prepare(grabsDevice: Bool) throws(LinuxInputError) {
        guard let device else { return }
        logRelay.install(on: device.handle.pointer)
        try device.setClock(CLOCK_MONOTONIC)
        clockOffset = DeviceClock.uptimeOffset()
        if grabsDevice { try device.grab() }
    }

    func read(into events: inout [EvdevEvent], diagnostics: inout [SourceDiagnostic],
              shouldStop: () -> Bool) -> SourceStatus {
        guard let pointer = device?.handle.pointer else { return .ended(.readFailed(errno: EBADF)) }
        var record = input_event()
        var count = 0
        while true {
            let result = libevdev_next_event(pointer, LIBEVDEV_READ_FLAG_NORMAL.rawValue, &record)
            if result == Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue) {
                append(EvdevEvent(record), to: &events)
                count += 1
                if count % 512 == 0 && shouldStop() { return .more }
            } else if result == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                if let end = resynchronize(pointer, dropped: EvdevEvent(record), into: &events, diagnostics: &diagnostics) {
                    return .ended(end)
                }
            } else if result == -EAGAIN {
                return .more
            } else if result == -EINTR {
                continue
            } else {
                return .ended(end(forErrno: -result))
            }
        }
    }

    /// Follows libevdev's sync protocol after `SYN_DROPPED`; returns an end if the device failed.
    private func resynchronize(_ pointer: OpaquePointer, dropped: EvdevEvent, into events: inout [EvdevEvent],
                               diagnostics: inout [SourceDiagnostic]) -> EvdevReaderEnd? {
        events.append(dropped)
        events.append(.syncReport(at: dropped.time))
        let replayed = openFrame.count
        events.append(contentsOf: openFrame)
        var record = input_event()
        var synced = 0
        var failure: EvdevReaderEnd?
        while true {
            let result = libevdev_next_event(pointer, LIBEVDEV_READ_FLAG_SYNC.rawValue, &record)
            if result == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                append(EvdevEvent(record), to: &events)
                synced += 1
            } else if result == -EINTR {
                continue
            } else {
                if result != -EAGAIN { failure = end(forErrno: -result) }
                break
            }
        }
        diagnostics.append(SourceDiagnostic(
            kind: .resynchronized,
            message: "the kernel dropped events (SYN_DROPPED: the reader fell behind); the touch state was read "
                + "back from the device: \(synced) sync events, \(replayed) events of the open frame replayed"))
        return failure
    }

    private func append(_ event: EvdevEvent, to events: inout [EvdevEvent]) {
        events.append(event)
        if event.isSyncReport {
            openFrame.removeAll(keepingCapacity: true)
        } else {
            openFrame.append(event)
        }
    }

    private func end(forErrno code: Int32) -> EvdevReaderEnd {
        code == ENODEV ? .deviceLost(path: path) : .readFailed(errno: code)
    }

    func close() {
        device?.ungrab()
        device = nil
    }
}
#endif
