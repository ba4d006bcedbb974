import ArgumentParser
import Foundation
import OpenTouch

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
            or began), then what was wrong with the input. `--format json` prints the same as \
            JSON Lines.
            """
    )

    @Argument(help: "The recording: an OpenTouch digitizer recording (JSON Lines).")
    var file: String

    @Option(help: ArgumentHelp("The screen size in points (default: the recording's).", valueName: "WxH"))
    var screen: String?

    @Option(help: "The output: text or json (JSON Lines, one object per touch, gesture and diagnostic).")
    var format: ReplayOutput = .text

    /// The parsed `--screen`.
    private var screenSize: CGSize? {
        screen.flatMap(Self.parseScreen)
    }

    func validate() throws {
        if let screen, Self.parseScreen(screen) == nil {
            throw ValidationError("--screen must be WIDTHxHEIGHT in points, two positive numbers (for example 390x844); got \"\(screen)\"")
        }
    }

    func run() throws {
        let recording = try loadRecording(URL(fileURLWithPath: file), screen: screenSize)
        for warning in recording.readDiagnostics {
            FileHandle.standardError.write(Data("warning: \(file): \(warning)\n".utf8))
        }
        let format = self.format
        MainActor.assumeIsolated {
            let analysis = RecordingAnalysis(recording)
            for line in format == .json ? analysis.jsonLines() : analysis.textLines() {
                print(line)
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
