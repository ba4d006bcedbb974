import Foundation
import OpenTouch
import Testing

/// The first frame time (ms, frames every 1/60 s) at which the spring from `x0` at `v0` is
/// within 0.5 pt of its target and slower than 0.01 pt/ms.
func svSpringRestTime(from x0: CGFloat, velocity v0: CGFloat = 0) -> Double {
    let omega: CGFloat = 0.015
    var frame = 1
    while true {
        let t = CGFloat(frame) * 1000 / 60
        let x = (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
        let speed = (v0 - omega * (v0 + omega * x0) * t) * exp(-omega * t)
        if abs(x) < 0.5 && abs(speed) < 0.01 { return Double(t) }
        frame += 1
    }
}

@MainActor
@Suite("UIScrollView bounce back: released past an edge, the content springs back to it")
struct SVBounceTests {
    @Test("Released past the top without velocity: target 0, willDecelerate true, a critically damped spring back to 0")
    func bounceBackFromTheTop() {
        let s = SVScene()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 100))
        s.driver.move(finger, to: CGPoint(x: 100, y: 220)) // 110 pt past the top
        let pulled = s.scrollView.contentOffset.y
        #expect(isClose(pulled, -svRubberBand(110, dimension: 600), within: 1e-6))
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.delegate.reportedVelocity == .zero)
        #expect(s.delegate.reportedTarget == .zero)
        #expect(s.delegate.willDecelerate == true)
        #expect(s.scrollView.isDecelerating)
        s.driver.wait(2)
        let frames = s.delegate.scrollsAfterRelease
        for frame in frames.dropLast() {
            #expect(isClose(frame.offset.y, svSpring(to: 0, from: pulled, after: frame.elapsed), within: 1e-6))
        }
        #expect(frames.allSatisfy { $0.offset.y <= 0 }) // critically damped: no overshoot from rest
        #expect(s.scrollView.contentOffset == .zero)
        #expect(isClose(frames.last?.elapsed ?? 0, svSpringRestTime(from: pulled), within: 1e-6))
        #expect(s.delegate.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                     "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        #expect(s.delegate.calls.last == "didEndDecelerating")
    }

    @Test("Released past the bottom: the content springs back to contentSize − bounds height")
    func bounceBackFromTheBottom() {
        let s = SVScene()
        s.scrollView.contentOffset = CGPoint(x: 0, y: 1400)
        let finger = s.driver.down(at: CGPoint(x: 100, y: 500))
        s.driver.move(finger, to: CGPoint(x: 100, y: 440)) // 50 pt past the end
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.delegate.reportedTarget == CGPoint(x: 0, y: 1400))
        s.driver.wait(0.26) // frame 15, at 250 ms, is the last one so far
        let pulled = svRubberBand(50, dimension: 600)
        #expect(isClose(s.scrollView.contentOffset.y, 1400 + pulled * (1 + 0.015 * 250) * exp(-0.015 * 250), within: 1e-6))
        s.driver.wait(2)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 1400))
    }

    @Test("With a top inset the scrollable range starts at −inset.top, and the content bounces back there")
    func bounceBackToTheInset() {
        let s = SVScene()
        s.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        s.scrollView.contentOffset = CGPoint(x: 0, y: -50)
        let finger = s.driver.down(at: CGPoint(x: 100, y: 100))
        s.driver.move(finger, to: CGPoint(x: 100, y: 170))
        #expect(isClose(s.scrollView.contentOffset.y, -50 - svRubberBand(60, dimension: 600), within: 1e-6))
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.delegate.reportedTarget == CGPoint(x: 0, y: -50))
        s.driver.wait(2)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: -50))
    }

    @Test("A finger catching the content mid-bounce stops it where it is and drags on from there without a jump")
    func catchMidBounce() {
        let s = SVScene()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 100))
        s.driver.move(finger, to: CGPoint(x: 100, y: 220))
        s.driver.wait(0.2)
        s.driver.up(finger)
        s.driver.wait(0.1)
        let caught = s.scrollView.contentOffset.y
        #expect(caught < 0)
        let second = s.driver.down(at: CGPoint(x: 100, y: 300))
        #expect(s.delegate.calls.last == "didEndDecelerating")
        s.driver.wait(0.5)
        #expect(s.scrollView.contentOffset.y == caught)
        s.driver.move(second, to: CGPoint(x: 100, y: 320)) // 10 pt further down after the hysteresis
        let d: CGFloat = 600, c: CGFloat = 0.55
        let fingerDistance = -caught * d / (c * (d + caught)) // f⁻¹ of how far past the edge it was
        #expect(isClose(s.scrollView.contentOffset.y, -svRubberBand(fingerDistance + 10, dimension: d), within: 1e-6))
        s.driver.wait(0.2)
        s.driver.up(second)
        s.driver.wait(2)
        #expect(s.scrollView.contentOffset == .zero)
    }
}

