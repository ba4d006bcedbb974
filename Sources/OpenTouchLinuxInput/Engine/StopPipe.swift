#if os(Linux)
import Glibc

/// A self-pipe: the reader thread polls its read end beside the device, and ``signal()`` wakes
/// it from any thread, so a blocked reader stops at once.
///
/// The descriptors stay open until the pipe is released, so a late ``signal()`` never writes to a
/// closed (or reused) descriptor. If the pipe cannot be created (no descriptors left), ``readEnd``
/// is -1 and the reader falls back to polling with a short timeout.
final class StopPipe: Sendable {
    /// The end the reader thread polls; -1 when there is no pipe.
    let readEnd: Int32
    private let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            readEnd = ends[0]
            writeEnd = ends[1]
        } else {
            readEnd = -1
            writeEnd = -1
        }
    }

    deinit {
        if readEnd >= 0 { Glibc.close(readEnd) }
        if writeEnd >= 0 { Glibc.close(writeEnd) }
    }

    /// Makes the read end readable. Safe from any thread, any number of times.
    func signal() {
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = Glibc.write(writeEnd, &byte, 1)
    }
}
#endif
