import Foundation
import OpenTouch
import Testing

/// Logs the ending delegate calls.
@MainActor
final class ScrollEndLog: UIScrollViewDelegate {
    var lines: [String] = []
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { lines.append("didEndScrollingAnimation") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { lines.append("didEndDecelerating") }
}

@MainActor
@Suite("stopping scrolling from code (iOS 17.4)", .tags(.review))
struct ScrollViewStoppingTests {
    private func list(in scene: TestScene) -> UIScrollView {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        list.contentSize = CGSize(width: 375, height: 3000)
        scene.rootView.addSubview(list)
        return list
    }

    @Test("an animated scroll reports isScrollAnimating and stops where it is")
    func stopAnimatedScroll() {
        let scene = TestScene()
        let list = list(in: scene)
        let log = ScrollEndLog()
        list.delegate = log
        list.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        scene.driver.wait(0.1)
        #expect(list.isScrollAnimating && !list.isZoomAnimating)
        list.stopScrollingAndZooming()
        let stopped = list.contentOffset
        scene.driver.wait(1)
        #expect(!list.isScrollAnimating)
        #expect(list.contentOffset == stopped && stopped.y > 0 && stopped.y < 1000)
        #expect(log.lines == ["didEndScrollingAnimation"])
    }

    @Test("a paging scroll view stopped mid-fling rests on the nearest page")
    func stopPaging() {
        let scene = TestScene()
        let list = list(in: scene)
        list.isPagingEnabled = true
        scene.driver.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.1)
        scene.driver.wait(0.05)
        #expect(list.isDecelerating)
        list.stopScrollingAndZooming()
        #expect(!list.isDecelerating)
        #expect(list.contentOffset.y.truncatingRemainder(dividingBy: 600) == 0)
    }
}
