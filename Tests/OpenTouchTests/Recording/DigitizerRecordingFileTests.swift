import Foundation
import OpenTouch
import Testing

@Suite("Recording: JSON Lines files")
struct DigitizerRecordingFileTests {
    private var sample: DigitizerRecording {
        var script = RecordingScript(start: 50)
        script.header = DigitizerRecording.Header(screenSize: CGSize(width: 390, height: 844), device: "ELAN Touchscreen",
                                                  source: "unit test", note: "a tap, then a drag")
        script.tap(1, 100, 200)
        script.wait(0.5)
        script.drag(2, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 110), steps: 3)
        return script.recording
    }

    private func text(_ lines: [String], newlineAtEnd: Bool = true) -> Data {
        Data((lines.joined(separator: "\n") + (newlineAtEnd ? "\n" : "")).utf8)
    }

    private let header = #"{"format":"opentouch-digitizer","version":1,"screen":[375,667]}"#
    private let down = #"{"time":1,"fingers":[{"id":1,"at":[10,20],"touching":true,"mask":["range","touch","position"]}]}"#
    private let up = #"{"time":1.1,"fingers":[{"id":1,"at":[10,20],"touching":false,"mask":["range","touch"]}]}"#

    @Test("a recording is a header line, then one line per event; it reads back equal")
    func roundTrip() throws {
        let data = try sample.jsonLines()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == sample.events.count + 2)   // the last is empty: every line ends in \n
        #expect(lines[0] == #"{"device":"ELAN Touchscreen","format":"opentouch-digitizer","note":"a tap, then a drag","screen":[390,844],"source":"unit test","version":1}"#)
        let read = try DigitizerRecording(jsonLines: data)
        #expect(read == sample)
        #expect(read.readDiagnostics.isEmpty)
    }

    @Test("writing to a URL and reading it back")
    func fileRoundTrip() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opentouch-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try sample.write(to: url)
        #expect(try DigitizerRecording(contentsOf: url) == sample)
    }

    @Test("a live file built line by line reads as the same recording")
    func lineByLine() throws {
        var data = try DigitizerRecording.jsonLine(for: sample.header)
        for event in sample.events { data.append(try DigitizerRecording.jsonLine(for: event)) }
        #expect(data == (try sample.jsonLines()))
    }

    @Test("blank lines and CRLF line ends are accepted")
    func blankLinesAndCRLF() throws {
        let data = Data((header + "\r\n\r\n" + down + "\r\n  \n" + up + "\r\n").utf8)
        let recording = try DigitizerRecording(jsonLines: data)
        #expect(recording.events.count == 2)
        #expect(recording.header.screenSize == CGSize(width: 375, height: 667))
    }

    @Test("a cut-off last line without a newline is left out, with a diagnostic naming its line")
    func truncatedLastLine() throws {
        let data = text([header, down, String(up.prefix(30))], newlineAtEnd: false)
        let recording = try DigitizerRecording(jsonLines: data)
        #expect(recording.events.count == 1)
        #expect(recording.readDiagnostics.count == 1)
        #expect(recording.readDiagnostics[0].hasPrefix("line 3: incomplete last line"))
        // A complete last line without a newline is fine.
        #expect(try DigitizerRecording(jsonLines: text([header, down, up], newlineAtEnd: false)).events.count == 2)
    }

    @Test("a bad line that ends in a newline, or any bad line before the last, is an error naming the line")
    func badLines() {
        let cases: [([String], Int, String)] = [
            ([header, down, String(up.prefix(30))], 3, "not valid JSON"),
            ([header, String(down.prefix(30)), up], 2, "not valid JSON"),
            ([header, down, #"{"time":2,"fingers":[{"id":1,"at":[1,2],"touching":false,"mask":["lift"]}]}"#], 3, "unknown mask name \"lift\""),
            ([header, #"{"fingers":[]}"#], 2, "missing key \"time\""),
            ([header, down, #"{"time":2,"fingers":[{"id":1,"at":[1,2,3],"touching":false,"mask":[]}]}"#], 3, "fingers[0].at: expected [x, y]"),
            ([header, #"{"time":"soon","fingers":[]}"#], 2, "time: expected a number"),
        ]
        for (lines, line, message) in cases {
            #expect {
                try DigitizerRecording(jsonLines: text(lines))
            } throws: { error in
                guard let error = error as? DigitizerRecording.FormatError else { return false }
                return error.line == line && error.description.contains(message)
            }
        }
    }

    @Test("the header must name the format, a version this build reads, and a usable screen")
    func badHeaders() {
        let cases: [(String, String)] = [
            (#"{"version":1,"screen":[1,1]}"#, "not an OpenTouch digitizer recording"),
            (#"{"format":"evemu","version":1,"screen":[1,1]}"#, "\"format\" is \"evemu\""),
            (#"{"format":"opentouch-digitizer","version":3,"screen":[1,1]}"#, "format version 3 is not supported"),
            (#"{"format":"opentouch-digitizer","version":1,"screen":[0,1]}"#, "must be two finite, positive numbers"),
            (#"{"format":"opentouch-digitizer","version":1}"#, "missing key \"screen\""),
            ("[1,2]", "expected"),
        ]
        for (line, message) in cases {
            #expect {
                try DigitizerRecording(jsonLines: text(["", line, down]))
            } throws: { error in
                guard let error = error as? DigitizerRecording.FormatError else { return false }
                return error.line == 2 && error.description.contains(message)
            }
        }
        #expect(throws: DigitizerRecording.FormatError(line: 1, "empty: expected a header line {\"format\":\"opentouch-digitizer\",…}")) {
            try DigitizerRecording(jsonLines: Data(" \n\n".utf8))
        }
    }

    @Test("an event JSON cannot hold stops writing with an error naming its line")
    func nonFiniteWrite() {
        var recording = sample
        recording.events[2].fingers[0].location.y = .nan
        #expect {
            try recording.jsonLines()
        } throws: { error in
            guard let error = error as? DigitizerRecording.FormatError else { return false }
            return error.line == 4 && error.message == "fingers[0].at: y is nan: JSON cannot hold non-finite numbers"
        }
        var badScreen = sample
        badScreen.header.screenSize.width = .infinity
        #expect(throws: DigitizerRecording.FormatError.self) { try badScreen.jsonLines() }
    }
}
