import Foundation
import OpenTouch
import Testing

// Seed 001 ("HitTest实验"): the UIWindow ⊃ A, B, C tree whose hit test recursion the post walks
// through, and its controller scene (viewa 150×150 and viewb 100×100 centred in a 430×932 window)
// whose swizzled log shows `Touches Began/Ended: <UIView: 0x…; frame = (165 416; 100 100)>`.

/// The seed's tree, laid out in a 375×667 window so that (300, 200) lies in A2b only:
/// A (0 0; 375 300) ⊃ [A1 (0 0; 375 100) ⊃ A1a, A2 (0 100; 375 200) ⊃ [A2a (0 0; 180 200), A2b (190 0; 185 200)]],
/// B (0 300; 375 200) ⊃ B1 ⊃ [B1a, B1b], C (0 500; 375 167) ⊃ [C1, C2 ⊃ C2a]. A, B, C are added to the
/// window in that order, above the root controller's view.
@MainActor
private struct HTSeed001Tree {
    let scene = TestScene()
    let a = HTTouchCatcher("A", frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    let a1 = HTTouchCatcher("A1", frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let a1a = HTTouchCatcher("A1a", frame: CGRect(x: 10, y: 10, width: 100, height: 80))
    let a2 = HTTouchCatcher("A2", frame: CGRect(x: 0, y: 100, width: 375, height: 200))
    let a2a = HTTouchCatcher("A2a", frame: CGRect(x: 0, y: 0, width: 180, height: 200))
    let a2b = HTTouchCatcher("A2b", frame: CGRect(x: 190, y: 0, width: 185, height: 200))
    let b = HTTouchCatcher("B", frame: CGRect(x: 0, y: 300, width: 375, height: 200))
    let b1 = HTTouchCatcher("B1", frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let b1a = HTTouchCatcher("B1a", frame: CGRect(x: 0, y: 0, width: 180, height: 200))
    let b1b = HTTouchCatcher("B1b", frame: CGRect(x: 190, y: 0, width: 185, height: 200))
    let c = HTTouchCatcher("C", frame: CGRect(x: 0, y: 500, width: 375, height: 167))
    let c1 = HTTouchCatcher("C1", frame: CGRect(x: 0, y: 0, width: 180, height: 167))
    let c2 = HTTouchCatcher("C2", frame: CGRect(x: 190, y: 0, width: 185, height: 167))
    let c2a = HTTouchCatcher("C2a", frame: CGRect(x: 10, y: 10, width: 100, height: 100))

    init() {
        a1.addSubview(a1a)
        a2.addSubview(a2a)
        a2.addSubview(a2b)
        a.addSubview(a1)
        a.addSubview(a2)
        b1.addSubview(b1a)
        b1.addSubview(b1b)
        b.addSubview(b1)
        c2.addSubview(c2a)
        c.addSubview(c1)
        c.addSubview(c2)
        scene.window.addSubview(a)
        scene.window.addSubview(b)
        scene.window.addSubview(c)
    }
}

@MainActor
@Suite("Seed 001: hit-test recursion through the A/B/C tree", .tags(.seed001))
struct HTSeed001TreeTests {
    @Test("each of the two passes asks the window's subviews last to first (C, B, A) and descends only into A, A2, A2b")
    func hitTestRecursionVisitsWindowCBAA2A2bInOrder() {
        // Precondition: (300, 200) is inside A, A2 and A2b only; B and C do not contain it.
        let tree = HTSeed001Tree()
        #expect(!tree.b.frame.contains(CGPoint(x: 300, y: 200)))
        #expect(!tree.c.frame.contains(CGPoint(x: 300, y: 200)))
        let recorder = tree.scene.recorder()

        // Action
        tree.scene.driver.tap(at: CGPoint(x: 300, y: 200))

        // Assertion: exact call order and answers in each of UIKit's two passes, and where the touch landed.
        let passes = hitTestPasses(recorder.records)
        #expect(passes.count == 2)
        for pass in passes {
            #expect(hitTestCalls(pass) == ["UIWindow", "C", "B", "A", "A2", "A2b"])
            #expect(pointInsideAnswers(pass) == ["UIWindow=YES", "C=NO", "B=NO", "A=YES", "A2=YES", "A2b=YES"])
            #expect(hitTestAnswers(pass) == ["C→nil", "B→nil", "A2b→A2b", "A2→A2b", "A→A2b", "UIWindow→A2b"])
        }
        #expect(touchBeganTargets(recorder.records) == ["UIWindow:A2b"])
    }

    @Test("each hitTest call receives the point converted into that view's own coordinates")
    func hitTestPointsAreConvertedIntoEachViewsCoordinates() {
        let tree = HTSeed001Tree()
        let recorder = tree.scene.recorder()

        tree.scene.driver.tap(at: CGPoint(x: 300, y: 200))

        var points: [String: CGPoint] = [:]
        for record in recorder.records {
            if case .hitTest(let view, let point) = record { points[traceName(view)] = point }
        }
        #expect(points["UIWindow"] == CGPoint(x: 300, y: 200))
        #expect(points["C"] == CGPoint(x: 300, y: -300))
        #expect(points["B"] == CGPoint(x: 300, y: -100))
        #expect(points["A"] == CGPoint(x: 300, y: 200))
        #expect(points["A2"] == CGPoint(x: 300, y: 100))
        #expect(points["A2b"] == CGPoint(x: 110, y: 100))
    }

    @Test("a branch whose pointInside is NO is never entered, and siblings behind the winner are never asked")
    func branchesThatDoNotContainThePointAreNotEntered() {
        let tree = HTSeed001Tree()
        let recorder = tree.scene.recorder()

        tree.scene.driver.tap(at: CGPoint(x: 300, y: 200))

        let asked = Set(hitTestCalls(recorder.records))
        for skipped in ["B1", "B1a", "B1b", "C1", "C2", "C2a", "A1", "A1a", "A2a", "UIView"] {
            #expect(!asked.contains(skipped), "\(skipped) should not be hit-tested")
        }
    }

    @Test("the public hitTest(_:with:) on the window returns A2b for (300, 200) and nil outside the window")
    func publicHitTestReturnsDeepestViewContainingThePoint() {
        let tree = HTSeed001Tree()

        #expect(tree.scene.window.hitTest(CGPoint(x: 300, y: 200), with: nil) === tree.a2b)
        #expect(tree.scene.window.hitTest(CGPoint(x: 100, y: 200), with: nil) === tree.a2a)
        #expect(tree.scene.window.hitTest(CGPoint(x: 300, y: 400), with: nil) === tree.b1b)
        #expect(tree.scene.window.hitTest(CGPoint(x: 50, y: 550), with: nil) === tree.c1)
        #expect(tree.scene.window.hitTest(CGPoint(x: 400, y: 200), with: nil) == nil)
    }

    @Test("points in B and C recurse C first, twice: (300, 400) asks window, C, B, B1, B1b; (210, 520) asks window, C, C2, C2a")
    func otherBranchesRecurseFrontToBack() {
        let tree = HTSeed001Tree()
        let recorder = tree.scene.recorder()

        tree.scene.driver.tap(at: CGPoint(x: 300, y: 400))
        #expect(hitTestCalls(recorder.records) == ["UIWindow", "C", "B", "B1", "B1b", "UIWindow", "C", "B", "B1", "B1b"])
        #expect(touchBeganTargets(recorder.records) == ["UIWindow:B1b"])

        recorder.removeAll()
        tree.scene.driver.tap(at: CGPoint(x: 210, y: 520))
        #expect(hitTestCalls(recorder.records) == ["UIWindow", "C", "C2", "C2a", "UIWindow", "C", "C2", "C2a"])
        #expect(touchBeganTargets(recorder.records) == ["UIWindow:C2a"])
    }

    @Test("the touch is delivered to A2b and climbs A2b → A2 → A → window → scene → application")
    func touchOnA2bClimbsTheSuperviewChainToTheApplication() {
        let tree = HTSeed001Tree()
        let recorder = tree.scene.recorder()

        tree.scene.driver.tap(at: CGPoint(x: 300, y: 200))

        #expect(touchCallLines(recorder.records) == [
            "Began A2b", "Began A2 via A2b", "Began A via A2", "Began UIWindow via A", "Began UIWindowScene via UIWindow",
            "Began UIApplication via UIWindowScene",
            "Ended A2b", "Ended A2 via A2b", "Ended A via A2", "Ended UIWindow via A", "Ended UIWindowScene via UIWindow",
            "Ended UIApplication via UIWindowScene",
        ])
        #expect(tree.a2b.began?.touchView === tree.a2b)
        #expect(tree.a2b.began?.locationInView == CGPoint(x: 110, y: 100))
        #expect(tree.a2a.sightings.isEmpty && tree.b.sightings.isEmpty && tree.c.sightings.isEmpty)
    }
}

// MARK: - The controller scene

/// The seed's view controller class, so the trace's `NextResponder:` line reads as in the seed.
@MainActor
private final class XMDashboardViewController: UIViewController {}

/// Seed 001 §2.4: a 430×932 window; the controller's view holds viewa (150×150) and viewb
/// (100×100), both centred on the controller view's center, viewb added last.
@MainActor
private struct HTSeed001ControllerScene {
    let scene = TestScene(width: 430, height: 932, controller: XMDashboardViewController())
    let viewa = UIView()
    let viewb = UIView()

