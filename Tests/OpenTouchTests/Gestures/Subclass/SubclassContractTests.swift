import Foundation
import OpenTouch
import Testing

// Recognizer subclasses written the way public apps write them (UIGestureRecognizerSubclass):
// they set `state` and read it back in the same method, end a gesture they began by failing,
// and override the designated `init(target:action:)`.

/// A pan that only scrolls sideways: once it begins, a mostly vertical start cancels it.
@MainActor
private final class HorizontalPanRecognizer: UIPanGestureRecognizer {
    var statesReadAfterSuper: [UIGestureRecognizer.State] = []

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        statesReadAfterSuper.append(state)
        if state == .began {
            let moved = translation(in: view)
            if abs(moved.y) > abs(moved.x) { state = .cancelled }
        }
    }
}

/// A checkbox-style recognizer: begins at touch-down, follows the finger, and on lift succeeds
/// inside its view or fails outside it.
@MainActor
private final class CheckboxRecognizer: UIGestureRecognizer {
    var readBack: [UIGestureRecognizer.State] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .began
        readBack.append(state)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let view, let touch = touches.first else { return }
        state = view.bounds.contains(touch.location(in: view)) ? .ended : .failed
        readBack.append(state)
    }
}

/// A buggy continuous recognizer that never sets an end state.
@MainActor
private final class NeverEndingRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .began }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .changed
    }
}

/// A recognizer that overrides UIKit's designated initializer.
@MainActor
private final class PressRecognizer: UIGestureRecognizer {
    private(set) var configured = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        configured = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .ended
        // Read back at once, whatever the arena will decide when this method returns.
        if state != .ended { state = .failed }
    }
}

/// A controller receiving a selector action, as `perform(_:withSender:for:)` stands in for the
/// Objective-C runtime.
@MainActor
private final class PressController: UIViewController {
    var performed: [String] = []

    override func responds(to action: Selector) -> Bool {
        action == Selector("handlePress:") || super.responds(to: action)
    }

    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) {
        performed.append("\(action) \((sender as? UIGestureRecognizer)?.state ?? .possible)")
    }

    func handlePress(_ recognizer: PressRecognizer) {
        performed.append("method \(recognizer.state)")
    }
}

/// A discrete recognizer recognizing on lift, recording what `state` reads during and after.
@MainActor
private final class LiftRecognizer: UIGestureRecognizer {
    var readInside: UIGestureRecognizer.State?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .ended
        readInside = state
    }
}

@MainActor
@Suite("Recognizer subclasses: UIGestureRecognizerSubclass's contract")
struct SubclassContractTests {
    @Test("a direction-locked pan reads .began right after super and cancels on that same move")
    func directionLockedPanCancelsAtOnce() {
        let ga = GAScene()
        let pan = HorizontalPanRecognizer()
        ga.watch(pan, as: "pan")
        ga.view.addGestureRecognizer(pan)

        ga.driver.drag(from: ga.point, to: ga.at(2, 80), steps: 8)

        #expect(pan.statesReadAfterSuper.contains(.began))
        #expect(ga.recorder.actionStates(of: pan) == [.began, .cancelled])
        #expect(!ga.log.lines.contains("pan Changed"))
        #expect(pan.state == .possible)
        ga.expectBalancedTouches()

        // A sideways drag afterwards is recognized normally.
        ga.recorder.removeAll()
        ga.driver.drag(from: ga.point, to: ga.at(80, 2), steps: 8)
        #expect(ga.recorder.actionStates(of: pan).first == .began)
        #expect(ga.recorder.actionStates(of: pan).last == .ended)
    }

    @Test("state set inside touchesBegan reads back at once, before the arena commits it")
    func stateReadsBackInsideTheCallback() {
        let ga = GAScene()
        let checkbox = CheckboxRecognizer()
        ga.view.addGestureRecognizer(checkbox)
        let finger = ga.driver.down(at: ga.point)
        #expect(checkbox.readBack == [.began])
        #expect(checkbox.state == .began)
        ga.driver.up(finger)
        #expect(checkbox.readBack == [.began, .ended])
    }

    @Test("a checkbox that began and lifts outside fails: targets get a last .failed action and it resets")
    func failingAfterBeganResets() {
        let ga = GAScene()
        let checkbox = CheckboxRecognizer()
        ga.watch(checkbox, as: "checkbox")
        ga.view.addGestureRecognizer(checkbox)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: CGPoint(x: 10, y: 20))
        ga.driver.up(finger)

        #expect(ga.recorder.actionStates(of: checkbox) == [.began, .changed, .failed])
        #expect(ga.recorder.transitions(of: checkbox) == ["Possible→Began", "Began→Changed", "Changed→Failed", "Failed→Possible"])
        #expect(checkbox.state == .possible)
        #expect(checkbox.readBack.last == .failed)

