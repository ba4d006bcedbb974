import Foundation
import OpenTouch
import Testing

/// A two-finger recognizer that ignores the first finger and recognizes when the second moves.
@MainActor
private final class SecondFingerRecognizer: UIGestureRecognizer {
    var movesSeen = 0
    private var sawFirst = false
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if !sawFirst, let touch = touches.first {
            sawFirst = true
            ignore(touch, for: event)
        }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        movesSeen += touches.count
        if state == .possible { state = .recognized }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
    override func reset() { sawFirst = false }
}

@MainActor
@Suite("Gesture arena: what views get while recognizers decide")
struct GAViewTouchesTests {
    @Test("cancelsTouchesInView: the view gets touchesCancelled right after the tap's action")
    func cancelsTouchesInView() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer()
        ga.watch(tap, as: "tap")
        ga.view.addGestureRecognizer(tap)

        ga.driver.tap(at: ga.point)

        #expect(ga.log.lines == ["view began 1", "tap Ended", "view cancelled 1"])
        ga.expectBalancedTouches()
    }

    @Test("cancelsTouchesInView = false: the view gets touchesEnded after the tap's action")
    func doesNotCancelTouchesInView() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        ga.watch(tap, as: "tap")
        ga.view.addGestureRecognizer(tap)

        ga.driver.tap(at: ga.point)

        #expect(ga.log.lines == ["view began 1", "tap Ended", "view ended 1"])
        ga.expectBalancedTouches()
    }

    @Test("delaysTouchesBegan with a tap that fails by moving: the view gets began, the moves and the end after the failure")
    func delayedBeganReleasedOnFailure() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        ga.watch(tap, as: "tap")
        ga.view.addGestureRecognizer(tap)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(10))
        #expect(ga.log.lines.isEmpty)
        ga.driver.move(finger, to: ga.at(60))       // beyond the tap's 45 points: it fails
        #expect(tap.state == .failed)
        #expect(ga.log.lines.first == "view began 1")
        #expect(ga.log.lines.dropFirst().allSatisfy { $0 == "view moved 1" })
        #expect(ga.log.lines.count >= 2)
        ga.driver.move(finger, to: ga.at(70))
        ga.driver.up(finger)

        #expect(ga.log.lines.last == "view ended 1")
        #expect(ga.log.lines.suffix(2) == ["view moved 1", "view ended 1"])
        #expect(!ga.log.lines.contains("view cancelled 1"))
        ga.expectBalancedTouches()
    }

    @Test("delaysTouchesBegan with a tap that times out: the view gets began when the tap fails, then ended")
    func delayedBeganReleasedOnTimeout() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        ga.view.addGestureRecognizer(tap)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.wait(0.7)
        #expect(ga.log.lines.isEmpty)
        ga.driver.wait(0.1)                          // 0.75 s: the tap fails
        #expect(ga.log.lines == ["view began 1"])
        ga.driver.up(finger)

        #expect(ga.log.lines == ["view began 1", "view ended 1"])
        ga.expectBalancedTouches()
    }

    @Test("delaysTouchesBegan with a tap that recognizes: the view never sees the touch")
    func delayedBeganDiscardedOnRecognition() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        ga.watch(tap, as: "tap")
        ga.view.addGestureRecognizer(tap)

        ga.driver.tap(at: ga.point)
        ga.driver.wait(1)

        #expect(ga.log.lines == ["tap Ended"])
        let viewCalls = ga.recorder.records.filter { record in
            if case .touches = record { return true }
            return false
        }
        #expect(viewCalls.isEmpty)
        ga.expectBalancedTouches()
    }

    @Test("delaysTouchesEnded: a single tap waiting for a double tap holds the view's end, then cancels it 0.35 s later")
    func delayedEndCancelledWhenSingleRecognizes() {
        let ga = GAScene()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        ga.watch(single, as: "single")
        ga.view.addGestureRecognizer(single)
        ga.view.addGestureRecognizer(double)

        ga.driver.tap(at: ga.point)
        #expect(ga.log.lines == ["view began 1"])
        ga.driver.wait(0.34)
        #expect(ga.log.lines == ["view began 1"])
        ga.driver.wait(0.02)

        #expect(ga.log.lines == ["view began 1", "single Ended", "view cancelled 1"])
        ga.expectBalancedTouches()
    }

    @Test("delaysTouchesEnded with the single tap's cancelsTouchesInView = false: the held end arrives as touchesEnded")
    func delayedEndDeliveredWhenSingleDoesNotCancel() {
        let ga = GAScene()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        single.cancelsTouchesInView = false
        ga.watch(single, as: "single")
        ga.view.addGestureRecognizer(single)
        ga.view.addGestureRecognizer(double)

        ga.driver.tap(at: ga.point)
        #expect(ga.log.lines == ["view began 1"])
        ga.driver.wait(0.36)

        #expect(ga.log.lines == ["view began 1", "single Ended", "view ended 1"])
        ga.expectBalancedTouches()
    }

    @Test("delaysTouchesEnded = false: the view gets touchesEnded at the lift, before the single tap recognizes")
    func endNotDelayed() {
        let ga = GAScene()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        single.delaysTouchesEnded = false
        double.delaysTouchesEnded = false
        ga.watch(single, as: "single")
        ga.view.addGestureRecognizer(single)
        ga.view.addGestureRecognizer(double)

        ga.driver.tap(at: ga.point)
        #expect(ga.log.lines == ["view began 1", "view ended 1"])
        ga.driver.wait(0.36)

        #expect(ga.log.lines == ["view began 1", "view ended 1", "single Ended"])
        ga.expectBalancedTouches()
    }

    @Test("the view's end stays held while any possible recognizer of the touch delays ends")
    func endHeldByAnyDelayingRecognizer() {
        let ga = GAScene()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        single.delaysTouchesEnded = false              // the double tap still delays ends
        ga.watch(single, as: "single")
        ga.view.addGestureRecognizer(single)
        ga.view.addGestureRecognizer(double)

        ga.driver.tap(at: ga.point)
        #expect(ga.log.lines == ["view began 1"])
        ga.driver.wait(0.36)

        #expect(ga.log.lines == ["view began 1", "single Ended", "view cancelled 1"])
        ga.expectBalancedTouches()
    }

    @Test("ignore(_:for:): the ignored touch is not cancelled in the view when the recognizer recognizes")
    func ignoredTouchNotCancelled() {
        let ga = GAScene()
        let recognizer = SecondFingerRecognizer()
        ga.watch(recognizer, as: "second")
        ga.view.addGestureRecognizer(recognizer)

        let first = ga.driver.down(at: ga.at(-40))
        let second = ga.driver.down(at: ga.at(40))
        ga.driver.move(first, to: ga.at(-45))        // ignored: the recognizer does not see it
        #expect(recognizer.movesSeen == 0)
        ga.driver.move(second, to: ga.at(45))        // recognizes; cancels only the second touch
        #expect(ga.log.lines == ["view began 1", "view began 1", "view moved 1", "second Ended", "view cancelled 1"])
        ga.driver.move(first, to: ga.at(-50))
        ga.driver.up([first, second])

        #expect(ga.log.lines.suffix(2) == ["view moved 1", "view ended 1"])
        #expect(recognizer.movesSeen == 1)
        ga.expectBalancedTouches()
    }
}
