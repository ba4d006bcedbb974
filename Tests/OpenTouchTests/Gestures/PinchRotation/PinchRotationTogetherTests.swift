import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Pinch and rotation on one view")
struct PinchRotationTogetherTests {
    @Test("By default a pinch that begins first makes the rotation on the same view fail, even when the fingers then turn")
    func aPinchThatBeginsFirstMakesTheRotationFail() {
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let pinchProbe = PRProbe(), rotationProbe = PRProbe()
        pinchProbe.watch(pinch)
        rotationProbe.watch(rotation)
        let s = PRScene(pinch, rotation)
        let fingers = s.down(distance: 100)
        s.driver.wait(0.016)
        s.move(fingers, distance: 120)
        #expect(pinch.state == .began)
        #expect(rotation.state == .failed)
        for angle in stride(from: CGFloat(10), through: 60, by: 10) {
            s.driver.wait(0.016)
            s.move(fingers, distance: 120, degrees: angle)
        }
        #expect(rotation.state == .failed)
        #expect(pinch.state == .changed)
        s.driver.up(fingers)
        #expect(rotationProbe.reports.isEmpty)
        #expect(pinchProbe.states.first == .began && pinchProbe.states.last == .ended)
        #expect(s.transitions(of: rotation) == [.failed, .possible])
    }

    @Test("By default a rotation that begins first makes the pinch on the same view fail, even when the fingers then spread")
    func aRotationThatBeginsFirstMakesThePinchFail() {
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let pinchProbe = PRProbe(), rotationProbe = PRProbe()
        pinchProbe.watch(pinch)
        rotationProbe.watch(rotation)
        let s = PRScene(pinch, rotation)
        let fingers = s.down(distance: 100)
        s.driver.wait(0.016)
        s.move(fingers, distance: 100, degrees: 10)
        #expect(rotation.state == .began)
        #expect(pinch.state == .failed)
        for distance in stride(from: CGFloat(120), through: 200, by: 20) {
            s.driver.wait(0.016)
            s.move(fingers, distance: distance, degrees: 10)
        }
        #expect(pinch.state == .failed)
        s.driver.up(fingers)
        #expect(pinchProbe.reports.isEmpty)
        #expect(rotationProbe.states.first == .began && rotationProbe.states.last == .ended)
        #expect(s.transitions(of: pinch) == [.failed, .possible])
    }

    @Test("With a delegate answering true to shouldRecognizeSimultaneouslyWith, pinch and rotation both run on the same two fingers",
          arguments: [true, false])
    func aSimultaneousDelegateLetsBothRun(delegateOnPinch: Bool) {
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let delegate = PRSimultaneousDelegate()
        if delegateOnPinch { pinch.delegate = delegate } else { rotation.delegate = delegate }
        let pinchProbe = PRProbe(), rotationProbe = PRProbe()
        pinchProbe.watch(pinch)
        rotationProbe.watch(rotation)
        let s = PRScene(pinch, rotation)
        let fingers = s.down(distance: 100)
        // Spread from 100 to 160 pt while turning 30°.
        for step in 1...6 {
            s.driver.wait(0.016)
            s.move(fingers, distance: 100 + 10 * CGFloat(step), degrees: 5 * CGFloat(step))
        }
        #expect(pinch.state == .changed)
        #expect(rotation.state == .changed)
        #expect(abs(pinch.scale - 1.6) < 1e-9)
        #expect(abs(rotation.rotation - prRadians(30)) < 1e-9)
        #expect(delegate.askedCount > 0)
        s.driver.up(fingers)
        #expect(pinchProbe.states.first == .began && pinchProbe.states.last == .ended)
        #expect(rotationProbe.states.first == .began && rotationProbe.states.last == .ended)
        #expect(abs((pinchProbe.last?.value ?? 0) - 1.6) < 1e-9)
        #expect(abs((rotationProbe.last?.value ?? 0) - prRadians(30)) < 1e-9)
    }

    @Test("Without the delegate the same spread-and-turn runs only the pinch, which begins first")
    func withoutTheDelegateTheSameMotionRunsOnlyOne() {
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let pinchProbe = PRProbe(), rotationProbe = PRProbe()
        pinchProbe.watch(pinch)
        rotationProbe.watch(rotation)
        let s = PRScene(pinch, rotation)
        let fingers = s.down(distance: 100)
        for step in 1...6 {
            s.driver.wait(0.016)
            s.move(fingers, distance: 100 + 10 * CGFloat(step), degrees: 5 * CGFloat(step))
        }
        #expect(pinch.state == .changed)
        #expect(rotation.state == .failed)
        s.driver.up(fingers)
        #expect(rotationProbe.reports.isEmpty)
    }
}
