import Foundation
import Testing
import OpenTouch
import OpenTouchEvdev

@Suite("libinput record reader")
struct LibinputRecordReaderTests {
    static var fixture: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/libinput/touchscreen-tap-and-pinch.yml")
    }

    @Test("reads the device description")
    func description() throws {
        let recording = try LibinputRecordReader.read(contentsOf: Self.fixture)
        let device = recording.device
        #expect(device.name == "Test Panel Touchscreen")
        #expect(device.id == EvdevDeviceID(busType: 0x18, vendor: 0x4f3, product: 0x2a1, version: 0x100))
        #expect(device.isDirect)
        #expect(device.multitouchSlotCount == 10)
        #expect(device.supports(type: EvdevEventType.key, code: EvdevKeyCode.btnTouch))
        #expect(device.absoluteAxis(EvdevAbsoluteAxis.mtPositionX) == EvdevAbsInfo(minimum: 0, maximum: 1919, resolution: 12))
        #expect(device.eventCodes[EvdevEventType.syn]?.count == 16)
    }

    @Test("reads the evdev frames, ignores libinput entries, and keeps YAML line numbers")
    func events() throws {
        let recording = try LibinputRecordReader.read(contentsOf: Self.fixture)
        #expect(recording.events.count == 8 + 3 + 9 + 5 + 6)
        #expect(recording.events.first == EvdevEvent(time: 0, type: 3, code: 57, value: 100))
        #expect(recording.events[8] == EvdevEvent(time: 0.080012, type: 3, code: 57, value: -1))
        #expect(recording.eventLines.first == 48)
        #expect(recording.events.filter(\.isSyncReport).count == 5)
    }

    @Test("decodes a tap, then two fingers spreading apart")
    func decoding() throws {
        let recording = try LibinputRecordReader.read(contentsOf: Self.fixture)
        let decoding = recording.decode(mapping: EvdevScreenMapping(width: 1920, height: 1080))
        #expect(decoding.diagnostics.isEmpty)
        #expect(decoding.events.summaries == [
            ["down 1 (960,540)"], ["up 1 (960,540)"],
            ["down 2 (800,500)", "down 3 (1100,500)"], ["move 2 (700,500)", "move 3 (1200,500)"],
            ["up 2 (700,500)", "up 3 (1200,500)"],
        ])
        #expect(decoding.events[0].fingers[0].pressure == 51.0 / 255.0)
        #expect(decoding.events.map(\.timestamp) == [0, 0.080012, 1.5, 1.516, 1.532])
    }

    @Test("an evemu fixture converted to libinput YAML reads back to the same device and events",
          arguments: Fixtures.recordings)
    func bothReadersAgree(_ fixture: FixtureRecording) throws {
        let evemu = try fixture.read()
        let yaml = LibinputRecordWriter.yaml(evemu)
        let libinput = try LibinputRecordReader.parse(yaml)
        #expect(libinput.device == evemu.device)
        #expect(libinput.events == evemu.events)
        #expect(libinput.digitizerEvents(mapping: fixture.screen) == evemu.digitizerEvents(mapping: fixture.screen))
    }
}
