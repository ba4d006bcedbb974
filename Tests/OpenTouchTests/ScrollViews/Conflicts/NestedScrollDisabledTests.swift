import Foundation
import OpenTouch
import Testing

/// Two vertical scroll views nested: a full-screen "outer" list (content 2000 tall) holding an
/// "inner" notes box at (0, 100, 375, 300) whose content is 1000 tall. Developers turn the
/// inner one's `isScrollEnabled` off (for example until it is expanded) so drags go to the list.
@MainActor
final class NestedScrollDisabledController: UIViewController, ScenarioLogging {
    let log = TimedLog()
    let outer = UIScrollView()
    let inner = UIScrollView()
    private(set) lazy var outerLogger = ScrollDragLogger("outer", log: log)
    private(set) lazy var innerLogger = ScrollDragLogger("inner", log: log)

    override func viewDidLoad() {
        super.viewDidLoad()
        outer.frame = view.bounds
        outer.contentSize = CGSize(width: view.bounds.width, height: 2000)
        outer.delegate = outerLogger
        inner.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 300)
        inner.contentSize = CGSize(width: view.bounds.width, height: 1000)
        inner.delegate = innerLogger
        outer.addSubview(inner)
        view.addSubview(outer)
    }
}

@MainActor
@Suite("isScrollEnabled false on the inner of two nested vertical scroll views", .tags(.scenario))
struct NestedScrollDisabledTests {
    /// Drags up 100 pt inside the inner box without lifting, so no fling runs.
    private func dragInsideInner(_ s: ScenarioScene<NestedScrollDisabledController>) -> TouchDriver.Finger {
        let finger = s.driver.down(at: CGPoint(x: 200, y: 300))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 200), duration: 0.1, steps: 5)
        return finger
    }

    @Test("With both enabled, the inner box (whose pan sees the touch first) scrolls and the outer list does not")
    func innerScrollsWhenEnabled() {
        let s = ScenarioScene(NestedScrollDisabledController())
        let finger = dragInsideInner(s)
        #expect(s.controller.inner.contentOffset == CGPoint(x: 0, y: 90))
        #expect(s.controller.outer.contentOffset == .zero)
        s.driver.up(finger)
        #expect(s.log.lines.first == "inner willBeginDragging @0.020")
        #expect(s.log.of("outer").isEmpty)
    }

    @Test("With the inner one's scrolling disabled, the outer list takes the drag and the inner box does not move")
    func outerTakesDragsWhenInnerDisabled() {
        let s = ScenarioScene(NestedScrollDisabledController())
        s.controller.inner.isScrollEnabled = false
        #expect(!s.controller.inner.panGestureRecognizer.isEnabled)
        let finger = dragInsideInner(s)
        #expect(s.controller.outer.contentOffset == CGPoint(x: 0, y: 90))
        #expect(s.controller.inner.contentOffset == .zero)
        s.driver.up(finger)
        #expect(s.log.lines.first == "outer willBeginDragging @0.020")
        #expect(s.log.of("inner").isEmpty)
    }

    @Test("Re-enabling the inner one gives it the next drag back")
    func reEnabling() {
        let s = ScenarioScene(NestedScrollDisabledController())
        s.controller.inner.isScrollEnabled = false
        let first = dragInsideInner(s)
        s.driver.wait(0.2)   // rest before lifting: no fling
        s.driver.up(first)
        let outerOffset = s.controller.outer.contentOffset
        #expect(outerOffset == CGPoint(x: 0, y: 90))   // the inner box now spans y 10…310 on screen
        s.controller.inner.isScrollEnabled = true
        let finger = dragInsideInner(s)
        #expect(s.controller.outer.contentOffset == outerOffset)
        #expect(s.controller.inner.contentOffset == CGPoint(x: 0, y: 90))
        s.driver.up(finger)
    }
}