        // The next gesture on the view is not lost.
        ga.recorder.removeAll()
        ga.driver.tap(at: ga.point)
        #expect(ga.recorder.actionStates(of: checkbox) == [.began, .ended])
        #expect(checkbox.state == .possible)
    }

    @Test("a gesture still running after its last touch lifts is cancelled, reported and reset")
    func abandonedGestureIsCancelled() {
        let ga = GAScene()
        let recognizer = NeverEndingRecognizer()
        ga.watch(recognizer, as: "stuck")
        ga.view.addGestureRecognizer(recognizer)

        ga.driver.drag(from: ga.point, to: ga.at(30), steps: 3)

        #expect(ga.recorder.actionStates(of: recognizer) == [.began, .changed, .changed, .changed, .cancelled])
        #expect(ga.diagnosticKinds.contains(.abandonedGesture))
        #expect(recognizer.state == .possible)
        ga.recorder.removeAll()
        ga.driver.drag(from: ga.point, to: ga.at(30), steps: 3)
        #expect(ga.recorder.actionStates(of: recognizer).first == .began)
        ga.expectBalancedTouches()
    }

    @Test("a subclass overriding init(target:action:) gets its selector performed by a responder target")
    func designatedInitializerWithSelector() {
        let controller = PressController()
        let ga = GAScene(controller: controller)
        let press = PressRecognizer(target: controller, action: Selector("handlePress:"))
        #expect(press.configured)
        ga.view.addGestureRecognizer(press)

        ga.driver.tap(at: ga.point)

        #expect(controller.performed == ["handlePress: Ended"])
        #expect(press.description.contains("action=handlePress:"))
    }

    @Test("the method-reference initializer is inherited by a subclass overriding init(target:action:)")
    func methodReferenceInitializerIsInherited() {
        let controller = PressController()
        let ga = GAScene(controller: controller)
        let press = PressRecognizer(target: controller, action: PressController.handlePress)
        #expect(press.configured)
        ga.view.addGestureRecognizer(press)
        ga.driver.tap(at: ga.point)
        #expect(controller.performed == ["method Ended"])
    }

    @Test("a selector the target does not perform is reported, not silently dropped")
    func unperformedSelectorIsReported() {
        let controller = PressController()
        let ga = GAScene(controller: controller)
        let press = PressRecognizer(target: controller, action: Selector("missing:"))
        ga.view.addGestureRecognizer(press)
        ga.driver.tap(at: ga.point)
        #expect(controller.performed.isEmpty)
        #expect(ga.diagnosticKinds.contains(.unhandledAction))
    }

    @Test("removeTarget(_:action:) follows UIKit: nil target removes the action, nil action the target")
    func removeTargetBySelector() {
        let controller = PressController()
        let ga = GAScene(controller: controller)
        let press = PressRecognizer(target: controller, action: Selector("handlePress:"))
        press.addTarget(controller, action: Selector("other:"))
        press.removeTarget(nil, action: Selector("other:"))
        #expect(press.description.contains("handlePress:") && !press.description.contains("other:"))
        press.removeTarget(controller, action: nil)
        ga.view.addGestureRecognizer(press)
        ga.driver.tap(at: ga.point)
        #expect(controller.performed.isEmpty)
    }

    @Test("while waiting for a recognizer it requires to fail, state reads .possible; inside the callback, what was set")
    func stateWhileWaitingForFailure() {
        let ga = GAScene()
        let lift = LiftRecognizer()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        lift.require(toFail: doubleTap)
        ga.watch(lift, as: "lift")
        ga.view.addGestureRecognizer(lift)
        ga.view.addGestureRecognizer(doubleTap)

        ga.driver.tap(at: ga.point)
        #expect(lift.readInside == .ended)
        #expect(lift.state == .possible)
        #expect(!ga.log.lines.contains("lift Ended"))

        ga.driver.wait(0.5)
        #expect(ga.log.lines.contains("lift Ended"))
        #expect(lift.state == .possible)
    }

    @Test("a state set from a timer is committed at once and reads back the arena's decision")
    func stateFromTimerReadsBack() {
        let ga = GAScene()
        let refusing = RefusingDelegate()
        let lift = LiftRecognizer()
        var readAfterTimer: UIGestureRecognizer.State?
        lift.delegate = refusing
        ga.view.addGestureRecognizer(lift)
        let finger = ga.driver.down(at: ga.point)
        lift.clock?.schedule(after: 0.1) {
            lift.state = .ended
            readAfterTimer = lift.state
        }
        ga.driver.wait(0.2)
        #expect(readAfterTimer == .failed)
        ga.driver.up(finger)
        #expect(lift.state == .possible)
    }
}

/// A delegate that refuses every recognizer.
@MainActor
private final class RefusingDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
