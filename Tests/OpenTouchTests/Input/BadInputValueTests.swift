import Foundation
import OpenTouch
import Testing

/// Raw digitizer input with impossible values: non-finite positions and timestamps, timestamps
/// going backwards, out-of-range pressure. Each is repaired or dropped with a diagnostic.
@MainActor
@Suite("Bad input: positions, timestamps and values")
struct DLBadInputValueTests {
    private let p1 = CGPoint(x: 100, y: 200)
    private let p2 = CGPoint(x: 140, y: 260)


    private func post(_ s: TestScene, _ fingers: [DigitizerEvent.Finger], at timestamp: TimeInterval? = nil) {
        s.driver.post(DigitizerEvent(timestamp: timestamp ?? s.clock.now, fingers: fingers))
    }

    @Test(arguments: [
        CGPoint(x: CGFloat.nan, y: 100), CGPoint(x: 100, y: CGFloat.nan),
        CGPoint(x: CGFloat.infinity, y: 100), CGPoint(x: 100, y: -CGFloat.infinity),
    ])
    func touchDownAtANonFinitePositionIsDroppedWithNonFiniteLocation(_ bad: CGPoint) {
        let (s, view, recorder) = dlPadScene()
        post(s, [.down(5, at: bad)])
        #expect(view.calls.isEmpty)
        #expect(recorder.diagnosticKinds == [.nonFiniteLocation, .emptyEvent])
        #expect(recorder.diagnostics.first?.fingerIdentity == 5)
        // The finger never went down, so its lift is a lift without a touch-down.
        post(s, [.up(5, at: p1)])
        #expect(view.calls.isEmpty)
        #expect(recorder.diagnosticKinds == [.nonFiniteLocation, .emptyEvent, .endWithoutBegin])
    }

