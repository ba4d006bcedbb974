import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Keyboard: shakes go to the first responder and up its chain")
struct MotionTests {
    @Test("a shake begins and ends at the first responder and is passed up the chain by default")
    func shake() {
        final class ShakeView: UIView {
            var motions: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                motions.append("\(motion) \(event?.type == .motion) \(event?.subtype == .motionShake)")
                super.motionEnded(motion, with: event)
            }
        }
        let ct = TestScene()
        let view = ct.add(ShakeView())
        ct.log.logPresses(of: view, as: "view", in: ct.app)
        ct.log.logPresses(of: ct.controller, as: "controller", in: ct.app)
        #expect(view.becomeFirstResponder())
        ct.driver.shake()
        #expect(view.motions == ["motionShake true true"])
        #expect(ct.log.lines == ["view motion began", "controller motion began", "view motion ended", "controller motion ended"])
    }

    @Test("with no first responder the key window's top controller gets the shake; resigning mid-shake cancels it")
    func cancelled() {
        let ct = TestScene()
        let view = ct.add(FocusView())
        ct.log.logPresses(of: ct.controller, as: "controller", in: ct.app)
        ct.log.logPresses(of: view, as: "view", in: ct.app)
        ct.driver.shake()
        #expect(view.becomeFirstResponder())
        ct.driver.post(MotionEvent(timestamp: ct.clock.now, phase: .began))
        view.resignFirstResponder()
        ct.driver.post(MotionEvent(timestamp: ct.clock.now, phase: .ended))
        #expect(ct.log.lines == [
            "controller motion began", "controller motion ended",
            "view motion began", "controller motion began", "view motion cancelled", "controller motion cancelled",
        ])
    }
}
