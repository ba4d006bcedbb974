import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Integration: a real UIButton in a vertical list (delaysContentTouches)")
struct ITButtonInListTests {
    let onButton = ITListScene.onButton

    @Test("A quick tap delivers touchDown, touchUpInside and primaryActionTriggered together at lift, never highlighting before")
    func quickTap() {
        let s = ITListScene()
        let finger = s.driver.down(at: onButton)
        s.driver.wait(0.1)
        #expect(!s.buttons[0].isHighlighted && !s.buttons[0].isTracking)
        #expect(s.events.lines.isEmpty)
        s.driver.wait(0.04)
        s.driver.up(finger)
        #expect(s.events.lines == ["button0 touchDown @0.140", "button0 touchUpInside @0.140",
                                   "button0 primaryActionTriggered @0.140"])
        #expect(s.ledger.lines == ["button0 began @0.140", "button0 ended @0.140"])
        #expect(!s.buttons[0].isHighlighted)
        #expect(s.list.contentOffset == .zero)
    }

    @Test("A slow press highlights the button exactly when the 150 ms delay ends and fires at lift")
    func slowPress() {
        let s = ITListScene()
        let finger = s.driver.down(at: onButton)
        s.driver.wait(0.149)
        #expect(!s.buttons[0].isHighlighted)
        s.driver.wait(0.002)
        #expect(s.buttons[0].isHighlighted && s.buttons[0].isTracking)
        #expect(s.events.lines == ["button0 touchDown @0.150"])
        s.driver.wait(0.249)
        s.driver.up(finger)
        #expect(s.events.lines == ["button0 touchDown @0.150", "button0 touchUpInside @0.400",
                                   "button0 primaryActionTriggered @0.400"])
        #expect(s.ledger.lines == ["button0 began @0.150", "button0 ended @0.400"])
        #expect(!s.buttons[0].isHighlighted)
    }

    @Test("A drag that starts before the delay ends scrolls the list and the button sees nothing")
    func dragBeforeTheDelay() {
        let s = ITListScene()
        let finger = s.driver.down(at: onButton)
        s.driver.wait(0.05)
        s.driver.move(finger, to: CGPoint(x: 300, y: 20))
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 20))
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.events.lines == ["list willBeginDragging @0.050", "list willEndDragging @0.250",
                                   "list didEndDragging(false) @0.250"])
        #expect(s.ledger.lines.isEmpty)
        #expect(!s.buttons[0].isHighlighted)
    }

    @Test("After the delay a drag does not scroll: the button keeps the touch and gets drag events, exiting at the 70 pt slop")
    func dragAfterTheDelayStaysWithTheButton() {
        let s = ITListScene()
        let button = s.buttons[0]
        let finger = s.driver.down(at: onButton)
        s.driver.wait(0.2)
        s.driver.move(finger, to: CGPoint(x: 300, y: 100))
        s.driver.wait(0.02)
        s.driver.move(finger, to: CGPoint(x: 300, y: 144))   // the button's bottom (75) + 69 pt: inside
        #expect(button.isHighlighted)
        s.driver.wait(0.02)
        s.driver.move(finger, to: CGPoint(x: 300, y: 145))   // + 70 pt: outside
        #expect(!button.isHighlighted && button.isTracking)
        s.driver.wait(0.02)
        s.driver.move(finger, to: CGPoint(x: 300, y: 100))
        #expect(button.isHighlighted)
        s.driver.up(finger)
        #expect(s.events.lines == [
            "button0 touchDown @0.150",
            "button0 touchDragInside @0.200",
            "button0 touchDragInside @0.220",
            "button0 touchDragExit @0.240", "button0 touchDragOutside @0.240",
            "button0 touchDragEnter @0.260", "button0 touchDragInside @0.260",
            "button0 touchUpInside @0.260", "button0 primaryActionTriggered @0.260",
        ])
        #expect(s.list.contentOffset == .zero)
        #expect(!s.list.isDragging)
        #expect(s.ledger.ledgerProblems.isEmpty)
        #expect(!s.list.touchesShouldCancel(in: button))
    }

    @Test("A list whose touchesShouldCancel(in:) is true (like UITableView) scrolls and cancels the button exactly once")
    func tableLikeListCancelsTheButton() {
        let s = ITListScene(tableLike: true)
        let button = s.buttons[0]
        let finger = s.driver.down(at: onButton)
        s.driver.wait(0.2)
        s.driver.move(finger, to: CGPoint(x: 300, y: 30))
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 10))
        #expect(!button.isHighlighted && !button.isTracking)
        s.driver.wait(0.02)
        s.driver.move(finger, to: CGPoint(x: 300, y: -50))
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 90))
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.events.lines == [
            "button0 touchDown @0.150",
            "list willBeginDragging @0.200",
            "button0 touchCancel @0.200",
            "list willEndDragging @0.420", "list didEndDragging(false) @0.420",
        ])
        #expect(s.ledger.lines == ["button0 began @0.150", "button0 cancelled @0.200"])
        #expect(!button.isHighlighted)
    }

    @Test("With delaysContentTouches false the button highlights at touch-down")
    func noDelayHighlightsAtOnce() {
        let s = ITListScene()
        s.list.delaysContentTouches = false
        let finger = s.driver.down(at: onButton)
        #expect(s.buttons[0].isHighlighted)
        #expect(s.events.lines == ["button0 touchDown @0.000"])
        s.driver.wait(0.05)
        s.driver.up(finger)
        #expect(s.events.lines == ["button0 touchDown @0.000", "button0 touchUpInside @0.050",
                                   "button0 primaryActionTriggered @0.050"])
        #expect(s.ledger.lines == ["button0 began @0.000", "button0 ended @0.050"])
    }

    @Test("With delaysContentTouches false an immediate drag on the button does not scroll a plain list")
    func noDelayDragStaysWithTheButton() {
        let s = ITListScene()
        s.list.delaysContentTouches = false
        s.driver.drag(from: onButton, to: CGPoint(x: 300, y: 0), duration: 0.1, steps: 5)
        #expect(s.list.contentOffset == .zero)
        #expect(s.events.lines.first == "button0 touchDown @0.000")
        #expect(s.events.lines.suffix(2) == ["button0 touchUpInside @0.100", "button0 primaryActionTriggered @0.100"])
        #expect(s.ledger.ledgerProblems.isEmpty)
    }

    @Test("With canCancelContentTouches false even a table-like list never scrolls once the button tracks")
    func cannotCancelContentTouches() {
        let s = ITListScene(tableLike: true)
        s.list.canCancelContentTouches = false
        let finger = s.driver.down(at: onButton)
        s.driver.wait(0.2)
        s.driver.move(finger, to: CGPoint(x: 300, y: 30))
        s.driver.wait(0.02)
        s.driver.move(finger, to: CGPoint(x: 300, y: -200))
        s.driver.up(finger)
        #expect(s.list.contentOffset == .zero)
        #expect(s.events.lines == [
            "button0 touchDown @0.150", "button0 touchDragInside @0.200",
            "button0 touchDragExit @0.220", "button0 touchDragOutside @0.220",
            "button0 touchUpOutside @0.220",
        ])
        #expect(s.ledger.lines == ["button0 began @0.150", "button0 moved @0.200", "button0 moved @0.220",
                                   "button0 ended @0.220"])
    }

    @Test("With canCancelContentTouches false a drag before the delay still scrolls")
    func cannotCancelButNotYetTracking() {
        let s = ITListScene(tableLike: true)
        s.list.canCancelContentTouches = false
        s.driver.drag(from: onButton, to: CGPoint(x: 300, y: 0), duration: 0.1, steps: 5)
        #expect(s.list.contentOffset == CGPoint(x: 0, y: 40))
        #expect(s.events.of("button0").isEmpty)
        #expect(s.ledger.lines.isEmpty)
    }
}
