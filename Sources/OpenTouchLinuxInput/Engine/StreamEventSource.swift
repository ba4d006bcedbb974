#if os(Linux)
import Glibc
import OpenTouchEvdev

/// Events from any readable descriptor carrying binary `struct input_event` records: a pipe, a
/// file, a socket, a character device.
///
/// Each wake-up reads once (a read never blocks after `poll` reported input, and the caller's
/// descriptor flags are left alone), splits whole records off and keeps a partial record for the
/// next read. End of file ends the stream; a partial record left then is reported and dropped.
final class StreamEventSource: EventSource {
    let descriptor: Int32
    private let closesDescriptor: Bool
    private var isClosed = false
    private var chunk: [UInt8]
    private var pending: [UInt8] = []

    var clockOffset: Double { 0 }

    init(descriptor: Int32, closesDescriptor: Bool) {
        self.descriptor = descriptor
        self.closesDescriptor = closesDescriptor
        chunk = [UInt8](repeating: 0, count: InputEventRecord.size * 64)
    }

    deinit {
        close()
    }

    func prepare(grabsDevice: Bool) throws(LinuxInputError) {}

    func read(into events: inout [EvdevEvent], diagnostics: inout [SourceDiagnostic],
              shouldStop: () -> Bool) -> SourceStatus {
        let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            let code = errno
            if code == EINTR || code == EAGAIN || code == EWOULDBLOCK { return .more }
            return .ended(.readFailed(errno: code))
        }
        if count == 0 {
            if !pending.isEmpty {
                diagnostics.append(SourceDiagnostic(
                    kind: .truncatedRecord,
                    message: "the stream ended \(pending.count) bytes into a \(InputEventRecord.size)-byte "
                        + "input_event record; the partial record was dropped"))
                pending.removeAll()
            }
            return .ended(.endOfStream)
        }
        pending.append(contentsOf: chunk[0..<count])
        splitRecords(into: &events, diagnostics: &diagnostics)
        return .more
    }

    private func splitRecords(into events: inout [EvdevEvent], diagnostics: inout [SourceDiagnostic]) {
        let size = InputEventRecord.size
        var offset = 0
        pending.withUnsafeBytes { bytes in
            while offset + size <= bytes.count {
                let fields = InputEventRecord.decodeFields(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + size)]))
                if fields.microseconds < 0 || fields.microseconds >= 1_000_000 {
                    diagnostics.append(SourceDiagnostic(
                        kind: .invalidTimestamp,
                        message: "a record's microseconds (\(fields.microseconds)) are outside 0..<1000000; "
                            + "the time was taken as \(fields.seconds) s plus that many microseconds"))
                }
                events.append(EvdevEvent(seconds: fields.seconds, microseconds: fields.microseconds,
                                         type: fields.type, code: fields.code, value: fields.value))
                offset += size
            }
        }
        pending.removeFirst(offset)
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        if closesDescriptor { Glibc.close(descriptor) }
    }
}
#endif
