import Foundation
import OpenTouch
import Testing

/// A pinch's ignored third finger and the reset of the pinch.
@MainActor
@Suite("Pinch: an ignored finger and reset")
struct PRIgnoredFingerResetTests {
    @Test("An ignored finger still down does not keep an ended pinch from resetting, so a new pair of fingers can pinch again")
    func anIgnoredTouchDoesNotHoldTheReset() {
        let pinch = UIPinchGestureRecognizer()
        let probe = PRProbe()
        probe.watch(pinch)
        let s = PRScene(pinch)
        let fingers = s.down(distance: 100)
        let third = s.driver.down(at: CGPoint(x: 40, y: 600))
        s.driver.wait(0.016)
        s.move(fingers, distance: 150)
        s.driver.up(fingers)
        #expect(probe.states == [.began, .ended])
        #expect(pinch.state == .possible)
        let again = s.down(distance: 100)
        s.driver.wait(0.016)
        s.move(again, distance: 150)
        #expect(probe.states == [.began, .ended, .began])
        s.driver.up(again)
        s.driver.up(third)
        #expect(pinch.state == .possible)
    }

    @Test("A subclass whose ignore(_:for:) resets the recognizer, given three fingers at once, neither traps nor keeps a stale finger", arguments: [false, true])
    func resetFromIgnoreWhileTakingFingers(rotation: Bool) {
        let recognizer: UIGestureRecognizer = rotation ? ResettingRotation() : ResettingPinch()
        let s = PRScene(recognizer)
        // Three fingers in one report: the first two become the pair, the third is ignored, and
        // the override's reset forgets the pair in the middle of the recognizer's touchesBegan.
        let fingers = s.driver.down(at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300), CGPoint(x: 150, y: 500)])
        s.driver.wait(0.016)
        s.move(Array(fingers.prefix(2)), distance: 200)
        // The pair was forgotten: no later move makes the gesture begin, and nothing traps.
        #expect(recognizer.state == .possible)
        s.driver.up(fingers)
        #expect(recognizer.state == .possible)
    }
}

/// A pinch that resets itself whenever it ignores a touch.
private final class ResettingPinch: UIPinchGestureRecognizer {
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        reset()
    }
}

/// A rotation that resets itself whenever it ignores a touch.
private final class ResettingRotation: UIRotationGestureRecognizer {
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        reset()
    }
}
