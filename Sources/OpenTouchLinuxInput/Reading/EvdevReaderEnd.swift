#if os(Linux)
/// Why an ``EvdevTouchReader`` stopped reading.
public enum EvdevReaderEnd: Sendable, Hashable, CustomStringConvertible {
    /// ``EvdevTouchReader/stop()`` was called (or the reader was released).
    case stopped
    /// The stream reached its end (end of file, or the pipe's writer closed it).
    case endOfStream
    /// The device went away (`ENODEV`): unplugged, or its driver removed.
    case deviceLost(path: String)
    /// Reading failed with `errno`.
    case readFailed(errno: Int32)
    /// The destination is gone (its event fetcher was released with its application).
    case destinationReleased

    /// A short account, for example `"the device /dev/input/event5 was unplugged"`.
    public var description: String {
        switch self {
        case .stopped: "stopped"
        case .endOfStream: "end of stream"
        case .deviceLost(let path): "the device \(path) was unplugged or removed (ENODEV)"
        case .readFailed(let code): "reading failed: \(SystemError.describe(code))"
        case .destinationReleased: "the event fetcher it posted to was released"
        }
    }
}
#endif
