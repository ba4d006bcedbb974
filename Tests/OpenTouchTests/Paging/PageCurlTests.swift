import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIPageViewController, page-curl style: a pan or an edge tap turns the page")
struct PageCurlTests {
    @Test("gestureRecognizers holds a pan and a tap, on the page view controller's view")
    func recognizers() {
        let s = PGScene(style: .pageCurl)
        let recognizers = s.pager.gestureRecognizers
        #expect(recognizers.count == 2)
        #expect(recognizers.contains { $0 is UIPanGestureRecognizer })
        #expect(recognizers.contains { $0 is UITapGestureRecognizer })
        #expect(recognizers.allSatisfy { $0.view === s.pager.view })
        #expect(s.pager.spineLocation == .min)
    }

    @Test("A tap near the right edge turns forward over the curl duration; the delegate sees the turn")
    func tapRightEdge() {
        let s = PGScene(style: .pageCurl)
        s.driver.tap(at: CGPoint(x: 360, y: 300))
        #expect(s.log.lines == ["after P0", "willTransitionTo [\"P1\"]", "P0 willDisappear", "P1 willAppear"])
        #expect(s.shown == "P0")
        s.driver.wait(PagingConstants.curlDuration + 0.05)
        #expect(s.shown == "P1")
        #expect(s.log.lines.suffix(3) == ["P0 didDisappear", "P1 didAppear", "didFinish completed=true previous=[\"P0\"]"])
        #expect(s.model.pages[1].view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("A tap in the middle of the page turns nothing and reaches the page's button")
    func tapMiddle() {
        let s = PGScene(style: .pageCurl)
        let button = UIButton(frame: CGRect(x: 137, y: 280, width: 100, height: 40))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        s.model.pages[0].view.addSubview(button)
        s.driver.tap(at: CGPoint(x: 187, y: 300))
        s.driver.wait(1)
        #expect(taps == 1)
        #expect(s.log.lines.isEmpty)
        #expect(s.shown == "P0")
    }

    @Test("A tap near the left edge of the first page asks for the page before and turns nothing")
    func tapLeftEdgeOfFirstPage() {
        let s = PGScene(style: .pageCurl)
        s.driver.tap(at: CGPoint(x: 15, y: 300))
        s.driver.wait(1)
        #expect(s.log.lines == ["before P0"])
        #expect(s.shown == "P0")
    }

    @Test("A pan past half way turns the page; a short one held still falls back")
    func panTurns() {
        let s = PGScene(style: .pageCurl)
        s.swipe(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.3, hold: 0.3)
        s.driver.wait(1)
        #expect(s.shown == "P0")
        #expect(s.log.lines.last == "didFinish completed=false previous=[\"P0\"]")
        #expect(s.model.pages[0].view.frame.origin == .zero)
        s.log.removeAll()
        s.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 50, y: 300), duration: 0.3, hold: 0.3)
        s.driver.wait(1)
        #expect(s.shown == "P1")
        #expect(s.log.lines.last == "didFinish completed=true previous=[\"P0\"]")
    }

    @Test("setViewControllers animated turns on the clock without delegate calls")
    func fromCode() {
        let s = PGScene(style: .pageCurl)
        var finished: Bool?
        s.pager.setViewControllers([s.model.pages[2]], direction: .forward, animated: true) { finished = $0 }
        #expect(finished == nil)
        s.driver.wait(PagingConstants.curlDuration + 0.05)
        #expect(finished == true)
        #expect(s.shown == "P2")
        #expect(!s.log.lines.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
    }
}
