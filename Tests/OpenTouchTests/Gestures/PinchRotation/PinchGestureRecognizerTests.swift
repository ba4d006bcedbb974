import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIPinchGestureRecognizer")
struct PinchGestureRecognizerTests {
    @Test("A new pinch has UIKit's defaults: scale 1, velocity 0, hysteresis 8 pt, UIKit's class name")
    func aNewPinchHasUIKitsDefaults() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        #expect(pinch.hysteresis == GestureConstants.pinchHysteresis)
        #expect(pinch.state == .possible)
        final class Custom: UIPinchGestureRecognizer {}
        #expect(Custom().description.contains("baseClass = UIPinchGestureRecognizer"))
        #expect(!pinch.description.contains("baseClass"))
    }

    @Test("The pinch stays possible while the distance has changed by less than the hysteresis and begins once the change reaches it, spreading or closing",
          arguments: [(CGFloat(107), CGFloat(108)), (CGFloat(93), CGFloat(92))])
    func pinchBeginsOnlyOnceTheDistanceChangeReachesTheHysteresis(below: CGFloat, atHysteresis: CGFloat) {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        let s = PRScene(pinch)
        let fingers = s.down(distance: 100)
        s.driver.wait(0.01)
        s.move(fingers, distance: below)
        #expect(pinch.state == .possible)
        #expect(probe.reports.isEmpty)
        s.driver.wait(0.01)
        s.move(fingers, distance: atHysteresis)
        #expect(probe.states == [.began])
        // The hysteresis is not removed: the first report is the plain distance ratio, near 1.
        #expect(abs(probe.values[0] - atHysteresis / 100) < 1e-12)
        s.driver.up(fingers)
        #expect(probe.states == [.began, .ended])
    }

    @Test("Scale is the finger distance over the distance at touch-down: spreading from 100 pt to 200 pt reports 2 and closing to 50 pt reports 0.5")
    func scaleIsTheDistanceRatioToTheInitialDistance() {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        let s = PRScene(pinch)
        let fingers = s.down(distance: 100)
        for distance in stride(from: CGFloat(120), through: 200, by: 20) {
            s.driver.wait(0.016)
            s.move(fingers, distance: distance)
        }
        #expect(probe.states == [.began, .changed, .changed, .changed, .changed])
        for (value, expected) in zip(probe.values, [1.2, 1.4, 1.6, 1.8, 2.0] as [CGFloat]) {
            #expect(abs(value - expected) < 1e-12, "\(value) ≠ \(expected)")
        }
        #expect(abs(pinch.scale - 2) < 1e-12)
        for distance in stride(from: CGFloat(150), through: 50, by: -50) {
            s.driver.wait(0.016)
            s.move(fingers, distance: distance)
        }
        #expect(abs(pinch.scale - 0.5) < 1e-12)
        s.driver.up(fingers)
        #expect(probe.last?.state == .ended)
        #expect(abs((probe.last?.value ?? 0) - 0.5) < 1e-12)
        // After the attempt the recognizer resets: scale back to 1.
        #expect(pinch.scale == 1)
        #expect(pinch.state == .possible)
    }

    @Test("The velocity of a pinch spreading at a constant rate with unevenly spaced samples is its true rate of scale change within 2%")
    func velocityOfASteadySpreadIsItsTrueRate() {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        let s = PRScene(pinch)
        let fingers = s.down(distance: 100)
        // 200 pt/s from 100 pt apart: scale grows at 2 per second.
        var elapsed: TimeInterval = 0
        for gap in [0.008, 0.017, 0.011, 0.020, 0.009, 0.014, 0.016, 0.012, 0.019, 0.010] {
            s.driver.wait(gap)
            elapsed += gap
            s.move(fingers, distance: 100 + 200 * CGFloat(elapsed))
        }
        let reported = try! #require(probe.last)
        #expect(reported.state == .changed)
        #expect(abs(reported.velocity - 2) < 0.02 * 2, "velocity \(reported.velocity)")
        #expect(abs(pinch.velocity - 2) < 0.02 * 2)
        s.driver.up(fingers)
        #expect(abs((probe.last?.velocity ?? 0) - 2) < 0.02 * 2, "lifting right away keeps the velocity")
    }

    @Test("A pinch held still for longer than the velocity window before the lift ends with velocity 0 and its last scale")
    func aPinchHeldStillEndsWithZeroVelocity() {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        let s = PRScene(pinch)
        let fingers = s.down(distance: 100)
        for step in 1...5 {
            s.driver.wait(0.016)
            s.move(fingers, distance: 100 + 20 * CGFloat(step))
        }
        #expect(pinch.velocity > 10)
        s.driver.wait(GestureConstants.velocitySampleWindow + 0.05)
        s.driver.up(fingers)
        let ended = try! #require(probe.last)
        #expect(ended.state == .ended)
        #expect(ended.velocity == 0)
        #expect(abs(ended.value - 2) < 1e-12)
    }

    @Test("Setting scale to 1 in the action makes the next report relative to the finger distance at that moment")
    func settingScaleInTheActionMakesTheNextReportRelative() {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        probe.onAction = { ($0 as? UIPinchGestureRecognizer)?.scale = 1 }
        let s = PRScene(pinch)
        let fingers = s.down(distance: 100)
        for distance in [CGFloat(110), 121, 133.1] {
            s.driver.wait(0.016)
            s.move(fingers, distance: distance)
        }
        #expect(probe.states == [.began, .changed, .changed])
        for value in probe.values { #expect(abs(value - 1.1) < 1e-9, "each report is ×1.1 of the previous distance: \(value)") }
        #expect(pinch.scale == 1, "the getter returns the value set")
        s.driver.wait(0.016)
        s.move(fingers, distance: 66.55)
        #expect(abs((probe.last?.value ?? 0) - 0.5) < 1e-9)
    }

    @Test("Lifting one finger before the pinch began makes it fail without any action, and the remaining finger cannot start it")
    func liftingAFingerBeforeBeganFails() {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        let s = PRScene(pinch)
        let fingers = s.down(distance: 100)
        s.driver.wait(0.016)
        s.move(fingers, distance: 105)
        s.driver.up(fingers[1])
        #expect(pinch.state == .failed)
        s.driver.wait(0.016)
        s.driver.move(fingers[0], to: CGPoint(x: 20, y: 20))
        #expect(pinch.state == .failed)
        s.driver.up(fingers[0])
        #expect(probe.reports.isEmpty)
        #expect(s.transitions(of: pinch) == [.failed, .possible])
    }

    @Test("A single finger never begins a pinch, however far it moves; its lift fails the attempt")
    func oneFingerNeverBegins() {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        let s = PRScene(pinch)
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.glide(finger, to: CGPoint(x: 300, y: 500), duration: 0.2, steps: 10)
        #expect(pinch.state == .possible)
        s.driver.up(finger)
        #expect(probe.reports.isEmpty)
        #expect(s.transitions(of: pinch) == [.failed, .possible])
    }

    @Test("A third finger is ignored: it changes neither scale nor the number of touches, and its lift does not end the pinch")
    func aThirdFingerIsIgnored() {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        let s = PRScene(pinch)
        let fingers = s.down(distance: 100)
        s.driver.wait(0.016)
        s.move(fingers, distance: 150)
        #expect(abs(pinch.scale - 1.5) < 1e-12)
        let third = s.driver.down(at: CGPoint(x: 50, y: 600))
        #expect(pinch.numberOfTouches == 2)
        s.driver.wait(0.016)
        s.driver.move(third, to: CGPoint(x: 350, y: 50))
        #expect(abs(pinch.scale - 1.5) < 1e-12)
        #expect(probe.states == [.began], "moving only the third finger reports nothing")
        s.driver.up(third)
        #expect(pinch.state == .began)
        s.driver.wait(0.016)
        s.move(fingers, distance: 200)
        #expect(abs(pinch.scale - 2) < 1e-12)
        s.driver.up(fingers[0])
        #expect(probe.states == [.began, .changed, .ended])
        s.driver.up(fingers[1])
    }

    @Test("Three fingers landing together: the first two in touch order make the pinch, the third is ignored")
    func threeFingersTogetherUseTheFirstTwo() {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        let s = PRScene(pinch)
        let (a, b) = s.pair(distance: 100)
        let fingers = s.driver.down(at: [a, b, CGPoint(x: 300, y: 600)])
        #expect(pinch.numberOfTouches == 2)
        s.driver.wait(0.016)
        s.driver.move([(fingers[2], CGPoint(x: 20, y: 20))])
        #expect(pinch.state == .possible)
        s.move(fingers, distance: 300)
        #expect(abs(pinch.scale - 3) < 1e-12)
        s.driver.up(fingers)
        #expect(probe.states == [.began, .ended])
    }

    @Test("Cancelling one of the fingers after the pinch began cancels it")
    func cancellingAFingerCancels() {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        let s = PRScene(pinch)
        let fingers = s.down(distance: 100)
        s.driver.wait(0.016)
        s.move(fingers, distance: 130)
        s.driver.cancel(fingers[0])
        #expect(probe.states == [.began, .cancelled])
        s.driver.up(fingers[1])
    }
}
