import Foundation
import OpenTouch
import Testing

/// A vertical list (375 × 667, content 2000 tall) with two custom pans a developer lets run
/// alongside the list's own pan through `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`:
/// a "parallax" pan on a 375 × 200 header at the top of the content (deeper than the list's pan),
/// and a "dismiss" pan on the controller's view (above the list, as an interactive sheet would have).
/// `allowsSimultaneous: false` leaves the delegate answering false.
@MainActor
final class SimultaneousPanController: UIViewController, UIGestureRecognizerDelegate, ScenarioLogging {
    let log = TimedLog()
    let allowsSimultaneous: Bool
    let list = UIScrollView()
    let header = UIView()
    let parallax = UIPanGestureRecognizer()
    let dismiss = UIPanGestureRecognizer()
    private(set) lazy var listLogger = ScrollDragLogger("list", log: log)

    init(allowsSimultaneous: Bool = true) {
        self.allowsSimultaneous = allowsSimultaneous
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: 2000)
        list.delegate = listLogger
        view.addSubview(list)
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200)
        list.addSubview(header)
        for (pan, name, host) in [(parallax, "parallax", header), (dismiss, "dismiss", view!)] {
            pan.delegate = self
            logActions(of: pan, as: name, to: log)
            host.addGestureRecognizer(pan)
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        allowsSimultaneous && otherGestureRecognizer === list.panGestureRecognizer
    }
}

@MainActor
@Suite("shouldRecognizeSimultaneouslyWith between custom pans and a list's pan", .tags(.scenario))
struct SimultaneousPanTests {
    @Test("Both the header's pan and the list's pan run on a vertical drag, with the same translation")
    func headerPanAndListBothRun() {
        let s = ScenarioScene(SimultaneousPanController())
        let c = s.controller
        c.dismiss.isEnabled = false
        let finger = s.driver.down(at: CGPoint(x: 200, y: 150))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 50), duration: 0.1, steps: 5)
        #expect(c.parallax.state == .changed && c.list.isDragging)
        #expect(c.list.contentOffset == CGPoint(x: 0, y: 90))
        #expect(c.parallax.translation(in: c.view) == CGPoint(x: 0, y: -90))
        #expect(c.list.panGestureRecognizer.translation(in: c.view) == CGPoint(x: 0, y: -90))
        s.driver.up(finger)
        #expect(s.log.lines == ["parallax began @0.020", "list willBeginDragging @0.020", "parallax changed @0.040",
                                "parallax ended @0.100", "list didEndDragging(true) @0.100"])
    }

    @Test("Without simultaneous recognition the deeper header pan wins and the list never scrolls")
    func headerPanAloneBlocksTheList() {
        let s = ScenarioScene(SimultaneousPanController(allowsSimultaneous: false))
        s.controller.dismiss.isEnabled = false
        s.driver.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 50), duration: 0.1, steps: 5)
        #expect(s.log.lines == ["parallax began @0.020", "parallax changed @0.040", "parallax ended @0.100"])
        #expect(s.controller.list.contentOffset == .zero)
    }

    @Test("The view's dismiss pan runs alongside the list's pan when allowed")
    func dismissPanRunsWithTheList() {
        let s = ScenarioScene(SimultaneousPanController())
        let finger = s.driver.down(at: CGPoint(x: 200, y: 500))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 400), duration: 0.1, steps: 5)
        #expect(s.controller.dismiss.state == .changed)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 90))
        s.driver.up(finger)
        #expect(s.log.lines.prefix(2) == ["list willBeginDragging @0.020", "dismiss began @0.020"])
        #expect(s.log.of("dismiss").last == "dismiss ended @0.100")
    }

    @Test("Without simultaneous recognition the list's pan, deeper and first to begin, keeps the dismiss pan from beginning")
    func listPreventsTheDismissPan() {
        let s = ScenarioScene(SimultaneousPanController(allowsSimultaneous: false))
        let finger = s.driver.down(at: CGPoint(x: 200, y: 500))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 400), duration: 0.1, steps: 5)
        #expect(s.controller.dismiss.state == .failed)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 90))
        s.driver.up(finger)
        #expect(s.log.of("dismiss").isEmpty)
    }
}
