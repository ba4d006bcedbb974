import Foundation
import OpenTouch
import Testing

/// Mutations made from inside callbacks while touches are being delivered: no crash, and every
/// responder gets each touch's end or cancel exactly once, with nothing after it.
@MainActor
@Suite("Robustness: mutations from inside callbacks")
struct RBCallbackMutationTests {
    @Test("removing a recognizer whose cancel action removes another recognizer of the same view")
    func removalWhoseActionChangesTheSameView() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.rootView.addSubview(view)
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        pan.addTarget(handler: { recognizer in
            if recognizer.state == .cancelled { view.removeGestureRecognizer(tap) }
        })
        let finger = scene.driver.down(at: CGPoint(x: 50, y: 50))
        scene.driver.move(finger, to: CGPoint(x: 150, y: 50))
        #expect(pan.state == .began)

        view.removeGestureRecognizer(pan)

        #expect(view.gestureRecognizers == nil)
        #expect(pan.view == nil && tap.view == nil)
        scene.driver.up(finger)
    }

    @Test("a recognizer moved to another view by its own cancel action stays where the action put it")
    func removalWhoseActionReattaches() {
        let scene = TestScene()
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let second = UIView(frame: CGRect(x: 0, y: 300, width: 300, height: 300))
        scene.rootView.addSubview(first)
        scene.rootView.addSubview(second)
        let pan = UIPanGestureRecognizer()
        first.addGestureRecognizer(pan)
        pan.addTarget(handler: { recognizer in
            if recognizer.state == .cancelled { second.addGestureRecognizer(recognizer) }
        })
        let finger = scene.driver.down(at: CGPoint(x: 50, y: 50))
        scene.driver.move(finger, to: CGPoint(x: 150, y: 50))
        first.removeGestureRecognizer(pan)
        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers?.count == 1)
        #expect(pan.view === second)
        scene.driver.up(finger)
    }

    @Test("a view cancelled in the middle of a two-finger report gets no move after its cancel")
    func noMoveAfterCancelWithinOneReport() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let left = RBHookView(frame: CGRect(x: 0, y: 100, width: 180, height: 400))
        let right = RBHookView(frame: CGRect(x: 190, y: 100, width: 180, height: 400))
        scene.rootView.addSubview(left)
        scene.rootView.addSubview(right)
        // The right view's pan waits for a recognizer that never decides.
        let undecided = RBUndecidedRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.require(toFail: undecided)
        right.addGestureRecognizer(undecided)
        right.addGestureRecognizer(pan)
        // Removing it from inside the left view's touchesMoved lets the pan begin mid-report.
        left.onMoved = { [weak right] in
            if undecided.view != nil { right?.removeGestureRecognizer(undecided) }
        }
        let fingers = scene.driver.down(at: [CGPoint(x: 50, y: 300), CGPoint(x: 280, y: 300)])
        scene.driver.move(fingers[1], to: CGPoint(x: 280, y: 360))
        #expect(pan.state == .possible)

        scene.driver.move([(fingers[0], CGPoint(x: 60, y: 300)), (fingers[1], CGPoint(x: 280, y: 380))])

        #expect(pan.state == .began)
        #expect(recorder.rbPhases(of: right).contains("cancelled"))
        #expect(recorder.rbPhasesAfterEnd(of: right).isEmpty, "right view got \(recorder.rbPhases(of: right))")
        scene.driver.up(fingers)
        #expect(recorder.rbPhasesAfterEnd(of: right).isEmpty, "right view got \(recorder.rbPhases(of: right))")
        #expect(gaTouchLedgerProblems(recorder).isEmpty)
    }

    @Test("content that turns scrolling off in touchesBegan gets its touch's end exactly once")
    func scrollingTurnedOffFromTouchesBegan() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.contentSize = CGSize(width: 375, height: 3000)
        let content = RBHookView(frame: CGRect(x: 0, y: 0, width: 375, height: 3000))
        content.onBegan = { scrollView.isScrollEnabled = false }
        scrollView.addSubview(content)
        scene.rootView.addSubview(scrollView)

        scene.driver.tap(at: CGPoint(x: 100, y: 100))
        scene.driver.wait(0.5)
        let finger = scene.driver.down(at: CGPoint(x: 100, y: 100))
        scene.driver.wait(0.3)
        scene.driver.glide(finger, to: CGPoint(x: 100, y: 300))
        scene.driver.up(finger)

        let phases = recorder.rbPhases(of: content)
        let ends = phases.filter { $0 == "ended" || $0 == "cancelled" }.count
        #expect(phases.filter { $0 == "began" }.count == ends, "content got \(phases)")
        #expect(gaTouchLedgerProblems(recorder).isEmpty)
    }
}

@MainActor
@Suite("Robustness: a window leaving its scene mid-gesture")
struct RBWindowLeavesSceneTests {
    @Test("its touches are cancelled at once: the running pan gets .cancelled, the chain gets touchesCancelled, later moves are ignored")
    func windowLeavesSceneMidDrag() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let view = RBHookView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let logged = RBLoggedPan(on: view)
        let pan = logged.pan
        scene.rootView.addSubview(view)
        let finger = scene.driver.down(at: CGPoint(x: 50, y: 50))
        scene.driver.move(finger, to: CGPoint(x: 120, y: 50))

        scene.window.windowScene = nil

        #expect(logged.actions == [.began, .cancelled])
        #expect(recorder.rbPhases(of: view) == ["began", "moved", "cancelled"])
        #expect(pan.state == .possible)
        scene.driver.move(finger, to: CGPoint(x: 150, y: 50))
        scene.driver.up(finger)
        #expect(recorder.rbPhases(of: view) == ["began", "moved", "cancelled"])
        #expect(gaTouchLedgerProblems(recorder).isEmpty)
    }

    @Test("a cancel that happens inside a view's own touchesBegan is not followed by a second began or cancel")
    func cancelledInsideItsOwnTouchesBegan() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let view = RBHookView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.onBegan = { scene.window.windowScene = nil }
        scene.rootView.addSubview(view)
        let finger = scene.driver.down(at: CGPoint(x: 50, y: 50))
        scene.driver.up(finger)
        #expect(recorder.rbPhases(of: view) == ["began", "cancelled"])
        #expect(gaTouchLedgerProblems(recorder).isEmpty)
    }

    @Test("a recognizer whose view is not in a window resets after a final state it sets")
    func recognizerOutsideAWindowResets() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer()
        var actions: [UIGestureRecognizer.State] = []
        tap.addTarget(handler: { actions.append($0.state) })
        view.addGestureRecognizer(tap)
        tap.state = .ended
        #expect(actions == [.ended])
        #expect(tap.state == .possible)
    }
}