/// A 300 × 400 horizontal paging scroll view with five pages.
@MainActor
func svPagingScene() -> SVScene {
    let s = SVScene(UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400)),
                    contentSize: CGSize(width: 1500, height: 400))
    s.scrollView.isPagingEnabled = true
    return s
}

@MainActor
@Suite("UIScrollView paging: nearest page, one page per fling, a spring snap")
struct SVPagingTests {
    @Test("A slow drag past half a page turns the page: target 300, spring from 160")
    func slowDragPastHalf() {
        let s = svPagingScene()
        let finger = s.driver.down(at: CGPoint(x: 250, y: 200))
        s.driver.move(finger, to: CGPoint(x: 240, y: 200))
        s.driver.move(finger, to: CGPoint(x: 80, y: 200)) // offset 160
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.delegate.reportedTarget == CGPoint(x: 300, y: 0))
        #expect(s.delegate.willDecelerate == true)
        s.driver.wait(2)
        for frame in s.delegate.scrollsAfterRelease.dropLast() {
            #expect(isClose(frame.offset.x, svSpring(to: 300, from: -140, after: frame.elapsed), within: 1e-6))
        }
        #expect(s.scrollView.contentOffset == CGPoint(x: 300, y: 0))
        #expect(s.delegate.calls.last == "didEndDecelerating")
    }

    @Test("A slow drag short of half a page snaps back")
    func slowDragShortOfHalf() {
        let s = svPagingScene()
        let finger = s.driver.down(at: CGPoint(x: 250, y: 200))
        s.driver.move(finger, to: CGPoint(x: 240, y: 200))
        s.driver.move(finger, to: CGPoint(x: 100, y: 200)) // offset 140
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.delegate.reportedTarget == .zero)
        s.driver.wait(2)
        #expect(s.scrollView.contentOffset == .zero)
    }

    @Test("A short fling faster than 0.3 pt/ms turns the page, the spring starting at the release velocity")
    func shortFling() throws {
        let s = svPagingScene()
        s.driver.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.05, steps: 5) // 1000 pt/s
        #expect(isClose(s.scrollView.contentOffset.x, 40, within: 1e-6))
        let v = try #require(s.delegate.reportedVelocity).x
        #expect(isClose(v, 1, within: 1e-9))
        #expect(s.delegate.reportedTarget == CGPoint(x: 300, y: 0))
        s.driver.wait(2)
        for frame in s.delegate.scrollsAfterRelease.dropLast() {
            #expect(isClose(frame.offset.x, svSpring(to: 300, from: -260, velocity: v, after: frame.elapsed), within: 1e-6))
        }
        #expect(s.scrollView.contentOffset == CGPoint(x: 300, y: 0))
    }

    @Test("A slow release of a short drag stays on the page")
    func slowShortDrag() {
        let s = svPagingScene()
        let finger = s.driver.down(at: CGPoint(x: 250, y: 200))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 200), duration: 0.5, steps: 5)
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.delegate.reportedTarget == .zero)
    }

    @Test("A very fast fling never turns two pages")
    func neverTwoPages() {
        let s = svPagingScene()
        s.driver.drag(from: CGPoint(x: 290, y: 200), to: CGPoint(x: 40, y: 200), duration: 0.05, steps: 5) // 5000 pt/s
        #expect(s.delegate.reportedTarget == CGPoint(x: 300, y: 0))
        s.driver.wait(2)
        // The snap starts at 5 pt/ms capped to ω·60 = 0.9 pt/ms: it never overshoots the page.
        #expect(s.delegate.scrollsAfterRelease.allSatisfy { $0.offset.x <= 300 })
        #expect(s.scrollView.contentOffset == CGPoint(x: 300, y: 0))
        s.driver.drag(from: CGPoint(x: 290, y: 200), to: CGPoint(x: 40, y: 200), duration: 0.05, steps: 5)
        #expect(s.delegate.reportedTarget == CGPoint(x: 600, y: 0))
        s.driver.wait(2)
        s.driver.drag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 290, y: 200), duration: 0.05, steps: 5)
        #expect(s.delegate.reportedTarget == CGPoint(x: 300, y: 0))
    }

    @Test("Flinging past the last page stays on it")
    func lastPage() {
        let s = svPagingScene()
        s.scrollView.contentOffset = CGPoint(x: 1200, y: 0)
        s.driver.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.05, steps: 5)
        #expect(s.delegate.reportedTarget == CGPoint(x: 1200, y: 0))
        s.driver.wait(2)
        #expect(s.scrollView.contentOffset == CGPoint(x: 1200, y: 0))
    }
}
