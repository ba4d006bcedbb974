import Foundation
import OpenTouch
import Testing

/// A vertical list (375 × 667, content 2000 tall) of 100-point rows, each with a left
/// `UISwipeGestureRecognizer` ("swipe to archive").
@MainActor
final class SwipeInListController: UIViewController, ScenarioLogging {
    let log = TimedLog()
    let list = UIScrollView()
    private(set) var swipes: [UISwipeGestureRecognizer] = []
    private(set) lazy var listLogger = ScrollDragLogger("list", log: log)

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: 2000)
        list.delegate = listLogger
        view.addSubview(list)
        for row in 0..<10 {
            let rowView = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 100, width: view.bounds.width, height: 100))
            let swipe = UISwipeGestureRecognizer(target: self, action: SwipeInListController.archive)
            swipe.direction = .left
            logActions(of: swipe, as: "swipe\(row)", to: log)
            rowView.addGestureRecognizer(swipe)
            list.addSubview(rowView)
            swipes.append(swipe)
        }
    }

    func archive(_ swipe: UISwipeGestureRecognizer) {
        log.add("archive row at y \(Int(swipe.view?.frame.minY ?? -1))")
    }
}

@MainActor
@Suite("a left swipe recognizer on rows inside a vertical list", .tags(.scenario))
struct SwipeInListTests {
    @Test("A quick horizontal swipe recognizes and the list does not move")
    func quickSwipeRecognizes() {
        let s = ScenarioScene(SwipeInListController())
        let finger = s.driver.down(at: CGPoint(x: 300, y: 150))
        s.driver.glide(finger, to: CGPoint(x: 150, y: 150), duration: 0.1, steps: 5)
        #expect(s.controller.list.contentOffset == .zero && !s.controller.list.isDragging)
        s.driver.up(finger)
        // 60 pt left after the second move: past the swipe's 50 pt.
        #expect(s.log.lines == ["archive row at y 100 @0.040", "swipe1 ended @0.040"])
        #expect(s.controller.list.contentOffset == .zero)
    }

    @Test("A vertical drag scrolls the list and the swipe fails")
    func verticalDragScrolls() {
        let s = ScenarioScene(SwipeInListController())
        let finger = s.driver.down(at: CGPoint(x: 200, y: 450))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 250), duration: 0.1, steps: 5)
        #expect(s.controller.swipes[4].state == .failed)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 190))
        s.driver.up(finger)
        #expect(s.log.lines == ["list willBeginDragging @0.020", "list didEndDragging(true) @0.100"])
    }

    @Test("A swipe the wrong way (right) fails and nothing moves")
    func wrongDirectionFails() {
        let s = ScenarioScene(SwipeInListController())
        s.driver.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.1, steps: 5)
        #expect(s.log.lines.isEmpty)
        #expect(s.controller.list.contentOffset == .zero)
    }

    @Test("A slow sideways drag, still short of 50 pt after 0.5 s, fails the swipe")
    func slowDragFails() {
        let s = ScenarioScene(SwipeInListController())
        let finger = s.driver.down(at: CGPoint(x: 300, y: 150))
        s.driver.glide(finger, to: CGPoint(x: 260, y: 150), duration: 0.6, steps: 4)
        #expect(s.controller.swipes[1].state == .failed)
        s.driver.glide(finger, to: CGPoint(x: 150, y: 150), duration: 0.1, steps: 2)
        s.driver.up(finger)
        #expect(s.log.lines.isEmpty)
    }
}
