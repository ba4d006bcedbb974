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
}
