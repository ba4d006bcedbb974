import Foundation
import OpenTouch
import Testing

/// A horizontal pager that also allows vertical bouncing (`alwaysBounceVertical`) but only wants
/// horizontal drags: it overrides `gestureRecognizerShouldBegin(_:)` for its own pan and checks
/// the pan's velocity, calling `super` otherwise — a common UIKit subclass.
@MainActor
final class HorizontalOnlyPager: UIScrollView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer {
            let velocity = panGestureRecognizer.velocity(in: self)
            guard abs(velocity.x) > abs(velocity.y) else { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// A full-screen vertical "feed" holding at y 100…400 an ``HorizontalOnlyPager`` of three pages.
@MainActor
final class ScrollSubclassShouldBeginController: UIViewController, ScenarioLogging {
    let log = TimedLog()
    let feed = UIScrollView()
    let pager = HorizontalOnlyPager()

    override func viewDidLoad() {
        super.viewDidLoad()
        feed.frame = view.bounds
        feed.contentSize = CGSize(width: view.bounds.width, height: 2000)
        pager.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 300)
        pager.contentSize = CGSize(width: view.bounds.width * 3, height: 300)
        pager.isPagingEnabled = true
        pager.alwaysBounceVertical = true
        feed.addSubview(pager)
        view.addSubview(feed)
    }
}

@MainActor
@Suite("a scroll view subclass overriding gestureRecognizerShouldBegin(_:) for its own pan", .tags(.scenario))
struct ScrollSubclassShouldBeginTests {
    @Test("A vertical drag on the pager is refused by the override and scrolls the feed instead of bouncing the pager")
    func verticalDragScrollsTheFeed() {
        let s = ScenarioScene(ScrollSubclassShouldBeginController())
        let finger = s.driver.down(at: CGPoint(x: 200, y: 350))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 150), duration: 0.1, steps: 5)
        #expect(s.controller.pager.contentOffset == .zero)
        #expect(s.controller.feed.contentOffset == CGPoint(x: 0, y: 190))
        s.driver.up(finger)
    }

    @Test("A horizontal drag pages the pager")
    func horizontalDragPages() {
        let s = ScenarioScene(ScrollSubclassShouldBeginController())
        s.driver.drag(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 100, y: 250), duration: 0.1, steps: 5)
        s.driver.wait(1)
        #expect(s.controller.pager.contentOffset == CGPoint(x: 375, y: 0))
        #expect(s.controller.feed.contentOffset == .zero)
    }
}
