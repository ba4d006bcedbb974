import Foundation
import OpenTouch
import OpenTouchEvdev
import Testing

/// `RecordingFile`, what `opentouch replay` reads files with: finding descriptions, naming the
/// file once, and saying exactly what is wrong with bad input (issue 19's held-out recordings and
/// its fuzz of `opentouch replay`).
@Suite("Readers: recording files, as opentouch replay reads them")
struct RecordingFileTests {
    /// A fresh folder holding `files` (name → text), removed by the caller.
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opentouch-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private func error(reading url: URL, options: RecordingFile.Options = .init()) -> RecordingFileError? {
        do {
            _ = try RecordingFile.read(contentsOf: url, options: options)
            return nil
        } catch {
            return error
        }
    }

    private var wacomDescription: String { Fixtures.text(Fixtures.tablet("\(Fixtures.wacom).desc")) }
    private var wacomDoubleTap: String { Fixtures.text(Fixtures.tablet("\(Fixtures.wacom).double-tap-center.events")) }
    private var atmelTaps: String { Fixtures.text(Fixtures.touchscreen("\(Fixtures.atmel).1-finger-fast-taps.events")) }

    @Test("an events file named '<device> <recording>.events' finds '<device>.desc' beside it")
    func descriptionAfterASpace() throws {
        let folder = try folder(["Wacom Intuos5 touch M Finger.desc": wacomDescription,
                                 "Wacom Intuos5 touch M Finger double-tap-center.events": wacomDoubleTap])
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Wacom Intuos5 touch M Finger double-tap-center.events")
        let recording = try RecordingFile.read(contentsOf: url)
        #expect(recording.header.device == "Wacom ISDv4 E6 Finger")
        #expect(recording.events.count == 4)   // two touch-downs and two lifts: the double tap
    }

    @Test("--desc names the description outright, wherever it is")
    func descriptionNamedOutright() throws {
        let folder = try folder(["device.txt": wacomDescription, "taps.events": wacomDoubleTap])
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = folder.appendingPathComponent("taps.events")
        let missing = try #require(error(reading: events))
        #expect(missing.description.hasSuffix("name it with --desc FILE"))
        let options = RecordingFile.Options(descriptionURL: folder.appendingPathComponent("device.txt"))
        #expect(try RecordingFile.read(contentsOf: events, options: options).events.count == 4)
        // A description makes no sense for a JSON Lines recording.
        let jsonLines = folder.appendingPathComponent("r.jsonl")
        try DigitizerRecording().write(to: jsonLines)
        #expect(error(reading: jsonLines, options: options)?.message
                == "a description file (--desc) applies to evemu events files; "
                   + "this file is: OpenTouch digitizer recording (JSON Lines)")
    }

    @Test("a .desc file on its own is an error that names the recordings that use it")
    func loneDescription() throws {
        let folder = try folder(["Pad.desc": wacomDescription, "Pad.tap.events": wacomDoubleTap,
                                 "Pad swipe.events": wacomDoubleTap, "Other.tap.events": wacomDoubleTap])
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try #require(error(reading: folder.appendingPathComponent("Pad.desc")))
        #expect(failure.message == "a device description with no events, not a recording; replay one of the "
                + "recordings beside it that use it: Pad swipe.events, Pad.tap.events")
    }

    @Test("a cut-off last line of an evemu file is left out with a warning; the same line with a newline is an error")
    func truncatedEvemuLastLine() throws {
        let lines = atmelTaps.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = try #require(lines.lastIndex { $0.hasPrefix("E:") })
        let truncated = lines[..<cut].joined(separator: "\n") + "\n" + lines[cut].prefix(12)
        let folder = try folder(["cut.evemu": truncated, "bad.evemu": truncated + "\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = try RecordingFile.read(contentsOf: folder.appendingPathComponent("cut.evemu"))
        let warning = try #require(recording.readDiagnostics.first { $0.contains("incomplete last line") })
        #expect(warning.hasPrefix("line \(cut + 1): incomplete last line (no newline at the end) left out: expected 'E:"))
        let failure = try #require(error(reading: folder.appendingPathComponent("bad.evemu")))
        #expect(failure.line == cut + 1)
    }

    @Test("a position axis whose range is inverted or zero wide is an error, not a screen of −1278 × 1 points")
    func unusableAxisRanges() throws {
        let folder = try folder([
            "inverted.evemu": atmelTaps.replacingOccurrences(of: "A: 35 0 799", with: "A: 35 799 0"),
            "flat.evemu": atmelTaps.replacingOccurrences(of: "A: 36 0 479", with: "A: 36 5 5"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(error(reading: folder.appendingPathComponent("inverted.evemu"))?.message
                == "the device's ABS_MT_POSITION_X range 799…0 is inverted: a touch position axis needs its minimum below its maximum")
        #expect(error(reading: folder.appendingPathComponent("flat.evemu"))?.message
                == "the device's ABS_MT_POSITION_Y range 5…5 is zero wide: a touch position axis needs its minimum below its maximum")
    }

    @Test("YAML nested past any libinput record's depth gets the reader's own message, flow or block")
    func deepYAML() throws {
        let head = "version: 1\nndevices: 1\nlibinput:\n  version: 1.22\ndevices:\n  - node: /dev/input/event0\n    x: "
        let flow = head + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "\n"
        let block = head + "\n" + (0..<1_200).map { String(repeating: "  ", count: $0 + 3) + "- " }.joined(separator: "\n")
        let folder = try folder(["flow.yml": flow, "block.yml": block])
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["flow.yml", "block.yml"] {
            let failure = try #require(error(reading: folder.appendingPathComponent(name)))
            #expect(failure.message == "YAML collections nested more than 64 levels deep; a libinput record nests "
                    + "at most 7, so this is not one", "\(name)")
            #expect(failure.line > 1)
            #expect(!failure.description.contains("yaml_"))
        }
    }

    @Test("errors name the file's path once, and the line")
    func pathOnce() throws {
        let folder = try folder(["broken.events": "E: 1.0 0003\n", "Broken.desc": "N: Broken\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("broken.events")
        let failure = try #require(error(reading: url))
        #expect(failure.description.components(separatedBy: "broken.events").count == 2)
        #expect(failure.description.hasPrefix(url.path + ": "))
        let missing = try #require(error(reading: folder.appendingPathComponent("none.jsonl")))
        #expect(missing.description == folder.appendingPathComponent("none.jsonl").path + ": no such file")
    }

    @Test("a JSON Lines recording's errors keep their line; its screen is replaced by the placement's")
    func jsonLines() throws {
        let header = #"{"format":"opentouch-digitizer","version":1,"screen":[375,667]}"#
        let folder = try folder(["big.jsonl": header + "\n" + #"{"time":1e400,"fingers":[]}"# + "\n",
                                 "ok.jsonl": header + "\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try #require(error(reading: folder.appendingPathComponent("big.jsonl")))
        #expect(failure.line == 2)
        #expect(failure.message.contains("the number 1e400 at column 9 is out of range"))
        let placed = RecordingFile.Options(placement: .init(screen: CGSize(width: 800, height: 480)))
        let recording = try RecordingFile.read(contentsOf: folder.appendingPathComponent("ok.jsonl"), options: placed)
        #expect(recording.header.screenSize == CGSize(width: 800, height: 480))
    }
}
