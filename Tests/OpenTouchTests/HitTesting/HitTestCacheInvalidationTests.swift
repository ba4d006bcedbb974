import Foundation
import OpenTouch
import Testing

// Hit testing reuses each view's packed subview geometry (and, for many subviews, a grid) while
// nothing has changed: every change after a query must show in the next query.

/// A 400 × 400 scene whose root view holds `crowd`: 100 tiled 40 × 40 children, row by row.
@MainActor
private struct HTCrowdScene {
    let scene = TestScene(width: 400, height: 400)
    let crowd = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let children: [UIView]

    init() {
        children = (0 ..< 100).map { UIView(frame: CGRect(x: ($0 % 10) * 40, y: ($0 / 10) * 40, width: 40, height: 40)) }
        for child in children { crowd.addSubview(child) }
        scene.rootView.addSubview(crowd)
    }

    /// The answer, asked three times (the caches are built on the second): all three must agree.
    func hit(_ point: CGPoint) -> UIView? {
        let answers = (0 ..< 3).map { _ in scene.window.hitTest(point, with: nil) }
        #expect(answers[0] === answers[1] && answers[1] === answers[2])
        return answers[2]
    }
}

/// Removes `victim` from its superview the first time it is hit-tested.
private final class HTRemovingView: UIView {
    weak var victim: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        victim?.removeFromSuperview()
        return super.hitTest(point, with: event)
    }
}

@MainActor
@Suite("Hit-test cache invalidation")
struct HitTestCacheInvalidationTests {
    @Test("a child moved after a query is found where it now is")
    func movedChild() {
        let crowd = HTCrowdScene()
        let front = crowd.children[99]  // (360, 360) 40 × 40, the front-most
        #expect(crowd.hit(CGPoint(x: 5, y: 5)) === crowd.children[0])
        front.frame.origin = .zero
        #expect(crowd.hit(CGPoint(x: 5, y: 5)) === front)
        #expect(crowd.hit(CGPoint(x: 370, y: 370)) === crowd.crowd)
        front.center = CGPoint(x: 380, y: 380)
        #expect(crowd.hit(CGPoint(x: 5, y: 5)) === crowd.children[0])
        #expect(crowd.hit(CGPoint(x: 370, y: 370)) === front)
    }

    @Test("resized bounds, a bounds origin and an anchor point are honoured after a query")
    func boundsAndAnchor() {
        let crowd = HTCrowdScene()
        let child = crowd.children[55]  // (200, 200) 40 × 40
        #expect(crowd.hit(CGPoint(x: 195, y: 210)) === crowd.children[54])
        child.bounds.size = CGSize(width: 60, height: 40)  // grows about its center, to x 190
        #expect(crowd.hit(CGPoint(x: 195, y: 210)) === child)
        child.layer.anchorPoint = CGPoint(x: 0, y: 0)  // the frame's corner moves to the center
        #expect(crowd.hit(CGPoint(x: 195, y: 210)) === crowd.children[54])
        #expect(crowd.hit(CGPoint(x: 205, y: 205)) === crowd.crowd)  // its old place is empty
        #expect(crowd.hit(CGPoint(x: 230, y: 230)) === child)
        child.bounds.origin = CGPoint(x: 100, y: 0)  // subviews move; its own area does not
        #expect(crowd.hit(CGPoint(x: 230, y: 230)) === child)
    }

    @Test("reordering: the front-most child wins after bringSubviewToFront and exchangeSubview")
    func reordered() {
        let crowd = HTCrowdScene()
        let top = crowd.children[99], bottom = crowd.children[0]
        bottom.frame = top.frame
        #expect(crowd.hit(CGPoint(x: 380, y: 380)) === top)
        crowd.crowd.bringSubviewToFront(bottom)
        #expect(crowd.hit(CGPoint(x: 380, y: 380)) === bottom)
        crowd.crowd.exchangeSubview(at: 98, withSubviewAt: 99)
        #expect(crowd.hit(CGPoint(x: 380, y: 380)) === top)
    }

    @Test("hidden, transparent and disabled children are passed over, and found again")
    func flags() {
        let crowd = HTCrowdScene()
        let child = crowd.children[11], behind = UIView(frame: crowd.children[11].frame)
        crowd.crowd.insertSubview(behind, at: 0)
        let point = CGPoint(x: 60, y: 60)
        #expect(crowd.hit(point) === child)
        child.isHidden = true
        #expect(crowd.hit(point) === behind)
        child.isHidden = false
        child.alpha = 0.01
        #expect(crowd.hit(point) === behind)
        child.alpha = 1
        child.isUserInteractionEnabled = false
        #expect(crowd.hit(point) === behind)
        child.isUserInteractionEnabled = true
        #expect(crowd.hit(point) === child)
    }

    @Test("a transform set after a query moves the hit area")
    func transformed() {
        let crowd = HTCrowdScene()
        let child = crowd.children[44]  // (160, 160) 40 × 40, center (180, 180)
        #expect(crowd.hit(CGPoint(x: 205, y: 180)) === crowd.children[45])
        crowd.crowd.bringSubviewToFront(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(crowd.hit(CGPoint(x: 205, y: 180)) === child)
        child.transform = .identity
        #expect(crowd.hit(CGPoint(x: 205, y: 180)) === crowd.children[45])
    }

    @Test("an override added to a crowd is asked, in its place front to back")
    func overrideJoins() {
        let crowd = HTCrowdScene()
        #expect(crowd.hit(CGPoint(x: 100, y: 100)) === crowd.children[22])
        let slop = HTSlopAreaView(frame: CGRect(x: 120, y: 120, width: 10, height: 10))
        slop.slop = 30
        crowd.crowd.addSubview(slop)
        #expect(crowd.hit(CGPoint(x: 100, y: 100)) === slop)
        let passThrough = HTLetThroughView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        crowd.crowd.addSubview(passThrough)
        #expect(crowd.hit(CGPoint(x: 100, y: 100)) === slop)
    }

    @Test("a child animating without .allowUserInteraction is passed over until it is not")
    func animating() {
        let crowd = HTCrowdScene()
        let child = crowd.children[33]
        #expect(crowd.hit(CGPoint(x: 130, y: 130)) === child)
        UIView.animate(withDuration: 1, animations: { child.alpha = 0.5 })
        #expect(crowd.hit(CGPoint(x: 130, y: 130)) === crowd.crowd)
        crowd.scene.clock.advance(by: 2)
        #expect(crowd.hit(CGPoint(x: 130, y: 130)) === child)
    }

    @Test("an override that removes a sibling during the walk does not disturb it")
    func editedDuringWalk() {
        let crowd = HTCrowdScene()
        let remover = HTRemovingView(frame: CGRect(x: 390, y: 390, width: 10, height: 10))
        crowd.crowd.addSubview(remover)
        #expect(crowd.hit(CGPoint(x: 1, y: 1)) === crowd.children[0])  // the caches are built
        remover.victim = crowd.children[0]
        let first = crowd.scene.window.hitTest(CGPoint(x: 1, y: 1), with: nil)
        #expect(first === crowd.children[0])
        // The walk that removed children[0] still held it: the snapshot answers for this query.
        #expect(crowd.children[0].superview == nil)
        #expect(crowd.hit(CGPoint(x: 1, y: 1)) === crowd.crowd)
        #expect(crowd.hit(CGPoint(x: 50, y: 1)) === crowd.children[1])
    }
}
