import Foundation
import OpenTouch
import Testing

/// Seed 004's button in a cell: its hit test hands the touch to the cell (held weakly).
@MainActor
final class ITCellRedirectButton: UIButton {
    weak var cell: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        if view === self, let cell { return cell }
        return view
    }
}

@MainActor
@Suite("Integration: a table-like list of cells with a selection tap and a button")
struct ITTableListTests {
    let onButton = ITListScene.onButton
    let onCell = ITListScene.onCell

    private func tableScene(tableLike: Bool = false) -> ITListScene {
        let s = ITListScene(tableLike: tableLike)
        s.addSelectionTaps()
        return s
    }

    @Test("A tap on a cell's button fires only the button: the button refuses the cell's single tap")
    func tapOnTheButton() {
        let s = tableScene()
        s.driver.tap(at: onButton)
        s.driver.wait(1)
        #expect(s.events.lines == ["button0 touchDown @0.050", "button0 touchUpInside @0.050",
                                   "button0 primaryActionTriggered @0.050"])
        #expect(s.ledger.lines == ["button0 began @0.050", "button0 ended @0.050"])
    }

    @Test("A slow press on a cell's button fires only the button")
    func slowPressOnTheButton() {
        let s = tableScene()
        s.driver.longPress(at: onButton, duration: 0.3)
        #expect(s.events.lines == ["button0 touchDown @0.150", "button0 touchUpInside @0.300",
                                   "button0 primaryActionTriggered @0.300"])
        #expect(s.ledger.lines == ["button0 began @0.150", "button0 ended @0.300"])
    }

    @Test("A quick tap on a cell away from its button selects the cell; the held touch never reaches the cell or the button")
    func tapOnTheCell() {
        let s = tableScene()
        s.driver.tap(at: onCell)
        #expect(s.events.lines == ["cell0 selected @0.050"])
        // The tap recognizes at lift, before the delay recognizer releases the held began, and
        // cancels the touch in its views: a view that never saw the touch begin is told nothing.
        #expect(s.ledger.lines.isEmpty)
    }

    @Test("A slow tap on a cell selects it; the cell and its chain see the touch begin at 150 ms and be cancelled by the tap")
    func slowTapOnTheCell() {
        let s = tableScene()
        s.driver.longPress(at: onCell, duration: 0.3)
        #expect(s.events.lines == ["cell0 selected @0.300"])
        #expect(s.ledger.lines == ["cell0 began @0.150", "list began @0.150", "screen began @0.150",
                                   "cell0 cancelled @0.300", "list cancelled @0.300", "screen cancelled @0.300"])
    }

    @Test("A tap on the second row selects the second cell only")
    func tapOnSecondRow() {
        let s = tableScene()
        s.driver.tap(at: CGPoint(x: 100, y: 150))
        #expect(s.events.lines == ["cell1 selected @0.050"])
        #expect(s.ledger.lines.isEmpty)
    }

    /// Drags 40 pt up in five 8-pt steps over 0.1 s from `start`, holds 0.2 s and lifts.
    private func dragUp(_ s: ITListScene, from start: CGPoint) {
        let finger = s.driver.down(at: start)
        s.driver.glide(finger, to: CGPoint(x: start.x, y: start.y - 40), duration: 0.1, steps: 5)
        s.driver.wait(0.2)
        s.driver.up(finger)
        s.driver.wait(1)
    }

    @Test("A scroll drag that starts on a cell selects nothing and no button sends anything")
    func dragFromACell() {
        let s = tableScene()
        dragUp(s, from: onCell)
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 30))
        #expect(s.events.lines == ["list willBeginDragging @0.040", "list willEndDragging @0.300",
                                   "list didEndDragging(false) @0.300"])
        #expect(s.ledger.lines.isEmpty)
    }

    @Test("A scroll drag that starts on a button selects nothing and the button sends nothing")
    func dragFromAButton() {
        let s = tableScene()
        dragUp(s, from: onButton)
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 30))
        #expect(s.events.lines == ["list willBeginDragging @0.040", "list willEndDragging @0.300",
                                   "list didEndDragging(false) @0.300"])
        #expect(s.ledger.lines.isEmpty)
    }

    @Test("In a table-like list a drag after the delay cancels the cell's touch and selects nothing")
    func tableLikeDragAfterTheDelay() {
        let s = tableScene(tableLike: true)
        let finger = s.driver.down(at: onCell)
        s.driver.wait(0.2)
        s.driver.move(finger, to: CGPoint(x: 100, y: 20))
        s.driver.wait(0.02)
        s.driver.up(finger)
        s.driver.wait(1)
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 20))
        #expect(s.events.lines.filter { !$0.hasPrefix("list") }.isEmpty)
        #expect(s.ledger.lines == ["cell0 began @0.150", "list began @0.150", "screen began @0.150",
                                   "cell0 cancelled @0.200", "list cancelled @0.200", "screen cancelled @0.200"])
    }

    @Test("Seed 004 in a list: a button whose hitTest returns its cell selects the cell; the button sends nothing", .tags(.seed004))
    func seed004RedirectInTheList() {
        let s = tableScene()
        let button = ITCellRedirectButton(frame: ITListScene.buttonFrame)
        button.cell = s.cells[0]
        itLogEvents(of: button, as: "redirect", to: s.events)
        s.buttons[0].removeFromSuperview()
        s.cells[0].addSubview(button)
        s.driver.tap(at: onButton)
        s.driver.wait(1)
        s.driver.longPress(at: onButton, duration: 0.3)
        #expect(s.events.lines == ["cell0 selected @0.050", "cell0 selected @1.350"])
        #expect(!button.isHighlighted)
        #expect(s.ledger.ledgerProblems.isEmpty)
        #expect(s.ledger.of("cell0") == ["cell0 began @1.200", "cell0 cancelled @1.350"])
    }
}
