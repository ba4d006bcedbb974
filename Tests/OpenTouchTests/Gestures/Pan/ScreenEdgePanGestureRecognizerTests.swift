import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIScreenEdgePanGestureRecognizer: starts only near a chosen edge, moving away from it, with one touch")
struct PNScreenEdgePanGestureRecognizerTests {
    private func makeEdgePan(_ edges: UIRectEdge) -> (PNScene, UIScreenEdgePanGestureRecognizer, PNProbe) {
        let probe = PNProbe()
        let pan = UIScreenEdgePanGestureRecognizer(target: probe, action: PNProbe.handlePan)
        pan.edges = edges
        return (PNScene(pan), pan, probe)
    }

    /// Puts a finger down at `start`, glides it by `offset` in 10 steps, lifts it.
    private func swipe(_ s: PNScene, from start: CGPoint, by offset: CGPoint) {
        s.driver.drag(from: start, to: CGPoint(x: start.x + offset.x, y: start.y + offset.y), duration: 0.2, steps: 10)
    }

    @Test func defaultsAndDescription() {
        let pan = UIScreenEdgePanGestureRecognizer()
        #expect(pan.edges == [])
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.description.hasPrefix("<UIScreenEdgePanGestureRecognizer: 0x"))
        #expect(!pan.description.contains("baseClass"))
        #expect(GestureConstants.screenEdgeRegionWidth == 20)
    }

    @Test func rectEdgeHasUIKitsRawValues() {
        #expect(UIRectEdge.top.rawValue == 1)
        #expect(UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4)
        #expect(UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
    }

    @Test func withNoEdgesItNeverBeginsEvenFromTheVeryEdge() {
        let (s, pan, probe) = makeEdgePan([])
        swipe(s, from: CGPoint(x: 1, y: 300), by: CGPoint(x: 100, y: 0))
        #expect(probe.reports.isEmpty)
        #expect(s.transitions(of: pan) == [.failed, .possible])
    }

    @Test func withTheLeftEdgeATouchStartingWithin20PointsBeginsAndTranslatesLikeAPan() {
        let (s, _, probe) = makeEdgePan(.left)
        swipe(s, from: CGPoint(x: 19, y: 300), by: CGPoint(x: 60, y: 0))
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(isClose(probe.latest().translation, CGPoint(x: 50, y: 0), within: 1e-6))
    }

    @Test func withTheLeftEdgeATouchStartingAt21PointsOrInTheMiddleFails() {
        for startX in [21, 187.5] as [CGFloat] {
            let (s, pan, probe) = makeEdgePan(.left)
            swipe(s, from: CGPoint(x: startX, y: 300), by: CGPoint(x: 60, y: 0))
            #expect(probe.reports.isEmpty, "from x = \(startX)")
            #expect(s.transitions(of: pan) == [.failed, .possible], "from x = \(startX)")
        }
    }

    @Test func aTouchNearTheLeftEdgeMovingAlongItFails() {
        let (s, pan, probe) = makeEdgePan(.left)
        swipe(s, from: CGPoint(x: 5, y: 300), by: CGPoint(x: 8, y: 60))
        #expect(probe.reports.isEmpty)
        #expect(s.transitions(of: pan) == [.failed, .possible])
    }

    @Test func theRightAndTopEdgesBeginWhenMovingAwayFromThem() {
        let (s, _, probe) = makeEdgePan([.right, .top])
        swipe(s, from: CGPoint(x: 370, y: 300), by: CGPoint(x: -60, y: 10))
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        swipe(s, from: CGPoint(x: 187.5, y: 3), by: CGPoint(x: 0, y: 80))
        #expect(probe.states.filter { $0 == .began }.count == 2)
        // The bottom edge is not chosen.
        let before = probe.reports.count
        swipe(s, from: CGPoint(x: 187.5, y: 660), by: CGPoint(x: 0, y: -80))
        #expect(probe.reports.count == before)
    }

    @Test func touchesAfterTheFirstAreIgnored() {
        let (s, pan, probe) = makeEdgePan(.left)
        let first = s.driver.down(at: CGPoint(x: 5, y: 300))
        s.driver.move(first, to: CGPoint(x: 25, y: 300))
        #expect(probe.states == [.began])
        let second = s.driver.down(at: CGPoint(x: 200, y: 500))
        s.driver.move(second, to: CGPoint(x: 260, y: 560))
        #expect(pan.numberOfTouches == 1)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 10, y: 0), within: 1e-6))
        s.driver.move(first, to: CGPoint(x: 45, y: 300))
        #expect(isClose(probe.latest().translation, CGPoint(x: 30, y: 0), within: 1e-6))
        #expect(probe.latest().numberOfTouches == 1)
        s.driver.up(first)
        #expect(probe.states.last == .ended)
        s.driver.up(second)
    }
}
