import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Integration: system-cancelled touches in a list")
struct ITSystemCancelTests {
    /// Apple's `delaysTouchesBegan`: a recognizer that fails delivers the held began; the delay
    /// recognizer fails when the touch is cancelled, so the button sees the began, then the cancel.
    @Test("A touch the system cancels during the delay reaches the button as a began then a cancel, and the list stops tracking")
    func cancelDuringTheDelay() {
        let s = ITListScene()
        let finger = s.driver.down(at: ITListScene.onButton)
        s.driver.wait(0.1)
        #expect(s.list.isTracking)
        s.driver.cancel(finger)
        s.driver.wait(1)
        #expect(!s.list.isTracking)
        #expect(s.events.lines == ["button0 touchDown @0.100", "button0 touchCancel @0.100"])
        #expect(s.ledger.lines == ["button0 began @0.100", "button0 cancelled @0.100"])
        #expect(!s.buttons[0].isHighlighted)
    }

    @Test("A touch the system cancels while the button tracks sends touchCancel once")
    func cancelWhileTracking() {
        let s = ITListScene()
        let finger = s.driver.down(at: ITListScene.onButton)
        s.driver.wait(0.2)
        s.driver.cancel(finger)
        #expect(s.events.lines == ["button0 touchDown @0.150", "button0 touchCancel @0.200"])
        #expect(s.ledger.lines == ["button0 began @0.150", "button0 cancelled @0.200"])
        #expect(!s.list.isTracking && !s.buttons[0].isHighlighted)
    }

    @Test("A touch the system cancels mid-drag ends the drag with no velocity; the content stays where it was dragged")
    func cancelWhileDragging() {
        let s = ITListScene()
        let finger = s.driver.down(at: ITListScene.onCell)
        s.driver.glide(finger, to: CGPoint(x: 100, y: 10), duration: 0.1, steps: 5)
        s.driver.cancel(finger)
        s.driver.wait(1)
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 30))
        #expect(!s.list.isDragging && !s.list.isTracking && !s.list.isDecelerating)
        #expect(s.events.lines == ["list willBeginDragging @0.040", "list willEndDragging @0.100",
                                   "list didEndDragging(false) @0.100"])
        #expect(s.ledger.lines.isEmpty)
    }

    @Test("A button disabled during the delay gets the began as a plain view: the touch goes up the chain to the cell, the list and the screen")
    func disabledDuringTheDelay() {
        let s = ITListScene()
        let finger = s.driver.down(at: ITListScene.onButton)
        s.driver.wait(0.1)
        s.buttons[0].isEnabled = false
        s.driver.wait(0.1)
        s.driver.up(finger)
        #expect(s.events.lines.isEmpty)
        #expect(s.ledger.lines == ["button0 began @0.150", "cell0 began @0.150", "list began @0.150", "screen began @0.150",
                                   "button0 ended @0.200", "cell0 ended @0.200", "list ended @0.200", "screen ended @0.200"])
    }
}
