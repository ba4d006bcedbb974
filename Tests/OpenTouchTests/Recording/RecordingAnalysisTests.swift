import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Recording: what the standard recognizers make of a recording (opentouch replay)")
struct RecordingAnalysisTests {
    private func kinds(_ analysis: RecordingAnalysis) -> [String] {
        analysis.gestures.map { "\($0.kind.rawValue) \(RecordingAnalysis.stateName($0.state))" }
    }

    @Test("a tap: one still touch with tap count 1, a single tap recognized once the double tap fails")
    func tap() {
        var script = RecordingScript(start: 500)
        script.tap(1, 100, 200)
        let analysis = RecordingAnalysis(script.recording)
        #expect(analysis.touches == [RecordingAnalysis.Touch(
            index: 0, start: 500, end: script.recording.events[1].timestamp,
            startPoint: CGPoint(x: 100, y: 200), endPoint: CGPoint(x: 100, y: 200),
            moved: false, tapCount: 1, finish: .ended)])
        #expect(kinds(analysis) == ["singleTap ended"])
        #expect(analysis.gestures[0].time == script.recording.events[1].timestamp + 0.35)
        #expect(analysis.diagnostics.isEmpty)
    }

    @Test("a double tap: the second touch has tap count 2; only the double tap is recognized")
    func doubleTap() {
        var script = RecordingScript(start: 500)
        script.tap(1, 100, 200)
        script.wait(0.15)
        script.tap(2, 104, 203)
        let analysis = RecordingAnalysis(script.recording)
        #expect(analysis.touches.map(\.tapCount) == [1, 2])
        #expect(analysis.touches.map(\.index) == [0, 1])
        #expect(kinds(analysis) == ["doubleTap ended"])
        #expect(analysis.gestures[0].time == script.recording.events[3].timestamp)
    }

    @Test("a long press: recognized 0.5 s after touch-down, ends at the lift")
    func longPress() {
        var script = RecordingScript(start: 500)
        script.tap(1, 100, 200, duration: 0.8)
        let analysis = RecordingAnalysis(script.recording)
        #expect(kinds(analysis) == ["longPress ended"])
        #expect(analysis.gestures[0].time == 500.5)
        #expect(analysis.touches.first?.moved == false)
    }

    @Test("a pan: the touch moved; the pan began at the first move past 10 pt and ended")
    func pan() {
        var script = RecordingScript(start: 500)
        script.drag(1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), steps: 10)
        let analysis = RecordingAnalysis(script.recording)
        #expect(kinds(analysis) == ["pan ended"])
        #expect(analysis.gestures[0].time == script.recording.events[1].timestamp)   // the first move: 10 pt
        let touch = analysis.touches[0]
        #expect(touch.moved && touch.endPoint == CGPoint(x: 200, y: 300) && touch.finish == .ended)
    }

    @Test("a pinch: two fingers spreading apart pinch (and pan, which recognizes with it)")
    func pinch() {
        var script = RecordingScript(start: 500)
        script.post([.down(1, at: CGPoint(x: 150, y: 300)), .down(2, at: CGPoint(x: 200, y: 300))])
        for step in 1...10 {
            script.wait(0.016)
            let spread = CGFloat(step) * 8
            script.post([.move(1, to: CGPoint(x: 150 - spread, y: 300)), .move(2, to: CGPoint(x: 200 + spread, y: 300))])
        }
        script.wait(0.016)
        script.post([.up(1, at: CGPoint(x: 70, y: 300)), .up(2, at: CGPoint(x: 280, y: 300))])
        let analysis = RecordingAnalysis(script.recording)
        #expect(analysis.touches.count == 2)
        #expect(analysis.touches.allSatisfy { $0.moved && $0.finish == .ended })
        #expect(kinds(analysis).contains("pinch ended"))
        #expect(!kinds(analysis).contains("rotation ended"))
        #expect(!kinds(analysis).contains { $0.hasPrefix("singleTap") || $0.hasPrefix("longPress") })
    }

    @Test("a rotation: two fingers turning about their centre rotate (and pinch does not)")
    func rotation() {
        var script = RecordingScript(start: 500)
        let centre = CGPoint(x: 187, y: 333)
        func fingers(_ angle: Double) -> [CGPoint] {
            [CGPoint(x: centre.x + 60 * cos(angle), y: centre.y + 60 * sin(angle)),
             CGPoint(x: centre.x - 60 * cos(angle), y: centre.y - 60 * sin(angle))]
        }
        script.post(fingers(0).enumerated().map { .down($0.offset + 1, at: $0.element) })
        for step in 1...12 {
            script.wait(0.016)
            script.post(fingers(Double(step) * 0.05).enumerated().map { .move($0.offset + 1, to: $0.element) })
        }
        script.wait(0.016)
        script.post(fingers(0.6).enumerated().map { .up($0.offset + 1, at: $0.element) })
        let analysis = RecordingAnalysis(script.recording)
        #expect(kinds(analysis).contains("rotation ended"))
        #expect(!kinds(analysis).contains("pinch ended"))
    }

    @Test("bad input shows up as diagnostics; a touch still down at the end says so")
    func diagnosticsAndUnfinishedTouches() {
        var script = RecordingScript(start: 500)
        script.post([.up(4, at: CGPoint(x: 1, y: 1))])
        script.wait(0.1)
        script.down(1, 50, 50)
        let analysis = RecordingAnalysis(script.recording)
        #expect(analysis.diagnostics.map(\.kind) == [.endWithoutBegin])
        #expect(analysis.touches.map(\.finish) == [.down])
        #expect(kinds(analysis) == ["longPress began"])
        #expect(analysis.textLines().contains { $0.hasSuffix("still down") })
    }

    @Test("the screen size comes from the header unless overridden; touches outside it still count")
    func screenSize() {
        var script = RecordingScript(start: 0)
        script.header.screenSize = CGSize(width: 100, height: 100)
        script.tap(1, 300, 300)
        let small = RecordingAnalysis(script.recording)
        #expect(small.screenSize == CGSize(width: 100, height: 100))
        #expect(small.touches.count == 1)
        #expect(small.gestures.isEmpty)                       // outside the window: no recognizer sees it
        let large = RecordingAnalysis(script.recording, screenSize: CGSize(width: 400, height: 400))
        #expect(kinds(large) == ["singleTap ended"])
    }

    @Test("text and JSON Lines output")
    func output() throws {
        var script = RecordingScript(start: 10)
        script.tap(1, 100, 200)
        script.wait(0.1)
        script.tap(2, 100, 200)
        script.post([.up(9, at: CGPoint(x: 1, y: 1))])
        let analysis = RecordingAnalysis(script.recording)
        let json = analysis.jsonLines()
        #expect(json.count == 3)
        #expect(json[0] == #"{"touch":0,"start":10,"end":10.05,"startPoint":[100,200],"endPoint":[100,200],"moved":false,"tapCount":1,"finish":"ended"}"#)
        #expect(json[2].hasPrefix(#"{"gesture":"doubleTap","state":"ended","time":10.2"#))
        #expect(analysis.diagnosticJSONLines() == [#"{"diagnostic":"endWithoutBegin","finger":9,"message":"lift for a finger that is not down; ignored"}"#])
        for line in json + analysis.diagnosticJSONLines() {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
        let text = analysis.textLines()
        #expect(text[0] == "Replayed 5 events on a 375 × 667 screen.")
        #expect(text.contains("  touch 1  10.150 s → 10.200 s  (100, 200) → (100, 200)  still  tap count 2"))
        #expect(text.contains("  doubleTap ended     at 10.200 s"))
        #expect(text.contains("  [endWithoutBegin] finger 9: lift for a finger that is not down; ignored"))
    }

    @Test("an empty recording reports nothing")
    func empty() {
        let analysis = RecordingAnalysis(DigitizerRecording())
        #expect(analysis.touches.isEmpty && analysis.gestures.isEmpty)
        #expect(analysis.textLines() == ["Replayed 0 events on a 375 × 667 screen.", "Touches: none", "Gestures: none"])
        #expect(analysis.jsonLines().isEmpty)
    }
}
