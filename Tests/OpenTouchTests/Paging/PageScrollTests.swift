import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIPageViewController, scroll style: swipes page through the data source's pages")
struct PageScrollTests {
    @Test("A swipe left turns to the next page: data source, willTransitionTo, appearance calls, didFinish")
    func swipeForward() {
        let s = PGScene()
        s.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
        s.driver.wait(1)
        #expect(s.log.lines == ["after P0", "willTransitionTo [\"P1\"]", "P0 willDisappear", "P1 willAppear",
                                "P0 didDisappear", "P1 didAppear", "didFinish completed=true previous=[\"P0\"]"])
        #expect(s.shown == "P1")
        #expect(s.scrollView?.contentOffset == CGPoint(x: 375, y: 0))
        #expect(s.model.pages[1].view.frame == CGRect(x: 375, y: 0, width: 375, height: 667))
        #expect(s.model.pages[0].parent == nil)
        #expect(s.model.pages[1].parent === s.pager)
    }

    @Test("A short drag held still and released falls back: the turn is cancelled, with the reverse appearance calls")
    func cancelledTurn() {
        let s = PGScene()
        s.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 220, y: 300), duration: 0.3, hold: 0.3)
        s.driver.wait(1)
        #expect(s.log.lines == ["after P0", "willTransitionTo [\"P1\"]", "P0 willDisappear", "P1 willAppear",
                                "P1 willDisappear", "P0 willAppear", "P1 didDisappear", "P0 didAppear",
                                "didFinish completed=false previous=[\"P0\"]"])
        #expect(s.shown == "P0")
        #expect(s.scrollView?.contentOffset == CGPoint(x: 375, y: 0))
    }

    @Test("On the first page a swipe right finds no page before: the content bounces back, nothing turns")
    func bounceAtTheFirstPage() {
        let s = PGScene()
        s.swipe(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 300, y: 300))
        #expect(s.scrollView.map { $0.contentOffset.x > 250 && $0.contentOffset.x < 375 } == true)
        s.driver.wait(2)
        #expect(s.log.lines == ["before P0"])
        #expect(s.shown == "P0")
        #expect(s.scrollView?.contentOffset == CGPoint(x: 375, y: 0))
    }

    @Test("Swiping on and back: the page control follows, and the data source is asked once per page shown")
    func pageControlAndBack() throws {
        let s = PGScene(presentationCount: 5)
        s.pager.setViewControllers([s.model.pages[0]], direction: .forward, animated: false)
        let control = try #require(s.pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(control.numberOfPages == 5 && control.currentPage == 0 && !control.isHidden)
        #expect(try #require(s.scrollView).frame.height < 667)
        s.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
        s.driver.wait(1)
        s.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
        s.driver.wait(1)
        #expect(s.shown == "P2")
        #expect(control.currentPage == 2)
        s.log.removeAll()
        s.swipe(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300))
        s.driver.wait(1)
        #expect(s.shown == "P1")
        #expect(control.currentPage == 1)
        #expect(s.log.lines.filter { $0.hasPrefix("before") || $0.hasPrefix("after") } == ["before P2"])
    }

    @Test("On the last page a swipe left finds no page after and bounces")
    func lastPage() {
        let s = PGScene()
        s.pager.setViewControllers([s.model.pages[4]], direction: .forward, animated: false)
        s.log.removeAll()
        s.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
        s.driver.wait(2)
        #expect(s.log.lines == ["after P4"])
        #expect(s.shown == "P4")
    }

    @Test("setViewControllers animated scrolls on the clock, sends no delegate calls, then calls the completion")
    func animatedFromCode() {
        let s = PGScene()
        let log = s.log
        s.pager.setViewControllers([s.model.pages[3]], direction: .forward, animated: true) { finished in
            log.append("completion \(finished)")
        }
        #expect(s.log.lines == ["P0 willDisappear", "P3 willAppear"])
        #expect(s.shown == "P0")
        s.driver.wait(0.5)
        #expect(s.log.lines == ["P0 willDisappear", "P3 willAppear", "P0 didDisappear", "P3 didAppear", "completion true"])
        #expect(s.shown == "P3")
        #expect(s.scrollView?.contentOffset == CGPoint(x: 375, y: 0))
    }

    @Test("setViewControllers without animation swaps the page at once")
    func immediateFromCode() {
        let s = PGScene()
        var finished: Bool?
        s.pager.setViewControllers([s.model.pages[2]], direction: .reverse, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(s.log.lines == ["P0 willDisappear", "P2 willAppear", "P0 didDisappear", "P2 didAppear"])
        #expect(s.model.pages[2].view.window === s.scene.window)
        #expect(s.model.pages[0].viewIfLoaded?.window == nil)
    }

    @Test("Vertical orientation: a swipe up turns forward")
    func vertical() {
        let s = PGScene(orientation: .vertical)
        s.swipe(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 150))
        s.driver.wait(1)
        #expect(s.shown == "P1")
        #expect(s.scrollView?.contentOffset == CGPoint(x: 0, y: 667))
    }

    @Test("The scroll style exposes no gesture recognizers; its scroll view is the view's first subview")
    func structure() {
        let s = PGScene()
        #expect(s.pager.gestureRecognizers.isEmpty)
        #expect(s.scrollView?.isPagingEnabled == true)
        #expect(s.pager.spineLocation == .none)
        #expect(s.pager.viewControllers?.count == 1)
    }
}
