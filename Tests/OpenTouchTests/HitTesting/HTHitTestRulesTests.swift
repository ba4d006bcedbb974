import Foundation
import OpenTouch
import Testing

// UIKit's hit-test rules: which views hitTest(_:with:) skips (hidden, transparent, disabled,
// outside the superview's bounds) and how siblings are ordered front to back.

/// A controller view (375×667) holding a full-width `bottom` view (0 100; 375 400) and, on top of
/// it, a `top` view (50 150; 200 200) with a `topChild` (50 50; 100 100): centre (200, 300).
@MainActor
private struct HTLayeredScene {
    let scene = TestScene()
    let bottom = HTTouchCatcher("bottom", frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    let top = HTTouchCatcher("top", frame: CGRect(x: 50, y: 150, width: 200, height: 200))
    let topChild = HTTouchCatcher("topChild", frame: CGRect(x: 50, y: 50, width: 100, height: 100))

    /// Inside topChild (and so inside top and bottom).
    let inChild = CGPoint(x: 150, y: 250)
    /// Inside top but outside topChild.
    let inTopOnly = CGPoint(x: 60, y: 160)

    init() {
        scene.rootView.addSubview(bottom)
        top.addSubview(topChild)
        scene.rootView.addSubview(top)
    }

    func hit(_ point: CGPoint) -> UIView? { scene.window.hitTest(point, with: nil) }
}

@MainActor
@Suite("Hit testing: hidden, transparent and disabled views")
struct HTHitTestSkipRulesTests {
    @Test("a visible, opaque, enabled view gets the hit (baseline for the skip rules)")
    func baselineTopChildIsHit() {
        let setup = HTLayeredScene()

        #expect(setup.hit(setup.inChild) === setup.topChild)
        #expect(setup.hit(setup.inTopOnly) === setup.top)
        #expect(setup.hit(CGPoint(x: 300, y: 450)) === setup.bottom)
        #expect(setup.hit(CGPoint(x: 300, y: 50)) === setup.scene.rootView)
    }

    @Test("a hidden view and its whole subtree are skipped; the view below gets the touch")
    func hiddenViewAndItsSubtreeAreSkipped() {
        let setup = HTLayeredScene()
        setup.top.isHidden = true

        #expect(setup.hit(setup.inChild) === setup.bottom)
        #expect(setup.hit(setup.inTopOnly) === setup.bottom)

        setup.scene.driver.tap(at: setup.inChild)
        #expect(setup.bottom.beganCount == 1)
        #expect(setup.top.sightings.isEmpty && setup.topChild.sightings.isEmpty)
    }

    @Test("a hidden view's hitTest returns nil without asking its pointInside")
    func hiddenViewIsRejectedBeforePointInside() {
        let setup = HTLayeredScene()
        setup.top.isHidden = true
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: setup.inChild)

        #expect(hitTestCalls(hitTestRecords(recorder.records, pass: .second)) == ["UIWindow", "UIView", "top", "bottom"])
        #expect(pointInsideAnswers(hitTestRecords(recorder.records, pass: .second)) == ["UIWindow=YES", "UIView=YES", "bottom=YES"])
        #expect(hitTestAnswers(recorder.records).contains("top→nil"))
    }

    @Test("un-hiding the view makes it and its subview hittable again")
    func unhidingRestoresHits() {
        let setup = HTLayeredScene()
        setup.top.isHidden = true
        #expect(setup.hit(setup.inChild) === setup.bottom)

        setup.top.isHidden = false

        #expect(setup.hit(setup.inChild) === setup.topChild)
    }

    @Test("alpha at or below 0.01 is skipped, above it is hit", arguments: [
        (CGFloat(0), false), (CGFloat(0.005), false), (CGFloat(0.01), false),
        (CGFloat(0.0101), true), (CGFloat(0.02), true), (CGFloat(0.5), true), (CGFloat(1), true),
    ])
    func alphaThresholdDecidesWhetherTheViewIsHit(alpha: CGFloat, isHit: Bool) {
        let setup = HTLayeredScene()
        setup.topChild.alpha = alpha

        let hit = setup.hit(setup.inChild)

        #expect((hit === setup.topChild) == isHit)
        #expect(hit === (isHit ? setup.topChild : setup.top))
    }

