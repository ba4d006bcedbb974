import Foundation
import OpenTouch
import Testing

/// A touch that joins a gesture already under way.
@MainActor
@Suite("Pan: a finger joining a pan under way")
struct PNJoiningTouchTests {
    /// Apple: with `cancelsTouchesInView`, once a recognizer recognizes, "the touches of that gesture
    /// that are pending aren't delivered to the view". A finger that lands while the pan is under
    /// way becomes one of the pan's touches (numberOfTouches goes to 2) and so should never reach
    /// its view.
    @Test("a finger landing on a subview while the pan runs joins the pan and never reaches the subview")
    func aFingerJoiningARunningPanIsNotDeliveredToItsView() {
        let probe = PNProbe()
        let pan = UIPanGestureRecognizer(target: probe, action: PNProbe.handlePan)
        let s = PNScene(pan)
        s.scene.addLoggedView("child", frame: CGRect(x: 200, y: 400, width: 100, height: 100), to: s.view)
        probe.onAction = { s.scene.log.append("pan \($0.state) \($0.numberOfTouches)") }
        let first = s.driver.down(at: CGPoint(x: 100, y: 100))
        s.driver.move(first, to: CGPoint(x: 100, y: 130))
        let second = s.driver.down(at: CGPoint(x: 250, y: 450))
        s.driver.move(second, to: CGPoint(x: 250, y: 460))
        s.driver.up(second)
        s.driver.up(first)
        #expect(s.scene.log.lines == ["pan Began 1", "pan Changed 2", "pan Ended 1"])
    }
}
