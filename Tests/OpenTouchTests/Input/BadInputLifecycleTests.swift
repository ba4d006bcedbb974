import Foundation
import OpenTouch
import Testing

/// Raw digitizer input whose finger lifecycle is wrong: each case has a documented outcome and a
/// diagnostic, and never crashes (Events/TouchEnvironment.swift, Input/InputFilter.swift).
@MainActor
@Suite("Bad input: finger lifecycle")
struct DLBadInputLifecycleTests {
    private let p1 = CGPoint(x: 100, y: 200)
    private let p2 = CGPoint(x: 140, y: 260)


    private func post(_ s: TestScene, _ fingers: [DigitizerEvent.Finger]) {
        s.driver.post(DigitizerEvent(timestamp: s.clock.now, fingers: fingers))
    }

    @Test func liftForAFingerThatIsNotDownIsIgnoredWithEndWithoutBegin() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.up(77, at: p1)])
        #expect(view.calls.isEmpty)
        #expect(recorder.diagnosticKinds == [.endWithoutBegin])
        #expect(recorder.diagnostics.first?.fingerIdentity == 77)
        s.driver.tap(at: p1)
        #expect(view.summary == ["began 1", "ended 1"], "the engine keeps working")
    }

    @Test func cancelForAFingerThatIsNotDownIsIgnoredWithCancelWithoutBegin() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.cancel(78, at: p1)])
        #expect(view.calls.isEmpty)
        #expect(recorder.diagnosticKinds == [.cancelWithoutBegin])
        #expect(recorder.diagnostics.first?.fingerIdentity == 78)
    }

    @Test func moveForAFingerThatIsNotDownBeginsATouchWithMoveWithoutBegin() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.move(5, to: p1)])
        #expect(view.summary == ["began 1"])
        #expect(view.calls[0].touchPhases == [.began])
        #expect(view.calls[0].windowLocations == [p1])
        #expect(recorder.diagnosticKinds == [.moveWithoutBegin])
        #expect(recorder.diagnostics.first?.fingerIdentity == 5)
        post(s, [.move(5, to: p2)])
        post(s, [.up(5, at: p2)])
        #expect(view.summary == ["began 1", "moved 1", "ended 1"])
        #expect(recorder.diagnosticKinds == [.moveWithoutBegin], "later moves of the begun touch are normal")
    }

    @Test func duplicateTouchDownIsTreatedAsAMoveOfTheSameTouch() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.down(5, at: p1)])
        post(s, [.down(5, at: p2)])
        #expect(view.summary == ["began 1", "moved 1"])
        #expect(view.calls[1].touch === view.calls[0].touch)
        #expect(view.calls[1].windowLocations == [p2])
        #expect(recorder.diagnosticKinds == [.duplicateTouchDown])
        // A duplicate touch-down where the finger already is changes nothing but is still reported.
        post(s, [.down(5, at: p2)])
        #expect(view.summary == ["began 1", "moved 1"])
        #expect(recorder.diagnosticKinds == [.duplicateTouchDown, .duplicateTouchDown])
        post(s, [.up(5, at: p2)])
        #expect(view.summary == ["began 1", "moved 1", "ended 1"])
    }

    @Test func sameFingerTwiceInOneEventKeepsTheLastReport() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.down(5, at: p1), .down(5, at: p2)])
        #expect(view.summary == ["began 1"])
        #expect(view.calls[0].windowLocations == [p2])
        #expect(view.calls[0].allTouchesCount == 1)
        #expect(recorder.diagnosticKinds == [.duplicateFinger])
        #expect(recorder.diagnostics.first?.fingerIdentity == 5)
        post(s, [.up(5, at: p2)])
        #expect(view.summary == ["began 1", "ended 1"])
    }

    @Test func downThenUpOfTheSameFingerInOneEventKeepsOnlyTheLift() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.down(6, at: p1), .up(6, at: p1)])
        #expect(view.calls.isEmpty)
        #expect(recorder.diagnosticKinds == [.duplicateFinger, .endWithoutBegin])
    }

    @Test func eventWithNoFingersIsIgnoredWithEmptyEvent() {
        let (s, view, recorder) = dlPadScene()
        post(s, [])
        #expect(view.calls.isEmpty)
        #expect(recorder.diagnosticKinds == [.emptyEvent])
        s.driver.tap(at: p1)
        #expect(view.summary == ["began 1", "ended 1"])
    }

    @Test func rawDigitizerCancelDeliversTouchesCancelledAndTheFollowingLiftIsSilent() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.down(5, at: p1)])
        post(s, [.cancel(5, at: p1)])
        #expect(view.summary == ["began 1", "cancelled 1"])
        #expect(view.calls[1].touchPhases == [.cancelled])
        #expect(view.calls[1].touch === view.calls[0].touch)
        post(s, [.up(5, at: p1)])
        #expect(view.summary == ["began 1", "cancelled 1"])
        #expect(recorder.diagnostics.isEmpty)
        // The same identity later begins a brand new touch.
        post(s, [.down(5, at: p2)])
        #expect(view.summary == ["began 1", "cancelled 1", "began 1"])
        #expect(view.calls[2].touch !== view.calls[0].touch)
        post(s, [.up(5, at: p2)])
        #expect(view.summary.last == "ended 1")
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func touchDownAfterARawCancelWhoseLiftWasLostIsNotSilentlyDropped() {
        let (s, view, recorder) = dlPadScene()
        post(s, [.down(5, at: p1)])
        post(s, [.cancel(5, at: p1)])
        // The cancel report says the finger is no longer touching; the next report is a fresh
        // touch-down. Like a move without a touch-down, a lost lift must not lose the next touch.
        post(s, [.down(5, at: p2)])
        #expect(view.summary == ["began 1", "cancelled 1", "began 1"],
                "diagnostics: \(recorder.diagnosticKinds)")
        post(s, [.up(5, at: p2)])
        #expect(view.summary == ["began 1", "cancelled 1", "began 1", "ended 1"])
    }

    @Test func cancelOfOneFingerLeavesTheOtherFingersTouchRunning() {
        let (s, view, _) = dlPadScene()
        post(s, [.down(1, at: p1), .down(2, at: p2)])
        post(s, [.cancel(1, at: p1), .move(2, to: CGPoint(x: 150, y: 270))])
        #expect(view.summary == ["began 2", "moved 1", "cancelled 1"])
        post(s, [.up(2, at: CGPoint(x: 150, y: 270))])
        #expect(view.summary == ["began 2", "moved 1", "cancelled 1", "ended 1"])
    }

    @Test func threeHundredFingersDownInOneEventEachBeginAndEndExactlyOnce() {
        let (s, view, recorder) = dlPadScene()
        let count = 300
        let locations = (0..<count).map { i in
            CGPoint(x: 10 + CGFloat(i % 20) * 17, y: 10 + CGFloat(i / 20) * 40)
        }
        post(s, locations.enumerated().map { DigitizerEvent.Finger.down(1000 + $0.offset, at: $0.element) })
        #expect(view.summary == ["began 300"])
        #expect(view.calls.first?.allTouchesCount == count)
        s.driver.wait(0.1)
        post(s, locations.enumerated().map { DigitizerEvent.Finger.up(1000 + $0.offset, at: $0.element) })
        #expect(view.summary == ["began 300", "ended 300"])

        var began: [ObjectIdentifier: Int] = [:], ended: [ObjectIdentifier: Int] = [:]
        for call in view.calls {
            for touch in call.touches {
                if call.phase == .began { began[ObjectIdentifier(touch), default: 0] += 1 }
                if call.phase == .ended { ended[ObjectIdentifier(touch), default: 0] += 1 }
            }
        }
        #expect(began.count == count)
        #expect(began.values.allSatisfy { $0 == 1 })
        #expect(Set(began.keys) == Set(ended.keys))
        #expect(ended.values.allSatisfy { $0 == 1 })
        let downLocations = Set(view.calls[0].windowLocations.map { "\($0.x),\($0.y)" })
        #expect(downLocations == Set(locations.map { "\($0.x),\($0.y)" }))
        #expect(recorder.diagnostics.isEmpty)
        #expect(recorder.touchCounts(for: s.app) == PhaseCounts(began: count, ended: count))
    }
}
