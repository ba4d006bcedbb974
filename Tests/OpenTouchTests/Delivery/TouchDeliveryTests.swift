import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Touch delivery: calls, touches and their properties")
struct DLTouchDeliveryTests {
    /// A scene with view `a` at (50, 100; 200, 200) and view `b` at (50, 350; 200, 200) in the root view.
    private func makeScene(multipleTouch: Bool = true) -> (TestScene, DLView, DLView) {
        let s = TestScene()
        let a = DLView("a", frame: CGRect(x: 50, y: 100, width: 200, height: 200), multipleTouch: multipleTouch)
        let b = DLView("b", frame: CGRect(x: 50, y: 350, width: 200, height: 200), multipleTouch: multipleTouch)
        s.rootView.addSubview(a)
        s.rootView.addSubview(b)
        return (s, a, b)
    }

    @Test func twoFingersDownInOneEventOnAMultiTouchViewGiveOneTouchesBeganCarryingBothTouches() {
        let (s, a, _) = makeScene()
        let fingers = s.driver.down(at: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 250)])
        #expect(a.summary == ["began 2"])
        #expect(a.calls[0].allTouchesCount == 2)
        #expect(a.calls[0].touchPhases == [.began, .began])
        s.driver.up(fingers)
        #expect(a.summary == ["began 2", "ended 2"])
        #expect(a.calls[1].touches == a.calls[0].touches)
        #expect(a.calls[1].touchPhases == [.ended, .ended])
    }

    @Test func stationaryFingerIsInAllTouchesButIsNotDeliveredInTouchesMoved() {
        let (s, a, _) = makeScene()
        let fingers = s.driver.down(at: [CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 250)])
        let touch1 = a.calls[0].touches.first { isClose($0.location(in: nil), CGPoint(x: 100, y: 150)) }!
        let touch2 = a.calls[0].touches.first { $0 !== touch1 }!
        s.driver.move(fingers[0], to: CGPoint(x: 110, y: 160))
        #expect(a.summary == ["began 2", "moved 1"])
        let moved = a.calls[1]
        #expect(moved.touches == [touch1])
        #expect(moved.allTouchesCount == 2)
        #expect(moved.allTouchPhases[ObjectIdentifier(touch1)] == .moved)
        #expect(moved.allTouchPhases[ObjectIdentifier(touch2)] == .stationary)
        // A move of both fingers in one event is one call with both.
        s.driver.move([(fingers[0], CGPoint(x: 120, y: 170)), (fingers[1], CGPoint(x: 190, y: 240))])
        #expect(a.summary == ["began 2", "moved 1", "moved 2"])
        s.driver.up(fingers[1])
        #expect(a.summary.last == "ended 1")
        #expect(a.calls.last?.touches == [touch2])
        #expect(a.calls.last?.allTouchPhases[ObjectIdentifier(touch1)] == .stationary)
        s.driver.up(fingers[0])
        #expect(a.summary == ["began 2", "moved 1", "moved 2", "ended 1", "ended 1"])
    }

    @Test func twoFingersOnTwoDifferentViewsInOneEventGiveEachViewItsOwnCall() {
        let (s, a, b) = makeScene()
        let fingers = s.driver.down(at: [CGPoint(x: 100, y: 150), CGPoint(x: 100, y: 400)])
        #expect(a.summary == ["began 1"])
        #expect(b.summary == ["began 1"])
        #expect(a.calls[0].touch?.view === a)
        #expect(b.calls[0].touch?.view === b)
        #expect(a.calls[0].allTouchesCount == 2)
        #expect(b.calls[0].allTouchesCount == 2)
        #expect(a.calls[0].event === b.calls[0].event)
        s.driver.move([(fingers[0], CGPoint(x: 101, y: 151)), (fingers[1], CGPoint(x: 101, y: 401))])
        s.driver.up(fingers)
        #expect(a.summary == ["began 1", "moved 1", "ended 1"])
        #expect(b.summary == ["began 1", "moved 1", "ended 1"])
    }

    @Test func theSameUITouchObjectAndTheSameUIEventObjectAreUsedFromBeganToEnded() {
        let (s, a, _) = makeScene()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 150))
        s.driver.move(finger, to: CGPoint(x: 110, y: 150))
        s.driver.move(finger, to: CGPoint(x: 120, y: 150))
        s.driver.up(finger)
        #expect(a.phases == [.began, .moved, .moved, .ended])
        let first = a.calls[0].touch
        #expect(first != nil)
        for call in a.calls {
            #expect(call.touch === first)
            #expect(call.event === a.calls[0].event)
        }
        #expect(a.calls[0].event?.type == .touches)
    }

    @Test func touchViewStaysTheTouchDownViewWhenTheFingerMovesOntoAnotherView() {
        let (s, a, b) = makeScene()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 150))
        s.driver.move(finger, to: CGPoint(x: 100, y: 400))
        s.driver.move(finger, to: CGPoint(x: 120, y: 420))
        s.driver.up(finger)
        #expect(a.phases == [.began, .moved, .moved, .ended])
        #expect(b.calls.isEmpty)
        for call in a.calls { #expect(call.views.first! === a) }
        #expect(a.calls.last?.windowLocations == [CGPoint(x: 120, y: 420)])
        #expect(a.calls[0].touch?.view === a, "the view stays set after the touch ends")
    }

    @Test func locationAndPreviousLocationAreReportedInTheRequestedViewsCoordinates() {
        let (s, a, b) = makeScene()
        var seen: [(UITouch.Phase, CGPoint, CGPoint, CGPoint, CGPoint, CGPoint)] = []
        a.hook = { view, phase, touches, _ in
            let t = touches.first!
            seen.append((phase, t.location(in: view), t.previousLocation(in: view), t.location(in: nil),
                         t.previousLocation(in: nil), t.location(in: b)))
        }
        let finger = s.driver.down(at: CGPoint(x: 60, y: 120))
        s.driver.move(finger, to: CGPoint(x: 80, y: 150))
        s.driver.up(finger)
        #expect(seen.count == 3)
        guard seen.count == 3 else { return }
        // began: previous equals current.
        #expect(seen[0].0 == .began)
        #expect(seen[0].1 == CGPoint(x: 10, y: 20))
        #expect(seen[0].2 == CGPoint(x: 10, y: 20))
        #expect(seen[0].3 == CGPoint(x: 60, y: 120))
        #expect(seen[0].4 == CGPoint(x: 60, y: 120))
        #expect(seen[0].5 == CGPoint(x: 10, y: -230))
        // moved: previous is the touch-down position.
        #expect(seen[1].0 == .moved)
        #expect(seen[1].1 == CGPoint(x: 30, y: 50))
        #expect(seen[1].2 == CGPoint(x: 10, y: 20))
        #expect(seen[1].3 == CGPoint(x: 80, y: 150))
        #expect(seen[1].4 == CGPoint(x: 60, y: 120))
        // ended at the same place: previous is the last move.
        #expect(seen[2].0 == .ended)
        #expect(seen[2].1 == CGPoint(x: 30, y: 50))
        #expect(seen[2].2 == CGPoint(x: 30, y: 50))
    }

    @Test func locationInAViewHonoursItsBoundsOriginAndTheWindowsScreenPosition() {
        let s = TestScene()
        let second = UIWindow(windowScene: s.scene)
        second.frame = CGRect(x: 0, y: 300, width: 375, height: 367)
        second.windowLevel = .alert
        second.makeKeyAndVisible()
        let scrolled = DLView("scrolled", frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        scrolled.bounds.origin = CGPoint(x: 0, y: 100)
        second.addSubview(scrolled)
        s.driver.tap(at: CGPoint(x: 60, y: 350))
        #expect(scrolled.phases == [.began, .ended])
        let touch = scrolled.calls.first?.touch
        #expect(touch?.window === second)
        #expect(touch?.location(in: nil) == CGPoint(x: 60, y: 50), "window coordinates")
        #expect(touch?.location(in: scrolled) == CGPoint(x: 50, y: 130))
        #expect(touch?.location(in: s.rootView) == CGPoint(x: 60, y: 350), "a view of another window goes through the screen")
    }

    @Test func touchAndEventTimestampsEqualTheVirtualClockTimeOfEachReport() {
        let (s, a, _) = makeScene()
        var stamps: [(TimeInterval, TimeInterval, TimeInterval)] = []
        a.hook = { _, _, touches, event in
            stamps.append((touches.first!.timestamp, event!.timestamp, s.clock.now))
        }
        let finger = s.driver.down(at: CGPoint(x: 100, y: 150))
        s.driver.wait(0.25)
        s.driver.move(finger, to: CGPoint(x: 100, y: 160))
        s.driver.wait(0.5)
        s.driver.up(finger)
        #expect(stamps.map(\.0) == [1000, 1000.25, 1000.75])
        #expect(stamps.map(\.1) == [1000, 1000.25, 1000.75])
        #expect(stamps.map(\.2) == [1000, 1000.25, 1000.75])
    }

    @Test func phaseSeenInsideEachCallbackMatchesTheCallbackIncludingCancelled() {
        let (s, a, _) = makeScene()
        let finger = s.driver.down(at: CGPoint(x: 100, y: 150))
        s.driver.move(finger, to: CGPoint(x: 100, y: 160))
        s.driver.up(finger)
        let second = s.driver.down(at: CGPoint(x: 100, y: 150))
        s.driver.cancel(second)
        #expect(a.phases == [.began, .moved, .ended, .began, .cancelled])
        #expect(a.calls.map(\.touchPhases) == [[.began], [.moved], [.ended], [.began], [.cancelled]])
        #expect(a.calls[3].touch !== a.calls[0].touch, "a new finger is a new UITouch")
    }

    @Test func eventTouchesForViewAndWindowListTheTouchesOfThatViewAndWindow() {
        let (s, a, b) = makeScene()
        var forA = -1, forB = -1, forWindow = -1
        a.hook = { view, phase, _, event in
            guard phase == .began, let event else { return }
            forA = event.touches(for: view)?.count ?? -1
            forB = event.touches(for: b)?.count ?? -1
            forWindow = event.touches(for: s.window)?.count ?? -1
        }
        let fingers = s.driver.down(at: [CGPoint(x: 100, y: 150), CGPoint(x: 120, y: 150), CGPoint(x: 100, y: 400)])
        #expect(forA == 2)
        #expect(forB == 1)
        #expect(forWindow == 3)
        s.driver.up(fingers)
    }
}
