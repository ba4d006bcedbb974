import Foundation
import OpenTouch
import Testing

/// Many fingers under the replay's standard recognizers (taps, long press, pan, pinch, rotation):
/// touches join and leave mid-gesture, the pinch and rotation ignore all but their first two, and
/// every recognizer holds dozens of touches. The outputs were written by `opentouch replay` built
/// before the per-touch membership tests became O(1) (see Benchmarks/README.md, Dispatch); any
/// change to the order of deliveries, ignores, state changes or held touches shows up here.
@MainActor
@Suite("Gestures: many fingers replay exactly as before the O(1) membership tests")
struct ManyFingerGoldenTests {
    private static let recordings = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Recordings")

    private static func file(_ name: String) throws -> String {
        try String(contentsOf: recordings.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("30 staggered fingers: touches and gestures (replay --format json) are the recorded ones")
    func touchesAndGestures() throws {
        let recording = try DigitizerRecording(contentsOf: Self.recordings.appendingPathComponent("many-fingers.jsonl"))
        let analysis = RecordingAnalysis(recording)
        let expected = try Self.file("many-fingers.replay.jsonl").split(separator: "\n").map(String.init)
        #expect(analysis.jsonLines() == expected)
    }

    @Test("30 staggered fingers: every touch's why-trace (replay --explain --format json) is the recorded one")
    func explanations() throws {
        let recording = try DigitizerRecording(contentsOf: Self.recordings.appendingPathComponent("many-fingers.jsonl"))
        var explanations: [TouchExplanation] = []
        _ = RecordingAnalysis(recording, traced: { explanations = $0.explanations() })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = String(decoding: try encoder.encode(explanations), as: UTF8.self)
        #expect(explanations.count == 30)
        #expect(json + "\n" == (try Self.file("many-fingers.explain.json")))
    }
}
