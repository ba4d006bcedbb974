import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIRotationGestureRecognizer")
struct RotationGestureRecognizerTests {
    /// Turns the fingers (100 pt apart, around the scene's centre) through `degrees`, one event
    /// per angle, 16 ms apart.
    private func turn(_ s: PRScene, _ fingers: [TouchDriver.Finger], through degrees: [CGFloat], distance: CGFloat = 100) {
        for angle in degrees {
            s.driver.wait(0.016)
            s.move(fingers, distance: distance, degrees: angle)
        }
    }

    @Test("A new rotation recognizer has UIKit's defaults: rotation 0, velocity 0, a 7.5° threshold, UIKit's class name")
    func aNewRotationHasUIKitsDefaults() {
        let rotation = UIRotationGestureRecognizer()
        #expect(rotation.rotation == 0)
        #expect(rotation.velocity == 0)
        #expect(rotation.rotationThreshold == GestureConstants.rotationThreshold)
        final class Custom: UIRotationGestureRecognizer {}
        #expect(Custom().description.contains("baseClass = UIRotationGestureRecognizer"))
    }

    @Test("Fingers turning a quarter turn clockwise around their midpoint report rotation π/2")
    func aQuarterTurnReportsPiOverTwo() {
        let rotation = UIRotationGestureRecognizer()
        let probe = PRProbe()
        probe.watch(rotation)
        let s = PRScene(rotation)
        let fingers = s.down(distance: 100)
        turn(s, fingers, through: Array(stride(from: CGFloat(10), through: 90, by: 10)))
        #expect(probe.states == [.began] + Array(repeating: .changed, count: 8))
        #expect(abs(probe.values[0] - prRadians(10)) < 1e-9, "the threshold is not removed")
        #expect(abs(rotation.rotation - .pi / 2) < 1e-6)
        s.driver.up(fingers)
        #expect(probe.last?.state == .ended)
        #expect(abs((probe.last?.value ?? 0) - .pi / 2) < 1e-6)
        #expect(rotation.rotation == 0, "reset after the attempt")
    }

    @Test("Turning 170° and then another 20° unwraps between samples but reports within ±π: 170°, then π, then −170°, with a steady velocity")
    func turningPastHalfARevolutionWrapsTheReportedRotation() {
        let rotation = UIRotationGestureRecognizer()
        let probe = PRProbe()
        probe.watch(rotation)
        let s = PRScene(rotation)
        let fingers = s.down(distance: 100)
        turn(s, fingers, through: Array(stride(from: CGFloat(10), through: 170, by: 10)))
        #expect(abs(rotation.rotation - prRadians(170)) < 1e-9)
        turn(s, fingers, through: [180])
        #expect(abs(rotation.rotation - .pi) < 1e-9, "(−π, π]: half a turn is +π")
        turn(s, fingers, through: [190])
        #expect(abs(rotation.rotation - prRadians(-170)) < 1e-9)
        // 10° every 16 ms, before and after the wrap.
        let expected = prRadians(10) / 0.016
        #expect(abs(rotation.velocity - expected) < 0.02 * expected, "velocity \(rotation.velocity)")
        turn(s, fingers, through: [200])
        #expect(abs(rotation.rotation - prRadians(-160)) < 1e-9)
        #expect(probe.states.allSatisfy { $0 == .began || $0 == .changed })
        s.driver.up(fingers)
    }

    @Test("The line between the fingers crossing the leftward direction (atan2's ±π) does not make the rotation jump")
    func crossingTheAtan2BoundaryDoesNotJump() {
        let rotation = UIRotationGestureRecognizer()
        let probe = PRProbe()
        probe.watch(rotation)
        let s = PRScene(rotation)
        let fingers = s.down(distance: 100, degrees: 175)
        turn(s, fingers, through: [180, 185])
        #expect(probe.states == [.began])
        #expect(abs(rotation.rotation - prRadians(10)) < 1e-9, "rotation \(rotation.rotation)")
        let expected = prRadians(5) / 0.016
        #expect(abs(rotation.velocity - expected) < 0.02 * expected, "velocity \(rotation.velocity)")
        turn(s, fingers, through: [165])
        #expect(abs(rotation.rotation - prRadians(-10)) < 1e-9, "rotation \(rotation.rotation)")
        s.driver.up(fingers)
    }

    @Test("A turn below the threshold does not begin the rotation; a turn past it does")
    func belowTheThresholdDoesNotBegin() {
        let rotation = UIRotationGestureRecognizer()
        let probe = PRProbe()
        probe.watch(rotation)
        let s = PRScene(rotation)
        let fingers = s.down(distance: 100)
        turn(s, fingers, through: [3, 7, -7, 7])
        #expect(rotation.state == .possible)
        #expect(probe.reports.isEmpty)
        turn(s, fingers, through: [8])
        #expect(probe.states == [.began])
        #expect(abs(probe.values[0] - prRadians(8)) < 1e-9)
        s.driver.up(fingers)
    }

