import Foundation
import Testing
import OpenTouchEvdev

/// Keyboard recordings (evemu and `libinput record`) decoded to key presses.
@Suite("Keyboard recordings")
struct KeyboardRecordingTests {
    static var lenovo: URL {
        Fixtures.root.appendingPathComponent("keyboards")
            .appendingPathComponent("Lenovo ThinkPad Compact USB Keyboard with TrackPoint.keyboard.events")
    }

    static var typing: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/libinput/keyboard-typing.yml")
    }

    @Test("the real evemu keyboard recording: Return held from before, then Control and C still held")
    func lenovoRecording() throws {
        let recording = try EvemuReader.read(contentsOf: Self.lenovo)
        #expect(recording.isKeyboard)
        let decoding = recording.decodeKeyboard()
        #expect(decoding.presses.map(\.hidUsage) == [0xE0, 0x06])
        #expect(decoding.presses.map(\.down) == [1.399994, 1.560031])
        #expect(decoding.presses.allSatisfy { $0.up == nil && $0.repeatTimes.isEmpty })
        let kinds = decoding.diagnostics.map(\.kind)
        #expect(kinds == [.keyUpWithoutDown, .keysHeldAtFinish])
        #expect(decoding.diagnostics.first?.line != nil)
        #expect(decoding.diagnostics.last?.message.contains("KEY_LEFTCTRL, KEY_C") == true)
    }

    @Test("the libinput record keyboard: presses in order, releases, kernel autorepeats, a key held at the end")
    func libinputRecording() throws {
        let recording = try LibinputRecordReader.read(contentsOf: Self.typing)
        #expect(recording.isKeyboard)
        let decoding = recording.decodeKeyboard()
        // Shift, H, I, Shift, 1, Return, O, K, Backspace, Control, C, H.
        #expect(decoding.presses.map(\.hidUsage)
                == [0xE1, 0x0B, 0x0C, 0xE1, 0x1E, 0x28, 0x12, 0x0E, 0x2A, 0xE0, 0x06, 0x0B])
        let letterO = try #require(decoding.presses.first { $0.hidUsage == 0x12 })
        #expect(letterO.down == 1.5 && letterO.up == 2.08)
        #expect(letterO.repeatTimes == [2.0, 2.033, 2.066])
        #expect(decoding.presses.last?.up == nil)
        #expect(decoding.diagnostics.map(\.kind) == [.keysHeldAtFinish])
        #expect(decoding.transitions.filter { $0.phase == .autorepeat }.count == 3)
    }

    @Test("a touchscreen recording is not a keyboard, and a keyboard recording is not a touchscreen")
    func classification() throws {
        let touch = try LibinputRecordReader.read(
            contentsOf: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/libinput/touchscreen-tap-and-pinch.yml"))
        #expect(!touch.isKeyboard)
        #expect(touch.decodeKeyboard().presses.isEmpty)
    }

    @Test("a power button is not a keyboard; finishing twice gives nothing the second time")
    func powerButtonAndFinish() {
        let power = EvdevRecording(device: EvdevDeviceDescription(name: "Power Button",
                                                                 eventCodes: [EvdevEventType.key: [116]]),
                                   events: [.key(116, 1, at: 0), .syncReport(at: 0)])
        #expect(!power.isKeyboard)
        var decoder = EvdevKeyboardDecoder()
        _ = decoder.feed(.key(30, 1, at: 0))
        #expect(decoder.finish().presses.count == 1)
        #expect(decoder.finish().presses.isEmpty)
    }

    @Test("a libinput record file made without --show-keycodes (every letter KEY_A) is flagged")
    func obfuscatedKeys() throws {
        let text = try String(contentsOf: Self.typing, encoding: .utf8)
            .replacingOccurrences(of: "   1,  35,", with: "   1,  30,")
            .replacingOccurrences(of: "   1,  23,", with: "   1,  30,")
            .replacingOccurrences(of: "   1,  24,", with: "   1,  30,")
            .replacingOccurrences(of: "   1,  37,", with: "   1,  30,")
            .replacingOccurrences(of: "   1,  46,", with: "   1,  30,")
            .replacingOccurrences(of: "   1,   2,", with: "   1,  30,")
        let recording = try LibinputRecordReader.parse(text, source: "obfuscated.yml")
        let kinds = recording.decodeKeyboard().diagnostics.map(\.kind)
        #expect(kinds.contains(.keysLookObfuscated))
        #expect(!(try LibinputRecordReader.read(contentsOf: Self.typing)).decodeKeyboard().diagnostics
            .contains { $0.kind == .keysLookObfuscated })
    }

    @Test("malformed key streams are reported and repaired, never fatal")
    func malformedStreams() {
        let events: [EvdevEvent] = [
            .key(30, 1, at: 0), .syncReport(at: 0),
            .key(30, 1, at: 0.1), .syncReport(at: 0.1),      // pressed again: its release was lost
            .key(31, 2, at: 0.2), .syncReport(at: 0.2),      // repeat of a key not down
            .key(32, 7, at: 0.3), .syncReport(at: 0.3),      // not a key value
            .key(225, 1, at: 0.4), .syncReport(at: 0.4),     // KEY_BRIGHTNESSUP: no keyboard usage
            .key(0x14a, 1, at: 0.45),                        // BTN_TOUCH: a button, skipped silently
            .sync(EvdevSyncCode.dropped, at: 0.5), .key(33, 1, at: 0.5), .syncReport(at: 0.5),
            .key(30, 0, at: 0.6), .syncReport(at: 0.6),
            .key(34, 0, at: 0.7), .syncReport(at: 0.7),      // released, never pressed
        ]
        let decoding = EvdevKeyboardDecoder.decode(events)
        #expect(decoding.diagnostics.map(\.kind) == [
            .keyDownWhileDown, .keyRepeatWithoutDown, .invalidKeyValue, .unmappedKeyCode, .eventsDropped, .keyUpWithoutDown,
        ])
        #expect(decoding.presses.map(\.down) == [0, 0.1])
        #expect(decoding.presses.map(\.up) == [0.1, 0.6])
    }

    @Test("random event streams decode without crashing, and every press ends after it began")
    func randomStreams() {
        var generator = SeededRandom(seed: 23)
        for _ in 0..<200 {
            var time = 0.0
            let events = (0..<60).map { _ -> EvdevEvent in
                time += Double.random(in: 0...0.05, using: &generator)
                let type: UInt16 = [0, 1, 1, 1, 4].randomElement(using: &generator)!
                let code = UInt16.random(in: 0...300, using: &generator)
                return EvdevEvent(time: time, type: type, code: type == 0 ? code % 4 : code,
                                  value: Int32.random(in: -1...3, using: &generator))
            }
            let decoding = EvdevKeyboardDecoder.decode(events)
            #expect(decoding.presses.allSatisfy { ($0.up ?? .infinity) >= $0.down })
            #expect(decoding.presses.allSatisfy { press in press.repeatTimes.allSatisfy { $0 >= press.down } })
        }
    }

    @Test("the HID usage table and Linux key codes agree both ways")
    func usageTable() {
        #expect(EvdevKeyboardUsage.hidUsage(forEvdevCode: 30) == 0x04)       // KEY_A
        #expect(EvdevKeyboardUsage.hidUsage(forEvdevCode: 28) == 0x28)       // KEY_ENTER
        #expect(EvdevKeyboardUsage.hidUsage(forEvdevCode: 43) == 0x31)       // KEY_BACKSLASH
        #expect(EvdevKeyboardUsage.evdevCode(forHIDUsage: 0x32) == 43)       // non-US #
        #expect(EvdevKeyboardUsage.evdevCode(forHIDUsage: 0x73) == 194)      // F24
        #expect(EvdevKeyboardUsage.xkbKeycode(forEvdevCode: 30) == 38)
        for (usage, code) in EvdevKeyboardUsage.pairs where usage != 0x32 {
            #expect(EvdevKeyboardUsage.hidUsage(forEvdevCode: code) == usage, "usage \(usage) code \(code)")
        }
    }
}
