import Foundation
import OpenTouch
import Testing

/// A vertical list (375 × 667, content 3000 tall, scrolled to y = 500) with two extra gestures
/// wired the two ways `require(toFail:)` is used against a scroll view:
/// - a swipe-down recognizer on the list ("pull to refresh" by swipe), which the list's pan must
///   wait for: `list.panGestureRecognizer.require(toFail: swipeDown)`;
/// - a pan on a 375 × 100 "scrubber" row at content y = 500…600 (the top 100 points of the
///   screen at the starting offset), which must wait for the list's pan:
///   `scrub.require(toFail: list.panGestureRecognizer)`. The scrubber tests disable the swipe
///   (a disabled recognizer is not waited for) so only this requirement plays.
/// `wiresRequirements: false` builds the same scene without either requirement.
@MainActor
final class FailureRequirementController: UIViewController, ScenarioLogging {
    let log = TimedLog()
    let wiresRequirements: Bool
    let list = UIScrollView()
    let scrubber = UIView()
    let swipeDown = UISwipeGestureRecognizer()
    let scrub = UIPanGestureRecognizer()
    private(set) lazy var listLogger = ScrollDragLogger("list", log: log)

    init(wiresRequirements: Bool = true) {
        self.wiresRequirements = wiresRequirements
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: 3000)
        list.contentOffset = CGPoint(x: 0, y: 500)
        list.delegate = listLogger
        view.addSubview(list)
        scrubber.frame = CGRect(x: 0, y: 500, width: view.bounds.width, height: 100)
        list.addSubview(scrubber)
        swipeDown.direction = .down
        list.addGestureRecognizer(swipeDown)
        scrubber.addGestureRecognizer(scrub)
        logActions(of: swipeDown, as: "swipe", to: log)
        logActions(of: scrub, as: "scrub", to: log)
        if wiresRequirements {
            list.panGestureRecognizer.require(toFail: swipeDown)
            scrub.require(toFail: list.panGestureRecognizer)
        }
    }
}

@MainActor
@Suite("require(toFail:) between a scroll view's pan and custom gestures", .tags(.scenario))
struct FailureRequirementTests {
    @Test("A quick swipe down recognizes and the list, waiting for the swipe to fail, never moves")
    func quickSwipeWinsOverTheList() {
        let s = ScenarioScene(FailureRequirementController())
        let finger = s.driver.down(at: CGPoint(x: 200, y: 200))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 240), duration: 0.04, steps: 2)
        #expect(s.controller.list.panGestureRecognizer.state == .possible)   // waiting, not begun
        s.driver.glide(finger, to: CGPoint(x: 200, y: 300), duration: 0.06, steps: 3)
        s.driver.up(finger)
        #expect(s.log.lines == ["swipe ended @0.060"])     // 60 pt ≥ the swipe's 50 pt
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 500))
    }

    @Test("Without the requirement the list's pan takes the same swipe at 10 pt and the swipe fails")
    func withoutTheRequirementTheListWins() {
        let s = ScenarioScene(FailureRequirementController(wiresRequirements: false))
        let finger = s.driver.down(at: CGPoint(x: 200, y: 200))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 300), duration: 0.1, steps: 5)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 410))   // 100 pt less the hysteresis
        s.driver.up(finger)
        #expect(s.log.of("swipe").isEmpty)
        #expect(s.log.lines.first == "list willBeginDragging @0.020")
    }

    @Test("Dragging up: the swipe fails at 50 pt the wrong way and the list scrolls at once, catching up")
    func wrongDirectionReleasesTheList() {
        let s = ScenarioScene(FailureRequirementController())
        let finger = s.driver.down(at: CGPoint(x: 200, y: 300))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 260), duration: 0.04, steps: 2)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 500))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 240), duration: 0.02, steps: 1)
        // The pan crossed its hysteresis at the first move; it begins when the swipe fails
        // (60 pt up) and follows the finger from there: 60 − 10 pt.
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 550))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 200), duration: 0.04, steps: 2)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 590))
        s.driver.up(finger)
        #expect(s.log.lines.first == "list willBeginDragging @0.060")
        #expect(s.log.of("swipe").isEmpty)
    }

    @Test("A slow drag down: the swipe fails after its 0.5 s and only then does the list follow")
    func slowDragWaitsForTheSwipeTimeout() {
        let s = ScenarioScene(FailureRequirementController())
        let finger = s.driver.down(at: CGPoint(x: 200, y: 200))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 230), duration: 0.45, steps: 3)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 500))
        s.driver.wait(0.06)   // past the swipe's deadline (0.45 + 0.05 lands a hair short in floating point)
        #expect(s.log.lines == ["list willBeginDragging @0.500"])
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 480))   // 30 pt less the hysteresis
        s.driver.glide(finger, to: CGPoint(x: 200, y: 240), duration: 0.04, steps: 1)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 470))
        s.driver.up(finger)
    }

    @Test("The scrubber's pan, required to wait for the list, loses vertical drags to the list")
    func scrubberLosesVerticalDrags() {
        let s = ScenarioScene(FailureRequirementController())
        s.controller.swipeDown.isEnabled = false
        let finger = s.driver.down(at: CGPoint(x: 200, y: 50))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 150), duration: 0.1, steps: 5)
        #expect(s.controller.scrub.state == .failed)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 410))
        s.driver.up(finger)
        #expect(s.log.of("scrub").isEmpty)
    }

    @Test("The scrubber's pan takes horizontal drags, once the list's pan fails (it cannot scroll sideways)")
    func scrubberTakesHorizontalDrags() {
        let s = ScenarioScene(FailureRequirementController())
        s.controller.swipeDown.isEnabled = false
        let finger = s.driver.down(at: CGPoint(x: 100, y: 50))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 50), duration: 0.1, steps: 5)
        #expect(s.controller.scrub.translation(in: s.controller.scrubber) == CGPoint(x: 90, y: 0))
        #expect(s.controller.list.panGestureRecognizer.state == .failed)
        s.driver.up(finger)
        #expect(s.log.lines == ["scrub began @0.020", "scrub changed @0.040", "scrub ended @0.100"])
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 500))
    }

    @Test("Without the requirement the deeper scrubber pan takes vertical drags too and the list never scrolls")
    func withoutTheRequirementTheScrubberWins() {
        let s = ScenarioScene(FailureRequirementController(wiresRequirements: false))
        s.controller.swipeDown.isEnabled = false
        s.driver.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 150), duration: 0.1, steps: 5)
        #expect(s.log.lines == ["scrub began @0.020", "scrub changed @0.040", "scrub ended @0.100"])
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 500))
    }
}