    @Test func nonFiniteTouchDownNextToAGoodOneDropsOnlyTheBadFinger() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.down(7, at: CGPoint(x: CGFloat.nan, y: CGFloat.nan)), .down(8, at: p1)])
        #expect(view.summary == ["began 1"])
        #expect(view.calls[0].windowLocations == [p1])
        #expect(view.calls[0].allTouchesCount == 1)
        #expect(recorder.diagnosticKinds == [.nonFiniteLocation])
        #expect(recorder.diagnostics.first?.fingerIdentity == 7)
    }

    @Test func moveToANonFinitePositionKeepsTheLastGoodPositionAndIsNotDelivered() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.down(5, at: p1)])
        post(s, [.move(5, to: CGPoint(x: CGFloat.nan, y: 300))])
        post(s, [.move(5, to: CGPoint(x: -CGFloat.infinity, y: CGFloat.infinity))])
        #expect(view.summary == ["began 1"])
        #expect(view.calls[0].touch?.location(in: nil) == p1)
        #expect(recorder.diagnosticKinds == [.nonFiniteLocation, .nonFiniteLocation])
        var previous: CGPoint?
        view.hook = { _, phase, touches, _ in
            if phase == .moved { previous = touches.first!.previousLocation(in: nil) }
        }
        post(s, [.move(5, to: p2)])
        #expect(view.summary == ["began 1", "moved 1"])
        #expect(view.calls[1].windowLocations == [p2])
        #expect(previous == p1)
        post(s, [.up(5, at: p2)])
        #expect(view.summary == ["began 1", "moved 1", "ended 1"])
    }

    @Test func liftAtANonFinitePositionEndsTheTouchAtItsLastGoodPosition() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.down(5, at: p1)])
        post(s, [.move(5, to: p2)])
        post(s, [.up(5, at: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))])
        #expect(view.summary == ["began 1", "moved 1", "ended 1"])
        #expect(view.calls[2].windowLocations == [p2])
        #expect(view.calls[2].touchPhases == [.ended])
        #expect(recorder.diagnosticKinds == [.nonFiniteLocation])
        // The finger is really up: a new touch-down with its identity begins a new touch.
        post(s, [.down(5, at: p1)])
        #expect(view.summary.last == "began 1")
        #expect(view.calls[3].touch !== view.calls[0].touch)
        #expect(recorder.diagnosticKinds == [.nonFiniteLocation])
    }

    @Test func nonFiniteTimestampIsReplacedByThePreviousOne() {
        let (s, view, recorder) = dlPadScene()
        var stamps: [TimeInterval] = []
        view.hook = { _, _, touches, event in
            stamps.append(touches.first!.timestamp)
            #expect(event?.timestamp == touches.first!.timestamp)
        }
        post(s, [.down(5, at: p1)], at: 1000)
        post(s, [.move(5, to: CGPoint(x: 101, y: 200))], at: .nan)
        post(s, [.move(5, to: CGPoint(x: 102, y: 200))], at: .infinity)
        post(s, [.move(5, to: CGPoint(x: 103, y: 200))], at: -.infinity)
        post(s, [.up(5, at: CGPoint(x: 103, y: 200))], at: 1000.5)
        #expect(stamps == [1000, 1000, 1000, 1000, 1000.5])
        #expect(recorder.diagnosticKinds == [.nonFiniteTimestamp, .nonFiniteTimestamp, .nonFiniteTimestamp])
        #expect(view.summary == ["began 1", "moved 1", "moved 1", "moved 1", "ended 1"])
    }

    @Test func timestampGoingBackwardsIsRaisedSoTouchTimestampsNeverDecrease() {
        let (s, view, recorder) = dlPadScene()
        var stamps: [TimeInterval] = []
        view.hook = { _, _, touches, _ in stamps.append(touches.first!.timestamp) }
        post(s, [.down(5, at: p1)], at: 1000)
        post(s, [.move(5, to: CGPoint(x: 101, y: 200))], at: 999)
        post(s, [.move(5, to: CGPoint(x: 102, y: 200))], at: 1000.25)
        post(s, [.move(5, to: CGPoint(x: 103, y: 200))], at: 1000.125)
        post(s, [.up(5, at: CGPoint(x: 103, y: 200))], at: 500)
        #expect(stamps == [1000, 1000, 1000.25, 1000.25, 1000.25])
        #expect(recorder.diagnosticKinds == [.timestampWentBackwards, .timestampWentBackwards, .timestampWentBackwards])
        #expect(view.summary == ["began 1", "moved 1", "moved 1", "moved 1", "ended 1"])
    }

    @Test func scrambledTimestampsNeverMakeATouchTimestampDecrease() {
        let (s, view, _) = dlPadScene()
        var stamps: [TimeInterval] = []
        view.hook = { _, _, touches, _ in
            let touch = touches.first!
            stamps.append(touch.timestamp)
        }
        var seed: UInt64 = 12345
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 33) / Double(1 << 31)
        }
        post(s, [.down(5, at: p1)], at: 1000)
        for step in 1...40 {
            let jitter = next() < 0.3 ? -next() : next()
            post(s, [.move(5, to: CGPoint(x: 100 + CGFloat(step), y: 200))], at: 1000 + Double(step) * 0.01 + jitter * 0.05)
        }
        post(s, [.up(5, at: CGPoint(x: 140, y: 200))], at: 999)
        #expect(stamps.count == 42)
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 <= $1 }, "\(stamps)")
    }

    @Test func nonFinitePressureAndRadiusAreRepairedWithoutDroppingTheTouch() {
        let (s, view, _) = dlPadScene()
        var forces: [CGFloat] = []
        var radii: [CGFloat] = []
        view.hook = { _, _, touches, _ in
            forces.append(touches.first!.force)
            radii.append(touches.first!.majorRadius)
        }
        var bad = DigitizerEvent.Finger.down(5, at: p1, pressure: .nan)
        bad.majorRadius = .infinity
        post(s, [bad])
        var strong = DigitizerEvent.Finger.move(5, to: p2, pressure: 7)
        strong.majorRadius = -3
        post(s, [strong])
        post(s, [.up(5, at: p2)])
        #expect(view.summary == ["began 1", "moved 1", "ended 1"])
        #expect(forces.count == 3)
        #expect(forces.first == 0)
        let maximum = view.calls[0].touch!.maximumPossibleForce
        #expect(forces.count > 1 && forces[1] == maximum, "pressure is clamped to 1")
        #expect(radii.prefix(2) == [DigitizerEvent.defaultMajorRadius, DigitizerEvent.defaultMajorRadius])
    }
}
