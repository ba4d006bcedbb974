import Foundation
import OpenTouch
import Testing

/// A drag that never makes another recognizer fail.
@MainActor
private final class PoliteDrag: GADragRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A touch-down recognizer that never makes another recognizer fail.
@MainActor
private final class PoliteTouchDown: GATouchDownRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A drag that another recognizer can never make fail.
@MainActor
private final class StubbornDrag: GADragRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
@Suite("Gesture arena: canPrevent and canBePrevented")
struct GAPreventionTests {
    @Test("a touch-down recognizer whose canPrevent returns false lets a drag on the same touch recognize too")
    func canPreventFalse() {
        let ga = GAScene()
        let polite = PoliteTouchDown(), drag = GADragRecognizer()
        ga.watch(polite, as: "polite")
        ga.watch(drag, as: "drag")
        ga.view.addGestureRecognizer(polite)
        ga.view.addGestureRecognizer(drag)

        ga.driver.drag(from: ga.point, to: ga.at(30), steps: 3)

        #expect(ga.log.lines.filter { !$0.hasPrefix("view") }
                == ["polite Ended", "drag Began", "drag Changed", "drag Changed", "drag Ended"])
        ga.expectBalancedTouches()
    }

    @Test("without the override the touch-down recognizer makes the drag fail")
    func canPreventDefault() {
        let ga = GAScene()
        let touchDown = GATouchDownRecognizer(), drag = GADragRecognizer()
        ga.view.addGestureRecognizer(touchDown)
        ga.view.addGestureRecognizer(drag)

        ga.driver.drag(from: ga.point, to: ga.at(30), steps: 3)

        #expect(ga.recorder.actionStates(of: touchDown) == [.ended])
        #expect(ga.recorder.transitions(of: drag) == ["Possible→Failed", "Failed→Possible"])
    }

    @Test("a drag whose canPrevent returns false lets a second drag on the same touch begin too")
    func canPreventFalseBetweenDrags() {
        let ga = GAScene()
        let polite = PoliteDrag(), other = GADragRecognizer()
        ga.view.addGestureRecognizer(polite)
        ga.view.addGestureRecognizer(other)

        ga.driver.drag(from: ga.point, to: ga.at(30), steps: 3)

        #expect(ga.recorder.actionStates(of: polite).first == .began)
        #expect(ga.recorder.actionStates(of: other) == [.began, .changed, .changed, .ended])
        ga.expectBalancedTouches()
    }

    @Test("a drag whose canBePrevented returns false recognizes even though another drag began first")
    func canBePreventedFalse() {
        let ga = GAScene()
        let first = GADragRecognizer(), stubborn = StubbornDrag()
        ga.view.addGestureRecognizer(first)
        ga.view.addGestureRecognizer(stubborn)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(10))

        #expect(stubborn.state == .began)
        // The stubborn drag, beginning, cancels the first one (which can be prevented).
        #expect(ga.recorder.actionStates(of: first) == [.began, .cancelled])
        ga.driver.up(finger)
        #expect(ga.recorder.actionStates(of: stubborn) == [.began, .ended])
        ga.expectBalancedTouches()
    }

    @Test("by default the first drag to begin prevents a second one on the same touch")
    func defaultPrevention() {
        let ga = GAScene()
        let first = GADragRecognizer(), second = GADragRecognizer()
        ga.view.addGestureRecognizer(first)
        ga.view.addGestureRecognizer(second)

        ga.driver.drag(from: ga.point, to: ga.at(30), steps: 3)

        #expect(ga.recorder.actionStates(of: second).isEmpty)
        #expect(ga.recorder.transitions(of: second).first == "Possible→Failed")
    }

    @Test("drags on different touches do not prevent each other")
    func noSharedTouchNoConflict() {
        let ga = GAScene()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        let right = UIView(frame: CGRect(x: 175, y: 0, width: 100, height: 400))
        ga.view.addSubview(left)
        ga.view.addSubview(right)
        let leftDrag = GADragRecognizer(), rightDrag = GADragRecognizer()
        left.addGestureRecognizer(leftDrag)
        right.addGestureRecognizer(rightDrag)

        let fingers = ga.driver.down(at: [CGPoint(x: 100, y: 300), CGPoint(x: 275, y: 300)])
        ga.driver.move([(fingers[0], CGPoint(x: 110, y: 300)), (fingers[1], CGPoint(x: 285, y: 300))])
        ga.driver.up(fingers)

        #expect(ga.recorder.actionStates(of: leftDrag) == [.began, .ended])
        #expect(ga.recorder.actionStates(of: rightDrag) == [.began, .ended])
        ga.expectBalancedTouches()
    }

    @Test("a single tap does not prevent a double tap on the same view: the single fires on each tap, the double on the second")
    func singleDoesNotPreventDouble() {
        let ga = GAScene()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        ga.watch(single, as: "single")
        ga.watch(double, as: "double")
        ga.view.addGestureRecognizer(single)
        ga.view.addGestureRecognizer(double)

        ga.driver.tap(at: ga.point)
        #expect(ga.log.lines.filter { !$0.hasPrefix("view") } == ["single Ended"])
        ga.driver.wait(0.1)
        ga.driver.tap(at: ga.point)
        ga.driver.wait(1)

        let actions = ga.log.lines.filter { !$0.hasPrefix("view") }
        #expect(actions.filter { $0 == "single Ended" }.count == 2)
        #expect(actions.filter { $0 == "double Ended" }.count == 1)
        #expect(actions.count == 3)
        ga.expectBalancedTouches()
    }

    @Test("a single tap does not prevent a tap-and-hold long press: the tap fires on the lift, the press begins later")
    func tapDoesNotPreventLongPress() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer(), press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        ga.watch(tap, as: "tap")
        ga.watch(press, as: "press")
        ga.view.addGestureRecognizer(tap)
        ga.view.addGestureRecognizer(press)

        ga.driver.tap(at: ga.point)
        #expect(press.state == .possible)            // the tap's recognition did not fail the press
        ga.driver.wait(0.1)
        let finger = ga.driver.down(at: ga.point)
        ga.driver.wait(0.6)
        ga.driver.up(finger)

        let actions = ga.log.lines.filter { !$0.hasPrefix("view") }
        #expect(actions == ["tap Ended", "press Began", "press Ended"])
        #expect(ga.recorder.transitions(of: press).first == "Possible→Began")
        ga.expectBalancedTouches()
    }
}
