import ArgumentParser
import Foundation
import OpenTouch
import OpenTouchEvdev

/// `opentouch replay FILE`: replays a recorded touch session on a virtual clock and prints its
/// touches and what a standard set of recognizers made of it.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recorded touch session and print its touches and recognized gestures.",
        discussion: """
            Replays FILE on a virtual clock that starts at the first event's time (so every time \
            printed is the recording's) into a window of the recording's screen size whose root \
            view has six recognizers: singleTap (waits for doubleTap to fail), doubleTap, \
            longPress, pan, pinch and rotation (pan, pinch and rotation recognize together). \
            Prints each touch (start and end time and point, whether it moved more than 10 pt, \
            its tap count), then each recognized gesture (kind, final state, time it recognized \
            or began), then what was wrong with the input. `--format json` prints the touches and \
            gestures as JSON Lines (touches numbered from 0) and the diagnostics as JSON Lines on \
            standard error. `--explain` prints instead the account of each touch, in order: where it \
            went down, the hit-test path and the views passed over with why, each recognizer's \
            fate with its reason, the responder calls (and why one was late or cancelled) and who \
            handled it; with `--format json`, a JSON array of those accounts. \
            `--timeline FILE` also writes the replay's timeline, a self-contained HTML page. \
            A keyboard recording (an evemu or libinput record file of a keyboard) prints each key \
            press (its UIKeyboardHIDUsage name, down and up times, the kernel's autorepeats while \
            held, the characters it typed) and then the text the presses type into an empty text \
            view, in the XKB layout --layout names (US by default).
            """
    )

    @Argument(help: """
        The recording: an OpenTouch digitizer recording (JSON Lines), an evemu recording (a \
        single file, or the .events file of a .desc + .events pair, found beside it or named \
        with --desc) or a libinput record YAML file.
        """)
    var file: String

    @Option(name: .customLong("desc"), help: ArgumentHelp("""
        For an evemu .events file: its device description (.desc) file, when it is not beside \
        the events file under the device's name.
        """, valueName: "FILE"))
    var descriptionFile: String?

    @Option(help: ArgumentHelp("""
        The screen size in points (default: the recording's; for a device recording, the panel's \
        size at 163 points per inch when it reports a resolution, else one point per device unit).
        """, valueName: "WxH"))
    var screen: String?

    @Option(help: "For a device recording: how the panel is mounted, clockwise degrees (0, 90, 180 or 270).")
    var rotation: Int = 0

    @Flag(name: .customLong("flip-x"), help: "For a device recording: mirror the panel left to right.")
    var flipsHorizontally = false

    @Flag(name: .customLong("flip-y"), help: "For a device recording: mirror the panel top to bottom.")
    var flipsVertically = false

    @Option(name: .customLong("protocol"), help: "For a device recording: automatic, multitouch or singleTouch (the legacy ABS_X/ABS_Y axes).")
    var protocolSelection: String = EvdevProtocolSelection.automatic.rawValue

    @Option(help: "The output: text or json (JSON Lines: one object per touch, then one per gesture; diagnostics as JSON Lines on standard error).")
    var format: ReplayOutput = .text

    @Option(help: "For a keyboard recording: the XKB layout the keys type in (us, de, fr, gb, …; the files in /usr/share/X11/xkb/symbols).")
    var layout: String = "us"

    @Option(help: "For a keyboard recording: the layout's XKB variant (for example nodeadkeys, dvorak).")
    var variant: String?

    @Option(name: .customLong("xkb-options"), help: "For a keyboard recording: XKB options, comma-separated (for example ctrl:nocaps).")
    var xkbOptions: String?

    @Flag(help: "Print the account of each touch (hit test, recognizers' fates with reasons, responders, who handled it) instead of the report; with --format json, a JSON array.")
    var explain = false

    @Option(help: ArgumentHelp("Also write the replay's timeline to FILE: one HTML page, no network needed.",
                               valueName: "FILE"))
    var timeline: String?

    /// The parsed `--screen`.
    private var screenSize: CGSize? {
        screen.flatMap(Self.parseScreen)
    }

    func validate() throws {
        if let screen, Self.parseScreen(screen) == nil {
            throw ValidationError("--screen must be WIDTHxHEIGHT in points, two positive numbers (for example 390x844); got \"\(screen)\"")
        }
        if EvdevScreenMapping.Rotation(degrees: rotation) == nil {
            throw ValidationError("--rotation must be 0, 90, 180 or 270; got \(rotation)")
        }
        if EvdevProtocolSelection(rawValue: protocolSelection) == nil {
            let names = EvdevProtocolSelection.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--protocol must be one of \(names); got \"\(protocolSelection)\"")
        }
        if let timeline, timeline.isEmpty {
            throw ValidationError("--timeline needs a file name")
        }
    }

    func run() throws {
        let placement = EvdevReplayPlacement(
            screen: screenSize,
            rotation: EvdevScreenMapping.Rotation(degrees: rotation) ?? .none,
            flipsHorizontally: flipsHorizontally,
            flipsVertically: flipsVertically,
            protocolSelection: EvdevProtocolSelection(rawValue: protocolSelection) ?? .automatic)
        let options = RecordingFile.Options(placement: placement,
                                            descriptionURL: descriptionFile.map { URL(fileURLWithPath: $0) })
        if let device = try RecordingFile.readDevice(contentsOf: URL(fileURLWithPath: file), options: options),
           device.isKeyboard {
            try replayKeyboard(device)
            return
        }
        let recording = try RecordingFile.read(contentsOf: URL(fileURLWithPath: file), options: options)
        for warning in recording.readDiagnostics {
            FileHandle.standardError.write(Data("warning: \(file): \(warning)\n".utf8))
        }
        let format = self.format
        try MainActor.assumeIsolated {
            var traceOutput = ReplayTraceOutput(explain: explain, timeline: timeline.map { URL(fileURLWithPath: $0) },
                                                title: "opentouch replay \(URL(fileURLWithPath: file).lastPathComponent)")
            let analysis = RecordingAnalysis(recording,
                                             traced: traceOutput.isNeeded ? { traceOutput.take($0) } : nil)
            try traceOutput.finish()
            if explain {
                try traceOutput.printExplanations(json: format == .json)
                return
            }
            switch format {
            case .text:
                for line in analysis.textLines() { print(line) }
            case .json:
                for line in analysis.jsonLines() { print(line) }
                // Standard output holds only touches and gestures; what was wrong goes beside it.
                for line in analysis.diagnosticJSONLines() {
                    FileHandle.standardError.write(Data((line + "\n").utf8))
                }
            }
        }
    }

    /// `390x844` (or `390X844`, `390×844`) as a size; nil unless both are finite and positive.
    static func parseScreen(_ text: String) -> CGSize? {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2,
              let width = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let height = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}

/// The formats `opentouch replay` prints.
enum ReplayOutput: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
