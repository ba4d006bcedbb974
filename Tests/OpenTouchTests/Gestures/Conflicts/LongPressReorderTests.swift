import Foundation
import OpenTouch
import Testing

/// The hand-made reorder pattern: a vertical list (375 × 667, content 2000 tall) of 100-point
/// cells, each with a `UILongPressGestureRecognizer` (0.5 s, 10 pt) whose handler lifts the cell
/// on `.began`, moves it with the finger on `.changed` and drops it on `.ended`. The scene logs
/// the cells' touch calls.
@MainActor
final class LongPressReorderController: UIViewController, ScenarioLogging {
    let log = TimedLog()
    let list = UIScrollView()
    private(set) var cells: [UIView] = []
    var loggedViews: [(view: UIView, name: String)] { cells.enumerated().map { ($1, "cell\($0)") } }
    private(set) var presses: [UILongPressGestureRecognizer] = []
    private(set) lazy var listLogger = ScrollDragLogger("list", log: log)
    private var grabOffset: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: 2000)
        list.delegate = listLogger
        view.addSubview(list)
        for row in 0..<10 {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 100, width: 375, height: 100))
            let press = UILongPressGestureRecognizer(target: self, action: LongPressReorderController.handlePress)
            logActions(of: press, as: "press\(row)", to: log)
            cell.addGestureRecognizer(press)
            list.addSubview(cell)
            cells.append(cell)
            presses.append(press)
        }
    }

    func handlePress(_ press: UILongPressGestureRecognizer) {
        guard let cell = press.view else { return }
        let y = press.location(in: list).y
        switch press.state {
        case .began:
            grabOffset = y - cell.center.y
            list.bringSubviewToFront(cell)
        case .changed:
            cell.center.y = y - grabOffset
        default:
            cell.frame.origin.y = (cell.frame.minY / 100).rounded() * 100
        }
    }
}

@MainActor
@Suite("a long press to reorder cells in a list", .tags(.scenario))
struct LongPressReorderTests {
    @Test("Holding 0.5 s without moving begins the long press, which cancels the cell's touch")
    func holdBegins() {
        let s = ScenarioScene(LongPressReorderController())
        let finger = s.driver.down(at: CGPoint(x: 200, y: 150))
        s.driver.wait(0.6)
        #expect(s.controller.presses[1].state == .began)
        s.driver.up(finger)
        #expect(s.log.lines == ["cell1 began @0.150", "press1 began @0.500", "cell1 cancelled @0.500", "press1 ended @0.600"])
        #expect(s.controller.list.contentOffset == .zero)
    }

    @Test("A small wobble within the 10 pt allowance still begins the long press")
    func wobbleWithinAllowance() {
        let s = ScenarioScene(LongPressReorderController())
        let finger = s.driver.down(at: CGPoint(x: 200, y: 150))
        s.driver.wait(0.2)
        s.driver.move(finger, to: CGPoint(x: 203, y: 156))
        s.driver.wait(0.4)
        #expect(s.log.of("press1") == ["press1 began @0.500"])
        #expect(s.controller.list.contentOffset == .zero)
        s.driver.up(finger)
    }

    @Test("Moving first scrolls the list and the long press fails; holding afterwards does not begin it")
    func movingFirstScrolls() {
        let s = ScenarioScene(LongPressReorderController())
        let finger = s.driver.down(at: CGPoint(x: 200, y: 350))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 250), duration: 0.1, steps: 5)
        #expect(s.controller.presses[3].state == .failed)
        s.driver.wait(0.6)
        s.driver.up(finger)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 90))
        #expect(s.log.lines == ["list willBeginDragging @0.020", "list didEndDragging(false) @0.700"])
    }

    @Test("Once the long press has begun, moving the finger drags the cell and the list does not scroll")
    func dragAfterBeganMovesTheCell() {
        let s = ScenarioScene(LongPressReorderController())
        let c = s.controller
        let finger = s.driver.down(at: CGPoint(x: 200, y: 150))
        s.driver.wait(0.5)
        #expect(c.list.panGestureRecognizer.state == .failed)   // the long press prevented it when it began
        s.driver.glide(finger, to: CGPoint(x: 200, y: 370), duration: 0.2, steps: 10)
        #expect(c.cells[1].center.y == 370)
        #expect(c.list.contentOffset == .zero && !c.list.isDragging)
        s.driver.up(finger)
        #expect(c.cells[1].frame.minY == 300)
        #expect(s.log.lines == ["cell1 began @0.150", "press1 began @0.500", "cell1 cancelled @0.500",
                                "press1 changed @0.520", "press1 ended @0.700"])
    }
}
