import Foundation
import Testing
import OpenTouch
import OpenTouchEvdev

/// Two-finger recognizers driven by every recording in which two fingers were down together.
/// Whether each recognizer should begin, and what it should report, is computed here from the
/// decoded finger positions with the recognizers' documented rules.
@MainActor
@Suite("Engine: two-finger gestures from recordings")
struct TwoFingerReplayTests {
    nonisolated static let twoFingerRecordings = Fixtures.recordings.filter {
        !$0.recording.hasPrefix("1-finger") && !$0.recording.hasPrefix("single") && $0.recording != "double-tap-center"
    }

    @Test("pinch begins exactly when the finger distance changed by the hysteresis, and scale is the distance ratio",
          arguments: twoFingerRecordings)
    func pinch(_ fixture: FixtureRecording) throws {
        let (replay, events) = try EngineReplay.run(fixture, with: UIPinchGestureRecognizer())
        let track = FingerTrack(events)
        let window = track.pairIndices
        try #require(!window.isEmpty)
        let initial = track.distance(at: window[0])!
        let change = window.map { abs(track.distance(at: $0)! - initial) }.max()!
        if change >= GestureConstants.pinchHysteresis {
            #expect(replay.states.first == .began)
            #expect(replay.states.last == .ended)
        } else {
            #expect(replay.states.isEmpty)
        }
        for action in replay.actions where action.state == .changed && window.contains(action.eventIndex) {
            #expect(abs(action.scale - track.distance(at: action.eventIndex)! / initial) < 1e-9)
        }
    }

    @Test("rotation begins when the turn passes the threshold and outweighs pinch and drift; it reports the turn",
          arguments: twoFingerRecordings)
    func rotation(_ fixture: FixtureRecording) throws {
        let (replay, events) = try EngineReplay.run(fixture, with: UIRotationGestureRecognizer())
        let track = FingerTrack(events)
        let window = track.pairIndices
        try #require(!window.isEmpty)
        let turns = unwrappedTurns(track, window)
        let d0 = track.distance(at: window[0])!, m0 = track.midpoint(at: window[0])!
        let dominates = zip(window, turns).contains { index, turn in
            let d = track.distance(at: index)!, m = track.midpoint(at: index)!
            let turning = abs(turn) * d
            return abs(turn) >= GestureConstants.rotationThreshold && turning >= abs(d - d0)
                && turning >= hypot(m.x - m0.x, m.y - m0.y)
        }
        #expect(replay.states.isEmpty == !dominates)
        for action in replay.actions where action.state == .changed {
            guard let position = window.firstIndex(of: action.eventIndex) else { continue }
            #expect(abs(action.rotation - turns[position]) < 1e-9)
        }
    }

    @Test("a two-finger pan follows the fingers' centroid", arguments: twoFingerRecordings)
    func twoFingerPan(_ fixture: FixtureRecording) throws {
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let (replay, events) = try EngineReplay.run(fixture, with: pan)
        let track = FingerTrack(events)
        let multi = track.snapshots.indices.filter { track.snapshots[$0].count >= 2 }
        let start = track.centroid(at: multi[0])!
        let drift = multi.map { hypot(track.centroid(at: $0)!.x - start.x, track.centroid(at: $0)!.y - start.y) }.max()!
        if drift >= 3 * GestureConstants.panHysteresis { #expect(replay.states.first == .began) }
        if drift < GestureConstants.panHysteresis / 2 { #expect(replay.states.isEmpty) }
        let changed = replay.actions.filter { $0.state == .changed }
        for (a, b) in zip(changed, changed.dropFirst())
        where track.snapshots[a.eventIndex].keys.sorted() == track.snapshots[b.eventIndex].keys.sorted() {
            let ca = track.centroid(at: a.eventIndex)!, cb = track.centroid(at: b.eventIndex)!
            #expect(abs((b.translation.x - a.translation.x) - (cb.x - ca.x)) < 1e-6)
            #expect(abs((b.translation.y - a.translation.y) - (cb.y - ca.y)) < 1e-6)
        }
    }

    @Test("the double circle turns the two fingers 25° clockwise about each other: rotation recognizes")
    func doubleCircleRotates() throws {
        let fixture = Fixtures.recordings.first { $0.device == Fixtures.wacom && $0.recording == "double-center-circle" }!
        let (replay, events) = try EngineReplay.run(fixture, with: UIRotationGestureRecognizer())
        let track = FingerTrack(events)
        let window = track.pairIndices
        let turn = unwrappedTurns(track, window).last! * 180 / .pi
        #expect(turn > 24 && turn < 27)
        #expect(replay.states.first == .began)
        #expect(replay.states.last == .ended)
        let last = replay.actions.last { $0.state == .changed }!
        #expect(last.rotation * 180 / .pi > 20)
    }

    @Test("the single circle is one finger, so a rotation recognizer never begins")
    func singleCircleCannotRotate() throws {
        let fixture = Fixtures.recordings.first { $0.device == Fixtures.wacom && $0.recording == "single-center-circle" }!
        let (replay, events) = try EngineReplay.run(fixture, with: UIRotationGestureRecognizer())
        #expect(DecodedTouches(events).maxSimultaneous == 1)
        #expect(replay.states.isEmpty)
    }

    @Test("the two-finger scroll and swipes pan a long way along one axis")
    func scrollsAndSwipes() throws {
        let cases: [(String, String, (CGPoint) -> Bool)] = [
            (Fixtures.ep0430, "2-finger-scroll-down", { $0.y < -250 && abs($0.x) < 60 }),
            (Fixtures.wacom, "double-center-scroll", { $0.y > 500 && abs($0.x) < 20 }),
            (Fixtures.wacom, "double-top-swipe", { $0.x > 1100 && abs($0.y) < 20 }),
        ]
        for (device, name, check) in cases {
            let fixture = Fixtures.recordings.first { $0.device == device && $0.recording == name }!
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 2
            let (replay, _) = try EngineReplay.run(fixture, with: pan)
            let last = replay.actions.last { $0.state == .changed }
            #expect(last.map { check($0.translation) } == true, "\(name): \(String(describing: last?.translation))")
            #expect(replay.states.last == .ended)
        }
    }

    /// The pair's turn since the window's first event, unwrapped between samples.
    private func unwrappedTurns(_ track: FingerTrack, _ window: [Int]) -> [CGFloat] {
        var turns: [CGFloat] = []
        var total: CGFloat = 0
        var previous = track.angle(at: window[0])!
        for index in window {
            let angle = track.angle(at: index)!
            var step = angle - previous
            while step > .pi { step -= 2 * .pi }
            while step <= -.pi { step += 2 * .pi }
            total += step
            previous = angle
            turns.append(total)
        }
        return turns
    }
}