    @Test("A turn below the threshold and lifted fails without any action")
    func belowTheThresholdThenLiftFails() {
        let rotation = UIRotationGestureRecognizer()
        let probe = PRProbe()
        probe.watch(rotation)
        let s = PRScene(rotation)
        let fingers = s.down(distance: 100)
        turn(s, fingers, through: [5])
        s.driver.up(fingers[0])
        #expect(rotation.state == .failed)
        s.driver.up(fingers[1])
        #expect(probe.reports.isEmpty)
        #expect(s.transitions(of: rotation) == [.failed, .possible])
    }

    @Test("The velocity of a constant angular speed with unevenly spaced samples is within 2% of it")
    func velocityOfASteadyTurn() {
        let rotation = UIRotationGestureRecognizer()
        let probe = PRProbe()
        probe.watch(rotation)
        let s = PRScene(rotation)
        let fingers = s.down(distance: 120)
        let speed: CGFloat = 3 // rad/s, clockwise
        var elapsed: TimeInterval = 0
        for gap in [0.009, 0.018, 0.012, 0.021, 0.008, 0.015, 0.017, 0.011, 0.019, 0.010] {
            s.driver.wait(gap)
            elapsed += gap
            s.move(fingers, distance: 120, degrees: speed * CGFloat(elapsed) * 180 / .pi)
        }
        let reported = try! #require(probe.last)
        #expect(reported.state == .changed)
        #expect(abs(reported.velocity - speed) < 0.02 * speed, "velocity \(reported.velocity)")
        s.driver.up(fingers)
        #expect(abs((probe.last?.velocity ?? 0) - speed) < 0.02 * speed)
    }

    @Test("Rotation must dominate: a two-finger drag or a pinch that turns 10° does not begin it, a turn around one still finger does")
    func rotationMustDominatePinchAndTranslation() {
        // A drag of 100 pt turning 10°.
        let dragged = UIRotationGestureRecognizer()
        let s1 = PRScene(dragged)
        let drag = s1.down(distance: 100)
        for step in 1...10 {
            s1.driver.wait(0.016)
            s1.move(drag, distance: 100, degrees: CGFloat(step), offset: CGPoint(x: 10 * CGFloat(step), y: 0))
        }
        #expect(dragged.state == .possible)
        s1.driver.up(drag)

        // A pinch from 100 pt to 200 pt turning 10°.
        let pinched = UIRotationGestureRecognizer()
        let s2 = PRScene(pinched)
        let pinch = s2.down(distance: 100)
        for step in 1...10 {
            s2.driver.wait(0.016)
            s2.move(pinch, distance: 100 + 10 * CGFloat(step), degrees: CGFloat(step))
        }
        #expect(pinched.state == .possible)
        s2.driver.up(pinch)

        // The second finger circling the first, still one: the midpoint moves too, but less than the turn.
        let pivoted = UIRotationGestureRecognizer()
        let s3 = PRScene(pivoted)
        let pivot = CGPoint(x: 150, y: 300)
        let fingers = s3.driver.down(at: [pivot, CGPoint(x: 250, y: 300)])
        for step in 1...10 {
            s3.driver.wait(0.016)
            let angle = prRadians(CGFloat(step))
            s3.driver.move([(fingers[1], CGPoint(x: pivot.x + 100 * cos(angle), y: pivot.y + 100 * sin(angle)))])
        }
        #expect(pivoted.state == .changed)
        #expect(abs(pivoted.rotation - prRadians(10)) < 1e-9)
        s3.driver.up(fingers)
    }

    @Test("Setting rotation to 0 in the action makes each report the turn since the previous one")
    func settingRotationInTheActionMakesTheNextReportRelative() {
        let rotation = UIRotationGestureRecognizer()
        let probe = PRProbe()
        probe.watch(rotation)
        probe.onAction = { ($0 as? UIRotationGestureRecognizer)?.rotation = 0 }
        let s = PRScene(rotation)
        let fingers = s.down(distance: 100)
        turn(s, fingers, through: [10, 20, 35, 25])
        let expected = [10, 10, 15, -10].map { prRadians(CGFloat($0)) }
        #expect(probe.values.count == expected.count)
        for (value, want) in zip(probe.values, expected) { #expect(abs(value - want) < 1e-9, "\(value) ≠ \(want)") }
        #expect(rotation.rotation == 0)
        s.driver.up(fingers)
    }

    @Test("A third finger is ignored by the rotation: it does not change the angle, and lifting one of the two fingers ends it")
    func aThirdFingerIsIgnored() {
        let rotation = UIRotationGestureRecognizer()
        let probe = PRProbe()
        probe.watch(rotation)
        let s = PRScene(rotation)
        let fingers = s.down(distance: 100)
        turn(s, fingers, through: [10, 20])
        let third = s.driver.down(at: CGPoint(x: 40, y: 600))
        s.driver.wait(0.016)
        s.driver.move(third, to: CGPoint(x: 340, y: 40))
        #expect(abs(rotation.rotation - prRadians(20)) < 1e-9)
        #expect(rotation.numberOfTouches == 2)
        s.driver.up(fingers[1])
        #expect(probe.states == [.began, .changed, .ended])
        s.driver.up([fingers[0], third])
    }
}
