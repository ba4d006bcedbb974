import Foundation
import OpenTouch
import Testing

// UIKit hit-tests every new touch twice (seeds 001 and 004 log each override twice per
// touch-down): pass 1 finds the window, pass 2 asks it again and decides the touch's view.

/// A view whose overrides write down each call and what the event held at that moment.
@MainActor
private final class PassWatchingView: UIView {
    var hitTests = 0
    var pointInsides = 0
    /// For each hitTest call: how many touches the event held, and whether any had no view yet.
    var eventSnapshots: [(count: Int, viewsOfOthers: [UIView?])] = []
    /// Answers for successive hitTest calls (then the default).
    var answers: [UIView?] = []
    /// Runs at the start of each hitTest call (a side effect a careless override might have).
    var onHitTest: ((PassWatchingView) -> Void)?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTests += 1
        onHitTest?(self)
        let touches = event?.allTouches ?? []
        eventSnapshots.append((touches.count, touches.map(\.view)))
        if !answers.isEmpty { return answers.removeFirst() }
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        pointInsides += 1
        return super.point(inside: point, with: event)
    }
}

@MainActor
@Suite("Hit testing runs twice per new touch, as UIKit's does", .tags(.seed001, .seed004))
struct HTHitTestPassTests {
    @Test("an overridden hitTest and point(inside:) run twice per touch-down and never on moves or lifts")
    func overridesRunTwicePerTouchDown() {
        let scene = TestScene()
        let view = scene.add(PassWatchingView(frame: CGRect(x: 0, y: 100, width: 375, height: 300)))

        let finger = scene.driver.down(at: CGPoint(x: 100, y: 200))
        #expect(view.hitTests == 2 && view.pointInsides == 2)
        scene.driver.move(finger, to: CGPoint(x: 150, y: 250))
        scene.driver.up(finger)
        #expect(view.hitTests == 2 && view.pointInsides == 2)

        scene.driver.tap(at: CGPoint(x: 100, y: 200))
        #expect(view.hitTests == 4 && view.pointInsides == 4)
    }

    @Test("the trace ends each pass with a hitTestPass record; pass 2 answers the touch's view")
    func traceMarksEachPass() throws {
        let scene = TestScene()
        let view = scene.add(PassWatchingView(frame: CGRect(x: 0, y: 100, width: 375, height: 300)))
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 200))

        var passes: [(HitTestPass, UIWindow?, UIView?)] = []
        for record in recorder.records {
            if case .hitTestPass(let pass, let window, let result) = record { passes.append((pass, window, result)) }
        }
        try #require(passes.count == 2)
        #expect(passes[0].0 == .first && passes[1].0 == .second)
        #expect(passes[0].1 === scene.window && passes[1].1 === scene.window)
        #expect(passes[0].2 === view && passes[1].2 === view)
        #expect(HitTestPass.second.decidesTheTouchsView && !HitTestPass.first.decidesTheTouchsView)
        let passRecords = hitTestPasses(recorder.records)
        #expect(hitTestCalls(passRecords[0]) == hitTestCalls(passRecords[1]))
        #expect(touchBeganTargets(recorder.records) == ["UIWindow:PassWatchingView"])
    }

    @Test("during both passes the event holds only the touches already down, whose views do not change")
    func eventStateDuringThePasses() {
        let scene = TestScene()
        let left = scene.addLoggedView("left", frame: CGRect(x: 0, y: 100, width: 150, height: 300))
        let right = scene.add(PassWatchingView(frame: CGRect(x: 200, y: 100, width: 175, height: 300)))

        let first = scene.driver.down(at: CGPoint(x: 50, y: 200))
        #expect(right.eventSnapshots.map(\.count) == [0, 0])  // asked (front sibling) with an empty event
        right.eventSnapshots.removeAll()
        let second = scene.driver.down(at: CGPoint(x: 250, y: 200))

        #expect(right.eventSnapshots.count == 2)
        for snapshot in right.eventSnapshots {
            #expect(snapshot.count == 1, "only the first finger's touch is in the event while the new one is hit-tested")
            #expect(snapshot.viewsOfOthers.count == 1 && snapshot.viewsOfOthers[0] === left)
        }
        scene.driver.up(first)
        scene.driver.up(second)
    }

    @Test("when the passes disagree, the second answer becomes the touch's view and the disagreement is reported")
    func secondPassDecides() {
        let scene = TestScene()
        let log = scene.log
        let first = scene.addLoggedView("first", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = scene.addLoggedView("second", frame: CGRect(x: 0, y: 500, width: 100, height: 100))
        let fickle = scene.add(PassWatchingView(frame: CGRect(x: 0, y: 200, width: 375, height: 200)))
        fickle.answers = [first, second]
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 300))

        #expect(log.lines == ["second began 1", "second ended 1"])
        #expect(recorder.diagnosticKinds == [.hitTestPassesDisagreed])
        #expect(recorder.diagnostics.first?.message.contains("pass 2") == true)
    }

    @Test("an override that removes itself in pass 1 leaves pass 2 to find what is left, which gets the touch")
    func passTwoRunsOnTheTreePassOneLeft() {
        let scene = TestScene()
        let log = scene.log
        scene.addLoggedView("under", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let remover = scene.add(PassWatchingView(frame: CGRect(x: 0, y: 100, width: 375, height: 400)))
        remover.onHitTest = { view in if view.hitTests == 1 { view.removeFromSuperview() } }
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 200))

        #expect(remover.hitTests == 1)  // gone before pass 2
        #expect(log.lines == ["under began 1", "under ended 1"])
        #expect(recorder.diagnosticKinds == [.hitTestPassesDisagreed])
    }

    @Test("with two windows, pass 1 asks the top window (which declines) and then the next; pass 2 asks only the one that took the touch")
    func secondPassAsksOnlyTheChosenWindow() {
        let scene = TestScene()
        let overlay = UIWindow(windowScene: scene.scene)
        overlay.windowLevel = .alert
        overlay.isUserInteractionEnabled = false
        overlay.isHidden = false
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 200))

        let passes = hitTestPasses(recorder.records)
        #expect(passes.count == 2)
        if passes.count == 2 {
            #expect(hitTestCalls(passes[0]).prefix(2) == ["UIWindow", "UIWindow"])
            #expect(hitTestCalls(passes[1]).filter { $0 == "UIWindow" }.count == 1)
        }
        #expect(touchBeganTargets(recorder.records).first?.hasPrefix("UIWindow:") == true)
    }

    @Test("explain() describes the deciding pass: its path once, no skipped view listed twice")
    func explanationUsesTheDecidingPass() throws {
        let scene = TestScene()
        let hidden = scene.addLoggedView("hidden", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        hidden.isHidden = true
        scene.addLoggedView("target", frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        scene.rootView.bringSubviewToFront(hidden)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 200))

        let explanation = try #require(recorder.explain())
        #expect(explanation.skipped.filter { $0.view.contains("hidden") }.count == 1)
        #expect(explanation.hitTestPath.count == Set(explanation.hitTestPath).count)
        #expect(explanation.chosenView?.contains("target") == true)
    }
}
