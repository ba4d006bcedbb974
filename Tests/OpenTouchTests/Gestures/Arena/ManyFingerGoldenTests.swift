import Foundation
import OpenTouch
import Testing

/// Thirty staggered fingers under the replay's standard recognizers (taps, long press, pan, pinch,
/// rotation): touches join and leave mid-gesture, the pinch and rotation ignore all but their
/// first two, and every recognizer tracks dozens of touches.
///
/// The files sit in `Goldens/` beside this test. `many-fingers.jsonl` is the input, written by
/// `python3 Benchmarks/Scripts/finger-recording.py 30 5 --staggered` (its first line's note predates
/// the script's note for staggered recordings; every event line is the script's). The two `*.expected.*`
/// outputs were written at commit 4c023e5 (before the per-touch membership lists) by
/// `opentouch replay Goldens/many-fingers.jsonl --format json` and `... --explain --format json`;
/// the engine since reproduces them byte for byte. Set `OPENTOUCH_REGENERATE_GOLDENS=1` to
/// rewrite them from the engine under test (then review the diff before committing it).
///
/// What this covers: the order of recognizers' state changes and of their ignored touches with
/// many fingers. What it does not: the replay's root view is not multi-touch, so only finger 1
/// reaches a view (the other explanations have no deliveries), and nothing holds a touch — the
/// view-delivery orders with many fingers are checked by `GAManyFingerTests`. The replay is run
/// through the package-level `RecordingAnalysis` (as `opentouch replay` runs it), not only
/// through UIKit's public API.
@MainActor
@Suite("Gestures: many fingers replay exactly as before the O(1) membership tests")
struct ManyFingerGoldenTests {
    private static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens")
    private static let regenerating = ProcessInfo.processInfo.environment["OPENTOUCH_REGENERATE_GOLDENS"] == "1"

    private static func recording() throws -> DigitizerRecording {
        try DigitizerRecording(contentsOf: goldens.appendingPathComponent("many-fingers.jsonl"))
    }

    /// Compares `actual` with the golden `name` line by line; on a difference, reports the first
    /// differing line with two lines of context before it (or rewrites the golden when regenerating).
    private static func compare(_ actual: String, with name: String,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = goldens.appendingPathComponent(name)
        if regenerating {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(actualLines.count, expectedLines.count)
        let first = (0 ..< common).first { actualLines[$0] != expectedLines[$0] } ?? common
        let context = expectedLines[max(0, first - 2) ..< first].joined(separator: "\n")
        let got = first < actualLines.count ? String(actualLines[first]) : "(end of output)"
        let wanted = first < expectedLines.count ? String(expectedLines[first]) : "(end of golden)"
        Issue.record("\(name) differs first at line \(first + 1) (after:\n\(context))\n  expected: \(wanted)\n  actual:   \(got)",
                     sourceLocation: sourceLocation)
    }

    @Test("30 staggered fingers: touches and gestures (replay --format json) are the recorded ones")
    func touchesAndGestures() throws {
        let analysis = RecordingAnalysis(try Self.recording())
        try Self.compare(analysis.jsonLines().joined(separator: "\n") + "\n", with: "many-fingers.replay.expected.jsonl")
    }

    @Test("30 staggered fingers: every touch's why-trace (replay --explain --format json) is the recorded one")
    func explanations() throws {
        var explanations: [TouchExplanation] = []
        _ = RecordingAnalysis(try Self.recording(), traced: { explanations = $0.explanations() })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = String(decoding: try encoder.encode(explanations), as: UTF8.self)
        #expect(explanations.count == 30)
        try Self.compare(json + "\n", with: "many-fingers.explain.expected.json")
    }
}
