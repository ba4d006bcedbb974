import Foundation
import Testing
import OpenTouch
import OpenTouchEvdev

@MainActor
@Suite("Engine: taps from recordings")
struct TapReplayTests {
    @Test("Atmel fast taps count 1, 2, 3, … as UIKit would: every tap lands within the multi-tap limits")
    func fastTapsCount() throws {
        let fixture = Fixtures.recordings.first { $0.device == Fixtures.atmel && $0.recording == "1-finger-fast-taps" }!
        let (replay, events) = try EngineReplay.run(fixture, with: nil)
        let taps = DecodedTouches(events).touches
        // The facts behind the counts: each touch-down comes soon and near after the previous lift.
        let limits = TapCounter()
        var expected: [Int] = []
        for (index, tap) in taps.enumerated() {
            guard index > 0, let lift = taps[index - 1].end else { expected.append(1); continue }
            let gap = tap.start - lift
            let distance = hypot(tap.startPoint.x - taps[index - 1].endPoint.x,
                                 tap.startPoint.y - taps[index - 1].endPoint.y)
            #expect(gap > 0.12 && gap < 0.16, "lift-to-down gap \(gap) s")
            #expect(distance < 30, "tap \(index) starts \(distance) pt from the previous lift")
            let continues = gap <= limits.multiTapInterval && distance <= limits.multiTapDistance
            expected.append(continues ? expected[index - 1] + 1 : 1)
        }
        #expect(taps.count == 9)
        #expect(expected == Array(1...9))
        #expect(replay.view.tapCounts == expected)
    }

    @Test("Wacom double tap recognizes a double-tap recognizer once")
    func wacomDoubleTap() throws {
        let fixture = Fixtures.recordings.first { $0.device == Fixtures.wacom && $0.recording == "double-tap-center" }!
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let (replay, events) = try EngineReplay.run(fixture, with: doubleTap)
        let taps = DecodedTouches(events).touches
        #expect(taps.count == 2)
        #expect(abs(taps[0].end! - taps[0].start - 0.032) < 0.001)   // 32 ms press
        #expect(abs(taps[1].start - taps[0].end! - 0.140) < 0.001)   // 140 ms between lift and touch-down
        #expect(replay.states == [.ended])
        #expect(replay.view.tapCounts == [1, 2])
    }

    @Test("a single-tap recognizer fires for each tap of the Wacom double tap")
    func wacomDoubleTapAsSingles() throws {
        let fixture = Fixtures.recordings.first { $0.device == Fixtures.wacom && $0.recording == "double-tap-center" }!
        let (replay, _) = try EngineReplay.run(fixture, with: UITapGestureRecognizer())
        #expect(replay.states == [.ended, .ended])
    }

    @Test("the Wacom '2fg-double-tap' recording holds one two-finger tap, so only a one-tap two-finger recognizer fires")
    func twoFingerTapRecording() throws {
        let fixture = Fixtures.recordings.first { $0.device == Fixtures.wacom && $0.recording == "2fg-double-tap" }!
        let single = UITapGestureRecognizer()
        single.numberOfTouchesRequired = 2
        let (replay, events) = try EngineReplay.run(fixture, with: single)
        #expect(DecodedTouches(events).touches.count == 2)
        #expect(replay.states == [.ended])
        let double = UITapGestureRecognizer()
        double.numberOfTouchesRequired = 2
        double.numberOfTapsRequired = 2
        #expect(try EngineReplay.run(fixture, with: double).replay.states.isEmpty)
    }
}
