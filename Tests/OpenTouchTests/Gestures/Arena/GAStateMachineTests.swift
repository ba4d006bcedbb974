import Foundation
import OpenTouch
import Testing

/// A recognizer with a bug users write: it reports `.changed` without having begun (then
/// fails when the finger lifts).
@MainActor
private final class SkipsBeganRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .changed
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }
}

/// A recognizer that gives up at once: it fails as soon as a touch comes down.
@MainActor
private final class QuitterRecognizer: UIGestureRecognizer {
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }
    override func reset() { resets += 1 }
}

@MainActor
@Suite("Gesture arena: the recognizer state machine")
struct GAStateMachineTests {
    @Test("a subclass setting .changed while possible is ignored and reported as an illegal transition")
    func changedFromPossibleIsIgnored() {
        let ga = GAScene()
        let recognizer = SkipsBeganRecognizer()
        ga.watch(recognizer, as: "skip")
        ga.view.addGestureRecognizer(recognizer)

        let finger = ga.driver.down(at: ga.point)

        #expect(recognizer.state == .possible)
        #expect(ga.diagnosticKinds.contains(.illegalStateTransition))
        #expect(!ga.log.lines.contains { $0.hasPrefix("skip") })
        ga.driver.up(finger)
        #expect(ga.recorder.actionStates(of: recognizer).isEmpty)
        #expect(ga.log.lines == ["view began 1", "view ended 1"])
        ga.expectBalancedTouches()
    }

    @Test("once failed, a recognizer setting any other state is ignored with a diagnostic and sends no action")
    func nothingLeavesFailed() {
        let ga = GAScene()
        let recognizer = QuitterRecognizer()
        ga.watch(recognizer, as: "quitter")
        ga.view.addGestureRecognizer(recognizer)
        let finger = ga.driver.down(at: ga.point)
        #expect(recognizer.state == .failed)

        for attempt in [UIGestureRecognizer.State.began, .changed, .ended, .cancelled, .possible] {
            ga.recorder.removeAll()
            recognizer.state = attempt
            #expect(recognizer.state == .failed, "setting \(attempt) from failed")
            #expect(ga.diagnosticKinds == [.illegalStateTransition], "setting \(attempt) from failed")
        }

        ga.driver.up(finger)
        #expect(!ga.log.lines.contains { $0.hasPrefix("quitter") })
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
    }