    @Test("alpha 0.01 is skipped but 0.02 is hit, through a real touch")
    func alphaOneHundredthIsSkippedButTwoHundredthsIsHit() {
        let setup = HTLayeredScene()
        setup.topChild.alpha = 0.01
        setup.scene.driver.tap(at: setup.inChild)
        #expect(setup.topChild.beganCount == 0)
        #expect(setup.top.began?.touchView === setup.top)

        setup.topChild.alpha = 0.02
        setup.scene.driver.tap(at: setup.inChild)
        #expect(setup.topChild.beganCount == 1)
        #expect(setup.topChild.began?.touchView === setup.topChild)
    }

    @Test("a transparent superview (alpha 0) hides its opaque subviews from hit testing")
    func transparentSuperviewHidesItsSubtree() {
        let setup = HTLayeredScene()
        setup.top.alpha = 0
        #expect(setup.topChild.alpha == 1)

        #expect(setup.hit(setup.inChild) === setup.bottom)
    }

    @Test("isUserInteractionEnabled = false skips the view and its enabled subviews; the view below gets the touch")
    func disabledViewAndItsSubtreeAreSkipped() {
        let setup = HTLayeredScene()
        setup.top.isUserInteractionEnabled = false
        #expect(setup.topChild.isUserInteractionEnabled)

        setup.scene.driver.tap(at: setup.inChild)

        #expect(setup.bottom.began?.touchView === setup.bottom)
        #expect(setup.top.sightings.isEmpty && setup.topChild.sightings.isEmpty)
    }

    @Test("a disabled leaf view lets its superview be the hit-test view")
    func disabledLeafFallsBackToItsSuperview() {
        let setup = HTLayeredScene()
        setup.topChild.isUserInteractionEnabled = false

        #expect(setup.hit(setup.inChild) === setup.top)
    }

    @Test("a superview with a zero frame makes its subviews unreachable even though they have a size (seed 004 case 4)", .tags(.seed004))
    func zeroSizedSuperviewHidesItsSubviews() {
        let setup = HTLayeredScene()
        let container = UIView(frame: .zero).named("container")
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)).named("child")
        container.addSubview(child)
        setup.scene.rootView.addSubview(container)

        #expect(setup.hit(setup.inChild) === setup.topChild)
        #expect(setup.hit(CGPoint(x: 0.5, y: 0.5)) === setup.scene.rootView)
    }
}

