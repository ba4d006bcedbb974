import Foundation
import OpenTouch
import Testing

/// UIKit never leaves content at rest between pages of a paging scroll view, nor past an edge:
/// a finger that catches the motion and lifts without dragging lets it settle.
@MainActor
@Suite("Integration: catching a scroll view's release motion with a tap, then letting go")
struct ITPagingCatchTests {
    /// Releases a 200-pt drag to the left (held still, so it snaps to page 1) and lets it move 0.1 s.
    private func releaseTowardsPageOne(_ b: ITCarouselButtonScene) {
        let finger = b.driver.down(at: CGPoint(x: 300, y: 250))
        b.driver.glide(finger, to: CGPoint(x: 100, y: 250), duration: 0.1, steps: 5)
        b.driver.wait(0.2)
        b.driver.up(finger)
        b.driver.wait(0.1)
        b.c.events.removeAll()
    }

    @Test("A tap on a button while the carousel snaps stops the snap; the button sends nothing; on lift it snaps to the nearest page")
    func tapCatchesThePagingSnap() {
        let b = ITCarouselButtonScene()
        releaseTowardsPageOne(b)
        #expect(b.c.carousel.isDecelerating)
        let caught = b.c.carousel.contentOffset.x
        #expect(caught > 187.5 && caught < 375)
        let finger = b.driver.down(at: CGPoint(x: 150, y: 180))
        #expect(!b.c.carousel.isDecelerating)
        b.driver.wait(0.05)
        #expect(b.c.carousel.contentOffset.x == caught)
        b.driver.up(finger)
        #expect(b.c.carousel.isDecelerating)
        b.driver.wait(0.1)   // six 60 Hz frames of the critically damped spring from rest
        #expect(isClose(b.c.carousel.contentOffset.x, svSpring(to: 375, from: caught - 375, after: 100), within: 1e-6))
        b.c.settle()
        #expect(b.c.carousel.contentOffset == CGPoint(x: 375, y: 0))
        #expect(b.c.events.lines == ["carousel didEndDecelerating @0.400", "carousel didEndDecelerating @0.950"])
        #expect(b.c.events.of("button").isEmpty)
        #expect(b.c.ledger.lines.isEmpty)
    }

    @Test("A press held on a snapping carousel and lifted after the content delay also settles on a page")
    func heldCatchSettles() {
        let b = ITCarouselButtonScene()
        releaseTowardsPageOne(b)
        b.driver.longPress(at: CGPoint(x: 150, y: 180), duration: 0.5)
        b.c.settle()
        #expect(b.c.carousel.contentOffset == CGPoint(x: 375, y: 0))
        #expect(b.c.events.of("button").isEmpty)
        #expect(b.c.ledger.lines.isEmpty)
    }

    @Test("A tap that catches a list bouncing back from past its top lets it bounce back on lift")
    func tapCatchesTheBounce() {
        let s = ITListScene()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.glide(finger, to: CGPoint(x: 100, y: 450), duration: 0.1, steps: 5)
        s.driver.wait(0.2)
        s.driver.up(finger)
        s.driver.wait(0.05)
        #expect(s.list.isDecelerating && s.list.contentOffset.y < 0)
        s.driver.tap(at: CGPoint(x: 100, y: 500))
        #expect(s.list.contentOffset.y < 0)
        s.driver.wait(2)
        #expect(s.list.contentOffset == .zero)
        #expect(!s.list.isDecelerating)
    }

    @Test("A tap that catches an in-range deceleration leaves the content where it stopped")
    func tapCatchesADeceleration() {
        let s = ITListScene()
        s.driver.drag(from: CGPoint(x: 100, y: 450), to: CGPoint(x: 100, y: 250), duration: 0.1, steps: 5)
        s.driver.wait(0.1)
        s.driver.tap(at: CGPoint(x: 100, y: 500))
        let stopped = s.list.contentOffset
        s.driver.wait(2)
        #expect(s.list.contentOffset == stopped)
        #expect(s.events.lines.last == "list didEndDecelerating @0.200")
    }
}