    init() {
        let root: UIView = scene.rootView
        viewa.frame.size = CGSize(width: 150, height: 150)
        viewa.center = root.center
        root.addSubview(viewa)
        viewb.frame.size = CGSize(width: 100, height: 100)
        viewb.center = root.center
        root.addSubview(viewb)
    }
}

@MainActor
@Suite("Seed 001: viewa and viewb centred in a controller's view", .tags(.seed001))
struct HTSeed001ControllerSceneTests {
    @Test("centred in a 430×932 window, viewb's frame is (165 416; 100 100) and viewa's is (140 391; 150 150)")
    func centredFramesMatchTheSeedLog() {
        let setup = HTSeed001ControllerScene()

        #expect(setup.scene.rootView.frame == CGRect(x: 0, y: 0, width: 430, height: 932))
        #expect(setup.viewb.frame == CGRect(x: 165, y: 416, width: 100, height: 100))
        #expect(setup.viewa.frame == CGRect(x: 140, y: 391, width: 150, height: 150))
        #expect(setup.scene.rootView.subviews.last === setup.viewb)
    }

    @Test("a tap on viewb's centre lands on viewb, then climbs viewb → controller view → controller → window → scene → application")
    func tapOnViewbClimbsToTheApplication() {
        let setup = HTSeed001ControllerScene()
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: CGPoint(x: 215, y: 466))

