import Foundation
import OpenTouch
import Testing

/// A view whose touchesBegan does not call super; the other phases use the default (forwarding).
@MainActor
private final class DLSwallowingBeganView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
}

/// A view whose touchesEnded does not call super; the other phases use the default.
@MainActor
private final class DLSwallowingEndedView: UIView {
    var ended = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
}

/// A recording view that removes itself from its superview, then calls super, in touchesBegan.
@MainActor
private final class DLRemoveThenSuperView: DLView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        removeFromSuperview()
        super.touchesBegan(touches, with: event)
    }
}

/// A view that passes began straight to `next` (no super) but ends with the default (super).
@MainActor
private final class DLDirectBeganView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }
}

/// A view whose hit test runs `action` first, then the default hit test.
@MainActor
private final class DLMutatingHitTestView: UIView {
    var action: ((DLMutatingHitTestView) -> Void)?
    var answer: ((DLMutatingHitTestView, CGPoint, UIEvent?) -> UIView?)?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        action?(self)
        if let answer { return answer(self, point, event) }
        return super.hitTest(point, with: event)
    }
}

@MainActor
@Suite("Exactly-once delivery while the view tree changes")
struct DLTreeMutationTests {
    /// Every responder that saw a touch begin saw exactly one end or cancel for it.
    private func expectBalanced(_ recorder: TraceRecorder, sourceLocation: SourceLocation = #_sourceLocation) {
        var seen: [ObjectIdentifier: (UIResponder, PhaseCounts)] = [:]
        for call in recorder.touchCalls where seen[ObjectIdentifier(call.responder)] == nil {
            seen[ObjectIdentifier(call.responder)] = (call.responder, recorder.touchCounts(for: call.responder))
        }
        for (responder, counts) in seen.values {
            #expect(counts.began == counts.ended + counts.cancelled,
                    "\(dlNames([responder])[0]): \(counts)", sourceLocation: sourceLocation)
        }
    }

    @Test func viewRemovingItselfInTouchesBeganStillGetsEndedAndEachFormerAncestorGetsOneCancel() {
        let s = TestScene()
        let container = DLView("container", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let v = DLView("v", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        s.rootView.addSubview(container)
        container.addSubview(v)
        v.hook = { view, phase, _, _ in if phase == .began { view.removeFromSuperview() } }
        let recorder = s.recorder()

        let finger = s.driver.down(at: CGPoint(x: 100, y: 200))
        #expect(v.superview == nil)
        s.driver.move(finger, to: CGPoint(x: 110, y: 210))
        s.driver.up(finger)

        #expect(v.summary == ["began 1", "moved 1", "ended 1"])
        #expect(container.summary == ["began 1", "cancelled 1"])
        for ancestor: UIResponder in [s.rootView, s.controller, s.window, s.app] {
            #expect(recorder.touchCounts(for: ancestor) == PhaseCounts(began: 1, cancelled: 1),
                    "\(dlNames([ancestor])[0])")
        }
        #expect(recorder.diagnosticKinds.contains(.responderCancelledForConsistency))
        // The compensating cancels come after the view's own touchesEnded.
        let calls = recorder.touchCalls
        let endedIndex = calls.firstIndex { $0.phase == .ended && $0.responder === v }
        let cancelIndex = calls.firstIndex { $0.phase == .cancelled }
        #expect(endedIndex != nil && cancelIndex != nil && endedIndex! < cancelIndex!)
        expectBalanced(recorder)
    }

    @Test func viewRemovingItselfBeforeCallingSuperInTouchesBeganLeavesAncestorsWithNothing() {
        let s = TestScene()
        let container = DLView("container", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let v = DLRemoveThenSuperView("v", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        s.rootView.addSubview(container)
        container.addSubview(v)
        let recorder = s.recorder()
        s.driver.tap(at: CGPoint(x: 100, y: 200))
        #expect(v.summary == ["began 1", "ended 1"])
        #expect(container.calls.isEmpty)
        #expect(recorder.touchCounts(for: s.app) == PhaseCounts())
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func viewReparentedMidTouchNeverFeedsItsNewSuperviewMovesOrEndsOfThatTouch() {
        let s = TestScene()
        let oldParent = DLView("old", frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        let newParent = DLView("new", frame: CGRect(x: 0, y: 350, width: 375, height: 200))
        let v = DLView("v", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        s.rootView.addSubview(oldParent)
        s.rootView.addSubview(newParent)
        oldParent.addSubview(v)
        let recorder = s.recorder()

        let finger = s.driver.down(at: CGPoint(x: 100, y: 200))
        newParent.addSubview(v)
        #expect(v.next === newParent)
        s.driver.move(finger, to: CGPoint(x: 120, y: 220))
        s.driver.move(finger, to: CGPoint(x: 130, y: 230))
        s.driver.up(finger)

        #expect(v.summary == ["began 1", "moved 1", "moved 1", "ended 1"])
        #expect(newParent.calls.isEmpty)
        #expect(oldParent.summary == ["began 1", "cancelled 1"])
        #expect(recorder.touchCounts(for: s.rootView) == PhaseCounts(began: 1, cancelled: 1))
        expectBalanced(recorder)

        // A touch that begins after the move does reach the new superview.
        s.driver.tap(at: CGPoint(x: 100, y: 450))
        #expect(v.summary.suffix(2) == ["began 1", "ended 1"])
        #expect(newParent.summary == ["began 1", "ended 1"])
    }

    @Test func viewReparentingItselfInsideTouchesBeganGivesTheNewSuperviewNothingForThatTouch() {
        let s = TestScene()
        let oldParent = DLView("old", frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        let newParent = DLView("new", frame: CGRect(x: 0, y: 350, width: 375, height: 200))
        let v = DLView("v", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        s.rootView.addSubview(oldParent)
        s.rootView.addSubview(newParent)
        oldParent.addSubview(v)
        v.hook = { view, phase, _, _ in if phase == .began { newParent.addSubview(view) } }
        let recorder = s.recorder()
        s.driver.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 300), steps: 3)
        #expect(v.summary == ["began 1", "moved 1", "moved 1", "moved 1", "ended 1"])
        #expect(newParent.calls.isEmpty)
        #expect(oldParent.summary == ["began 1", "cancelled 1"])
        expectBalanced(recorder)
    }

    @Test func touchesBeganOverrideThatDoesNotCallSuperGivesAncestorsNothingAtAll() {
        let s = TestScene()
        let container = DLView("container", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let v = DLSwallowingBeganView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        s.rootView.addSubview(container)
        container.addSubview(v)
        let recorder = s.recorder()
        s.driver.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 120, y: 220), steps: 2)
        let second = s.driver.down(at: CGPoint(x: 100, y: 200))
        s.driver.cancel(second)
        #expect(v.began == 2)
        #expect(container.calls.isEmpty)
        for ancestor: UIResponder in [s.rootView, s.controller, s.window, s.app] {
            #expect(recorder.touchCounts(for: ancestor) == PhaseCounts(), "\(dlNames([ancestor])[0])")
        }
        #expect(recorder.touchCounts(for: v) == PhaseCounts(began: 2, moved: 2, ended: 1, cancelled: 1))
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func touchesEndedOverrideThatDoesNotCallSuperLeavesAncestorsOneCompensatingCancel() {
        let s = TestScene()
        let container = DLView("container", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let v = DLSwallowingEndedView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        s.rootView.addSubview(container)
        container.addSubview(v)
        let recorder = s.recorder()
        s.driver.tap(at: CGPoint(x: 100, y: 200))
        #expect(v.ended == 1)
        #expect(container.summary == ["began 1", "cancelled 1"])
        #expect(recorder.touchCounts(for: s.app) == PhaseCounts(began: 1, cancelled: 1))
        #expect(recorder.diagnosticKinds.contains(.responderCancelledForConsistency))
        expectBalanced(recorder)
    }

    @Test func responderThatSawBeganThroughADirectNextCallStillGetsTheDefaultForwardedEnded() {
        let s = TestScene()
        let container = DLView("container", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let v = DLDirectBeganView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        s.rootView.addSubview(container)
        container.addSubview(v)
        let recorder = s.recorder()
        s.driver.tap(at: CGPoint(x: 100, y: 200))
        // UIKit: the default touchesEnded of v forwards to next, so the container ends the touch it began.
        #expect(container.summary == ["began 1", "ended 1"])
        #expect(recorder.touchCounts(for: s.rootView) == PhaseCounts(began: 1, ended: 1))
    }

    @Test func hitTestOverrideThatRemovesItsSubviewsBeforeTheDefaultHitTestDoesNotCrash() {
        let s = TestScene()
        let pruning = DLMutatingHitTestView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let child = DLView("child", frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        pruning.addSubview(child)
        pruning.action = { view in view.subviews.forEach { $0.removeFromSuperview() } }
        s.rootView.addSubview(pruning)
        let recorder = s.recorder()
        s.driver.tap(at: CGPoint(x: 100, y: 200))
        #expect(child.calls.isEmpty)
        #expect(pruning.subviews.isEmpty)
        #expect(recorder.touchCounts(for: pruning) == PhaseCounts(began: 1, ended: 1))
        #expect(recorder.diagnostics.isEmpty)
    }

    // UIKit hit-tests each new touch twice: pass 1 answers the leaf (already detached), pass 2
    // runs on the tree pass 1 left and answers the root view, which gets the touch.
    @Test func hitTestOverrideThatDetachesItsOwnBranchLeavesTheSecondPassToChooseWhatRemains() {
        let s = TestScene()
        let branch = DLView("branch", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let leaf = DLMutatingHitTestView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        leaf.action = { _ in branch.removeFromSuperview() }
        branch.addSubview(leaf)
        s.rootView.addSubview(branch)
        let recorder = s.recorder()
        s.driver.tap(at: CGPoint(x: 100, y: 150))
        #expect(branch.superview == nil)
        #expect(branch.calls.isEmpty)
        #expect(recorder.touchCounts(for: leaf) == PhaseCounts())
        #expect(recorder.diagnosticKinds == [.hitTestPassesDisagreed])
        #expect(recorder.touchCounts(for: s.rootView) == PhaseCounts(began: 1, ended: 1))
        // The next touch at the same spot lands on the root view too, with nothing to report.
        s.driver.tap(at: CGPoint(x: 100, y: 150))
        #expect(recorder.touchCounts(for: s.rootView) == PhaseCounts(began: 2, ended: 2))
        #expect(recorder.diagnosticKinds == [.hitTestPassesDisagreed])
        expectBalanced(recorder)
    }

    @Test func hitTestReturningAViewOutsideTheWindowIsNotDeliveredAndReportsHitTestReturnedForeignView() {
        let s = TestScene()
        let detached = DLView("detached", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let liar = DLMutatingHitTestView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        liar.answer = { _, _, _ in detached }
        s.rootView.addSubview(liar)
        let recorder = s.recorder()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 200))
        s.driver.move(finger, to: CGPoint(x: 110, y: 210))
        s.driver.up(finger)
        #expect(detached.calls.isEmpty)
        #expect(recorder.touchCalls.isEmpty)
        #expect(recorder.diagnosticKinds == [.hitTestReturnedForeignView])
        #expect(recorder.diagnostics.first?.fingerIdentity == finger.identity)
    }

    @Test func hitTestReturningAViewOfAnotherWindowIsNotDelivered() {
        let s = TestScene()
        let otherWindow = UIWindow(windowScene: s.scene)
        let foreign = DLView("foreign", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        otherWindow.addSubview(foreign)
        let liar = DLMutatingHitTestView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        liar.answer = { _, _, _ in foreign }
        s.rootView.addSubview(liar)
        let recorder = s.recorder()
        s.driver.tap(at: CGPoint(x: 100, y: 200))
        #expect(foreign.calls.isEmpty)
        #expect(recorder.touchCalls.isEmpty)
        #expect(recorder.diagnosticKinds == [.hitTestReturnedForeignView])
    }
}
