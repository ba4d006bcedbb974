import Foundation
import Testing
import OpenTouchEvdev

@Suite("Reader errors name the line and what is wrong")
struct ReaderErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let line: Int
        let message: String
        var testDescription: String { name }
    }

    static let evemuCases: [Case] = [
        Case(name: "unknown line", text: "N: T\nhello\n", line: 2,
             message: "expected a line starting with 'N:', 'I:', 'P:', 'B:', 'A:', 'E:' or '#', found 'hello'"),
        Case(name: "short event", text: "N: T\n# c\nE: 1.0 0003\n", line: 3,
             message: "expected 'E: <seconds>.<microseconds> <type> <code> <value>' (hex type and code, decimal value), found 'E: 1.0 0003'"),
        Case(name: "bad time", text: "N: T\nE: 1.x 0003 0000 5\n", line: 2,
             message: "expected 'E: <seconds>.<microseconds> <type> <code> <value>' (hex type and code, decimal value), found 'E: 1.x 0003 0000 5'"),
        Case(name: "type too large", text: "N: T\nE: 1.0 10000 0000 5\n", line: 2,
             message: "expected 'E: <seconds>.<microseconds> <type> <code> <value>' (hex type and code, decimal value), found 'E: 1.0 10000 0000 5'"),
        Case(name: "value overflows Int32", text: "N: T\nE: 1.0 0003 0000 2147483648\n", line: 2,
             message: "expected 'E: <seconds>.<microseconds> <type> <code> <value>' (hex type and code, decimal value), found 'E: 1.0 0003 0000 2147483648'"),
        Case(name: "axis line too short", text: "N: T\nA: 00 0 799 0\n", line: 2,
             message: "expected 'A: <axis> <min> <max> <fuzz> <flat> [<resolution>]' (hex axis ≤ 3f, decimal values), found 'A: 00 0 799 0'"),
        Case(name: "axis code beyond ABS_MAX", text: "N: T\nA: 40 0 1 0 0 0\n", line: 2,
             message: "expected 'A: <axis> <min> <max> <fuzz> <flat> [<resolution>]' (hex axis ≤ 3f, decimal values), found 'A: 40 0 1 0 0 0'"),
        Case(name: "bits byte not hex", text: "N: T\nB: 03 zz\n", line: 2,
             message: "expected 'B: <type> <byte> …' (hex type ≤ 1f, up to 8 hex bytes), found 'B: 03 zz'"),
        Case(name: "ids short", text: "N: T\nI: 0003 056a 00e6\n", line: 2,
             message: "expected 'I: <bus> <vendor> <product> <version>' in hex, found 'I: 0003 056a 00e6'"),
        Case(name: "properties not hex", text: "N: T\nP: 0x02\n", line: 2,
             message: "expected 'P: <byte> …' (up to 8 hex bytes), found 'P: 0x02'"),
        Case(name: "event before the name", text: "# EVEMU 1.3\nE: 1.0 0000 0000 0\nN: T\n", line: 2,
             message: "event before the device description (no 'N: <name>' line yet)"),
        Case(name: "description after events", text: "N: T\nE: 1.0 0000 0000 0\nA: 00 0 1 0 0 0\n", line: 3,
             message: "device description line after the first event: 'A: 00 0 1 0 0 0'"),
        Case(name: "second name", text: "N: T\nN: U\n", line: 2,
             message: "second device name line; a recording describes one device: 'N: U'"),
        Case(name: "no header at all", text: "", line: 1,
             message: "no device name line ('N: <name>') found; is this an evemu recording?"),
        Case(name: "binary garbage", text: "N: T\n\u{01}\u{02}\u{7f}xyz\n", line: 2,
             message: "expected a line starting with 'N:', 'I:', 'P:', 'B:', 'A:', 'E:' or '#', found '???xyz'"),
        Case(name: "truncated event", text: "N: T\nE: 1.000000 0003 00\n", line: 2,
             message: "expected 'E: <seconds>.<microseconds> <type> <code> <value>' (hex type and code, decimal value), found 'E: 1.000000 0003 00'"),
    ]

    @Test("evemu: each malformed line class", arguments: evemuCases)
    func evemu(_ testCase: Case) {
        let error = #expect(throws: EvdevReadError.self) { try EvemuReader.parse(testCase.text) }
        #expect(error?.line == testCase.line)
        #expect(error?.message == testCase.message)
        #expect(error?.description == "line \(testCase.line): \(testCase.message)")
    }

    @Test("evemu: an event line in a description file")
    func eventInDescription() {
        let error = #expect(throws: EvdevReadError.self) {
            try EvemuReader.parse(description: "N: T\nE: 1.0 0000 0000 0\n", events: "")
        }
        #expect(error?.description == "description: line 2: event line in a device description file: 'E: 1.0 0000 0000 0'")
    }

    static let header = "version: 1\ndevices:\n- evdev:\n    name: T\n    absinfo: {0: [0, 9, 0, 0, 0]}\n  events:\n"

    static let libinputCases: [Case] = [
        Case(name: "not YAML", text: "version: 1\ndevices: [\n  - x: : :\n", line: 3, message: ""),
        Case(name: "no version", text: "devices: []\n", line: 1,
             message: "missing 'version' (is this a libinput record file?)"),
        Case(name: "other version", text: "version: 2\ndevices: []\n", line: 1,
             message: "unsupported format version '2'; this reader knows version 1"),
        Case(name: "devices not a list", text: "version: 1\ndevices: 3\n", line: 2,
             message: "expected 'devices' to be a list, found '3'"),
        Case(name: "no device", text: "version: 1\ndevices: []\n", line: 2,
             message: "device 0 requested, the file has 0"),
        Case(name: "no name", text: "version: 1\ndevices:\n- evdev:\n    id: [1, 2, 3, 4]\n", line: 4,
             message: "device has no 'name'"),
        Case(name: "absinfo too short", text: "version: 1\ndevices:\n- evdev:\n    name: T\n    absinfo:\n      0: [0, 9, 0]\n",
             line: 6, message: "expected [min, max, fuzz, flat, resolution] for axis 0, found 3 numbers"),
        Case(name: "event with four fields", text: header + "  - evdev:\n    - [0, 0, 3, 0]\n", line: 8,
             message: "expected an event [sec, usec, type, code, value], found a list of 4"),
        Case(name: "event value not a number", text: header + "  - evdev:\n    - [0, 0, 3, 0, x]\n", line: 8,
             message: "expected a decimal event value, found 'x'"),
        Case(name: "microseconds out of range", text: header + "  - evdev:\n    - [0, 1000000, 3, 0, 1]\n", line: 8,
             message: "microseconds 1000000 is outside 0...999999"),
        Case(name: "value beyond Int32", text: header + "  - evdev:\n    - [0, 0, 3, 0, 99999999999]\n", line: 8,
             message: "event value 99999999999 is outside -2147483648...2147483647"),
    ]

    @Test("libinput record: each malformed structure", arguments: libinputCases)
    func libinput(_ testCase: Case) {
        let error = #expect(throws: EvdevReadError.self) { try LibinputRecordReader.parse(testCase.text) }
        #expect(error?.line == testCase.line, "\(String(describing: error))")
        if !testCase.message.isEmpty { #expect(error?.message == testCase.message) }
    }

    @Test("libinput record: aliases that multiply the data run out of budget instead of hanging")
    func aliasBomb() {
        let frame = "&f {evdev: [" + Array(repeating: "[0, 0, 3, 0, 1]", count: 1000).joined(separator: ", ") + "]}"
        let frames = "&all [" + Array(repeating: "*f", count: 2000).joined(separator: ", ") + "]"
        let text = "version: 1\nanchors: [\(frame), \(frames)]\ndevices:\n- evdev: {name: T}\n  events: *all\n"
        let start = Date()
        let error = #expect(throws: EvdevReadError.self) { try LibinputRecordReader.parse(text) }
        #expect(error?.message.contains("repeated YAML aliases") == true)
        #expect(Date().timeIntervalSince(start) < 5)
    }
}
