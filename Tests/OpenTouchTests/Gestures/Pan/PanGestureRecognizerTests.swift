import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIPanGestureRecognizer: hysteresis, translation, velocity, touch counts and view cancellation")
struct PNPanGestureRecognizerTests {
    private func makePan(configure: (UIPanGestureRecognizer) -> Void = { _ in })
        -> (PNScene, UIPanGestureRecognizer, PNProbe) {
        let probe = PNProbe()
        let pan = UIPanGestureRecognizer(target: probe, action: PNProbe.handlePan)
        configure(pan)
        return (PNScene(pan), pan, probe)
    }

    @Test func defaultsMatchUIKitAndTheDescriptionNamesTheClass() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        #expect(pan.description.hasPrefix("<UIPanGestureRecognizer: 0x"))
        #expect(!pan.description.contains("baseClass"))
        final class PNCustomPan: UIPanGestureRecognizer {}
        #expect(PNCustomPan().description.contains("baseClass = UIPanGestureRecognizer"))
    }

    @Test func aMoveOf9Point9DoesNotBeginAndAMoveOf10PointsBeginsWithZeroTranslation() {
        let (s, pan, probe) = makePan()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.wait(0.016)
        s.driver.move(finger, to: CGPoint(x: 109.9, y: 300))
        #expect(probe.reports.isEmpty)
        #expect(pan.state == .possible)
        s.driver.wait(0.016)
        s.driver.move(finger, to: CGPoint(x: 110, y: 300))
        #expect(probe.states == [.began])
        #expect(isClose(probe.report(0).translation, .zero, within: 1e-6))
        #expect(isClose(probe.report(0).location, CGPoint(x: 110, y: 300), within: 1e-6))
        s.driver.up(finger)
        #expect(probe.states == [.began, .ended])
    }

    @Test func theDiagonalThresholdIsOnTheCentroidDistanceNotOnEachAxis() {
        let (s, _, probe) = makePan()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(finger, to: CGPoint(x: 107, y: 293)) // 9.90 pt
        #expect(probe.reports.isEmpty)
        s.driver.move(finger, to: CGPoint(x: 107.1, y: 292.9)) // 10.04 pt
        #expect(probe.states == [.began])
    }

    @Test func theHysteresisIsRemovedAlongTheMovementDirectionAndLaterMovesAddToTheTranslation() {
        let (s, _, probe) = makePan()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.wait(0.01)
        s.driver.move(finger, to: CGPoint(x: 112, y: 316)) // 20 pt along (0.6, 0.8): 10 pt remain
        #expect(probe.states == [.began])
        #expect(isClose(probe.report(0).translation, CGPoint(x: 6, y: 8), within: 1e-6))
        s.driver.wait(0.01)
        s.driver.move(finger, to: CGPoint(x: 142, y: 306))
        #expect(probe.states == [.began, .changed])
        #expect(isClose(probe.report(1).translation, CGPoint(x: 36, y: -2), within: 1e-6))
        s.driver.wait(0.01)
        s.driver.up(finger)
        #expect(probe.states == [.began, .changed, .ended])
        #expect(isClose(probe.report(2).translation, CGPoint(x: 36, y: -2), within: 1e-6))
    }

    @Test func everyMoveAfterBeganSendsChanged() {
        let (s, _, probe) = makePan()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.glide(finger, to: CGPoint(x: 100, y: 400), duration: 0.2, steps: 10) // 10 pt per step
        #expect(probe.states == [.began] + Array(repeating: .changed, count: 9))
        #expect(isClose(probe.latest().translation, CGPoint(x: 0, y: 90), within: 1e-6))
    }

    @Test func translationAndVelocityAreInTheGivenViewsCoordinates() {
        let (s, _, probe) = makePan()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        s.view.addSubview(scaled)
        probe.coordinateView = scaled
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        for step in 1...5 {
            s.driver.wait(0.01)
            s.driver.move(finger, to: CGPoint(x: 100 + 20 * CGFloat(step), y: 300)) // 2000 pt/s
        }
        // Window translation (90, 0), velocity (2000, 0); the view is drawn twice as large.
        #expect(isClose(probe.latest().translation, CGPoint(x: 45, y: 0), within: 1e-9))
        #expect(pnWithin(probe.latest().velocity.x, 1000, fraction: 0.001))
        #expect(abs(probe.latest().velocity.y) < 1e-6)
    }

    @Test func setTranslationResetsTheTranslationAndLaterMovementAddsToIt() {
        let (s, pan, probe) = makePan()
        probe.onAction = { recognizer in
            if recognizer.state == .changed { (recognizer as! UIPanGestureRecognizer).setTranslation(.zero, in: nil) }
        }
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(finger, to: CGPoint(x: 130, y: 300))
        s.driver.move(finger, to: CGPoint(x: 150, y: 300))
        #expect(isClose(probe.report(1).translation, CGPoint(x: 40, y: 0), within: 1e-6))
        #expect(isClose(pan.translation(in: nil), .zero, within: 1e-6))
        s.driver.move(finger, to: CGPoint(x: 155, y: 290))
        #expect(isClose(probe.report(2).translation, CGPoint(x: 5, y: -10), within: 1e-6))
        probe.onAction = nil
        pan.setTranslation(CGPoint(x: 100, y: 100), in: s.view)
        s.driver.move(finger, to: CGPoint(x: 160, y: 290))
        #expect(isClose(probe.latest().translation, CGPoint(x: 105, y: 100), within: 1e-6))
    }

    @Test func velocityOnAConstantSpeedPathWithUnevenSampleTimesIsWithin2Percent() {
        let (s, _, probe) = makePan()
        let start = CGPoint(x: 50, y: 500)
        let speed = CGPoint(x: 400, y: -300)
        let finger = s.driver.down(at: start)
        var elapsed: TimeInterval = 0
        for step in [0.008, 0.016, 0.005, 0.012, 0.008, 0.016, 0.005, 0.020, 0.008, 0.016, 0.005, 0.012] {
            s.driver.wait(step)
            elapsed += step
            s.driver.move(finger, to: CGPoint(x: start.x + speed.x * CGFloat(elapsed), y: start.y + speed.y * CGFloat(elapsed)))
        }
        s.driver.up(finger)
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(probe.reports.count >= 8)
        for report in probe.reports {
            #expect(pnWithin(report.velocity.x, speed.x, fraction: 0.02), "\(report)")
            #expect(pnWithin(report.velocity.y, speed.y, fraction: 0.02), "\(report)")
        }
    }

    @Test func velocityFallsToZeroOnceTheFingerRestsLongerThanTheSampleWindow() {
        let (s, pan, probe) = makePan()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 300), duration: 0.1, steps: 10) // 1000 pt/s
        #expect(pnWithin(pan.velocity(in: nil).x, 1000, fraction: 0.02))
        s.driver.wait(GestureConstants.velocitySampleWindow / 2)
        #expect(pan.velocity(in: nil).x > 0)
        s.driver.wait(GestureConstants.velocitySampleWindow)
        #expect(pan.velocity(in: nil) == .zero)
        s.driver.up(finger)
        #expect(probe.last?.state == .ended)
        #expect(probe.last?.velocity == .zero)
    }

    @Test func aLiftBeforeTheHysteresisFailsWithoutAnyAction() {
        let (s, pan, probe) = makePan()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(finger, to: CGPoint(x: 105, y: 305))
        s.driver.up(finger)
        #expect(probe.reports.isEmpty)
        #expect(s.transitions(of: pan) == [.failed, .possible])
    }

    @Test func aCancelledTouchCancelsAPanUnderWay() {
        let (s, pan, probe) = makePan()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(finger, to: CGPoint(x: 100, y: 330))
        s.driver.cancel(finger)
        #expect(probe.states == [.began, .cancelled])
        #expect(s.transitions(of: pan) == [.began, .cancelled, .possible])
    }

    @Test func withMinimumTwoOneFingerNeverBeginsAndTwoFingersBeginFromWhereBothWereDown() {
        let (s, pan, probe) = makePan { $0.minimumNumberOfTouches = 2 }
        let first = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(first, to: CGPoint(x: 130, y: 300))
        #expect(probe.reports.isEmpty)
        let second = s.driver.down(at: CGPoint(x: 200, y: 300))
        #expect(probe.reports.isEmpty)
        s.driver.move([(first, CGPoint(x: 130, y: 312)), (second, CGPoint(x: 200, y: 312))])
        #expect(probe.states == [.began])
        #expect(isClose(probe.report(0).translation, CGPoint(x: 0, y: 2), within: 1e-6))
        #expect(probe.report(0).numberOfTouches == 2)
        s.driver.up(second) // one finger left, below the minimum
        #expect(probe.states == [.began, .ended])
        #expect(pan.state == .ended)
        s.driver.up(first)
        #expect(pan.state == .possible)
    }

    @Test func withMaximumTwoThreeFingersDoNotBeginUntilOneLifts() {
        let (s, pan, probe) = makePan { $0.maximumNumberOfTouches = 2 }
        let fingers = s.driver.down(at: [CGPoint(x: 100, y: 300), CGPoint(x: 150, y: 300), CGPoint(x: 200, y: 300)])
        s.driver.move(fingers.map { ($0, CGPoint(x: $0.location.x, y: 340)) })
        #expect(probe.reports.isEmpty)
        #expect(pan.state == .possible)
        s.driver.up(fingers[2])
        #expect(probe.reports.isEmpty)
        s.driver.move([(fingers[0], CGPoint(x: 100, y: 352)), (fingers[1], CGPoint(x: 150, y: 352))])
        #expect(probe.states == [.began])
        #expect(isClose(probe.report(0).translation, CGPoint(x: 0, y: 2), within: 1e-6))
    }

    @Test func onceBegunTouchesBeyondTheMaximumAreLeftOutOfTheCentroid() {
        let (s, pan, probe) = makePan { $0.maximumNumberOfTouches = 1 }
        let first = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(first, to: CGPoint(x: 120, y: 300))
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 10, y: 0), within: 1e-6))
        let extra = s.driver.down(at: CGPoint(x: 300, y: 500))
        s.driver.move(extra, to: CGPoint(x: 250, y: 450))
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 10, y: 0), within: 1e-6))
        s.driver.move(first, to: CGPoint(x: 125, y: 300))
        #expect(isClose(probe.latest().translation, CGPoint(x: 15, y: 0), within: 1e-6))
        #expect(probe.states.first == .began)
        #expect(!probe.states.contains(.ended))
    }

    @Test func addingAndLiftingFingersMidPanDoesNotJumpTheTranslationOrVelocity() {
        let (s, pan, probe) = makePan()
        let first = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.glide(first, to: CGPoint(x: 130, y: 300), duration: 0.03, steps: 3)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 20, y: 0), within: 1e-6))
        s.driver.wait(0.01)
        let second = s.driver.down(at: CGPoint(x: 300, y: 600)) // the centroid jumps by (85, 150)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 20, y: 0), within: 1e-6))
        #expect(abs(pan.velocity(in: nil).x) < 2000 && abs(pan.velocity(in: nil).y) < 1)
        s.driver.wait(0.01)
        s.driver.move([(first, CGPoint(x: 140, y: 306)), (second, CGPoint(x: 310, y: 606))])
        #expect(isClose(probe.latest().translation, CGPoint(x: 30, y: 6), within: 1e-6))
        s.driver.wait(0.01)
        s.driver.up(first)
        #expect(probe.last?.state == .changed)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 30, y: 6), within: 1e-6))
        s.driver.wait(0.01)
        s.driver.move(second, to: CGPoint(x: 310, y: 626))
        #expect(isClose(probe.latest().translation, CGPoint(x: 30, y: 26), within: 1e-6))
        #expect(abs(probe.latest().velocity.x) < 2000 && abs(probe.latest().velocity.y) < 2000)
        s.driver.up(second)
        #expect(probe.last?.state == .ended)
    }

    @Test func aPanOnTheSuperviewCancelsTheSubviewsTouchAfterItsBeganAction() {
        let probe = PNProbe()
        let pan = UIPanGestureRecognizer(target: probe, action: PNProbe.handlePan)
        let s = PNScene(pan)
        s.scene.addLoggedView("child", frame: CGRect(x: 50, y: 200, width: 200, height: 200), to: s.view)
        probe.onAction = { s.scene.log.append("pan \($0.state)") }
        #expect(pan.cancelsTouchesInView)
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(finger, to: CGPoint(x: 103, y: 300))
        s.driver.move(finger, to: CGPoint(x: 106, y: 300))
        s.driver.move(finger, to: CGPoint(x: 115, y: 300))
        s.driver.move(finger, to: CGPoint(x: 125, y: 300))
        s.driver.up(finger)
        #expect(s.scene.log.lines == ["child began 1", "child moved 1", "child moved 1", "pan Began", "child cancelled 1", "pan Changed", "pan Ended"])
    }

    @Test func withCancelsTouchesInViewOffTheSubviewKeepsItsTouchToTheEnd() {
        let probe = PNProbe()
        let pan = UIPanGestureRecognizer(target: probe, action: PNProbe.handlePan)
        pan.cancelsTouchesInView = false
        let s = PNScene(pan)
        s.scene.addLoggedView("child", frame: CGRect(x: 50, y: 200, width: 200, height: 200), to: s.view)
        probe.onAction = { s.scene.log.append("pan \($0.state)") }
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.move(finger, to: CGPoint(x: 115, y: 300))
        s.driver.up(finger)
        #expect(s.scene.log.lines == ["child began 1", "pan Began", "child moved 1", "pan Ended", "child ended 1"])
    }
    @Test func aPanWaitingForASwipeToFailBeginsWhenTheSwipeTimesOutWithTheMovementSinceTheThreshold() {
        let probe = PNProbe()
        let pan = UIPanGestureRecognizer(target: probe, action: PNProbe.handlePan)
        let swipe = UISwipeGestureRecognizer()
        pan.require(toFail: swipe)
        let s = PNScene(pan, swipe)
        var beganAt: TimeInterval?
        probe.onAction = { if $0.state == .began { beganAt = s.clock.now } }
        let t0 = s.clock.now
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        for step in 1...15 { // 60 pt/s: too slow for the swipe, past the pan's threshold at 0.16 s
            s.driver.wait(0.04)
            s.driver.move(finger, to: CGPoint(x: 100 + 2.4 * CGFloat(step), y: 300))
        }
        // Held until the swipe failed at 0.5 s; the last move before then was at 0.48 s (x + 28.8).
        #expect(abs((beganAt ?? 0) - t0 - GestureConstants.swipeMaximumDuration) < 1e-6)
        #expect(probe.states == [.began, .changed, .changed, .changed])
        #expect(isClose(probe.report(0).translation, CGPoint(x: 18.8, y: 0), within: 1e-9))
        #expect(isClose(probe.latest().translation, CGPoint(x: 26, y: 0), within: 1e-9))
        s.driver.up(finger)
        #expect(probe.states.last == .ended)
    }
}