@MainActor
@Suite("Hit testing: superview bounds and sibling order")
struct HTHitTestBoundsAndOrderTests {
    /// parent (50 50; 100 100) ⊃ child (80 80; 100 100): the child sticks out to (230, 230).
    @Test("a point in the part of a subview that sticks out of its non-clipping superview is not hit", arguments: [false, true])
    func subviewOutsideItsSuperviewsBoundsIsNotHit(clipsToBounds: Bool) {
        let scene = TestScene()
        let parent = HTTouchCatcher("parent", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = HTTouchCatcher("child", frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        parent.clipsToBounds = clipsToBounds
        parent.addSubview(child)
        scene.rootView.addSubview(parent)
        #expect(child.convert(child.bounds, to: nil) == CGRect(x: 130, y: 130, width: 100, height: 100))

        #expect(scene.window.hitTest(CGPoint(x: 140, y: 140), with: nil) === child)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === scene.rootView)

        scene.driver.tap(at: CGPoint(x: 200, y: 200))
        #expect(child.sightings.isEmpty && parent.sightings.isEmpty)
    }

    @Test("among overlapping siblings the one added last wins; a point only in a lower sibling goes to it")
    func laterSiblingWinsOnOverlap() {
        let scene = TestScene()
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)).named("red")
        let green = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200)).named("green")
        let blue = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200)).named("blue")
        [red, green, blue].forEach(scene.rootView.addSubview)

        #expect(scene.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === blue)
        #expect(scene.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === green)
        #expect(scene.window.hitTest(CGPoint(x: 25, y: 25), with: nil) === red)
    }

    @Test("bringSubviewToFront, sendSubviewToBack, exchangeSubview and insertSubview(aboveSubview:) change who wins the overlap")
    func reorderingSubviewsChangesTheWinner() {
        let scene = TestScene()
        let red = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)).named("red")
        let green = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)).named("green")
        let blue = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)).named("blue")
        [red, green, blue].forEach(scene.rootView.addSubview)
        let point = CGPoint(x: 150, y: 150)
        func winner() -> String { traceName(scene.window.hitTest(point, with: nil)) }
        func order() -> [String] { scene.rootView.subviews.map(traceName) }
        #expect(winner() == "blue")

        scene.rootView.bringSubviewToFront(red)
        #expect(order() == ["green", "blue", "red"])
        #expect(winner() == "red")

        scene.rootView.sendSubviewToBack(red)
        #expect(order() == ["red", "green", "blue"])
        #expect(winner() == "blue")

        scene.rootView.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(order() == ["blue", "green", "red"])
        #expect(winner() == "red")

        scene.rootView.insertSubview(blue, aboveSubview: red)
        #expect(order() == ["green", "red", "blue"])
        #expect(winner() == "blue")

        scene.rootView.insertSubview(green, belowSubview: red)
        #expect(order() == ["green", "red", "blue"])
        #expect(winner() == "blue")
        scene.rootView.bringSubviewToFront(green)
        #expect(winner() == "green")
    }

    @Test("when the front sibling is hit, the siblings behind it are never asked")
    func siblingsBehindTheWinnerAreNotAsked() {
        let scene = TestScene()
        let back = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)).named("back")
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)).named("front")
        scene.rootView.addSubview(back)
        scene.rootView.addSubview(front)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 150, y: 150))

        #expect(hitTestCalls(hitTestRecords(recorder.records, pass: .second)) == ["UIWindow", "UIView", "front"])
        #expect(touchBeganTargets(recorder.records) == ["UIWindow:front"])
    }

    @Test("the default pointInside includes the bounds' minimum edges and excludes the maximum edges, like CGRectContainsPoint")
    func pointInsideIncludesMinEdgesAndExcludesMaxEdges() {
        let scene = TestScene()
        let tile = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)).named("tile")
        scene.rootView.addSubview(tile)

        #expect(tile.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(tile.point(inside: CGPoint(x: 99.99, y: 99.99), with: nil))
        #expect(!tile.point(inside: CGPoint(x: 100, y: 50), with: nil))
        #expect(!tile.point(inside: CGPoint(x: 50, y: 100), with: nil))
        #expect(!tile.point(inside: CGPoint(x: -0.01, y: 50), with: nil))
        #expect(scene.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === tile)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 150), with: nil) === scene.rootView)
    }

    @Test("a point inside a view but in none of its subviews returns the view itself")
    func viewWithoutAMatchingSubviewReturnsItself() {
        let scene = TestScene()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 300, height: 300)).named("card")
        let badge = UIView(frame: CGRect(x: 250, y: 0, width: 50, height: 50)).named("badge")
        card.addSubview(badge)
        scene.rootView.addSubview(card)

        #expect(scene.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
        #expect(scene.window.hitTest(CGPoint(x: 290, y: 40), with: nil) === badge)
        #expect(card.hitTest(CGPoint(x: 80, y: 80), with: nil) === card)
        #expect(card.hitTest(CGPoint(x: 280, y: 20), with: nil) === badge)
        #expect(card.hitTest(CGPoint(x: 301, y: 20), with: nil) == nil)
    }
}
