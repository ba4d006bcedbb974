import Foundation
import OpenTouch
import Testing

/// Ledger integrity: every responder that saw a touch begin sees exactly one end or cancel, even
/// when the tree or the scroll view changes in the middle of a drag.
@MainActor
@Suite("Integration: every responder that saw a touch begin sees exactly one end or cancel")
struct ITLedgerTests {
    let onButton = ITListScene.onButton
    let onCell = ITListScene.onCell

    /// Presses at `start`, holds 0.2 s, then moves to each point 20 ms apart, holds 0.2 s and lifts.
    private func press(_ s: ITListScene, at start: CGPoint, thenMoveThrough points: [CGPoint], hold: TimeInterval = 0.2) {
        let finger = s.driver.down(at: start)
        s.driver.wait(hold)
        for point in points {
            s.driver.move(finger, to: point)
            s.driver.wait(0.02)
        }
        s.driver.wait(0.2)
        s.driver.up(finger)
        s.driver.wait(2)
    }

    @Test("A button removed from the window by its own touchDragExit action still gets its end, and sends touchUpOutside")
    func buttonRemovedByItsDragExit() {
        let s = ITListScene()
        let button = s.buttons[0]
        button.addAction(UIAction { _ in button.removeFromSuperview() }, for: .touchDragExit)
        press(s, at: onButton, thenMoveThrough: [CGPoint(x: 300, y: 100), CGPoint(x: 300, y: 200), CGPoint(x: 300, y: 250)])
        #expect(button.window == nil)
        #expect(s.ledger.ledgerProblems.isEmpty)
        #expect(s.ledger.lines == ["button0 began @0.150", "button0 moved @0.200", "button0 moved @0.220",
                                   "button0 moved @0.240", "button0 ended @0.460"])
        #expect(s.events.lines == ["button0 touchDown @0.150", "button0 touchDragInside @0.200",
                                   "button0 touchDragExit @0.220", "button0 touchDragOutside @0.220",
                                   "button0 touchDragOutside @0.240", "button0 touchUpOutside @0.460"])
        #expect(s.list.contentOffset == .zero)
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test("A button removed from the window by its touchDown action gets its end at lift")
    func buttonRemovedAtTouchDown() {
        let s = ITListScene()
        let button = s.buttons[0]
        button.addAction(UIAction { _ in button.removeFromSuperview() }, for: .touchDown)
        press(s, at: onButton, thenMoveThrough: [CGPoint(x: 300, y: 20), CGPoint(x: 300, y: -20)])
        #expect(s.ledger.ledgerProblems.isEmpty)
        #expect(s.ledger.of("button0").first == "button0 began @0.150")
        #expect(s.ledger.of("button0").last == "button0 ended @0.440")
        #expect(s.list.contentOffset == .zero)
    }

    @Test("In a table-like list a button removed by its touchCancel action gets exactly one cancel; the list scrolls on")
    func buttonRemovedByItsCancel() {
        let s = ITListScene(tableLike: true)
        let button = s.buttons[0]
        button.addAction(UIAction { _ in button.removeFromSuperview() }, for: .touchCancel)
        press(s, at: onButton, thenMoveThrough: [CGPoint(x: 300, y: 20), CGPoint(x: 300, y: -20)])
        #expect(s.ledger.lines == ["button0 began @0.150", "button0 cancelled @0.200"])
        #expect(s.events.lines == ["button0 touchDown @0.150", "list willBeginDragging @0.200", "button0 touchCancel @0.200",
                                   "list willEndDragging @0.440", "list didEndDragging(false) @0.440"])
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 60))
    }

    /// The screen, which saw the began through the list, is out of the chain once the list is
    /// removed: it gets its cancel when the touch finishes (OpenTouch's exactly-once rule).
    @Test("A list removed from the window in scrollViewWillBeginDragging: the cell, the list and the screen each get exactly one cancel")
    func listRemovedWhenDraggingBegins() {
        let s = ITListScene()
        s.delegate.onWillBeginDragging = { list in list.removeFromSuperview() }
        press(s, at: onCell, thenMoveThrough: [CGPoint(x: 100, y: 20), CGPoint(x: 100, y: -20)])
        #expect(s.list.window == nil)
        #expect(s.ledger.ledgerProblems.isEmpty)
        #expect(s.ledger.lines == ["cell0 began @0.150", "list began @0.150", "screen began @0.150",
                                   "cell0 cancelled @0.200", "list cancelled @0.200", "screen cancelled @0.440"])
    }

    @Test("A list removed from the window by scrolling (scrollViewDidScroll) mid-drag: ledgers stay balanced and the drag ends")
    func listRemovedWhileScrolling() {
        let s = ITListScene(tableLike: true)
        s.list.delaysContentTouches = false
        s.delegate.onDidScroll = { list in
            if list.contentOffset.y >= 30 { list.removeFromSuperview() }
        }
        press(s, at: onButton, thenMoveThrough: [CGPoint(x: 300, y: 30), CGPoint(x: 300, y: 0), CGPoint(x: 300, y: -30)],
              hold: 0)
        #expect(s.list.window == nil)
        #expect(s.ledger.ledgerProblems.isEmpty)
        #expect(s.ledger.lines == ["button0 began @0.000", "button0 cancelled @0.000"])
        #expect(!s.list.isDragging && !s.list.isTracking)
        // The pan keeps its touch after its view left the window: the drag ends at the lift.
        #expect(s.events.lines == ["button0 touchDown @0.000", "list willBeginDragging @0.000", "button0 touchCancel @0.000",
                                   "list willEndDragging @0.260", "list didEndDragging(false) @0.260"])
    }

    @Test("isScrollEnabled set false mid-drag ends the drag; the cancelled cell is told nothing more")
    func scrollDisabledMidDrag() {
        let s = ITListScene()
        let finger = s.driver.down(at: onCell)
        s.driver.wait(0.2)
        s.driver.move(finger, to: CGPoint(x: 100, y: 20))
        s.driver.wait(0.02)
        s.list.isScrollEnabled = false
        #expect(!s.list.isDragging)
        s.driver.move(finger, to: CGPoint(x: 100, y: -50))
        s.driver.wait(0.02)
        s.driver.up(finger)
        s.driver.wait(2)
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 20))
        #expect(s.ledger.lines == ["cell0 began @0.150", "list began @0.150", "screen began @0.150",
                                   "cell0 cancelled @0.200", "list cancelled @0.200", "screen cancelled @0.200"])
        #expect(s.events.lines == ["list willBeginDragging @0.200", "list willEndDragging @0.220",
                                   "list didEndDragging(false) @0.220"])
    }

    @Test("isScrollEnabled set false from scrollViewDidScroll mid-drag: the drag ends and the button, cancelled once, stays quiet")
    func scrollDisabledFromTheDelegate() {
        let s = ITListScene(tableLike: true)
        s.delegate.onDidScroll = { list in
            if list.contentOffset.y >= 30 { list.isScrollEnabled = false }
        }
        press(s, at: onButton, thenMoveThrough: [CGPoint(x: 300, y: 30), CGPoint(x: 300, y: 0), CGPoint(x: 300, y: -30)])
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 40))
        #expect(s.ledger.lines == ["button0 began @0.150", "button0 cancelled @0.200"])
        #expect(s.events.lines == ["button0 touchDown @0.150", "list willBeginDragging @0.200", "button0 touchCancel @0.200",
                                   "list willEndDragging @0.220", "list didEndDragging(false) @0.220"])
    }

    @Test("With scrolling disabled a drag after the delay stays with the cell: it sees every move and its end")
    func scrollDisabledKeepsTouchesInTheCell() {
        let s = ITListScene()
        s.list.isScrollEnabled = false
        press(s, at: onCell, thenMoveThrough: [CGPoint(x: 100, y: 20)])
        #expect(s.ledger.lines == ["cell0 began @0.150", "list began @0.150", "screen began @0.150",
                                   "cell0 moved @0.200", "list moved @0.200", "screen moved @0.200",
                                   "cell0 ended @0.420", "list ended @0.420", "screen ended @0.420"])
        #expect(s.events.lines.isEmpty)
    }

    @Test("A slider removed from the window by its valueChanged action mid-drag gets its end; the carousel does not scroll")
    func sliderRemovedMidDrag() {
        let s = ITSliderScene()
        let slider = s.slider
        slider.addAction(UIAction { _ in if slider.value >= 0.25 { slider.removeFromSuperview() } }, for: .valueChanged)
        let finger = s.driver.down(at: ITSliderScene.thumb)
        s.driver.wait(0.2)
        s.driver.glide(finger, to: CGPoint(x: 164, y: 197), duration: 0.1, steps: 4)
        s.driver.up(finger)
        s.c.settle()
        #expect(slider.window == nil)
        #expect(slider.value == 0.5)
        #expect(s.c.ledger.ledgerProblems.isEmpty)
        #expect(s.c.ledger.lines.last == "slider ended @0.300")
        #expect(s.c.carousel.contentOffset == .zero)
    }
}
