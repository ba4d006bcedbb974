import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Recording: recording what is posted to the event fetcher")
struct DigitizerRecorderTests {
    @Test("the recorder keeps every event posted while it runs, raw (bad input included), in order")
    func recordsRawEvents() {
        let scene = TestScene()
        scene.driver.tap(at: CGPoint(x: 1, y: 1))              // before: not recorded
        let recorder = scene.app.eventFetcher.startRecording(.init(note: "raw"))
        #expect(recorder.isRecording)
        let bad = [
            DigitizerEvent(timestamp: 5, fingers: [.up(9, at: CGPoint(x: 3, y: 3))]),               // lift, never down
            DigitizerEvent(timestamp: .nan, fingers: [.down(1, at: CGPoint(x: CGFloat.nan, y: 4))]), // non-finite
            DigitizerEvent(timestamp: 1, fingers: []),                                              // empty, backwards
        ]
        scene.app.eventFetcher.post(bad[0])
        scene.app.eventFetcher.post(contentsOf: bad[1...])
        scene.driver.tap(at: CGPoint(x: 10, y: 10))
        let recording = recorder.stop()
        #expect(!recorder.isRecording)
        #expect(recording.header.note == "raw")
        #expect(recording.events.count == 5)
        #expect(recording.events[0] == bad[0])
        #expect(recording.events[1].timestamp.isNaN && recording.events[1].fingers[0].location.x.isNaN)
        #expect(recording.events[2] == bad[2])
        #expect(recording.events[3].fingers == [.down(2, at: CGPoint(x: 10, y: 10))])
        scene.driver.tap(at: CGPoint(x: 20, y: 20))            // after: not recorded
        #expect(recorder.stop().events.count == 5)             // stopping again: the same recording
        #expect(recorder.recording.events.count == 5)
    }

    @Test("takeNewEvents hands out each event once, for a live file; two recorders see the same events")
    func liveAndConcurrentRecorders() {
        let scene = TestScene()
        let first = scene.app.eventFetcher.startRecording()
        scene.driver.tap(at: CGPoint(x: 1, y: 1))
        let second = scene.app.eventFetcher.startRecording()
        #expect(first.takeNewEvents().count == 2)
        #expect(first.takeNewEvents().isEmpty)
        scene.driver.tap(at: CGPoint(x: 2, y: 2))
        #expect(first.recording.events.count == 4)
        #expect(first.takeNewEvents().count == 2)
        scene.driver.tap(at: CGPoint(x: 3, y: 3))
        let recording = first.stop()
        #expect(first.takeNewEvents().count == 2)               // the last ones, after stopping
        #expect(recording.events.count == 6)
        #expect(second.stop().events == Array(recording.events[2...]))
    }

    @Test("posts from many threads at once are all recorded, each thread's in its own order")
    func concurrentPosts() async {
        let app = UIApplication(clock: VirtualClock())
        let recorder = app.eventFetcher.startRecording()
        let fetcher = app.eventFetcher
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    for index in 0..<250 {
                        fetcher.post(DigitizerEvent(timestamp: Double(index),
                                                    fingers: [.move(thread, to: CGPoint(x: index, y: 0))]))
                    }
                }
            }
        }
        let events = recorder.stop().events
        #expect(events.count == 1000)
        for thread in 0..<4 {
            let xs = events.filter { $0.fingers[0].identity == thread }.map { Int($0.fingers[0].location.x) }
            #expect(xs == Array(0..<250))
        }
        app.processPendingInput()
    }

    @Test("a recorder dropped without stopping stops recording")
    func droppedRecorder() {
        let scene = TestScene()
        var recorder: DigitizerRecorder? = scene.app.eventFetcher.startRecording()
        scene.driver.tap(at: CGPoint(x: 1, y: 1))
        recorder = nil
        let next = scene.app.eventFetcher.startRecording()
        scene.driver.tap(at: CGPoint(x: 1, y: 1))
        #expect(next.stop().events.count == 2)
        _ = recorder
    }
}
