import Foundation
import OpenTouch
import Testing

// A custom subview's hitTest(_:with:) runs user code in the middle of its superview's level.
// When that code changes the siblings behind it, the rest of the level must be asked as UIKit asks
// it: the walk's snapshot of the subviews, read live, never the geometry cached before the call.

/// Runs `action` once, the first time it is hit-tested after `arm()`, then answers as UIView does.
private final class HTMeddlingView: UIView {
    var action: (() -> Void)?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let action { self.action = nil; action() }
        return super.hitTest(point, with: event)
    }
}

/// A 400 × 400 parent holding `behind` (0, 0, 10, 10), `other` (100, 100, 10, 10) and, in front,
/// a meddling view in the far corner, with the parent's hit-test cache built and used.
@MainActor
private struct HTMeddlingScene {
    let scene = TestScene(width: 400, height: 400)
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let behind = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let other = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    let meddler = HTMeddlingView(frame: CGRect(x: 390, y: 390, width: 10, height: 10))

    init() {
        parent.addSubview(behind)
        parent.addSubview(other)
        parent.addSubview(meddler)
        scene.rootView.addSubview(parent)
        for _ in 0 ..< 3 {
            #expect(hit(CGPoint(x: 5, y: 5)) === behind)
            #expect(hit(CGPoint(x: 50, y: 50)) === parent)
        }
    }

    func hit(_ point: CGPoint) -> UIView? { scene.window.hitTest(point, with: nil) }
}

@MainActor
@Suite("Hit-test cache: overrides that change their siblings")
struct HitTestCacheReentrancyTests {
    @Test("an override that moves a sibling behind it into the point: the sibling is hit")
    func movesSiblingIn() {
        let setup = HTMeddlingScene()
        setup.meddler.action = { setup.behind.center = CGPoint(x: 50, y: 50) }
        #expect(setup.hit(CGPoint(x: 50, y: 50)) === setup.behind)
        #expect(setup.hit(CGPoint(x: 50, y: 50)) === setup.behind)
        #expect(setup.hit(CGPoint(x: 5, y: 5)) === setup.parent)
    }

    @Test("an override that moves a sibling behind it away from the point: the sibling is not hit")
    func movesSiblingOut() {
        let setup = HTMeddlingScene()
        setup.meddler.action = { setup.behind.transform = CGAffineTransform(translationX: 200, y: 0) }
        #expect(setup.hit(CGPoint(x: 5, y: 5)) === setup.parent)
        #expect(setup.hit(CGPoint(x: 205, y: 5)) === setup.behind)
    }

    @Test("an override that starts a property animator on a sibling: the sibling is hit where it is seen")
    func animatesSibling() {
        let setup = HTMeddlingScene()
        setup.meddler.action = {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { setup.behind.center = CGPoint(x: 305, y: 5) }
            animator.startAnimation()
        }
        // The model is at (305, 5) already; the presentation has not moved yet.
        #expect(setup.hit(CGPoint(x: 5, y: 5)) === setup.behind)
        #expect(setup.hit(CGPoint(x: 305, y: 5)) === setup.parent)
        setup.scene.clock.advance(by: 2)
        #expect(setup.hit(CGPoint(x: 305, y: 5)) === setup.behind)
        #expect(setup.hit(CGPoint(x: 5, y: 5)) === setup.parent)
    }

    @Test("an override that removes a sibling, moves it and adds it back on top: the walk's snapshot, read live")
    func removesAndReorders() {
        let setup = HTMeddlingScene()
        setup.meddler.action = {
            setup.other.removeFromSuperview()
            setup.other.center = CGPoint(x: 55, y: 55)
            setup.parent.addSubview(setup.other)
            setup.parent.sendSubviewToBack(setup.behind)
        }
        // The snapshot still has `other` behind the meddler, where it now is.
        #expect(setup.hit(CGPoint(x: 55, y: 55)) === setup.other)
        #expect(setup.parent.subviews.last === setup.other)
        #expect(setup.hit(CGPoint(x: 55, y: 55)) === setup.other)
        #expect(setup.hit(CGPoint(x: 105, y: 105)) === setup.parent)
    }

    @Test("an override that changes nothing leaves the answers as before")
    func changesNothing() {
        let setup = HTMeddlingScene()
        setup.meddler.action = {}
        #expect(setup.hit(CGPoint(x: 105, y: 105)) === setup.other)
        #expect(setup.hit(CGPoint(x: 395, y: 395)) === setup.meddler)
    }
}

@MainActor
@Suite("Hit-test tree: overrides that take views out of the window")
struct HitTestTreeReentrancyTests {
    @Test("an override that takes its own level out of the window, and with it the last reference: the walk finishes from its snapshot")
    func removesItsLevel() {
        let scene = TestScene(width: 400, height: 400)
        let behind = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let meddler = HTMeddlingView(frame: CGRect(x: 390, y: 390, width: 10, height: 10))
        weak var weakParent: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            parent.addSubview(behind)
            parent.addSubview(meddler)
            scene.rootView.addSubview(parent)
            weakParent = parent
        }
        // Repeated queries at one geometry: the later ones read the window's flattened tree.
        for _ in 0 ..< 4 { #expect(scene.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === behind) }
        meddler.action = { weakParent?.removeFromSuperview() }
        #expect(scene.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === behind)
        #expect(weakParent == nil)
        for _ in 0 ..< 4 { #expect(scene.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === scene.rootView) }
    }

    @Test("an override that empties the window: the walk answers from its level's snapshot, then the window answers alone")
    func emptiesTheWindow() {
        let scene = TestScene(width: 400, height: 400)
        let meddler = HTMeddlingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        cover.addSubview(inner)
        scene.rootView.addSubview(cover)
        scene.rootView.addSubview(meddler)
        for _ in 0 ..< 4 { #expect(scene.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === meddler) }
        // The meddler's own hit test empties the window and hides the meddler, so it answers nil.
        meddler.action = {
            for view in scene.window.subviews { view.removeFromSuperview() }
            meddler.isHidden = true
        }
        #expect(scene.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === inner)
        for _ in 0 ..< 4 { #expect(scene.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === scene.window) }
    }
}

/// Answers itself wherever it is asked, NaN included.
private final class HTGreedyView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self }
}

/// Takes every point as inside, NaN included, and asks its subviews as UIView does.
private final class HTEverywhereView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
}

@MainActor
@Suite("Hit-test tree: points that are not numbers")
struct HitTestTreeNaNTests {
    @Test("a NaN point asks the custom subviews on every query, as the walk without caches does")
    func nanAsksCustomViews() {
        let scene = TestScene(width: 400, height: 400)
        let container = HTEverywhereView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let greedy = HTGreedyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let plain = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        container.addSubview(greedy)
        container.addSubview(plain)
        scene.rootView.addSubview(container)
        let nan = CGPoint(x: CGFloat.nan, y: 5)
        for _ in 0 ..< 4 {
            #expect(container.hitTest(CGPoint(x: 105, y: 105), with: nil) === plain)
            #expect(container.hitTest(nan, with: nil) === greedy)
        }
    }
}
