import Foundation
import OpenTouch
import Testing

// Seed 004: "a Button on a Cell intercepted the Cell's events: override the Button's
// hitTest:withEvent: to return the Cell (the Button holds the cell weakly)", and the
// UIButton (EnlargeTouchArea) category, ported to Swift as a subclass.

/// The button of seed 004's cell: its hit test hands the touch to the cell.
@MainActor
private final class CellButton: UIButton {
    weak var cell: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        if view === self, let cell { return cell }
        return view
    }
}

/// Seed 004's `UIButton (EnlargeTouchArea)`: a button whose touch area grows by the given edges.
@MainActor
private final class EnlargeTouchAreaButton: UIButton {
    private var enlargeEdges: UIEdgeInsets?

    /// Sets how far the touch area extends beyond the button on each side.
    func setEnlargeEdge(top: CGFloat, right: CGFloat, bottom: CGFloat, left: CGFloat) {
        enlargeEdges = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    private var enlargedRect: CGRect {
        guard let edges = enlargeEdges else { return bounds }
        return CGRect(x: bounds.origin.x - edges.left,
                      y: bounds.origin.y - edges.top,
                      width: bounds.size.width + edges.left + edges.right,
                      height: bounds.size.height + edges.top + edges.bottom)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let rect = enlargedRect
        if rect == bounds { return super.hitTest(point, with: event) }
        return rect.contains(point) ? self : nil
    }
}

/// Seed 002, case 2: a child whose touch area is one half of its frame.
@MainActor
private final class HalfButton: UIButton {
    let respondsOnLeft: Bool
    init(frame: CGRect, respondsOnLeft: Bool) {
        self.respondsOnLeft = respondsOnLeft
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        return respondsOnLeft ? point.x < bounds.midX : point.x >= bounds.midX
    }
}

@MainActor
@Suite("Controls: seeds 002 and 004", .tags(.seed004, .seed002))
struct ControlSeedTests {
    @Test("seed 004: a button whose hitTest returns its cell gives the cell the touches; the button sends nothing")
    func buttonInCellRedirect() {
        let ct = TestScene(loggedContainer: true)
        let cell = ct.log.logTouches(of: UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 44)), as: "cell", in: ct.app)
        ct.container.addSubview(cell)
        let button = CellButton(frame: CGRect(x: 300, y: 7, width: 60, height: 30))
        button.cell = cell
        cell.addSubview(button)
        logControlEvents(of: button, to: ct.log)
        button.addAction(UIAction { _ in ct.log.append("button action") }, for: .touchUpInside)
        ct.driver.tap(at: CGPoint(x: 330, y: 122))
        #expect(ct.log.lines == ["cell began 1", "container began 1", "cell ended 1", "container ended 1"])
    }

    @Test("seed 004: without the override, the button takes the touch and the cell sees nothing")
    func buttonInCellWithoutRedirect() {
        let ct = TestScene(loggedContainer: true)
        let cell = ct.log.logTouches(of: UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 44)), as: "cell", in: ct.app)
        ct.container.addSubview(cell)
        let button = UIButton(frame: CGRect(x: 300, y: 7, width: 60, height: 30))
        cell.addSubview(button)
        logControlEvents(of: button, to: ct.log)
        ct.driver.tap(at: CGPoint(x: 330, y: 122))
        #expect(ct.log.lines == ["touchDown highlighted", "touchUpInside normal", "primaryActionTriggered normal"])
    }

    @Test("seed 004: a tap just outside an enlarged button but inside its enlarged rect fires touchUpInside")
    func enlargedTouchArea() {
        let ct = TestScene(loggedContainer: true)
        let button = EnlargeTouchAreaButton(frame: CGRect(x: 150, y: 300, width: 40, height: 40))
        button.setEnlargeEdge(top: 20, right: 20, bottom: 20, left: 20)
        ct.addControl(button)
        ct.driver.tap(at: CGPoint(x: 131, y: 320))   // 19 pt left of the frame
        #expect(ct.log.lines == ["touchDown highlighted", "touchUpInside normal", "primaryActionTriggered normal"])
        ct.log.removeAll()
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 129, y: 320))   // 21 pt left: outside the enlarged rect
        #expect(ct.log.lines == ["container began 1", "container ended 1"])
        ct.log.removeAll()
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 200, y: 359))   // 10 pt right, 19 pt below
        #expect(ct.log.lines.first == "touchDown highlighted")
    }

    @Test("seed 002 case 2: B and C share a frame; B's left half and C's right half respond (point(inside:with:))")
    func halves() {
        let ct = TestScene(loggedContainer: true)
        let parentA = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 100))
        ct.container.addSubview(parentA)
        let childB = HalfButton(frame: parentA.bounds, respondsOnLeft: true)
        let childC = HalfButton(frame: parentA.bounds, respondsOnLeft: false)
        parentA.addSubview(childB)
        parentA.addSubview(childC)   // C is in front
        childB.addAction(UIAction { _ in ct.log.append("B") }, for: .touchUpInside)
        childC.addAction(UIAction { _ in ct.log.append("C") }, for: .touchUpInside)
        ct.driver.tap(at: CGPoint(x: 60, y: 250))
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 149, y: 250))
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 150, y: 250))
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 240, y: 250))
        #expect(ct.log.lines == ["B", "B", "C", "C"])
    }
}
