import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("isMultipleTouchEnabled and isExclusiveTouch")
struct DLMultipleAndExclusiveTouchTests {
    private let pointA = CGPoint(x: 100, y: 150)
    private let pointA2 = CGPoint(x: 150, y: 200)
    private let pointB = CGPoint(x: 100, y: 400)

    /// A scene with view `a` at (50, 100; 200, 200) and view `b` at (50, 350; 200, 200).
    private func makeScene() -> (TestScene, DLView, DLView) {
        let s = TestScene()
        let a = DLView("a", frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        let b = DLView("b", frame: CGRect(x: 50, y: 350, width: 200, height: 200))
        s.rootView.addSubview(a)
        s.rootView.addSubview(b)
        return (s, a, b)
    }

    @Test func multipleTouchAndExclusiveTouchAreOffByDefault() {
        let view = UIView(frame: .zero)
        #expect(view.isMultipleTouchEnabled == false)
        #expect(view.isExclusiveTouch == false)
    }

    @Test func singleTouchViewReceivesOnlyTheFirstTouchsBeganAndEndedNotTheSecondFingers() {
        let (s, a, _) = makeScene()
        let first = s.driver.down(at: pointA)
        let second = s.driver.down(at: pointA2)
        s.driver.move(second, to: CGPoint(x: 160, y: 210))
        s.driver.up(second)
        s.driver.up(first)
        #expect(a.summary == ["began 1", "ended 1"])
        #expect(a.calls[0].touch === a.calls[1].touch)
        #expect(a.calls[0].windowLocations == [pointA])
        #expect(a.calls[0].allTouchesCount == 1)
    }

    @Test func secondFingerOnASingleTouchViewStaysUndeliveredEvenAfterTheFirstLifts() {
        let (s, a, _) = makeScene()
        let first = s.driver.down(at: pointA)
        let second = s.driver.down(at: pointA2)
        s.driver.up(first)
        s.driver.move(second, to: CGPoint(x: 160, y: 210))
        s.driver.up(second)
        #expect(a.summary == ["began 1", "ended 1"])
        // A new touch after both lifted is delivered again.
        s.driver.tap(at: pointA2)
        #expect(a.summary == ["began 1", "ended 1", "began 1", "ended 1"])
    }

    @Test func twoFingersInOneEventOnASingleTouchViewDeliverOnlyOneTouch() {
        let (s, a, _) = makeScene()
        let fingers = s.driver.down(at: [pointA, pointA2])
        #expect(a.summary == ["began 1"])
        #expect(a.calls[0].allTouchesCount == 2, "allTouches still lists every finger")
        s.driver.up(fingers)
        #expect(a.summary == ["began 1", "ended 1"])
    }

    @Test func anExclusiveViewAndAnotherViewTouchedInOneReportDeliverOnlyTheFirstFinger() {
        let (s, a, b) = makeScene()
        a.isExclusiveTouch = true
        let fingers = s.driver.down(at: [pointA, pointB])
        s.driver.up(fingers)
        #expect(a.summary == ["began 1", "ended 1"])
        #expect(b.calls.isEmpty)
        // The other view's finger first: it is delivered, the exclusive view's is not.
        let reversed = s.driver.down(at: [pointB, pointA])
        s.driver.up(reversed)
        #expect(a.summary == ["began 1", "ended 1"])
        #expect(b.summary == ["began 1", "ended 1"])
    }

    @Test func aLiftAndATouchDownInOneReportFreeTheSingleTouchViewForTheNewFinger() {
        let (s, a, _) = makeScene()
        let first = s.driver.down(at: pointA)
        // One report: the first finger lifts and a second lands on the same view.
        s.driver.post(DigitizerEvent(timestamp: s.clock.now, fingers: [.up(first.identity, at: pointA),
                                                                       .down(900, at: pointA2)]))
        s.driver.post(DigitizerEvent(timestamp: s.clock.now, fingers: [.up(900, at: pointA2)]))
        // In that report the new touch begins (the view is free once the first has ended), then
        // the first touch ends; the next report ends the second.
        #expect(a.summary == ["began 1", "began 1", "ended 1", "ended 1"])
        #expect(a.calls[1].windowLocations == [pointA2])
        #expect(a.calls[2].touch === a.calls[0].touch)
    }

    @Test func manyFingersInOneReportOnAMultiTouchViewAreAllDeliveredAndOthersBlocked() {
        let (s, a, b) = makeScene()
        a.isMultipleTouchEnabled = true
        a.isExclusiveTouch = true
        let points = (0 ..< 40).map { CGPoint(x: 60 + CGFloat($0 % 8) * 20, y: 110 + CGFloat($0 / 8) * 30) }
        let fingers = s.driver.down(at: points + [pointB])
        #expect(a.summary == ["began 40"])
        #expect(b.calls.isEmpty)
        s.driver.up(fingers)
        #expect(a.summary.last == "ended 40")
        #expect(b.calls.isEmpty)
    }

    @Test func multiTouchViewReceivesBothFingersInSeparateCalls() {
        let (s, a, _) = makeScene()
        a.isMultipleTouchEnabled = true
        let first = s.driver.down(at: pointA)
        let second = s.driver.down(at: pointA2)
        s.driver.move(second, to: CGPoint(x: 160, y: 210))
        s.driver.up(second)
        s.driver.up(first)
        #expect(a.summary == ["began 1", "began 1", "moved 1", "ended 1", "ended 1"])
        #expect(a.calls[0].touch !== a.calls[1].touch)
        #expect(a.calls[2].touch === a.calls[1].touch)
        #expect(a.calls[3].touch === a.calls[1].touch)
        #expect(a.calls[4].touch === a.calls[0].touch)
    }

    @Test func singleTouchOnOneViewDoesNotBlockATouchOnAnotherView() {
        let (s, a, b) = makeScene()
        let first = s.driver.down(at: pointA)
        let second = s.driver.down(at: pointB)
        s.driver.up([first, second])
        #expect(a.summary == ["began 1", "ended 1"])
        #expect(b.summary == ["began 1", "ended 1"])
    }

    @Test func whileAnExclusiveViewTracksATouchATouchOnAnotherViewIsNotDelivered() {
        let (s, a, b) = makeScene()
        a.isExclusiveTouch = true
        let first = s.driver.down(at: pointA)
        let second = s.driver.down(at: pointB)
        s.driver.move(second, to: CGPoint(x: 110, y: 410))
        s.driver.up(second)
        #expect(b.calls.isEmpty)
        #expect(a.summary == ["began 1"])
        s.driver.up(first)
        #expect(a.summary == ["began 1", "ended 1"])
        // After the exclusive touch lifted, touches reach the other view again.
        s.driver.tap(at: pointB)
        #expect(b.summary == ["began 1", "ended 1"])
    }

    @Test func exclusiveViewGetsNoTouchWhileAnotherViewIsTracking() {
        let (s, a, b) = makeScene()
        a.isExclusiveTouch = true
        let first = s.driver.down(at: pointB)
        let second = s.driver.down(at: pointA)
        s.driver.move(second, to: CGPoint(x: 110, y: 160))
        s.driver.up(second)
        #expect(a.calls.isEmpty)
        s.driver.move(first, to: CGPoint(x: 110, y: 410))
        s.driver.up(first)
        #expect(b.summary == ["began 1", "moved 1", "ended 1"])
        // After the other touch lifted, the exclusive view gets touches again.
        s.driver.tap(at: pointA)
        #expect(a.summary == ["began 1", "ended 1"])
    }

    @Test func exclusiveMultiTouchViewStillAcceptsASecondFingerOnItself() {
        let (s, a, b) = makeScene()
        a.isExclusiveTouch = true
        a.isMultipleTouchEnabled = true
        let first = s.driver.down(at: pointA)
        let second = s.driver.down(at: pointA2)
        let third = s.driver.down(at: pointB)
        s.driver.up([first, second, third])
        #expect(a.summary == ["began 1", "began 1", "ended 2"])
        #expect(b.calls.isEmpty)
    }

    @Test func exclusiveTouchOnlyBlocksViewsOfTheSameWindow() {
        let (s, a, _) = makeScene()
        a.isExclusiveTouch = true
        let other = UIWindow(windowScene: s.scene)
        other.frame = CGRect(x: 0, y: 500, width: 375, height: 167)
        other.windowLevel = .alert
        other.makeKeyAndVisible()
        let c = DLView("c", frame: CGRect(x: 0, y: 0, width: 375, height: 167))
        other.addSubview(c)
        let first = s.driver.down(at: pointA)
        let second = s.driver.down(at: CGPoint(x: 100, y: 600))
        s.driver.up([first, second])
        #expect(a.summary == ["began 1", "ended 1"])
        #expect(c.summary == ["began 1", "ended 1"])
        #expect(c.calls.first?.touch?.window === other)
    }
}
