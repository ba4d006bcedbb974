import Foundation
import OpenTouch
import Testing

/// The nested-scrolling trick: a scroll view subclass that adopts `UIGestureRecognizerDelegate`
/// and lets its own pan run alongside any other pan. UIKit makes a scroll view the delegate of its
/// built-in pan ("UIScrollView's built-in pan gesture recognizer must have its scroll view as its
/// delegate", https://github.com/TextureGroup/Texture/pull/1457), so the subclass is asked.
@MainActor
final class SimultaneousScrollView: UIScrollView, UIGestureRecognizerDelegate {
    private(set) var askedSimultaneous = 0

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        askedSimultaneous += 1
        return gestureRecognizer === panGestureRecognizer && otherGestureRecognizer is UIPanGestureRecognizer
    }
}

/// A profile page: a full-screen vertical "page" (an ``SimultaneousScrollView``, content 2000
/// tall) holding a vertical "feed" at (0, 200, 375, 400) with content 1000 tall.
@MainActor
final class SimultaneousScrollController: UIViewController, ScenarioLogging {
    let log = TimedLog()
    let page = SimultaneousScrollView()
    let feed = UIScrollView()
    private(set) lazy var pageLogger = ScrollDragLogger("page", log: log)
    private(set) lazy var feedLogger = ScrollDragLogger("feed", log: log)

    override func viewDidLoad() {
        super.viewDidLoad()
        page.frame = view.bounds
        page.contentSize = CGSize(width: view.bounds.width, height: 2000)
        page.delegate = pageLogger
        feed.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: 400)
        feed.contentSize = CGSize(width: view.bounds.width, height: 1000)
        feed.delegate = feedLogger
        page.addSubview(feed)
        view.addSubview(page)
    }
}

@MainActor
@Suite("a scroll view subclass adopting UIGestureRecognizerDelegate to scroll along with a nested one", .tags(.scenario))
struct SimultaneousScrollViewTests {
    @Test("The subclass is its pan's delegate, as in UIKit")
    func subclassIsThePansDelegate() {
        let s = ScenarioScene(SimultaneousScrollController())
        #expect(s.controller.page.panGestureRecognizer.delegate === s.controller.page)
        #expect(s.controller.feed.panGestureRecognizer.delegate == nil)   // a plain scroll view adopts nothing
    }

    @Test("A drag in the inner feed scrolls both: the outer page's delegate method allows it")
    func bothScroll() {
        let s = ScenarioScene(SimultaneousScrollController())
        let finger = s.driver.down(at: CGPoint(x: 200, y: 400))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 300), duration: 0.1, steps: 5)
        #expect(s.controller.feed.contentOffset == CGPoint(x: 0, y: 90))
        #expect(s.controller.page.contentOffset == CGPoint(x: 0, y: 90))
        #expect(s.controller.page.askedSimultaneous > 0)
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.log.lines == ["feed willBeginDragging @0.020", "page willBeginDragging @0.020",
                                "feed didEndDragging(false) @0.300", "page didEndDragging(false) @0.300"])
    }
}
