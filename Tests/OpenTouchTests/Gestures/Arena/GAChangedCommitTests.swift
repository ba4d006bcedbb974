import Foundation
import OpenTouch
import Testing

/// The commit of a gesture that keeps changing (`.changed` after `.began` or `.changed`, a
/// recognizer's every move) reads its recognizer's attempt once. These actions, run by that
/// commit, change the recognizer and the arena right after it: the recognizer is released,
/// removed from its view, disabled and enabled again, or the arena is entered again; the
/// gesture's later states and the moves after it must be what UIKit gives.
@MainActor
@Suite("Gesture arena: callbacks that change a gesture's attempt while it changes")
struct GAChangedCommitTests {
    @Test("a .changed action that removes its recognizer from its view cancels it once; later moves reach nothing")
    func changedActionRemovesRecognizer() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.rootView.addSubview(view)
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget(handler: { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .changed { view.removeGestureRecognizer(recognizer) }
        })
        view.addGestureRecognizer(pan)

        let finger = scene.driver.down(at: CGPoint(x: 50, y: 50))
        scene.driver.move(finger, to: CGPoint(x: 80, y: 50))
        scene.driver.move(finger, to: CGPoint(x: 90, y: 50))
        scene.driver.move(finger, to: CGPoint(x: 100, y: 50))
        scene.driver.up(finger)

        #expect(states == [.began, .changed, .cancelled])
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
    }

    @Test("a .changed action that drops the last reference to its recognizer: it goes away after its actions, nothing else runs")
    func changedActionReleasesRecognizer() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.rootView.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        weak var released: UIPanGestureRecognizer?
        do {
            let pan = UIPanGestureRecognizer()
            pan.addTarget(handler: { recognizer in
                states.append(recognizer.state)
                if recognizer.state == .changed { view.removeGestureRecognizer(recognizer) }
            })
            view.addGestureRecognizer(pan)
            released = pan
        }

        let finger = scene.driver.down(at: CGPoint(x: 50, y: 50))
        scene.driver.move(finger, to: CGPoint(x: 80, y: 50))
        #expect(released != nil)
        scene.driver.move(finger, to: CGPoint(x: 90, y: 50))
        scene.driver.move(finger, to: CGPoint(x: 100, y: 50))
        scene.driver.up(finger)

        #expect(states == [.began, .changed, .cancelled])
        // The touch held it (its `gestureRecognizers`) until it ended.
        #expect(released == nil)
        #expect(view.gestureRecognizers == nil)
    }

    @Test("a .changed action that disables and enables its recognizer again: cancelled once, and no more changes this touch")
    func changedActionDisablesAndEnables() {
        let ga = GAScene()
        let drag = GADragRecognizer()
        ga.watch(drag, as: "drag")
        ga.view.addGestureRecognizer(drag)
        var toggled = false
        drag.addTarget(handler: { recognizer in
            guard recognizer.state == .changed, !toggled else { return }
            toggled = true
            recognizer.isEnabled = false
            recognizer.isEnabled = true
        })

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(10))
        ga.driver.move(finger, to: ga.at(20))
        ga.driver.move(finger, to: ga.at(30))
        ga.driver.up(finger)

        #expect(ga.recorder.actionStates(of: drag) == [.began, .changed, .cancelled])
        #expect(drag.resets == 1)
        #expect(drag.state == .possible)
        ga.expectBalancedTouches()
    }

    @Test("a .changed action that ends another running gesture: the other's end is committed after it, in order")
    func changedActionReentersArena() {
        let ga = GAScene()
        let first = GADragRecognizer(), second = GADragRecognizer()
        let delegate = GADelegate()
        delegate.simultaneously = { _, _ in true }
        first.delegate = delegate
        second.delegate = delegate
        ga.watch(first, as: "first")
        ga.watch(second, as: "second")
        ga.view.addGestureRecognizer(first)
        ga.view.addGestureRecognizer(second)
        var ended = false
        first.addTarget(handler: { recognizer in
            guard recognizer.state == .changed, !ended else { return }
            ended = true
            second.state = .ended
        })

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(10))
        ga.driver.move(finger, to: ga.at(20))
        ga.driver.move(finger, to: ga.at(30))
        ga.driver.up(finger)

        #expect(ga.recorder.actionStates(of: first) == [.began, .changed, .changed, .ended])
        #expect(ga.recorder.actionStates(of: second) == [.began, .ended])
        #expect(ga.log.lines.filter { !$0.hasPrefix("view") }
                == ["first Began", "second Began", "first Changed", "second Ended", "first Changed", "first Ended"])
        #expect(second.movedCalls == 1)
        ga.expectBalancedTouches()
    }

    @Test("setting .changed twice in one callback sends the action twice, each after the callback")
    func changedTwiceInOneCallback() {
        let ga = GAScene()
        let drag = GADoubleChangeRecognizer()
        ga.watch(drag, as: "drag")
        ga.view.addGestureRecognizer(drag)

        let finger = ga.driver.down(at: ga.point)
        ga.driver.move(finger, to: ga.at(10))
        ga.driver.move(finger, to: ga.at(20))
        ga.driver.up(finger)

        #expect(ga.recorder.actionStates(of: drag) == [.began, .changed, .changed, .ended])
        #expect(drag.statesReadInCallback == [.changed])
        ga.expectBalancedTouches()
    }
}

/// A drag that, once it has begun, sets `.changed` twice on every move and reads its state back.
@MainActor
final class GADoubleChangeRecognizer: GADragRecognizer {
    var statesReadInCallback: [UIGestureRecognizer.State] = []

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state != .possible else { return super.touchesMoved(touches, with: event) }
        state = .changed
        state = .changed
        statesReadInCallback.append(state)
    }
}
