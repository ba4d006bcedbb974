import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Gesture arena: changing recognizers and views mid-gesture")
struct GAMutationTests {
    @Test("disabling a drag that has begun cancels it: its actions are began then cancelled, and it resets")
    func disableBegunCancels() {
        let ga = GAScene()
        let drag = GADragRecognizer()
        ga.watch(drag, as: "drag")
        ga.view.addGestureRecognizer(drag)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(10))
        drag.isEnabled = false
        ga.driver.move(finger, to: ga.at(20))
        ga.driver.up(finger)

        #expect(ga.recorder.actionStates(of: drag) == [.began, .cancelled])
        #expect(drag.state == .possible)
        #expect(drag.resets == 1)
        #expect(drag.movedCalls == 1)
        ga.expectBalancedTouches()
    }

    @Test("disabling a tap that is still possible fails it without an action; the view's touch ends normally")
    func disablePossibleFails() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer()
        ga.watch(tap, as: "tap")
        ga.view.addGestureRecognizer(tap)

        let finger = ga.driver.down(at: ga.point)
        tap.isEnabled = false
        ga.driver.up(finger)

        #expect(ga.recorder.transitions(of: tap).first == "Possible→Failed")
        #expect(ga.log.lines == ["view began 1", "view ended 1"])

        ga.log.removeAll()
        tap.isEnabled = true
        ga.driver.wait(1)
        ga.driver.tap(at: ga.point)
        #expect(ga.log.lines == ["view began 1", "tap Ended", "view cancelled 1"])
        ga.expectBalancedTouches()
    }

    @Test("removing a begun drag from its view cancels it; removing a possible tap fails it")
    func removeFromViewMidGesture() {
        let ga = GAScene()
        let drag = GADragRecognizer(), tap = UITapGestureRecognizer()
        let delegate = GADelegate()
        delegate.simultaneously = { _, _ in true }
        drag.delegate = delegate
        ga.watch(drag, as: "drag")
        ga.watch(tap, as: "tap")
        ga.view.addGestureRecognizer(drag)
        ga.view.addGestureRecognizer(tap)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(10))
        ga.view.removeGestureRecognizer(drag)
        ga.view.removeGestureRecognizer(tap)
        ga.driver.move(finger, to: ga.at(20))
        ga.driver.up(finger)

        #expect(drag.view == nil && tap.view == nil)
        #expect(ga.recorder.actionStates(of: drag) == [.began, .cancelled])
        #expect(ga.recorder.transitions(of: tap).first == "Possible→Failed")
        #expect(ga.recorder.actionStates(of: tap).isEmpty)
        #expect(ga.view.gestureRecognizers == nil)
        ga.expectBalancedTouches()
    }

    @Test("removing the view from the window mid-gesture does not crash, and every responder gets one end or cancel",
          arguments: [false, true])
    func removeViewFromWindow(cancelsTouches: Bool) {
        let ga = GAScene()
        let child = ga.log.logTouches(of: UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100)), as: "child", in: ga.app)
        ga.view.addSubview(child)
        let drag = GADragRecognizer(), tap = UITapGestureRecognizer()
        drag.cancelsTouchesInView = cancelsTouches
        ga.watch(drag, as: "drag")
        child.addGestureRecognizer(drag)
        ga.view.addGestureRecognizer(tap)
        let start = CGPoint(x: 150, y: 200)           // on the child

        let finger = ga.driver.down(at: start)
        ga.driver.move(finger, to: CGPoint(x: 155, y: 200))
        ga.view.removeFromSuperview()
        ga.driver.move(finger, to: CGPoint(x: 160, y: 200))
        ga.driver.up(finger)
        ga.driver.wait(1)
        ga.driver.tap(at: start)                       // the next touch lands on the root view

        #expect(ga.recorder.actionStates(of: drag).first == .began)
        #expect(drag.state == .possible)
        #expect(tap.state == .possible)
        // Responders the removal cut off from the view's chain get their cancel from the engine's safety net.
        ga.expectBalancedTouches(allowingSafetyNet: true)
    }

    @Test("an action may add and remove recognizers and views; the changes apply from the next touch")
    func mutateFromAction() {
        let ga = GAScene()
        let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        ga.view.addSubview(doomed)
        let replacement = UITapGestureRecognizer()
        ga.watch(replacement, as: "replacement")
        let first = UITapGestureRecognizer()
        ga.watch(first, as: "first")
        first.addTarget(handler: { recognizer in
            let view = recognizer.view!
            view.removeGestureRecognizer(recognizer)
            view.addGestureRecognizer(replacement)
            doomed.removeFromSuperview()
            view.addSubview(UIView(frame: CGRect(x: 200, y: 0, width: 20, height: 20)))
        })
        ga.view.addGestureRecognizer(first)

        ga.driver.tap(at: ga.point)
        #expect(ga.log.lines == ["view began 1", "first Ended", "view cancelled 1"])
        #expect(first.view == nil)
        #expect(doomed.superview == nil)
        #expect(ga.view.subviews.count == 1)

        ga.log.removeAll()
        ga.driver.wait(1)
        ga.driver.tap(at: ga.point)
        #expect(ga.log.lines == ["view began 1", "replacement Ended", "view cancelled 1"])
        ga.expectBalancedTouches()
    }

    @Test("a tap whose action disables it has still recognized: the view gets touchesCancelled after the action")
    func actionDisablesItsOwnRecognizer() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer()
        ga.watch(tap, as: "tap")
        tap.addTarget(handler: { $0.isEnabled = false })
        ga.view.addGestureRecognizer(tap)

        ga.driver.tap(at: ga.point)

        #expect(ga.log.lines == ["view began 1", "tap Ended", "view cancelled 1"])
        #expect(tap.state == .possible)
        ga.expectBalancedTouches()
    }

    @Test("delegate calls may add and remove recognizers and views without breaking the touch")
    func mutateFromDelegate() {
        let ga = GAScene()
        let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        ga.view.addSubview(sibling)
        let tap = UITapGestureRecognizer(), victim = UITapGestureRecognizer(), added = UITapGestureRecognizer()
        tap.name = "tap"
        victim.name = "victim"
        let delegate = GADelegate()
        delegate.receiveTouch = { recognizer, _ in
            if recognizer === tap { ga.view.removeGestureRecognizer(victim) }
            return true
        }
        delegate.shouldBegin = { recognizer in
            recognizer.view?.addGestureRecognizer(added)
            sibling.removeFromSuperview()
            return true
        }
        tap.delegate = delegate
        victim.delegate = delegate
        ga.watch(tap, as: "tap")
        ga.watch(victim, as: "victim")
        ga.watch(added, as: "added")
        ga.view.addGestureRecognizer(tap)
        ga.view.addGestureRecognizer(victim)

        ga.driver.tap(at: ga.point)

        #expect(ga.log.lines == ["view began 1", "tap Ended", "view cancelled 1"])
        #expect(victim.view == nil)
        #expect(added.view === ga.view)
        #expect(sibling.superview == nil)
        #expect(victim.state == .possible && added.state == .possible)
        ga.expectBalancedTouches()
    }

    @Test("a long press whose began action disables a simultaneous drag cancels the drag and keeps going")
    func actionDisablesAnotherRecognizer() {
        let ga = GAScene()
        let press = UILongPressGestureRecognizer(), drag = GADragRecognizer()
        press.allowableMovement = 100
        let delegate = GADelegate()
        delegate.simultaneously = { _, _ in true }
        press.delegate = delegate
        press.cancelsTouchesInView = false
        drag.cancelsTouchesInView = false
        ga.watch(press, as: "press")
        ga.watch(drag, as: "drag")
        press.addTarget(handler: { recognizer in
            if recognizer.state == .began { drag.isEnabled = false }
        })
        ga.view.addGestureRecognizer(press)
        ga.view.addGestureRecognizer(drag)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(5))        // the drag begins
        ga.driver.wait(0.6)                          // the press begins and disables the drag
        ga.driver.move(finger, to: ga.at(10))
        ga.driver.up(finger)

        #expect(ga.log.lines.filter { !$0.hasPrefix("view") }
                == ["drag Began", "press Began", "drag Cancelled", "press Changed", "press Ended"])
        #expect(drag.state == .possible)
        ga.expectBalancedTouches()
    }

    @Test("a single tap's action that disables the double tap makes the double tap fail")
    func actionDisablesDoubleTap() {
        let ga = GAScene()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        ga.watch(double, as: "double")
        ga.watch(single, as: "single")
        single.addTarget(handler: { _ in double.isEnabled = false })
        ga.view.addGestureRecognizer(single)
        ga.view.addGestureRecognizer(double)

        ga.driver.tap(at: ga.point, count: 2)
        ga.driver.wait(1)

        #expect(ga.recorder.transitions(of: double).first == "Possible→Failed")
        #expect(ga.recorder.actionStates(of: double).isEmpty)
        #expect(ga.log.lines.filter { !$0.hasPrefix("view") } == ["single Ended", "single Ended"])
        ga.expectBalancedTouches()
    }
}
