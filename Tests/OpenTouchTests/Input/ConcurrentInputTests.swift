import Dispatch
import Foundation
import OpenTouch
import Testing

/// The raw events of one finger: down, `moves` moves one point down each, up. Timestamps rise
/// per finger but interleave across threads (the fetcher clamps the ones that go backwards).
private func dlFingerScript(identity: Int, start: CGPoint, moves: Int, time: TimeInterval) -> [DigitizerEvent] {
    var events = [DigitizerEvent(timestamp: time, fingers: [.down(identity, at: start)])]
    for step in 1...moves {
        let location = CGPoint(x: start.x, y: start.y + CGFloat(step))
        events.append(DigitizerEvent(timestamp: time + Double(step) * 0.001, fingers: [.move(identity, to: location)]))
    }
    let end = CGPoint(x: start.x, y: start.y + CGFloat(moves))
    events.append(DigitizerEvent(timestamp: time + Double(moves + 1) * 0.001, fingers: [.up(identity, at: end)]))
    return events
}

/// Where finger `k` of thread `thread` goes down; unique per finger.
private func dlStart(thread: Int, finger: Int) -> CGPoint {
    CGPoint(x: 20 + CGFloat(thread) * 40, y: 40 + CGFloat(finger) * 150)
}

private let dlThreads = 8
private let dlFingersPerThread = 3
private let dlMoves = 50

/// Posts every thread's fingers from `DispatchQueue.concurrentPerform` (off the main actor).
private func dlPostConcurrently(_ fetcher: EventFetcher) {
    DispatchQueue.concurrentPerform(iterations: dlThreads) { thread in
        for finger in 0..<dlFingersPerThread {
            let script = dlFingerScript(identity: (thread + 1) * 100 + finger,
                                        start: dlStart(thread: thread, finger: finger),
                                        moves: dlMoves, time: 1000 + Double(finger))
            for event in script { fetcher.post(event) }
        }
    }
}

/// Posts every thread's fingers from eight `Thread`s released together.
private func dlPostFromThreads(_ fetcher: EventFetcher) {
    let gate = DispatchGroup()
    gate.enter()
    let done = DispatchGroup()
    for thread in 0..<dlThreads {
        done.enter()
        let worker = Thread {
            gate.wait()
            for finger in 0..<dlFingersPerThread {
                let script = dlFingerScript(identity: 5000 + thread * 10 + finger,
                                            start: dlStart(thread: thread, finger: finger),
                                            moves: dlMoves, time: 1000 + Double(finger))
                // Alternate single posts and batched posts.
                if finger % 2 == 0 {
                    for event in script { fetcher.post(event) }
                } else {
                    fetcher.post(contentsOf: script)
                }
            }
            done.leave()
        }
        worker.start()
    }
    gate.leave()
    done.wait()
}

@MainActor
@Suite("Input from many threads")
struct DLConcurrentInputTests {
    /// Checks that every finger began once, moved through its path in order, and ended once.
    private func verify(_ view: DLView, _ recorder: TraceRecorder) {
        var path: [ObjectIdentifier: [CGPoint]] = [:]
        var began: [ObjectIdentifier: Int] = [:], ended: [ObjectIdentifier: Int] = [:]
        var startOf: [ObjectIdentifier: CGPoint] = [:]
        for call in view.calls {
            for (touch, location) in zip(call.touches, call.windowLocations) {
                let id = ObjectIdentifier(touch)
                switch call.phase {
                case .began:
                    began[id, default: 0] += 1
                    startOf[id] = location
                case .moved: path[id, default: []].append(location)
                case .ended: ended[id, default: 0] += 1
                default: Issue.record("unexpected \(call.phase) call")
                }
            }
        }
        let total = dlThreads * dlFingersPerThread
        #expect(began.count == total)
        #expect(began.values.allSatisfy { $0 == 1 })
        #expect(ended.count == total)
        #expect(ended.values.allSatisfy { $0 == 1 })
        var expectedStarts: Set<String> = []
        for thread in 0..<dlThreads {
            for finger in 0..<dlFingersPerThread {
                let p = dlStart(thread: thread, finger: finger)
                expectedStarts.insert("\(p.x),\(p.y)")
            }
        }
        #expect(Set(startOf.values.map { "\($0.x),\($0.y)" }) == expectedStarts)
        for (id, start) in startOf {
            let expected = (1...dlMoves).map { CGPoint(x: start.x, y: start.y + CGFloat($0)) }
            #expect(path[id] == expected, "finger starting at \(start) moved out of order or lost moves")
        }
        #expect(view.calls.allSatisfy { $0.touches.count == 1 })
        let lifecycle: Set<InputDiagnostic.Kind> = [.endWithoutBegin, .moveWithoutBegin, .duplicateTouchDown, .duplicateFinger]
        #expect(recorder.diagnostics.allSatisfy { !lifecycle.contains($0.kind) })
        #expect(recorder.diagnostics.allSatisfy { $0.kind == .timestampWentBackwards })
    }

    private func makeScene() -> (TestScene, DLView, TraceRecorder) {
        let s = TestScene()
        let view = DLView("pad", frame: CGRect(x: 0, y: 0, width: 375, height: 667), multipleTouch: true)
        s.rootView.addSubview(view)
        return (s, view, s.recorder())
    }

    @Test func eightThreadsPostingWithConcurrentPerformLoseNoTouchAndKeepEachFingersMovesInOrder() {
        let (s, view, recorder) = makeScene()
        dlPostConcurrently(s.app.eventFetcher)
        s.app.processPendingInput()
        verify(view, recorder)
    }

    @Test func eightThreadsReleasedTogetherLoseNoTouchAndKeepEachFingersMovesInOrder() {
        let (s, view, recorder) = makeScene()
        dlPostFromThreads(s.app.eventFetcher)
        s.app.processPendingInput()
        verify(view, recorder)
    }

    @Test func timestampsDeliveredFromManyThreadsNeverDecrease() {
        let (s, view, _) = makeScene()
        var stamps: [TimeInterval] = []
        view.hook = { _, _, _, event in stamps.append(event!.timestamp) }
        dlPostConcurrently(s.app.eventFetcher)
        s.app.processPendingInput()
        #expect(stamps.count == dlThreads * dlFingersPerThread * (dlMoves + 2))
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