        var calls: [(UITouch.Phase, UIResponder, UIResponder?)] = []
        for record in recorder.records {
            if case .touches(let phase, let responder, _, let sender) = record { calls.append((phase, responder, sender)) }
        }
        let chain: [UIResponder] = [setup.viewb, setup.scene.rootView, setup.scene.controller, setup.scene.window,
                                   setup.scene.scene, setup.scene.app]
        #expect(calls.count == 12)
        guard calls.count == 12 else { return }
        for (offset, phase) in [UITouch.Phase.began, .ended].enumerated() {
            for (index, responder) in chain.enumerated() {
                let call = calls[offset * 6 + index]
                #expect(call.0 == phase)
                #expect(call.1 === responder, "call \(offset * 5 + index) went to \(traceName(call.1))")
                #expect(call.2 === (index == 0 ? nil : chain[index - 1]), "forwardedFrom of call \(offset * 5 + index)")
            }
        }
    }

    @Test("the swizzle log prints `Touches Began: <UIView: 0x…; frame = (165 416; 100 100); layer = <CALayer: 0x…>>` then `Touches Ended: …`, once each")
    func swizzleLogPrintsViewbsBeganAndEnded() {
        let setup = HTSeed001ControllerScene()
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: CGPoint(x: 215, y: 466))

        let touchLines = recorder.lines(TraceFormatter(style: .swizzleLog))
            .filter { $0.hasPrefix("Touches ") }
            .map(maskingAddresses)
        #expect(touchLines == [
            "Touches Began: <UIView: 0x…; frame = (165 416; 100 100); layer = <CALayer: 0x…>>",
            "Touches Ended: <UIView: 0x…; frame = (165 416; 100 100); layer = <CALayer: 0x…>>",
        ])
    }

    @Test("with the seed's blue background the logged description ends like UIKit's: `backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x…>`")
    func swizzleLogIncludesTheBackgroundColorAsTheSeedDoes() {
        let setup = HTSeed001ControllerScene()
        setup.viewb.backgroundColor = .blue
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: CGPoint(x: 215, y: 466))

        let began = recorder.lines(TraceFormatter(style: .swizzleLog)).first { $0.hasPrefix("Touches Began") }
        #expect(began.map(maskingAddresses)
            == "Touches Began: <UIView: 0x…; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x…>>")
    }

    @Test("the swizzle log's HitTest lines walk window → controller view → viewb twice, each with its next responder")
    func swizzleLogHitTestLinesNameEachViewAndItsNextResponder() {
        let setup = HTSeed001ControllerScene()
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: CGPoint(x: 215, y: 466))

        let hitLines = recorder.lines(TraceFormatter(style: .swizzleLog)).filter { !$0.hasPrefix("Touches ") }
        let pass = [
            "HitTest: UIWindow", "NextResponder: UIWindowScene",
            "HitTest: UIView", "NextResponder: XMDashboardViewController",
            "HitTest: UIView", "NextResponder: UIView",
        ]
        #expect(hitLines == pass + pass)
    }

    @Test("viewb covers viewa only in the middle: a tap in viewa's visible ring asks viewb first (NO) and lands on viewa")
    func tapOnViewasRingIsHitAfterViewbSaysNo() {
        let setup = HTSeed001ControllerScene()
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: CGPoint(x: 145, y: 396))

        var targets: [UIView?] = []
        var asked: [UIView] = []
        for record in recorder.records {
            if case .touchBegan(_, _, let view) = record { targets.append(view) }
            if case .hitTest(let view, _) = record { asked.append(view) }
        }
        #expect(targets.count == 1 && targets.first! === setup.viewa)
        #expect(asked.count == 8)  // two passes of four calls
        if asked.count == 8 {
            for start in [0, 4] {
                #expect(asked[start] === setup.scene.window && asked[start + 1] === setup.scene.rootView)
                #expect(asked[start + 2] === setup.viewb && asked[start + 3] === setup.viewa)
            }
        }
    }
}
