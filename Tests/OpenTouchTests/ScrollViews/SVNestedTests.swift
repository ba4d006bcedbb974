import Foundation
import OpenTouch
import Testing

/// A feed a user would build: a vertical list (375 × 600, content 2000 tall) holding, at
/// y = 100…300, an inner scroll view of the given content size.
@MainActor
struct SVNestedScene {
    let s: SVScene
    let outer: UIScrollView
    let inner: UIScrollView
    let innerDelegate: SVDelegate

    init(innerContent: CGSize) {
        s = SVScene()
        outer = s.scrollView
        inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        inner.contentSize = innerContent
        innerDelegate = SVDelegate(clock: s.clock)
        inner.delegate = innerDelegate
        outer.addSubview(inner)
    }

    /// Drags from `start` by 20 pt then to `end` (window points), holds still and lifts.
    func drag(from start: CGPoint, firstStep: CGPoint, to end: CGPoint) {
        let finger = s.driver.down(at: start)
        s.driver.move(finger, to: firstStep)
        s.driver.move(finger, to: end)
        s.driver.wait(0.2)
        s.driver.up(finger)
    }
}

@MainActor
@Suite("Nested scroll views: each pan takes only the directions its content scrolls; the inner one wins on a shared axis")
struct SVNestedTests {
    @Test("A horizontal carousel in a vertical list: a horizontal drag scrolls the carousel only")
    func horizontalDragScrollsTheCarousel() {
        let n = SVNestedScene(innerContent: CGSize(width: 1500, height: 200))
        n.drag(from: CGPoint(x: 300, y: 200), firstStep: CGPoint(x: 280, y: 200), to: CGPoint(x: 100, y: 200))
        #expect(n.inner.contentOffset == CGPoint(x: 190, y: 0))
        #expect(n.outer.contentOffset == .zero)
        #expect(n.s.delegate.calls.isEmpty)
    }

    @Test("A horizontal carousel in a vertical list: a vertical drag on the carousel scrolls the list only")
    func verticalDragScrollsTheList() {
        let n = SVNestedScene(innerContent: CGSize(width: 1500, height: 200))
        n.drag(from: CGPoint(x: 100, y: 250), firstStep: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 100))
        #expect(n.outer.contentOffset == CGPoint(x: 0, y: 140))
        #expect(n.inner.contentOffset == .zero)
        #expect(n.innerDelegate.calls.isEmpty)
    }

    @Test("The axis is decided by the movement's dominant direction when the pan begins")
    func dominantDirection() {
        let n = SVNestedScene(innerContent: CGSize(width: 1500, height: 200))
        n.drag(from: CGPoint(x: 200, y: 250), firstStep: CGPoint(x: 188, y: 241), to: CGPoint(x: 100, y: 150))
        #expect(n.inner.contentOffset.x > 0 && n.inner.contentOffset.y == 0)
        #expect(n.outer.contentOffset == .zero)
    }

    @Test("Nested on the same axis: the inner scroll view scrolls and the outer does not")
    func sameAxisInnerWins() {
        let n = SVNestedScene(innerContent: CGSize(width: 375, height: 1000))
        n.drag(from: CGPoint(x: 100, y: 280), firstStep: CGPoint(x: 100, y: 260), to: CGPoint(x: 100, y: 150))
        #expect(n.inner.contentOffset == CGPoint(x: 0, y: 120))
        #expect(n.outer.contentOffset == .zero)
    }

    @Test("Nested on the same axis: at its edge the inner one rubber-bands and the outer still does not move")
    func sameAxisInnerBouncesAtItsEdge() {
        let n = SVNestedScene(innerContent: CGSize(width: 375, height: 1000))
        let finger = n.s.driver.down(at: CGPoint(x: 100, y: 120))
        n.s.driver.move(finger, to: CGPoint(x: 100, y: 140))
        n.s.driver.move(finger, to: CGPoint(x: 100, y: 200))
        #expect(isClose(n.inner.contentOffset.y, -svRubberBand(70, dimension: 200), within: 1e-6))
        #expect(n.outer.contentOffset == .zero)
        n.s.driver.wait(0.2)
        n.s.driver.up(finger)
        n.s.driver.wait(2)
        #expect(n.inner.contentOffset == .zero)
        #expect(n.s.delegate.calls.isEmpty)
    }

    @Test("Nested on the same axis: a drag that starts with the inner one at its edge goes to an outer one that can move")
    func dragFromInnerEdgeGoesToOuter() {
        let n = SVNestedScene(innerContent: CGSize(width: 375, height: 1000))
        n.outer.contentOffset = CGPoint(x: 0, y: 50)
        // The inner view now spans window y 50…250, at its top; the finger pulls down.
        n.drag(from: CGPoint(x: 100, y: 100), firstStep: CGPoint(x: 100, y: 120), to: CGPoint(x: 100, y: 140))
        #expect(n.inner.contentOffset == .zero, "the inner one stays at its edge")
        #expect(n.outer.contentOffset.y < 50, "the outer one scrolled back towards its top")
        #expect(n.inner.panGestureRecognizer.state == .possible) // failed, then reset
    }

    @Test("Nested on the same axis: once the inner one has the drag, reaching its edge does not hand it over")
    func noHandOffDuringADrag() {
        let n = SVNestedScene(innerContent: CGSize(width: 375, height: 1000))
        n.outer.contentOffset = CGPoint(x: 0, y: 50)
        n.inner.contentOffset = CGPoint(x: 0, y: 30)
        let finger = n.s.driver.down(at: CGPoint(x: 100, y: 100))
        n.s.driver.move(finger, to: CGPoint(x: 100, y: 120))
        n.s.driver.move(finger, to: CGPoint(x: 100, y: 200))
        #expect(n.inner.contentOffset.y < 0, "the inner one rubber-bands past its top")
        #expect(n.outer.contentOffset == CGPoint(x: 0, y: 50))
        n.s.driver.up(finger)
        n.s.driver.wait(2)
    }

    @Test("Nested on the same axis: an inner view that cannot scroll that way leaves the drag to the outer one")
    func innerThatCannotScrollLetsTheOuterScroll() {
        let n = SVNestedScene(innerContent: CGSize(width: 375, height: 200))
        n.drag(from: CGPoint(x: 100, y: 280), firstStep: CGPoint(x: 100, y: 260), to: CGPoint(x: 100, y: 150))
        #expect(n.outer.contentOffset == CGPoint(x: 0, y: 120))
        #expect(n.inner.contentOffset == .zero)
        #expect(n.inner.panGestureRecognizer.state == .possible) // failed, then reset
    }

    @Test("A horizontal drag on a vertical-only list does not scroll it")
    func crossAxisDragOnTheList() {
        let n = SVNestedScene(innerContent: CGSize(width: 1500, height: 200))
        n.drag(from: CGPoint(x: 300, y: 450), firstStep: CGPoint(x: 280, y: 450), to: CGPoint(x: 100, y: 440))
        #expect(n.outer.contentOffset == .zero)
        #expect(n.s.delegate.calls.isEmpty)
    }
}
