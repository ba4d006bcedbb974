import Foundation
import OpenTouch
import Testing

// Hit testing through coordinate changes: a bounds origin (a scrolled container), rotation,
// scale and translation transforms, and touch.location(in:) mapping back through them.

@MainActor
@Suite("Hit testing: bounds origin, like a scrolled scroll view")
struct HTBoundsOriginHitTestTests {
    /// A scroller (0 100; 375 300) with four 100-pt rows at content y 0, 100, 200, 300, scrolled by
    /// bounds.origin = (0, 100): rowB shows at window y 100–200, rowC 200–300, rowD 300–400.
    @MainActor
    private struct Scrolled {
        let scene = TestScene()
        let scroller = HTTouchCatcher("scroller", frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        let rows = ["rowA", "rowB", "rowC", "rowD"].enumerated().map { index, name in
            HTTouchCatcher(name, frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 375, height: 100))
        }

        init() {
            rows.forEach(scroller.addSubview)
            scene.rootView.addSubview(scroller)
            scroller.bounds.origin = CGPoint(x: 0, y: 100)
        }

        func hit(_ point: CGPoint) -> String { traceName(scene.window.hitTest(point, with: nil)) }
    }

    @Test("a bounds origin of (0, 100) moves the content up: the row at content y 100 shows at the scroller's top")
    func boundsOriginShiftsWhereChildrenAreHit() {
        let setup = Scrolled()
        #expect(setup.scroller.frame == CGRect(x: 0, y: 100, width: 375, height: 300))

        #expect(setup.hit(CGPoint(x: 50, y: 150)) == "rowB")
        #expect(setup.hit(CGPoint(x: 50, y: 250)) == "rowC")
        #expect(setup.hit(CGPoint(x: 50, y: 350)) == "rowD")
    }

    @Test("a row scrolled out above the bounds is not hit, even where it is drawn outside the scroller")
    func rowScrolledOutOfTheBoundsIsNotHit() {
        let setup = Scrolled()
        #expect(setup.rows[0].convert(setup.rows[0].bounds, to: nil) == CGRect(x: 0, y: 0, width: 375, height: 100))

        #expect(setup.hit(CGPoint(x: 50, y: 50)) == "UIView")
    }

    @Test("the touch's location in the scroller is in content coordinates; in the row it is row-relative")
    func locationInScrolledViewIsInContentCoordinates() {
        let setup = Scrolled()
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: CGPoint(x: 50, y: 150))

        let rowB = setup.rows[1]
        #expect(rowB.began?.locationInView == CGPoint(x: 50, y: 50))
        #expect(rowB.began?.touch.location(in: setup.scroller) == CGPoint(x: 50, y: 150))
        var points: [String: CGPoint] = [:]
        for record in recorder.records {
            if case .hitTest(let view, let point) = record { points[traceName(view)] = point }
        }
        #expect(points["scroller"] == CGPoint(x: 50, y: 150))
        #expect(points["rowB"] == CGPoint(x: 50, y: 50))
    }

    @Test("scrolling back to bounds.origin = (0, 0) makes the first row hittable again at the same spot")
    func resettingTheBoundsOriginRestoresTheFirstRow() {
        let setup = Scrolled()
        #expect(setup.hit(CGPoint(x: 50, y: 150)) == "rowB")

        setup.scroller.bounds.origin = .zero

        #expect(setup.hit(CGPoint(x: 50, y: 150)) == "rowA")
        #expect(setup.hit(CGPoint(x: 50, y: 350)) == "rowC")
    }
}

