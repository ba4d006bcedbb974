#if os(Linux)
import Foundation
import OpenTouch
import OpenTouchEvdev
import OpenTouchLinuxInput
import Testing

/// The evemu-devices touchscreen recordings (protocol B and A, one to four fingers).
private let touchscreenRecordings = [
    "Atmel maXTouch Touchscreen.1-finger-fast-taps.events",
    "Atmel maXTouch Touchscreen.2-fingers-touch-release.events",
    "Atmel maXTouch Touchscreen.4-finger-drag-down.events",
    "EP0430M09.2-finger-scroll-down.events",
    "N-Trig MultiTouch.2-fingers-touch-release.events",
]

@MainActor
@Suite("Stream reader: recordings piped as struct input_event reach the application")
struct StreamDeliveryTests {
    @Test("a recording piped from another thread gives the application exactly the touches of decoding it directly",
          arguments: touchscreenRecordings)
    func pipedRecordingMatchesDirectDecoding(_ name: String) throws {
        let (device, events) = try EvemuFixture.recording(name)
        let size = CGSize(width: 800, height: 480)
        let mapping = EvdevScreenMapping(size: size)

        let expected = TouchScene(size: size)
        expected.deliverDirectly(decodeDirectly(events, device: device, mapping: mapping))

        let live = TouchScene(size: size)
        let feeder = StreamFeeder()
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: device, application: live.app,
                                      configuration: EvdevTouchReader.Configuration(mapping: mapping))
        try reader.start()
        // 100-byte chunks: most records straddle two reads.
        feeder.feed(InputEventRecord.encode(contentsOf: events), chunk: 100)

        #expect(reader.waitUntilFinished(timeout: 120) == .endOfStream)
        live.app.processPendingInput()

        #expect(expected.view.begunCount > 0)
        #expect(live.view.lines == expected.view.lines)
        #expect(live.inputDiagnostics == expected.inputDiagnostics)
        #expect(live.view.begunCount == live.view.endedCount)
    }

    @Test("the reader decodes and posts on its own named thread, never the main thread")
    func readerRunsOnItsOwnThread() throws {
        let device = TestDevices.touchscreen()
        let log = ReaderLog()
        let feeder = StreamFeeder()
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: device, destination: log.destination,
                                      configuration: log.configuration(TestDevices.screen), logger: quietLogger)
        try reader.start()
        feeder.feed(InputEventRecord.encode(contentsOf: TestDevices.down(slot: 0, id: 1, x: 10, y: 20, at: 1)
                                            + TestDevices.up(slot: 0, at: 1.1)))
        #expect(reader.waitUntilFinished(timeout: 60) == .endOfStream)
        #expect(log.events.count == 2)
        // Linux keeps 15 bytes of a thread name: opentouch.eventfetch-thread.evdev shows as opentouch.evdev.
        #expect(log.threadNames == ["opentouch.evdev"])
        #expect(!log.sawMainThread)
    }

    @Test("on a SystemClock application with automatic delivery, piped touches arrive without any explicit drain",
          .timeLimit(.minutes(10)))
    func systemClockAutomaticDelivery() async throws {
        let name = "Atmel maXTouch Touchscreen.2-fingers-touch-release.events"
        let text = try EvemuFixture.text(name)
        let device = EvemuFixture.description(text)
        let events = EvemuFixture.events(text)
        let size = CGSize(width: 800, height: 480)
        let mapping = EvdevScreenMapping(size: size)
        let expected = TouchScene(size: size)
        expected.deliverDirectly(decodeDirectly(events, device: device, mapping: mapping))

        let live = TouchScene(size: size, clock: SystemClock())
        live.app.startAutomaticEventDelivery()
        let feeder = StreamFeeder()
        let reader = EvdevTouchReader(fileDescriptor: feeder.readEnd, device: device, application: live.app,
                                      configuration: EvdevTouchReader.Configuration(mapping: mapping))
        try reader.start()
        feeder.feed(InputEventRecord.encode(contentsOf: events))

        // Only a hang guard: the main actor is free while this sleeps, so the fetcher's wake-ups drain.
        // It counts this test's turns on the main actor, not wall time: under a sanitizer, other
        // suites' main-actor tests can hold the main actor for minutes, and then neither this loop
        // nor the wake-ups run (a 120 s deadline once ran out that way with nothing delivered).
        var turns = 0
        while (reader.end == nil || live.view.endedCount < expected.view.endedCount) && turns < 24_000 {
            try await Task.sleep(for: .milliseconds(5))
            turns += 1
        }
        #expect(reader.end == .endOfStream)
        #expect(live.view.untimedLines == expected.view.untimedLines)
        #expect(live.view.begunCount == 2)
        #expect(live.view.endedCount == 2)
    }

    @Test("timeOffset shifts every event time, so touch timestamps move with it")
    func timeOffsetShiftsTimestamps() throws {
        let log = ReaderLog()
        let feeder = StreamFeeder()
        var configuration = log.configuration(TestDevices.screen)
        configuration.timeOffset = 100
        let reader = log.reader(of: feeder, configuration: configuration)
        try reader.start()
        feeder.feed(InputEventRecord.encode(contentsOf: TestDevices.down(slot: 0, id: 1, x: 1, y: 2, at: 5)
                                            + TestDevices.up(slot: 0, at: 5.25)))
        #expect(reader.waitUntilFinished(timeout: 60) == .endOfStream)
        #expect(log.events.map(\.timestamp) == [105, 105.25])
    }
}
#endif
