import Foundation
import OpenTouch
import Testing

/// A view that records the points of one-finger strokes, as a drawing canvas would.
@MainActor
final class CanvasView: UIView {
    let log: TimedLog
    private(set) var strokePoints: [CGPoint] = []

    init(frame: CGRect, log: TimedLog) {
        self.log = log
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    // Override kept: drawing is what the view does with its touches.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("canvas began \(touches.count)")
        if let touch = touches.first { strokePoints = [touch.location(in: self)] }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { strokePoints.append(touch.location(in: self)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("canvas ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("canvas cancelled \(touches.count)")
    }
}

/// A drawing app: a 375 × 667 scroll view over a 1000 × 1000 canvas, where one finger draws and
/// two fingers scroll — `panGestureRecognizer.minimumNumberOfTouches = 2` and
/// `delaysContentTouches = false`, so strokes start at once.
@MainActor
final class DrawingCanvasController: UIViewController, ScenarioLogging {
    let log = TimedLog()
    let scroller = UIScrollView()
    private(set) lazy var canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000), log: log)
    private(set) lazy var scrollLogger = ScrollDragLogger("scroller", log: log)

    override func viewDidLoad() {
        super.viewDidLoad()
        scroller.frame = view.bounds
        scroller.contentSize = canvas.bounds.size
        scroller.delaysContentTouches = false
        scroller.panGestureRecognizer.minimumNumberOfTouches = 2
        scroller.delegate = scrollLogger
        scroller.addSubview(canvas)
        view.addSubview(scroller)
    }
}

@MainActor
@Suite("a drawing canvas in a scroll view — one finger draws, two fingers scroll", .tags(.scenario))
struct DrawingCanvasTests {
    @Test("One finger draws a stroke through every move, and the canvas does not scroll")
    func oneFingerDraws() {
        let s = ScenarioScene(DrawingCanvasController())
        s.driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300), duration: 0.1, steps: 5)
        #expect(s.log.lines == ["canvas began 1 @0.000", "canvas ended @0.100"])
        #expect(s.controller.canvas.strokePoints.count == 6)
        #expect(s.controller.canvas.strokePoints.last == CGPoint(x: 300, y: 300))
        #expect(s.controller.scroller.contentOffset == .zero)
    }

    @Test("Two fingers scroll by their centroid and cancel the canvas's touches")
    func twoFingersScroll() {
        let s = ScenarioScene(DrawingCanvasController())
        let fingers = s.driver.down(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
        for step in 1...5 {
            s.driver.wait(0.02)
            let dy = CGFloat(step) * -30
            s.driver.move([(fingers[0], CGPoint(x: 150, y: 400 + dy)), (fingers[1], CGPoint(x: 250, y: 400 + dy))])
        }
        #expect(s.controller.scroller.contentOffset == CGPoint(x: 0, y: 140))   // 150 pt less the hysteresis
        s.driver.wait(0.2)
        s.driver.up(fingers)
        #expect(s.log.lines.prefix(2) == ["canvas began 2 @0.000", "scroller willBeginDragging @0.020"])
        #expect(s.log.lines.last == "scroller didEndDragging(false) @0.300")
        // Both touches are cancelled at the drag's start. OpenTouch cancels a recognizer's touches
        // one by one (two calls of one touch); UIKit does not document whether they come grouped.
        let cancelled = s.log.lines.filter { $0.hasPrefix("canvas cancelled") }
        let allAtTheDragStart = cancelled.allSatisfy { $0.hasSuffix("@0.020") }
        var touchCount = 0
        for line in cancelled { touchCount += Int(line.split(separator: " ")[2]) ?? 0 }
        #expect(allAtTheDragStart)
        #expect(touchCount == 2)
        #expect(s.controller.canvas.strokePoints.count == 1)   // the scroll's moves never reached the canvas
    }
}
