import Foundation
import OpenTouch
import Testing

/// A full-screen horizontal paging scroll view (three 375-point pages, showing the middle one)
/// under a left-edge `UIScreenEdgePanGestureRecognizer` on the controller's view — the
/// "swipe back does nothing over a carousel" problem
/// (https://dev.mo4tech.com/uiscrollview-and-navigation-controller-slide-back-gesture-conflict-cause-and-solution.html).
/// The fix wires `pager.panGestureRecognizer.require(toFail: edgePan)`; `wiresFix: false` leaves it out.
@MainActor
final class ScreenEdgePagingController: UIViewController, ScenarioLogging {
    let log = TimedLog()
    let wiresFix: Bool
    let pager = UIScrollView()
    let edgePan = UIScreenEdgePanGestureRecognizer()
    private(set) lazy var pagerLogger = ScrollDragLogger("pager", log: log)

    init(wiresFix: Bool = true) {
        self.wiresFix = wiresFix
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = view.bounds.size
        pager.frame = view.bounds
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: size.width * 3, height: size.height)
        pager.contentOffset = CGPoint(x: size.width, y: 0)
        pager.delegate = pagerLogger
        view.addSubview(pager)
        edgePan.edges = .left
        logActions(of: edgePan, as: "edge", to: log)
        view.addGestureRecognizer(edgePan)
        if wiresFix { pager.panGestureRecognizer.require(toFail: edgePan) }
    }
}

/// The same screen with Apple's documented alternative: the edge pan's delegate makes every
/// recognizer of a descendant view wait for it (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`,
/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate).
@MainActor
final class DynamicEdgePagingController: UIViewController, UIGestureRecognizerDelegate, ScenarioLogging {
    let log = TimedLog()
    let pager = UIScrollView()
    let edgePan = UIScreenEdgePanGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = view.bounds.size
        pager.frame = view.bounds
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: size.width * 3, height: size.height)
        pager.contentOffset = CGPoint(x: size.width, y: 0)
        view.addSubview(pager)
        edgePan.edges = .left
        edgePan.delegate = self
        logActions(of: edgePan, as: "edge", to: log)
        view.addGestureRecognizer(edgePan)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let myView = edgePan.view, let otherView = otherGestureRecognizer.view else { return false }
        return gestureRecognizer === edgePan && otherView.isDescendant(of: myView)
    }
}

@MainActor
@Suite("a screen-edge pan over a horizontal paging scroll view", .tags(.scenario))
struct ScreenEdgePagingTests {
    @Test("From the left edge the edge pan wins and the pager stays on its page")
    func edgePanWinsFromTheEdge() {
        let s = ScenarioScene(ScreenEdgePagingController())
        let finger = s.driver.down(at: CGPoint(x: 5, y: 300))
        s.driver.glide(finger, to: CGPoint(x: 205, y: 300), duration: 0.2, steps: 10)
        #expect(s.controller.edgePan.translation(in: s.controller.view) == CGPoint(x: 190, y: 0))
        #expect(s.controller.pager.panGestureRecognizer.state == .failed)
        s.driver.up(finger)
        s.driver.wait(1)
        #expect(s.log.lines == ["edge began @0.020", "edge changed @0.040", "edge ended @0.200"])
        #expect(s.controller.pager.contentOffset == CGPoint(x: 375, y: 0))
    }

    @Test("Away from the edge the edge pan fails at touch-down and the pager pages at once")
    func pagerPagesElsewhere() {
        let s = ScenarioScene(ScreenEdgePagingController())
        let finger = s.driver.down(at: CGPoint(x: 300, y: 300))
        #expect(s.controller.edgePan.state == .failed)
        s.driver.glide(finger, to: CGPoint(x: 100, y: 300), duration: 0.1, steps: 5)
        #expect(s.controller.pager.contentOffset == CGPoint(x: 565, y: 0))   // 375 + 200 − 10
        s.driver.up(finger)
        s.driver.wait(1)
        #expect(s.controller.pager.contentOffset == CGPoint(x: 750, y: 0))
        #expect(s.log.lines.first == "pager willBeginDragging @0.020")
        #expect(s.log.of("edge").isEmpty)
    }

    @Test("From the edge, a drag along the edge (not away from it) fails the edge pan, but a paging pager cannot scroll vertically")
    func verticalDragAtTheEdge() {
        let s = ScenarioScene(ScreenEdgePagingController())
        s.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 5, y: 100), duration: 0.1, steps: 5)
        #expect(s.log.lines.isEmpty)
        #expect(s.controller.pager.contentOffset == CGPoint(x: 375, y: 0))
    }

    @Test("Without require(toFail:), the deeper pager's pan begins first from the edge and goes back a page; the edge pan never begins")
    func withoutTheFixThePagerWins() {
        let s = ScenarioScene(ScreenEdgePagingController(wiresFix: false))
        s.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 205, y: 300), duration: 0.2, steps: 10)
        s.driver.wait(1)
        #expect(s.log.of("edge").isEmpty)
        #expect(s.controller.pager.contentOffset == .zero)
    }

    @Test("Apple's dynamic requirement (shouldBeRequiredToFailBy for descendants) gives the same outcome from the edge")
    func dynamicRequirementFromTheEdge() {
        let s = ScenarioScene(DynamicEdgePagingController())
        s.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 205, y: 300), duration: 0.2, steps: 10)
        s.driver.wait(1)
        #expect(s.log.lines == ["edge began @0.020", "edge changed @0.040", "edge ended @0.200"])
        #expect(s.controller.pager.contentOffset == CGPoint(x: 375, y: 0))
    }

    @Test("With the dynamic requirement the pager still pages from the middle of the screen")
    func dynamicRequirementElsewhere() {
        let s = ScenarioScene(DynamicEdgePagingController())
        s.driver.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.1, steps: 5)
        s.driver.wait(1)
        #expect(s.controller.pager.contentOffset == CGPoint(x: 750, y: 0))
        #expect(s.log.lines.isEmpty)
    }
}