    @Test("a continuous gesture sends its action on began, on every changed, and on ended")
    func continuousActions() {
        let ga = GAScene()
        let drag = GADragRecognizer()
        ga.watch(drag, as: "drag")
        ga.view.addGestureRecognizer(drag)

        let finger = ga.driver.down(at: ga.point)
        for step in 1...3 { ga.driver.move(finger, to: ga.at(CGFloat(step) * 5)) }
        ga.driver.up(finger)

        #expect(ga.log.lines == ["view began 1", "drag Began", "view cancelled 1", "drag Changed", "drag Changed",
                                 "drag Ended"])
        #expect(ga.recorder.transitions(of: drag)
                == ["Possible→Began", "Began→Changed", "Changed→Changed", "Changed→Ended", "Ended→Possible"])
        ga.expectBalancedTouches()
    }

    @Test("a continuous gesture whose touch the system cancels sends a cancelled action")
    func cancelledSendsAction() {
        let ga = GAScene()
        let drag = GADragRecognizer()
        ga.watch(drag, as: "drag")
        ga.view.addGestureRecognizer(drag)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(5))
        ga.driver.cancel(finger)

        #expect(ga.recorder.actionStates(of: drag) == [.began, .cancelled])
        #expect(ga.recorder.transitions(of: drag) == ["Possible→Began", "Began→Cancelled", "Cancelled→Possible"])
        #expect(drag.resets == 1)
        ga.expectBalancedTouches()
    }

    @Test("a tap that fails (the finger moved too far) never sends its action")
    func failedSendsNoAction() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer()
        ga.watch(tap, as: "tap")
        ga.view.addGestureRecognizer(tap)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(60))
        ga.driver.up(finger)

        #expect(ga.recorder.transitions(of: tap) == ["Possible→Failed", "Failed→Possible"])
        #expect(ga.recorder.actionStates(of: tap).isEmpty)
        #expect(ga.log.lines == ["view began 1", "view moved 1", "view ended 1"])
        ga.expectBalancedTouches()
    }

    @Test("after recognizing, the recognizer stays Ended while its touch is down, then resets once to Possible")
    func resetOnceAfterTouchesAreGone() {
        let ga = GAScene()
        let touchDown = GATouchDownRecognizer()
        ga.view.addGestureRecognizer(touchDown)

        let finger = ga.driver.down(at: ga.point)
        #expect(touchDown.state == .ended)
        #expect(touchDown.resets == 0)
        ga.driver.move(finger, to: ga.at(5))
        #expect(touchDown.state == .ended)
        #expect(touchDown.resets == 0)
        ga.driver.up(finger)

        #expect(touchDown.state == .possible)
        #expect(touchDown.resets == 1)
        #expect(ga.recorder.transitions(of: touchDown) == ["Possible→Ended", "Ended→Possible"])
        ga.driver.wait(1)
        #expect(touchDown.resets == 1)
        ga.expectBalancedTouches()
    }

    @Test("after failing, the recognizer stays Failed while its touch is down, then resets once to Possible")
    func resetOnceAfterFailure() {
        let ga = GAScene()
        let quitter = QuitterRecognizer()
        ga.view.addGestureRecognizer(quitter)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(5))
        #expect(quitter.state == .failed)
        #expect(quitter.resets == 0)
        ga.driver.up(finger)

        #expect(quitter.state == .possible)
        #expect(quitter.resets == 1)
    }

    @Test("with two fingers, the recognizer resets only once the last of its touches lifts")
    func resetWaitsForEveryTouch() {
        let ga = GAScene()
        let drag = GADragRecognizer()
        ga.view.addGestureRecognizer(drag)

        let fingers = ga.driver.down(at: [ga.at(-20), ga.at(20)])
        ga.driver.move(fingers[0], to: ga.at(-30))
        ga.driver.up(fingers[0])
        #expect(drag.state == .ended)
        #expect(drag.resets == 0)
        ga.driver.up(fingers[1])

        #expect(drag.state == .possible)
        #expect(drag.resets == 1)
        ga.expectBalancedTouches()
    }

    @Test("a finger that comes down while the recognizer is Ended is not given to it, even after the reset")
    func touchStillDownAfterResetIsNotGiven() {
        let ga = GAScene()
        let touchDown = GATouchDownRecognizer()
        ga.watch(touchDown, as: "touchDown")
        ga.view.addGestureRecognizer(touchDown)

        let first = ga.driver.down(at: ga.at(-20))
        let second = ga.driver.down(at: ga.at(20))
        ga.driver.up(first)                       // the recognizer's only touch is gone: it resets
        #expect(touchDown.state == .possible)
        #expect(touchDown.resets == 1)
        ga.driver.move(second, to: ga.at(30))
        ga.driver.up(second)

        #expect(touchDown.beganCalls == 1)
        #expect(touchDown.movedCalls == 0)
        #expect(touchDown.endedCalls == 0)        // a recognized recognizer gets no more touches
        #expect(touchDown.state == .possible)
        #expect(ga.recorder.actionStates(of: touchDown) == [.ended])
        ga.expectBalancedTouches()
    }

    @Test("a touch still down when the recognizer was disabled and re-enabled is not given to it")
    func touchDownAcrossDisableIsNotGiven() {
        let ga = GAScene()
        let drag = GADragRecognizer()
        ga.watch(drag, as: "drag")
        ga.view.addGestureRecognizer(drag)

        let finger = ga.driver.down(at: ga.point)
        drag.isEnabled = false
        drag.isEnabled = true
        ga.driver.move(finger, to: ga.at(10))
        ga.driver.move(finger, to: ga.at(20))
        ga.driver.up(finger)

        #expect(drag.beganCalls == 1)
        #expect(drag.movedCalls == 0)
        #expect(drag.endedCalls == 0)
        #expect(drag.state == .possible)
        #expect(ga.recorder.actionStates(of: drag).isEmpty)
        #expect(ga.log.lines == ["view began 1", "view moved 1", "view moved 1", "view ended 1"])
        ga.expectBalancedTouches()
    }
}
