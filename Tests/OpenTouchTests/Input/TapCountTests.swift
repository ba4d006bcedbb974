import Foundation
import OpenTouch
import Testing

/// Tap counting: OpenTouch continues a count when a touch-down comes at most 0.35 s after the
/// previous lift and at most 45 pt from where it lifted (Events/TapCounter.swift).
@MainActor
@Suite("UITouch.tapCount")
struct DLTapCountTests {
    private let spot = CGPoint(x: 150, y: 300)

    /// A scene whose root view records calls; returns the scene and that view.
    private func makeScene() -> (TestScene, DLView) {
        let s = TestScene()
        let view = DLView("pad", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        s.rootView.addSubview(view)
        return (s, view)
    }

    /// Taps counted inside each touchesBegan.
    private func recordTapCounts(_ view: DLView) -> () -> [Int] {
        var counts: [Int] = []
        view.hook = { _, phase, touches, _ in
            if phase == .began { counts.append(touches.first!.tapCount) }
        }
        return { counts }
    }

    @Test func tapsAtTheSameSpotATenthOfASecondApartCountOneTwoThree() {
        let (s, view) = makeScene()
        let counts = recordTapCounts(view)
        s.driver.tap(at: spot, count: 3, interval: 0.1)
        #expect(counts() == [1, 2, 3])
        #expect(view.phases == [.began, .ended, .began, .ended, .began, .ended])
    }

    @Test func tapCountIsTheSameInsideTouchesEndedAsInTouchesBegan() {
        let (s, view) = makeScene()
        var pairs: [(UITouch.Phase, Int)] = []
        view.hook = { _, phase, touches, _ in pairs.append((phase, touches.first!.tapCount)) }
        s.driver.tap(at: spot, count: 2, interval: 0.1)
        #expect(pairs.map(\.0) == [.began, .ended, .began, .ended])
        #expect(pairs.map(\.1) == [1, 1, 2, 2])
    }

    @Test func tapHalfASecondAfterTheLastLiftStartsAgainAtOne() {
        let (s, view) = makeScene()
        let counts = recordTapCounts(view)
        s.driver.tap(at: spot, count: 2, interval: 0.1)
        s.driver.wait(0.5)
        s.driver.tap(at: spot)
        s.driver.wait(0.1)
        s.driver.tap(at: spot)
        #expect(counts() == [1, 2, 1, 2])
    }

    @Test func tapAHundredPointsAwayStartsAgainAtOne() {
        let (s, view) = makeScene()
        let counts = recordTapCounts(view)
        s.driver.tap(at: spot, count: 2, interval: 0.1)
        s.driver.wait(0.1)
        s.driver.tap(at: CGPoint(x: spot.x + 100, y: spot.y))
        #expect(counts() == [1, 2, 1])
    }

    @Test func tapJustInsideTheIntervalLimitContinuesTheCount() {
        let (s, view) = makeScene()
        let counts = recordTapCounts(view)
        s.driver.tap(at: spot)
        s.driver.wait(0.34)
        s.driver.tap(at: spot)
        #expect(counts() == [1, 2])
    }

    @Test func tapJustOutsideTheIntervalLimitStartsAgainAtOne() {
        let (s, view) = makeScene()
        let counts = recordTapCounts(view)
        s.driver.tap(at: spot)
        s.driver.wait(0.36)
        s.driver.tap(at: spot)
        #expect(counts() == [1, 1])
    }

    @Test func tapJustInsideTheDistanceLimitContinuesTheCount() {
        let (s, view) = makeScene()
        let counts = recordTapCounts(view)
        s.driver.tap(at: spot)
        s.driver.wait(0.1)
        s.driver.tap(at: CGPoint(x: spot.x + 44, y: spot.y))
        s.driver.wait(0.1)
        // Diagonal: (27, 35) is 44.2 pt from the previous lift.
        s.driver.tap(at: CGPoint(x: spot.x + 44 + 27, y: spot.y + 35))
        #expect(counts() == [1, 2, 3])
    }

    @Test func tapJustOutsideTheDistanceLimitStartsAgainAtOne() {
        let (s, view) = makeScene()
        let counts = recordTapCounts(view)
        s.driver.tap(at: spot)
        s.driver.wait(0.1)
        s.driver.tap(at: CGPoint(x: spot.x, y: spot.y - 46))
        s.driver.wait(0.1)
        // Diagonal: (28, 36) is 45.6 pt away.
        s.driver.tap(at: CGPoint(x: spot.x + 28, y: spot.y - 46 + 36))
        #expect(counts() == [1, 1, 1])
    }

    @Test func distanceIsMeasuredFromWhereThePreviousTouchLiftedNotWhereItWentDown() {
        let (s, view) = makeScene()
        let counts = recordTapCounts(view)
        let finger = s.driver.down(at: spot)
        s.driver.move(finger, to: CGPoint(x: spot.x, y: spot.y + 40))
        s.driver.up(finger)
        s.driver.wait(0.1)
        // 75 pt from the first touch-down, 35 pt from its lift.
        s.driver.tap(at: CGPoint(x: spot.x, y: spot.y + 75))
        #expect(counts() == [1, 2])
    }

    @Test func intervalIsMeasuredFromThePreviousLiftNotFromItsTouchDown() {
        let (s, view) = makeScene()
        let counts = recordTapCounts(view)
        s.driver.tap(at: spot, duration: 0.5)
        s.driver.wait(0.3)
        s.driver.tap(at: spot)
        #expect(counts() == [1, 2])
    }

    @Test func cancelledTouchIsNotATapAndResetsTheCount() {
        let (s, view) = makeScene()
        let counts = recordTapCounts(view)
        s.driver.tap(at: spot)
        s.driver.wait(0.1)
        let finger = s.driver.down(at: spot)
        s.driver.cancel(finger)
        s.driver.wait(0.1)
        s.driver.tap(at: spot)
        #expect(counts() == [1, 2, 1])
        #expect(view.phases == [.began, .ended, .began, .cancelled, .began, .ended])
    }
}
