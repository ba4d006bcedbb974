import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Recording: the sample recording in Examples/Recordings")
struct SampleRecordingTests {
    /// The repository's root, from this file's path.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("gestures.jsonl reads and replays to its five gestures and one diagnostic (the CI smoke test greps these)")
    func sample() throws {
        let url = Self.root.appendingPathComponent("Examples/Recordings/gestures.jsonl")
        let recording = try DigitizerRecording(contentsOf: url)
        #expect(recording.readDiagnostics.isEmpty)
        #expect(recording.events.count == 56)
        let analysis = RecordingAnalysis(recording)
        #expect(analysis.gestures.map(\.kind) == [.doubleTap, .singleTap, .longPress, .pan, .pinch])
        #expect(analysis.gestures.allSatisfy { $0.state == .ended })
        #expect(analysis.gestures.map(\.time) == [2000.24, 2001.07 + 0.35, 2002.5, recording.events[10].timestamp, recording.events[36].timestamp])
        #expect(analysis.touches.count == 7)
        #expect(analysis.diagnostics.map(\.kind) == [.endWithoutBegin])
        // Written again, it is the same file.
        #expect(try recording.jsonLines() == Data(contentsOf: url))
    }
}
