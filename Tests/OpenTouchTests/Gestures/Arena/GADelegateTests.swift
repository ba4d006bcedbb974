import Foundation
import OpenTouch
import Testing

/// A view that, like UIKit's controls, refuses single taps of other views' recognizers.
@MainActor
private final class ButtonLikeView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self else { return true }
        return tap.numberOfTapsRequired != 1
    }
}

/// A view that records, at touch-down, what the touch and the event say about a recognizer.
@MainActor
private final class InspectingView: UIView {
    var watched: UIGestureRecognizer?
    var touchListsIt: Bool?
    var eventTouchesForIt: Set<UITouch>?

    // Override kept: it reads the touch's recognizers and the event's touches while the call runs.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let watched, let touch = touches.first {
            touchListsIt = touch.gestureRecognizers?.contains { $0 === watched } ?? false
            eventTouchesForIt = event?.touches(for: watched)
        }
        super.touchesBegan(touches, with: event)
    }
}

/// A drag that records the touch-down in the log, to show what it sees first.
@MainActor
private final class LoggingDrag: GADragRecognizer {
    var log: CallLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("\(name ?? "drag") touchesBegan")
        super.touchesBegan(touches, with: event)
    }
}

@MainActor
@Suite("Gesture arena: delegates and views deciding")
struct GADelegateTests {
    @Test("gestureRecognizerShouldBegin returning false makes the tap fail without an action; the view's touch ends")
    func shouldBeginFalseFails() {
        let ga = GAScene()
        let delegate = GADelegate()
        delegate.shouldBegin = { _ in false }
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        tap.delegate = delegate
        ga.watch(tap, as: "tap")
        ga.view.addGestureRecognizer(tap)

        ga.driver.tap(at: ga.point)

        #expect(delegate.questions.contains("shouldBegin tap"))
        #expect(ga.recorder.transitions(of: tap) == ["Possible→Failed", "Failed→Possible"])
        #expect(ga.log.lines == ["view began 1", "view ended 1"])
        ga.expectBalancedTouches()
    }

