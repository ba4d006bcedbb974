#if os(Linux)
import CLibevdevLoader
import Foundation
import Glibc
import Synchronization
import OpenTouchEvdev
@testable import OpenTouchLinuxInput
import Testing

@Suite("Describing devices with libevdev (in-memory contexts, no hardware)", .enabled(if: SystemLibraries.libevdevTestsEnabled, SystemLibraries.libevdevSkipReason))
struct LibevdevDescriptionTests {
    @Test("a description given to libevdev and read back is the same description (EV_SYN codes all present)",
          arguments: ["Atmel maXTouch Touchscreen.desc", "EP0430M09.desc", "N-Trig MultiTouch.desc"])
    func roundTrip(_ name: String) throws {
        let device = EvemuFixture.description(try EvemuFixture.text(name))
        let handle = try #require(LibevdevHandle.make(describing: device))
        var expected = device
        for code in 0...UInt16(SYN_MAX) { expected.insert(type: EvdevEventType.syn, code: code) }
        #expect(handle.describe() == expected)
    }

    @Test("the described device classifies as the original does")
    func describedDeviceClassifies() throws {
        let handle = try #require(LibevdevHandle.make(describing: TestDevices.touchscreen(slots: 10)))
        let classification = InputDeviceClassification(handle.describe())
        #expect(classification.touchProtocol == .multitouchB)
        #expect(classification.reason == "INPUT_PROP_DIRECT with multitouch slots (protocol B, 10 slots)")
    }

    @Test("libevdev's tables define no codes for the types the reader rejects")
    func typesWithoutCodes() {
        for type: UInt16 in [0x06, 0x10, 0x1e, 0x1f] {
            #expect(LinuxInputNames.maximumCode(ofType: type) == nil)
        }
        #expect(LinuxInputNames.maximumCode(ofType: EvdevEventType.abs) == 0x3f)
        #expect(LinuxInputNames.codeName(EvdevAbsoluteAxis.mtSlot, type: EvdevEventType.abs) == "ABS_MT_SLOT")
        #expect(LinuxInputNames.propertyName(EvdevProperty.direct) == "INPUT_PROP_DIRECT")
    }
}

@Suite("struct input_event records")
struct InputEventRecordTests {
    @Test("a record is the C struct's 24 bytes on 64-bit Linux, and encoding round-trips")
    func layoutAndRoundTrip() {
        #expect(InputEventRecord.size == 24)
        let event = EvdevEvent(seconds: 1_234, microseconds: 567_890, type: EvdevEventType.abs,
                               code: EvdevAbsoluteAxis.mtTrackingID, value: -1)
        let bytes = InputEventRecord.encode(event)
        #expect(bytes.count == 24)
        let decoded = bytes.withUnsafeBytes { InputEventRecord.decode($0) }
        #expect(decoded == event)
        let fields = bytes.withUnsafeBytes { InputEventRecord.decodeFields($0) }
        #expect(fields.seconds == 1_234 && fields.microseconds == 567_890)
        #expect(fields.type == 3 && fields.code == 0x39 && fields.value == -1)
    }

    @Test("the fields sit where linux/input.h puts them: time, then type, code and value")
    func fieldOffsets() {
        let bytes = InputEventRecord.encode(seconds: 1, microseconds: 2, type: 0x0102, code: 0x0304, value: 0x0506_0708)
        #expect(Array(bytes[16..<24]) == [0x02, 0x01, 0x04, 0x03, 0x08, 0x07, 0x06, 0x05])
        #expect(bytes[0] == 1 && bytes[8] == 2)
    }

    @Test("times before zero and fractions split into whole seconds and non-negative microseconds")
    func timeSplitting() {
        #expect(InputEventRecord.timeval(-0.25) == (-1, 750_000))
        #expect(InputEventRecord.timeval(2.000_000_4) == (2, 0))
        #expect(InputEventRecord.timeval(.nan) == (0, 0))
    }
}

@Suite("The device clock")
struct DeviceClockTests {
    @Test("ProcessInfo.systemUptime reads CLOCK_MONOTONIC on Linux, so live event times need no offset")
    func uptimeIsMonotonic() {
        #expect(DeviceClock.uptimeOffset() == 0)
    }
}

/// A shared box for captured log lines.
final class LogCapture: Sendable {
    let lines = Mutex<[String]>([])
}

@Suite("libevdev's own messages", .enabled(if: SystemLibraries.libevdevTestsEnabled, SystemLibraries.libevdevSkipReason))
struct LibevdevLogRelayTests {
    @Test("libevdev's messages about a device go to the reader's logger, not to standard error")
    func messagesReachTheLogger() throws {
        let capture = LogCapture()
        let handle = try #require(LibevdevHandle.make(describing: TestDevices.touchscreen()))
        let relay = LibevdevLogRelay(source: "/dev/input/event99") { level, text in
            capture.lines.withLock { $0.append("\(level): \(text)") }
        }
        relay.install(on: handle.pointer)
        // A context without a descriptor: libevdev reports the misuse through the device's log function.
        var record = input_event()
        #expect(libevdev_next_event(handle.pointer, LIBEVDEV_READ_FLAG_NORMAL.rawValue, &record) == -EBADF)
        let lines = capture.lines.withLock { $0 }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("error: /dev/input/event99: libevdev: BUG: device not initialized") == true, "\(lines)")
        withExtendedLifetime(relay) {}
    }
}
#endif
