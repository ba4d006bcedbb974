import Foundation
import OpenTouch
import Testing

// Recognizers that override `state`, as public swipe-card and drawer libraries do: an observer
// on the property sees the subclass's own transitions and the engine's (failing, cancelling,
// resetting to .possible), each once.

/// A swipe-card pan: its `didSet` drives the card (here it logs what it saw).
@MainActor
private final class CardPanRecognizer: UIPanGestureRecognizer {
    var seen: [String] = []

    override var state: UIGestureRecognizer.State {
        didSet { seen.append("\(oldValue)→\(state)") }
    }
}

/// Begins on the first move, as UIKit subclasses do from `touchesMoved`, and overrides `state`
/// with a getter and setter that call `super`.
@MainActor
private final class MoveToBeginRecognizer: UIGestureRecognizer {
    var setValues: [UIGestureRecognizer.State] = []

    override var state: UIGestureRecognizer.State {
        get { super.state }
        set {
            setValues.append(newValue)
            super.state = newValue
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .ended
    }
}

/// Begins and changes in the same `touchesMoved` (as drawer libraries do on a fast first move),
/// logging every value its `didSet` sees.
@MainActor
private final class BeginAndChangeRecognizer: UIGestureRecognizer {
    var seen: [String] = []

    override var state: UIGestureRecognizer.State {
        didSet { seen.append("\(oldValue)→\(state)") }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            state = .began
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .ended
    }
}

/// Refuses every gesture.
@MainActor
private final class RefusingDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
@Suite("Recognizer subclasses: overriding state")
struct SubclassStateOverrideTests {
    @Test("a swipe-card pan's didSet sees began, each change, ended, then the reset to .possible")
    func didSetSeesTheWholeGesture() {
        let ga = GAScene()
        let pan = CardPanRecognizer()
        ga.watch(pan, as: "pan")
        ga.view.addGestureRecognizer(pan)

        ga.driver.drag(from: ga.point, to: ga.at(120), steps: 4)

        let actions = ga.log.lines.filter { $0.hasPrefix("pan ") }
        #expect(actions.first == "pan Began")
        #expect(actions.last == "pan Ended")
        #expect(pan.seen.first == "Possible→Began")
        #expect(pan.seen.suffix(2) == ["Changed→Ended", "Ended→Possible"])
        #expect(pan.seen.filter { $0 == "Changed→Changed" || $0 == "Began→Changed" }.count == actions.filter { $0 == "pan Changed" }.count)
        #expect(pan.state == .possible)
        ga.expectBalancedTouches()
    }

    @Test("two states set in one callback reach the override once each, not again when the engine commits them")
    func twoStatesInOneCallbackAreHeardOnce() {
        let ga = GAScene()
        let recognizer = BeginAndChangeRecognizer()
        ga.view.addGestureRecognizer(recognizer)

        ga.driver.drag(from: ga.point, to: ga.at(40), steps: 2)

        #expect(recognizer.seen == ["Possible→Began", "Began→Changed", "Changed→Ended", "Ended→Possible"])
        ga.expectBalancedTouches()
    }

    @Test("a gesture the delegate refuses: the override sees .failed, then .possible, and no action is sent")
    func refusedGestureIsSeenFailing() {
        let ga = GAScene()
        let recognizer = MoveToBeginRecognizer()
        let delegate = RefusingDelegate()
        recognizer.delegate = delegate
        ga.watch(recognizer, as: "mover")
        ga.view.addGestureRecognizer(recognizer)

        ga.driver.drag(from: ga.point, to: ga.at(40), steps: 2)

        #expect(recognizer.setValues == [.began, .failed, .possible])
        #expect(!ga.log.lines.contains { $0.hasPrefix("mover ") })
        #expect(ga.recorder.transitions(of: recognizer) == ["Possible→Failed", "Failed→Possible"])
    }

    @Test("the subclass's own transitions go through the setter once; the engine adds only the reset")
    func ownTransitionsAreNotRepeated() {
        let ga = GAScene()
        let recognizer = MoveToBeginRecognizer()
        ga.watch(recognizer, as: "mover")
        ga.view.addGestureRecognizer(recognizer)

        ga.driver.drag(from: ga.point, to: ga.at(40), steps: 3)

        #expect(recognizer.setValues == [.began, .changed, .changed, .ended, .possible])
        #expect(ga.log.lines.filter { $0.hasPrefix("mover ") } == ["mover Began", "mover Changed", "mover Changed", "mover Ended"])
    }

    @Test("disabling a running gesture: the override sees the engine cancel it, then reset it")
    func disablingIsSeenAsCancelled() {
        let ga = GAScene()
        let pan = CardPanRecognizer()
        ga.view.addGestureRecognizer(pan)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(30))
        ga.driver.move(finger, to: ga.at(60))
        #expect(pan.state == .began || pan.state == .changed)
        pan.seen.removeAll()
        pan.isEnabled = false

        #expect(pan.seen.count == 2)
        #expect(pan.seen.first?.hasSuffix("→Cancelled") == true)
        #expect(pan.seen.last == "Cancelled→Possible")
        ga.driver.up(finger)
        #expect(pan.state == .possible)
    }

    @Test("a pan that must wait for a failing tap is seen beginning once, when the arena lets it")
    func waitingRecognizerIsSeenBeginningOnce() {
        let ga = GAScene()
        let pan = CardPanRecognizer()
        let tap = UITapGestureRecognizer()
        pan.require(toFail: tap)
        ga.view.addGestureRecognizer(tap)
        ga.view.addGestureRecognizer(pan)

        ga.driver.drag(from: ga.point, to: ga.at(120), steps: 4)

        #expect(pan.seen.filter { $0.hasSuffix("→Began") }.count == 1)
        #expect(pan.seen.last == "Ended→Possible")
        #expect(tap.state == .possible)
    }
}

/// A test double as public test suites write it: `state` is a stored value that never reaches `super`.
@MainActor
private final class StubbedStatePan: UIPanGestureRecognizer {
    var stubState: UIGestureRecognizer.State = .possible
    override var state: UIGestureRecognizer.State {
        get { stubState }
        set { stubState = newValue }
    }
}

@MainActor
@Suite("Recognizer subclasses: a state override that does not call super")
struct SubclassStubbedStateTests {
    @Test("the stub reads back what was set, and a recognizer beside it still works")
    func stubbedStateKeepsTheEngineConsistent() {
        let ga = GAScene()
        let stub = StubbedStatePan()
        let tap = UITapGestureRecognizer()
        ga.watch(tap, as: "tap")
        ga.view.addGestureRecognizer(stub)
        ga.view.addGestureRecognizer(tap)

        stub.state = .changed
        #expect(stub.state == .changed)
        ga.driver.drag(from: ga.point, to: ga.at(80), steps: 4)
        ga.driver.tap(at: ga.point)

        // The pan's own requests went to the stub, never to the engine: no pan actions, and the
        // tap is not blocked by a pan the engine never saw begin.
        #expect(ga.recorder.actionStates(of: stub).isEmpty)
        #expect(ga.log.lines.contains("tap Ended"))
        #expect(stub.stubState == .possible)   // the engine's reset reached the stub
        ga.expectBalancedTouches()
    }
}
