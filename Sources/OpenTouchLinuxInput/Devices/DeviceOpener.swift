#if os(Linux)
import Glibc

/// How device nodes are opened: the system's `open(2)` or a stand-in, for tests.
///
/// The function returns a file descriptor (≥ 0) or a negated errno (`-EACCES`). Discovery and
/// ``EvdevInputDevice/open(path:opener:sysfsDirectory:)`` use it, so a test can make one path answer `EACCES`
/// even when it runs as root, where a `chmod 000` file would still open.
public struct DeviceOpener: Sendable {
    /// Opens `path` read-only and non-blocking; returns a descriptor or a negated errno.
    public var open: @Sendable (_ path: String) -> Int32

    /// Creates an opener from a function returning a descriptor or a negated errno.
    public init(open: @escaping @Sendable (_ path: String) -> Int32) {
        self.open = open
    }

    /// `open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)`: what evdev readers need.
    public static let system = DeviceOpener { path in
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : -Glibc.errno
    }

    /// The system opener, except that the paths in `denied` fail with `errno` (`EACCES` by default).
    public static func denying(_ denied: Set<String>, errno code: Int32 = EACCES) -> DeviceOpener {
        DeviceOpener { path in
            denied.contains(path) ? -code : DeviceOpener.system.open(path)
        }
    }
}
#endif
