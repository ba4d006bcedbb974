#if os(Linux)
import Foundation
import Glibc
import OpenTouch
import OpenTouchEvdev
import OpenTouchLinuxInput
import Synchronization

/// A pipe whose write end is fed from another thread: the raw stream a reader reads in tests.
final class StreamFeeder: Sendable {
    /// The end a reader reads (the reader closes it).
    let readEnd: Int32
    /// The end the feeder writes.
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe() failed: \(errno)")
        readEnd = ends[0]
        writeEnd = ends[1]
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    }

    /// Writes `bytes` on a new thread in chunks of `chunk` bytes (so records straddle reads), then
    /// closes the write end when `closes` is set. Returns at once.
    func feed(_ bytes: [UInt8], chunk: Int = 100, closes: Bool = true) {
        let writeEnd = writeEnd
        Thread.detachNewThread {
            var offset = 0
            while offset < bytes.count {
                let count = min(chunk, bytes.count - offset)
                let written = bytes[offset..<(offset + count)].withUnsafeBytes { Glibc.write(writeEnd, $0.baseAddress, count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    break
                }
                offset += written
            }
            if closes { Glibc.close(writeEnd) }
        }
    }

    /// Closes the write end now (end of stream).
    func closeWriteEnd() {
        Glibc.close(writeEnd)
    }
}

/// Collects what a reader reports, from its thread.
final class ReaderLog: Sendable {
    private let state = Mutex(State())

    private struct State {
        var events: [DigitizerEvent] = []
        var diagnostics: [EvdevReaderDiagnostic] = []
        var threadNames: Set<String> = []
        var onMainThread = false
    }

    var events: [DigitizerEvent] { state.withLock { $0.events } }
    var diagnostics: [EvdevReaderDiagnostic] { state.withLock { $0.diagnostics } }
    var threadNames: Set<String> { state.withLock { $0.threadNames } }
    var sawMainThread: Bool { state.withLock { $0.onMainThread } }

    /// A destination that records each event and the thread it arrived on.
    var destination: DigitizerEventDestination {
        .handler { event in
            // The kernel's name for this thread (what top -H shows).
            let name = ((try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let main = Thread.isMainThread
            self.state.withLock {
                $0.events.append(event)
                $0.threadNames.insert(name)
                $0.onMainThread = $0.onMainThread || main
            }
        }
    }

    /// A configuration that records diagnostics here.
    func configuration(_ mapping: EvdevScreenMapping) -> EvdevTouchReader.Configuration {
        var configuration = EvdevTouchReader.Configuration(mapping: mapping)
        configuration.diagnosticHandler = { diagnostic in self.state.withLock { $0.diagnostics.append(diagnostic) } }
        return configuration
    }
}

extension ReaderLog {
    /// A reader of `feeder`'s pipe, decoding as `device` (the test touchscreen by default) and
    /// reporting into this log, with `configuration` (this log's, on the test screen, by default).
    func reader(of feeder: StreamFeeder, device: EvdevDeviceDescription = TestDevices.touchscreen(),
                configuration: EvdevTouchReader.Configuration? = nil) -> EvdevTouchReader {
        EvdevTouchReader(fileDescriptor: feeder.readEnd, device: device, destination: destination,
                         configuration: configuration ?? self.configuration(TestDevices.screen), logger: quietLogger)
    }
}
#endif
