import Foundation
import OpenTouch
import Testing

/// The scroll view iOS developers subclass to fix "buttons block scrolling" once
/// `delaysContentTouches` is off: a drag may cancel a control's touch
/// (https://newbetuts.com/3642547-uibutton-touch-is-delayed-when-in-uiscrollview).
@MainActor
final class ControlCancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool {
        if view is UIControl { return true }
        return super.touchesShouldCancel(in: view)
    }
}

/// A vertical list (375 × 667, content 2000 tall) of big buttons (375 × 100, one per 120 points)
/// with `delaysContentTouches = false`, so buttons highlight at once. With `fixed`, the list is
/// an ``ControlCancellingScrollView``.
@MainActor
final class ButtonsBlockScrollingController: UIViewController, ScenarioLogging {
    let log = TimedLog()
    let list: UIScrollView
    private(set) var buttons: [UIButton] = []
    private(set) lazy var listLogger = ScrollDragLogger("list", log: log)

    init(fixed: Bool) {
        list = fixed ? ControlCancellingScrollView() : UIScrollView()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: 2000)
        list.delaysContentTouches = false
        list.delegate = listLogger
        view.addSubview(list)
        for row in 0..<10 {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: CGFloat(row) * 120, width: view.bounds.width, height: 100)
            logButtonEvents(of: button, as: "button\(row)", to: log)
            list.addSubview(button)
            buttons.append(button)
        }
    }
}

@MainActor
@Suite("delaysContentTouches false with buttons — buttons block scrolling, and the touchesShouldCancel fix", .tags(.scenario))
struct ButtonsBlockScrollingTests {
    @Test("A press that turns into a drag stays with the button: the list does not scroll")
    func buttonsBlockScrolling() {
        let s = ScenarioScene(ButtonsBlockScrollingController(fixed: false))
        let finger = s.driver.down(at: CGPoint(x: 200, y: 50))
        #expect(s.controller.buttons[0].isHighlighted)
        s.driver.glide(finger, to: CGPoint(x: 200, y: 300), duration: 0.2, steps: 10)
        #expect(s.controller.list.contentOffset == .zero && !s.controller.list.isDragging)
        s.driver.up(finger)
        // 300 is beyond the button's bottom (100) plus the 70 pt slop: a touch-up outside.
        #expect(s.log.lines == ["button0 touchDown @0.000", "button0 touchUpOutside @0.200"])
    }

    @Test("With touchesShouldCancel(in:) true for controls, the drag scrolls and cancels the button")
    func fixScrollsAndCancels() {
        let s = ScenarioScene(ButtonsBlockScrollingController(fixed: true))
        let finger = s.driver.down(at: CGPoint(x: 200, y: 300))
        #expect(s.controller.buttons[2].isHighlighted)
        s.driver.glide(finger, to: CGPoint(x: 200, y: 100), duration: 0.1, steps: 5)
        #expect(s.controller.list.contentOffset == CGPoint(x: 0, y: 190))
        #expect(!s.controller.buttons[2].isHighlighted && !s.controller.buttons[2].isTracking)
        s.driver.up(finger)
        #expect(s.log.lines == ["button2 touchDown @0.000", "list willBeginDragging @0.020",
                                "button2 touchCancel @0.020", "list didEndDragging(true) @0.100"])
    }

    @Test("With the fix a tap still fires the button at once, with no delay")
    func fixKeepsTaps() {
        let s = ScenarioScene(ButtonsBlockScrollingController(fixed: true))
        s.driver.tap(at: CGPoint(x: 200, y: 170))
        #expect(s.log.lines == ["button1 touchDown @0.000", "button1 touchUpInside @0.050"])
    }

    @Test("A wobble under the pan's 10 pt hysteresis does not cancel the button even with the fix")
    func smallMoveKeepsTheButton() {
        let s = ScenarioScene(ButtonsBlockScrollingController(fixed: true))
        let finger = s.driver.down(at: CGPoint(x: 200, y: 50))
        s.driver.wait(0.05)
        s.driver.move(finger, to: CGPoint(x: 204, y: 58))
        s.driver.wait(0.05)
        s.driver.up(finger)
        #expect(s.log.lines == ["button0 touchDown @0.000", "button0 touchUpInside @0.100"])
        #expect(s.controller.list.contentOffset == .zero)
    }
}
