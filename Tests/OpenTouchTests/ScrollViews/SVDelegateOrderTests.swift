import Foundation
import OpenTouch
import Testing

/// A delegate that also records the scroll view's state flags in each call.
@MainActor
final class SVStateDelegate: UIScrollViewDelegate {
    private(set) var lines: [String] = []

    private func record(_ name: String, _ scrollView: UIScrollView) {
        var flags: [String] = []
        if scrollView.isTracking { flags.append("tracking") }
        if scrollView.isDragging { flags.append("dragging") }
        if scrollView.isDecelerating { flags.append("decelerating") }
        let line = "\(name) [\(flags.joined(separator: ","))]"
        if line != lines.last || !name.hasPrefix("didScroll") { lines.append(line) }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { record("didScroll", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record("willBeginDragging", scrollView) }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        record("willEndDragging", scrollView)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record("didEndDragging(\(decelerate))", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { record("willBeginDecelerating", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { record("didEndDecelerating", scrollView) }
}

@MainActor
@Suite("UIScrollView delegate: the order of calls for drags, flings and programmatic scrolling")
struct SVDelegateOrderTests {
    @Test("A drag with a fling: willBeginDragging, didScroll…, willEndDragging, didEndDragging(true), willBeginDecelerating, didScroll…, didEndDecelerating")
    func dragWithFling() {
        let s = SVScene()
        let states = SVStateDelegate()
        svFling(s)
        s.driver.wait(5)
        #expect(s.delegate.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                     "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        s.scrollView.delegate = states
        svFling(s, from: 300, to: 500)
        s.driver.wait(5)
        #expect(states.lines == [
            "willBeginDragging [tracking,dragging]", "didScroll [tracking,dragging]",
            "willEndDragging [dragging]", "didEndDragging(true) []",
            "willBeginDecelerating [decelerating]", "didScroll [decelerating]",
            "didEndDecelerating []",
        ])
    }

    @Test("A drag released at rest: willEndDragging with zero velocity and the current offset, didEndDragging(false), nothing after")
    func dragWithoutVelocity() {
        let s = SVScene()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 400))
        s.driver.glide(finger, to: CGPoint(x: 100, y: 300), duration: 0.1, steps: 5)
        s.driver.wait(0.15)
        s.driver.up(finger)
        s.driver.wait(2)
        #expect(s.delegate.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(s.delegate.calls.filter { $0 == "didScroll" }.count == 5)
        #expect(s.delegate.reportedVelocity == .zero)
        #expect(s.delegate.reportedTarget == CGPoint(x: 0, y: 90))
        #expect(!s.scrollView.isDecelerating)
    }

    @Test("A tap calls nothing")
    func tap() {
        let s = SVScene()
        s.driver.tap(at: CGPoint(x: 100, y: 300))
        s.driver.wait(1)
        #expect(s.delegate.calls.isEmpty)
    }
}

@MainActor
@Suite("UIScrollView programmatic scrolling: setContentOffset(_:animated:) and scrollRectToVisible(_:animated:)")
struct SVProgrammaticTests {
    @Test("Unanimated: one didScroll, no animation callback")
    func unanimated() {
        let s = SVScene()
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        s.driver.wait(1)
        #expect(s.delegate.calls == ["didScroll"])
    }

    @Test("Animated: 0.3 s of sinusoidal ease-in-out frames at 60 Hz, then didEndScrollingAnimation")
    func animated() {
        let s = SVScene()
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(s.scrollView.contentOffset == .zero)
        s.driver.wait(1)
        #expect(s.delegate.order == ["didScroll", "didEndScrollingAnimation"])
        let frames = s.delegate.scrolls
        #expect(frames.count == 18) // frames at 1/60 s … 18/60 s = 0.3 s
        for (index, frame) in frames.enumerated() {
            let elapsed = Double(index + 1) * 1000 / 60
            #expect(isClose(frame.time * 1000, elapsed, within: 1e-6))
            #expect(isClose(frame.offset.y, svEase(from: 0, to: 300, after: elapsed), within: 1e-6))
        }
        #expect(frames[8].offset.y < 150 && frames[9].offset.y > 150) // half way at 0.15 s
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test("Animating to the current offset does nothing")
    func animatedToTheSameOffset() {
        let s = SVScene()
        s.scrollView.setContentOffset(.zero, animated: true)
        s.driver.wait(1)
        #expect(s.delegate.calls.isEmpty)
    }

    @Test("A drag during an animated scroll stops it (didEndScrollingAnimation) and drags from where it is")
    func dragStopsTheAnimation() {
        let s = SVScene()
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        s.driver.wait(0.105) // the last frame so far is the one at 100 ms
        let finger = s.driver.down(at: CGPoint(x: 100, y: 400))
        s.driver.move(finger, to: CGPoint(x: 100, y: 380))
        let reached = svEase(from: 0, to: 300, after: 100)
        #expect(isClose(s.scrollView.contentOffset.y, reached + 10, within: 1e-6))
        #expect(s.delegate.order == ["didScroll", "didEndScrollingAnimation", "willBeginDragging", "didScroll"])
        s.driver.wait(0.5)
        #expect(isClose(s.scrollView.contentOffset.y, reached + 10, within: 1e-6))
        s.driver.up(finger)
    }

    @Test("scrollRectToVisible scrolls the least distance, aligns a rect taller than the view on its top, and clamps")
    func scrollRectToVisible() {
        let s = SVScene()
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 100, height: 50), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 150)) // bottom edge at the bottom
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 400, width: 100, height: 50), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 150)) // already visible
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 50), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 100)) // top edge at the top
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 800, width: 100, height: 900), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 800)) // taller than the view
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1950, width: 100, height: 300), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 1400)) // clamped to the end
        #expect(s.delegate.calls == ["didScroll", "didScroll", "didScroll", "didScroll"])
    }

    @Test("scrollRectToVisible animated runs the same animation and ends with didEndScrollingAnimation")
    func scrollRectToVisibleAnimated() {
        let s = SVScene()
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 100, height: 50), animated: true)
        s.driver.wait(0.105)
        #expect(isClose(s.scrollView.contentOffset.y, svEase(from: 0, to: 150, after: 100), within: 1e-6))
        s.driver.wait(0.3)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 150))
        #expect(s.delegate.calls.last == "didEndScrollingAnimation")
    }

    @Test("Subclasses can override setContentOffset(_:animated:), and scrollRectToVisible goes through it")
    func overridableSetContentOffset() {
        final class SVLoggingScrollView: UIScrollView {
            var requests: [String] = []
            override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
                requests.append("\(contentOffset.y) \(animated)")
                super.setContentOffset(contentOffset, animated: animated)
            }
        }
        let scrollView = SVLoggingScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let s = SVScene(scrollView)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 100, height: 50), animated: false)
        #expect(scrollView.requests == ["150.0 false"])
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 150))
    }
}