    @Test("shouldReceive(touch) false: the recognizer never sees the touch, which does not list it")
    func shouldReceiveTouchFalse() {
        let ga = GAScene()
        let inspecting = ga.log.logTouches(of: InspectingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100)), as: "inspect", in: ga.app)
        ga.view.addSubview(inspecting)
        let delegate = GADelegate()
        delegate.receiveTouch = { _, _ in false }
        let drag = GADragRecognizer()
        drag.delegate = delegate
        ga.watch(drag, as: "drag")
        ga.view.addGestureRecognizer(drag)
        inspecting.watched = drag

        ga.driver.drag(from: CGPoint(x: 110, y: 160), to: CGPoint(x: 130, y: 160), steps: 3)

        #expect(inspecting.touchListsIt == false)
        #expect(inspecting.eventTouchesForIt?.isEmpty == true)
        #expect(drag.beganCalls + drag.movedCalls + drag.endedCalls == 0)
        #expect(!ga.log.lines.contains { $0.hasPrefix("drag") })
        #expect(ga.log.lines.suffix(2) == ["inspect ended 1", "view ended 1"])   // forwarded to its superview
        ga.expectBalancedTouches()
    }

    @Test("shouldReceive(event) false: the recognizer never sees the touch, and is asked before shouldReceive(touch)")
    func shouldReceiveEventFalse() {
        let ga = GAScene()
        let inspecting = ga.log.logTouches(of: InspectingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100)), as: "inspect", in: ga.app)
        ga.view.addSubview(inspecting)
        let refusing = GADelegate(), accepting = GADelegate()
        refusing.receiveEvent = { _, _ in false }
        let drag = GADragRecognizer(), other = GADragRecognizer()
        drag.name = "drag"
        other.name = "other"
        drag.delegate = refusing
        other.delegate = accepting
        ga.view.addGestureRecognizer(drag)
        ga.view.addGestureRecognizer(other)
        inspecting.watched = drag

        ga.driver.drag(from: CGPoint(x: 110, y: 160), to: CGPoint(x: 130, y: 160), steps: 3)

        #expect(inspecting.touchListsIt == false)
        #expect(inspecting.eventTouchesForIt?.isEmpty == true)
        #expect(drag.beganCalls + drag.movedCalls + drag.endedCalls == 0)
        #expect(ga.recorder.actionStates(of: other) == [.began, .changed, .changed, .ended])
        #expect(refusing.questions.first == "receiveEvent drag")
        #expect(!refusing.questions.contains("receiveTouch drag"))
        #expect(accepting.questions.prefix(2) == ["receiveEvent other", "receiveTouch other"])
        ga.expectBalancedTouches()
    }

    @Test("shouldReceive(touch) is asked before the recognizer's touchesBegan, which comes before the view's")
    func orderAtTouchDown() {
        let ga = GAScene()
        let delegate = GADelegate()
        delegate.log = ga.log
        let drag = LoggingDrag()
        drag.name = "drag"
        drag.log = ga.log
        drag.delegate = delegate
        ga.view.addGestureRecognizer(drag)

        let finger = ga.driver.down(at: ga.point)

        #expect(ga.log.lines == ["receiveEvent drag", "receiveTouch drag", "drag touchesBegan", "view began 1"])
        ga.driver.up(finger)
    }

    @Test("a view refusing a superview's single tap (as controls do) makes it fail; the view's own tap still works")
    func viewRefusesSuperviewTap() {
        let ga = GAScene()
        let button = ga.log.logTouches(of: ButtonLikeView(frame: CGRect(x: 10, y: 10, width: 100, height: 50)), as: "button", in: ga.app)
        ga.view.addSubview(button)
        let outerTap = UITapGestureRecognizer()
        ga.watch(outerTap, as: "outer")
        ga.view.addGestureRecognizer(outerTap)
        let buttonPoint = CGPoint(x: 110, y: 135)

        ga.driver.tap(at: buttonPoint)
        #expect(ga.recorder.transitions(of: outerTap) == ["Possible→Failed", "Failed→Possible"])
        // The button's default touch methods forward to its superview, "view".
        #expect(ga.log.lines == ["button began 1", "view began 1", "button ended 1", "view ended 1"])

        ga.log.removeAll()
        ga.driver.wait(1)
        ga.driver.tap(at: ga.at(0, 100))             // outside the button: the outer tap recognizes
        #expect(ga.log.lines == ["view began 1", "outer Ended", "view cancelled 1"])

        ga.log.removeAll()
        ga.driver.wait(1)
        let ownTap = UITapGestureRecognizer()
        ga.watch(ownTap, as: "own")
        button.addGestureRecognizer(ownTap)
        ga.driver.tap(at: buttonPoint)
        #expect(ga.log.lines == ["button began 1", "view began 1", "own Ended", "button cancelled 1", "view cancelled 1"])
        ga.expectBalancedTouches()
    }

    @Test("without a delegate allowing it, the first drag to begin makes the other fail")
    func firstToBeginWins() {
        let ga = GAScene()
        let first = GADragRecognizer(), second = GADragRecognizer()
        ga.view.addGestureRecognizer(first)
        ga.view.addGestureRecognizer(second)

        ga.driver.drag(from: ga.point, to: ga.at(30), steps: 3)

        #expect(ga.recorder.actionStates(of: first) == [.began, .changed, .changed, .ended])
        #expect(ga.recorder.transitions(of: second) == ["Possible→Failed", "Failed→Possible"])
        ga.expectBalancedTouches()
    }

    @Test("shouldRecognizeSimultaneouslyWith true from either delegate lets both drags recognize on one touch",
          arguments: ["first", "second"])
    func simultaneousFromEitherSide(side: String) {
        let ga = GAScene()
        let first = GADragRecognizer(), second = GADragRecognizer()
        first.name = "first"
        second.name = "second"
        let delegate = GADelegate()
        delegate.simultaneously = { _, _ in true }
        (side == "first" ? first : second).delegate = delegate
        ga.view.addGestureRecognizer(first)
        ga.view.addGestureRecognizer(second)

        ga.driver.drag(from: ga.point, to: ga.at(30), steps: 3)

        #expect(ga.recorder.actionStates(of: first) == [.began, .changed, .changed, .ended])
        #expect(ga.recorder.actionStates(of: second) == [.began, .changed, .changed, .ended])
        #expect(delegate.questions.contains { $0.hasPrefix("simultaneously \(side)") })
        ga.expectBalancedTouches()
    }

    @Test("a drag that has begun is cancelled when a recognizer it cannot prevent recognizes on a shared touch")
    func laterWinnerCancelsBegunRecognizer() {
        let ga = GAScene()
        let outer = GADragRecognizer()
        ga.watch(outer, as: "outer")
        ga.scene.rootView.addGestureRecognizer(outer)
        let inner = UnpreventableTouchDown()
        ga.watch(inner, as: "inner")
        ga.view.addGestureRecognizer(inner)

        let first = ga.driver.down(at: CGPoint(x: 20, y: 300))      // outside the view: only the outer drag
        ga.driver.move(first, to: CGPoint(x: 30, y: 300))
        #expect(outer.state == .began)
        let second = ga.driver.down(at: ga.point)                  // on the view: both get it
        #expect(ga.log.lines == ["outer Began", "inner Ended", "outer Cancelled"])
        ga.driver.move(first, to: CGPoint(x: 40, y: 300))
        ga.driver.up([first, second])

        #expect(ga.recorder.actionStates(of: outer) == [.began, .cancelled])
        #expect(outer.state == .possible)
        #expect(inner.state == .possible)
        ga.expectBalancedTouches()
    }
}

/// A touch-down recognizer nobody can prevent.
@MainActor
private final class UnpreventableTouchDown: GATouchDownRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
