import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UISwipeGestureRecognizer: 50 pt within 0.5 s in an allowed direction with the required touches")
struct PNSwipeGestureRecognizerTests {
    private func makeSwipe(_ direction: UISwipeGestureRecognizer.Direction = .right, touches: Int = 1)
        -> (PNScene, UISwipeGestureRecognizer, PNProbe) {
        let probe = PNProbe()
        let swipe = UISwipeGestureRecognizer(target: probe, action: PNProbe.handleSwipe)
        swipe.direction = direction
        swipe.numberOfTouchesRequired = touches
        return (PNScene(swipe), swipe, probe)
    }

    /// Drags one finger from `start` by `offset` in 10 steps over `duration`, then lifts it.
    private func drag(_ s: PNScene, from start: CGPoint, by offset: CGPoint, duration: TimeInterval = 0.3) {
        s.driver.drag(from: start, to: CGPoint(x: start.x + offset.x, y: start.y + offset.y), duration: duration, steps: 10)
    }

    @Test func defaultsRawValuesAndDescription() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        typealias D = UISwipeGestureRecognizer.Direction
        #expect([D.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
        #expect(swipe.description.hasPrefix("<UISwipeGestureRecognizer: 0x"))
        #expect(!swipe.description.contains("baseClass"))
    }

    @Test func aRightSwipeOfJustOver50PointsIn0Point3SecondsRecognizesDuringTheMove() {
        let (s, swipe, probe) = makeSwipe()
        var recognizedAt: TimeInterval?
        probe.onAction = { _ in recognizedAt = s.clock.now }
        let t0 = s.clock.now
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.glide(finger, to: CGPoint(x: 150.5, y: 300), duration: 0.3, steps: 10)
        #expect(probe.states == [.ended])
        #expect(swipe.state == .ended) // still down: not reset yet
        #expect(abs((recognizedAt ?? 0) - t0 - 0.3) < 1e-6) // on the last step, not before (45.45 pt)
        #expect(isClose(probe.report(0).location, CGPoint(x: 100, y: 300), within: 1e-6)) // where the swipe began
        s.driver.up(finger)
        #expect(probe.states == [.ended])
        #expect(s.transitions(of: swipe) == [.ended, .possible])
        #expect(s.clock.pendingTimerCount == 0) // the duration timer was cancelled on reset
    }

    @Test func aRightSwipeOf49PointsDoesNotRecognizeAndFailsWhenTheTimeRunsOut() {
        let (s, swipe, probe) = makeSwipe()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.glide(finger, to: CGPoint(x: 149, y: 300), duration: 0.3, steps: 10)
        #expect(probe.reports.isEmpty)
        #expect(swipe.state == .possible)
        s.driver.wait(0.25) // past 0.5 s since touch-down
        #expect(swipe.state == .failed)
        s.driver.up(finger)
        #expect(probe.reports.isEmpty)
        #expect(s.transitions(of: swipe) == [.failed, .possible])
    }

    @Test func aSlowSwipeThatReaches50PointsAfterHalfASecondFails() {
        let (s, swipe, probe) = makeSwipe()
        drag(s, from: CGPoint(x: 50, y: 300), by: CGPoint(x: 200, y: 0), duration: 2.0) // 100 pt/s
        #expect(probe.reports.isEmpty)
        #expect(s.transitions(of: swipe) == [.failed, .possible])
    }

    @Test func aLiftBeforeRecognitionFails() {
        let (s, swipe, probe) = makeSwipe()
        drag(s, from: CGPoint(x: 100, y: 300), by: CGPoint(x: 30, y: 0), duration: 0.1)
        #expect(probe.reports.isEmpty)
        #expect(s.transitions(of: swipe) == [.failed, .possible])
    }

    @Test func swipesInTheWrongDirectionFail() {
        for offset in [CGPoint(x: -80, y: 0), CGPoint(x: 0, y: 80), CGPoint(x: 0, y: -80), CGPoint(x: 40, y: 60)] {
            let (s, swipe, probe) = makeSwipe(.right)
            drag(s, from: CGPoint(x: 200, y: 300), by: offset)
            #expect(probe.reports.isEmpty, "offset \(offset)")
            #expect(s.transitions(of: swipe) == [.failed, .possible], "offset \(offset)")
        }
    }

    @Test func aReverseSwipeFailsAsSoonAsItReachesTheMinimumDistance() {
        let (s, swipe, _) = makeSwipe(.right)
        let finger = s.driver.down(at: CGPoint(x: 200, y: 300))
        s.driver.move(finger, to: CGPoint(x: 151, y: 300))
        #expect(swipe.state == .possible)
        s.driver.move(finger, to: CGPoint(x: 150, y: 300))
        #expect(swipe.state == .failed)
        s.driver.up(finger)
    }

    @Test func aDiagonalSwipeRecognizesWhenTheAllowedComponentDominates() {
        let (s, _, probe) = makeSwipe(.right)
        drag(s, from: CGPoint(x: 100, y: 300), by: CGPoint(x: 80, y: 60))
        #expect(probe.states == [.ended])
    }

    @Test func aSingleJumpAcrossMoreThanTheMaximumCrossDistanceFails() {
        let (s, swipe, probe) = makeSwipe(.right)
        let finger = s.driver.down(at: CGPoint(x: 20, y: 100))
        s.driver.move(finger, to: CGPoint(x: 20 + 300, y: 100 + GestureConstants.swipeMaximumCrossDistance + 1))
        #expect(probe.reports.isEmpty)
        #expect(swipe.state == .failed)
        s.driver.up(finger)
    }

    @Test func aDirectionSetRecognizesEachOfItsDirectionsAndNoOther() {
        let (s, swipe, probe) = makeSwipe([.left, .up])
        drag(s, from: CGPoint(x: 200, y: 300), by: CGPoint(x: -70, y: 0))
        #expect(probe.states == [.ended])
        drag(s, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -70))
        #expect(probe.states == [.ended, .ended])
        drag(s, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 70, y: 0))
        drag(s, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 70))
        #expect(probe.states == [.ended, .ended])
        #expect(s.transitions(of: swipe) == [.ended, .possible, .ended, .possible, .failed, .possible, .failed, .possible])
    }

    @Test func aTwoTouchSwipeNeedsExactlyTwoFingers() {
        let (s, swipe, probe) = makeSwipe(.down, touches: 2)
        // Two fingers: recognized, located at their starting centroid.
        var fingers = s.driver.down(at: [CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200)])
        for step in 1...6 {
            s.driver.wait(0.03)
            s.driver.move([(fingers[0], CGPoint(x: 100, y: 200 + 10 * CGFloat(step))),
                           (fingers[1], CGPoint(x: 200, y: 200 + 10 * CGFloat(step)))])
        }
        #expect(probe.states == [.ended])
        #expect(probe.report(0).numberOfTouches == 2)
        #expect(isClose(probe.report(0).location, CGPoint(x: 150, y: 200), within: 1e-6))
        s.driver.up(fingers)
        // One finger: never recognizes.
        drag(s, from: CGPoint(x: 100, y: 200), by: CGPoint(x: 0, y: 100))
        #expect(probe.states == [.ended])
        // Three fingers: fails at touch-down.
        fingers = s.driver.down(at: [CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200), CGPoint(x: 200, y: 200)])
        #expect(swipe.state == .failed)
        s.driver.up(fingers)
        #expect(probe.states == [.ended])
        #expect(s.transitions(of: swipe) == [.ended, .possible, .failed, .possible, .failed, .possible])
    }

    @Test func aRecognizedSwipeCancelsTheTouchInTheViewBelow() {
        let probe = PNProbe()
        let swipe = UISwipeGestureRecognizer(target: probe, action: PNProbe.handleSwipe)
        let s = PNScene(swipe)
        s.scene.addLoggedView("child", frame: CGRect(x: 50, y: 200, width: 250, height: 200), to: s.view)
        probe.onAction = { s.scene.log.append("swipe \($0.state)") }
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(finger, to: CGPoint(x: 130, y: 300))
        s.driver.move(finger, to: CGPoint(x: 160, y: 300))
        s.driver.up(finger)
        #expect(s.scene.log.lines == ["child began 1", "child moved 1", "swipe Ended", "child cancelled 1"])
    }
}