@MainActor
@Suite("Hit testing: transformed views")
struct HTTransformHitTestTests {
    /// A 100×100 square centred at (200, 200), rotated by π/4: a diamond reaching 70.7 pt from the centre.
    private func rotatedSquare() -> (TestScene, HTTouchCatcher, HTTouchCatcher) {
        let scene = TestScene()
        let square = HTTouchCatcher("square", frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        let corner = HTTouchCatcher("corner", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.addSubview(corner)
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        scene.rootView.addSubview(square)
        return (scene, square, corner)
    }

    @Test("a view rotated by π/4 has a frame that is the bounding box of the diamond, with unchanged bounds and center")
    func rotatedFrameIsTheBoundingBox() {
        let (_, square, _) = rotatedSquare()
        let half = 50 * 2.0.squareRoot()

        #expect(isClose(square.frame, CGRect(x: 200 - half, y: 200 - half, width: 2 * half, height: 2 * half)))
        #expect(square.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(square.center == CGPoint(x: 200, y: 200))
    }

    @Test("a rotated view is hit inside its rotated square, including beyond its unrotated edges")
    func rotatedViewIsHitInsideTheDiamond() {
        let (scene, square, _) = rotatedSquare()

        #expect(scene.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === square)
        // 10 and 15 pt right of the unrotated square's right edge (x 250), still inside the diamond.
        #expect(scene.window.hitTest(CGPoint(x: 260, y: 200), with: nil) === square)
        #expect(scene.window.hitTest(CGPoint(x: 265, y: 200), with: nil) === square)
        #expect(scene.window.hitTest(CGPoint(x: 272, y: 200), with: nil) === scene.rootView)
    }

    @Test("a rotated view is not hit at the corners of its frame's bounding box", arguments: [
        CGPoint(x: 135, y: 135), CGPoint(x: 265, y: 135), CGPoint(x: 135, y: 265), CGPoint(x: 265, y: 265),
    ])
    func rotatedViewIsNotHitAtBoundingBoxCorners(point: CGPoint) {
        let (scene, square, _) = rotatedSquare()
        #expect(square.frame.contains(point))

        #expect(scene.window.hitTest(point, with: nil) === scene.rootView)
    }

    @Test("a touch on a rotated view reports its location in the view's unrotated coordinates")
    func locationInRotatedViewUndoesTheRotation() {
        let (scene, square, _) = rotatedSquare()

        scene.driver.tap(at: CGPoint(x: 260, y: 200))

        #expect(square.began?.touchView === square)
        let location = square.began?.locationInView ?? .zero
        let offset = 60 / 2.0.squareRoot()
        #expect(isClose(location, CGPoint(x: 50 + offset, y: 50 - offset)))
        #expect(isClose(square.convert(location, to: nil), CGPoint(x: 260, y: 200)))
    }

    @Test("the subview in a rotated view's top-left corner is hit near the diamond's top vertex")
    func subviewOfRotatedViewIsHitThroughTheRotation() {
        let (scene, square, corner) = rotatedSquare()

        #expect(scene.window.hitTest(CGPoint(x: 200, y: 135), with: nil) === corner)
        #expect(scene.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === scene.rootView)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 170), with: nil) === square)
    }

    /// A 100×100 view centred at (200, 200) scaled by 2: it covers (100, 100)–(300, 300).
    private func scaledView() -> (TestScene, HTTouchCatcher) {
        let scene = TestScene()
        let view = HTTouchCatcher("scaled", frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        scene.rootView.addSubview(view)
        return (scene, view)
    }

    @Test("a view scaled by 2 doubles its hit area around its centre; its bounds stay 100×100")
    func scaledViewDoublesItsHitArea() {
        let (scene, view) = scaledView()
        #expect(view.frame == CGRect(x: 100, y: 100, width: 200, height: 200))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))

        #expect(scene.window.hitTest(CGPoint(x: 110, y: 110), with: nil) === view)
        #expect(scene.window.hitTest(CGPoint(x: 290, y: 290), with: nil) === view)
        #expect(scene.window.hitTest(CGPoint(x: 120, y: 200), with: nil) === view)
        #expect(scene.window.hitTest(CGPoint(x: 95, y: 200), with: nil) === scene.rootView)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 305), with: nil) === scene.rootView)
    }

    @Test("location(in:) on a scaled view maps window points back into its 100×100 bounds, for began and moved")
    func locationInScaledViewMapsBack() {
        let (scene, view) = scaledView()

        let finger = scene.driver.down(at: CGPoint(x: 110, y: 110))
        scene.driver.move(finger, to: CGPoint(x: 299, y: 200))
        scene.driver.up(finger)

        #expect(view.sightings.map(\.phase) == [.began, .moved, .ended])
        #expect(view.sightings.first?.locationInView == CGPoint(x: 5, y: 5))
        #expect(view.sightings.first?.locationInWindow == CGPoint(x: 110, y: 110))
        #expect(view.sightings.dropFirst().first?.locationInView == CGPoint(x: 99.5, y: 50))
        #expect(view.sightings.last?.touch.previousLocation(in: view) == CGPoint(x: 99.5, y: 50))
    }

    @Test("a translated view is hit where it is drawn, not where its center says")
    func translatedViewIsHitWhereItIsDrawn() {
        let scene = TestScene()
        let view = HTTouchCatcher("moved", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(translationX: 200, y: 300)
        scene.rootView.addSubview(view)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 200, y: 300, width: 100, height: 100))

        scene.driver.tap(at: CGPoint(x: 250, y: 350))

        #expect(view.began?.locationInView == CGPoint(x: 50, y: 50))
        #expect(scene.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === scene.rootView)
    }

    @Test("a subview of a half-scale parent is hit and located through the parent's scale")
    func subviewOfScaledParentIsHitThroughTheScale() {
        let scene = TestScene()
        let parent = HTTouchCatcher("parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = HTTouchCatcher("child", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.addSubview(child)
        parent.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        scene.rootView.addSubview(parent)
        // The parent now covers (50, 50)–(150, 150); the child its bottom-right quarter, (100, 100)–(150, 150).

        scene.driver.tap(at: CGPoint(x: 140, y: 110))

        #expect(child.began?.locationInView == CGPoint(x: 80, y: 20))
        #expect(child.began?.touch.location(in: parent) == CGPoint(x: 180, y: 120))
        #expect(scene.window.hitTest(CGPoint(x: 160, y: 160), with: nil) === scene.rootView)
        #expect(scene.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === parent)
    }
}
