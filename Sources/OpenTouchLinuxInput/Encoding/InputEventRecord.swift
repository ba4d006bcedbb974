#if os(Linux)
import CLibevdevLoader
import OpenTouchEvdev

/// The binary `struct input_event` records a Linux evdev node delivers, read and written.
///
/// On 64-bit Linux a record is 24 bytes: the `timeval` (seconds and microseconds, 8 bytes each),
/// the type and code (2 bytes each) and the value (4 bytes), in the machine's byte order. The
/// layout is the C struct's, taken from `linux/input.h` through libevdev's module, not spelled
/// out by hand. ``EvdevTouchReader/init(fileDescriptor:closesDescriptor:device:destination:configuration:logger:)``
/// reads a stream of them; ``encode(_:)`` and ``encode(contentsOf:)`` write them (tests feed pipes with them).
public enum InputEventRecord {
    /// The size of one record in bytes (`MemoryLayout<input_event>.size`, 24 on 64-bit Linux).
    public static let size = MemoryLayout<input_event>.size

    /// The record for `event`: its time split into whole seconds and microseconds.
    public static func encode(_ event: EvdevEvent) -> [UInt8] {
        let (seconds, microseconds) = timeval(event.time)
        return encode(seconds: seconds, microseconds: microseconds, type: event.type, code: event.code, value: event.value)
    }

    /// The records for `events`, concatenated.
    public static func encode<S: Sequence<EvdevEvent>>(contentsOf events: S) -> [UInt8] {
        var bytes: [UInt8] = []
        for event in events { bytes += encode(event) }
        return bytes
    }

    /// A record from its raw fields; `microseconds` is written as given, even out of range.
    public static func encode(seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32) -> [UInt8] {
        var record = input_event()
        record.time.tv_sec = Int(truncatingIfNeeded: seconds)
        record.time.tv_usec = Int(truncatingIfNeeded: microseconds)
        record.type = type
        record.code = code
        record.value = value
        return withUnsafeBytes(of: &record) { Array($0) }
    }

    /// The raw fields of the record at the start of `bytes` (which holds at least ``size`` bytes).
    public static func decodeFields(_ bytes: UnsafeRawBufferPointer)
        -> (seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32) {
        precondition(bytes.count >= size, "an input_event record needs \(size) bytes")
        var record = input_event()
        withUnsafeMutableBytes(of: &record) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes.prefix(size))) }
        return (Int64(record.time.tv_sec), Int64(record.time.tv_usec), record.type, record.code, record.value)
    }

    /// The event in the record at the start of `bytes`.
    public static func decode(_ bytes: UnsafeRawBufferPointer) -> EvdevEvent {
        let fields = decodeFields(bytes)
        return EvdevEvent(seconds: fields.seconds, microseconds: fields.microseconds,
                          type: fields.type, code: fields.code, value: fields.value)
    }

    /// Whole seconds and microseconds for `time`, rounded to the nearest microsecond.
    static func timeval(_ time: Double) -> (Int64, Int64) {
        guard time.isFinite else { return (0, 0) }
        let total = (time * 1_000_000).rounded()
        guard abs(total) < 9.2e18 else { return (0, 0) }
        let micro = Int64(total)
        var seconds = micro / 1_000_000
        var microseconds = micro % 1_000_000
        if microseconds < 0 {
            seconds -= 1
            microseconds += 1_000_000
        }
        return (seconds, microseconds)
    }
}

extension EvdevEvent {
    /// The event of a kernel `struct input_event`.
    init(_ record: input_event) {
        self.init(seconds: Int64(record.time.tv_sec), microseconds: Int64(record.time.tv_usec),
                  type: record.type, code: record.code, value: record.value)
    }
}
#endif
