#if os(Linux)
import CLibevdevLoader
import Glibc
import Logging

/// Sends libevdev's own messages about a device (for example a kernel bug it worked around) to
/// the reader's logger instead of standard error.
///
/// libevdev calls back with a `printf` format and a `va_list`; the relay formats them with
/// `vsnprintf`. It must outlive the libevdev context it is installed on.
final class LibevdevLogRelay {
    private let sink: (Logger.Level, String) -> Void
    private let source: String

    /// A relay that logs to `logger`: errors as errors, information as information.
    convenience init(logger: Logger, source: String) {
        self.init(source: source) { level, text in logger.log(level: level, "\(text)") }
    }

    /// A relay that hands each message, prefixed with `source`, to `sink` (on the reading thread).
    init(source: String, sink: @escaping (Logger.Level, String) -> Void) {
        self.source = source
        self.sink = sink
    }

    /// Routes `device`'s messages (errors and information, not debugging) through this relay.
    func install(on device: OpaquePointer) {
        libevdev_set_device_log_function(device, { _, priority, data, _, _, _, format, arguments in
            guard let data, let format, let arguments else { return }
            let relay = Unmanaged<LibevdevLogRelay>.fromOpaque(data).takeUnretainedValue()
            var buffer = [CChar](repeating: 0, count: 512)
            _ = vsnprintf(&buffer, buffer.count, format, arguments)
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            relay.log(priority, String(decoding: bytes, as: UTF8.self))
        }, LIBEVDEV_LOG_INFO, Unmanaged.passUnretained(self).toOpaque())
    }

    private func log(_ priority: libevdev_log_priority, _ message: String) {
        var message = Substring(message)
        while message.last == "\n" || message.last == "\r" { message = message.dropLast() }
        sink(priority.rawValue <= LIBEVDEV_LOG_ERROR.rawValue ? .error : .info, "\(source): libevdev: \(message)")
    }
}
#endif
