import Foundation
import OpenTouch
import Testing

/// Drags the finger from y = `from` to y = `to` at x = 100 in 10 equal steps over `duration`
/// seconds and lifts it at once: a steady fling of `(from − to)/duration` points per second.
@MainActor
func svFling(_ s: SVScene, from: CGFloat = 500, to: CGFloat = 300, duration: TimeInterval = 0.2) {
    s.driver.drag(from: CGPoint(x: 100, y: from), to: CGPoint(x: 100, y: to), duration: duration, steps: 10)
}

/// The first frame time (ms after release, frames every 1/60 s) at which a decay from `start`
/// at `velocity` is within 0.5 pt of its projected target.
func svDecayRestTime(from start: CGFloat, velocity: CGFloat, rate: CGFloat) -> Double {
    let target = start + velocity * rate / (1 - rate)
    var frame = 1
    while abs(target - svDecay(from: start, velocity: velocity, rate: rate, after: Double(frame) * 1000 / 60)) >= 0.5 {
        frame += 1
    }
    return Double(frame) * 1000 / 60
}

@MainActor
@Suite("UIScrollView deceleration: Apple's projection, the per-millisecond decay and its rest on the target")
struct SVDecelerationTests {
    @Test("A fling reports its velocity in points per millisecond and the projected target offset + v·rate/(1 − rate)")
    func velocityAndTarget() {
        let s = SVScene()
        svFling(s) // 200 pt up in 0.2 s: 1000 pt/s, the pan's translation is 190 after its hysteresis
        #expect(isClose(s.delegate.reportedVelocity ?? .zero, CGPoint(x: 0, y: 1.0), within: 1e-9))
        #expect(isClose(s.delegate.reportedTarget ?? .zero, CGPoint(x: 0, y: 190 + 499), within: 1e-9))
        #expect(s.delegate.willDecelerate == true)
        #expect(s.scrollView.isDecelerating && !s.scrollView.isDragging)
    }

    @Test("Every frame's offset follows the decay v·rate·(1 − rate^t)/(1 − rate) and the rest offset is the target")
    func positionsFollowTheFormula() throws {
        let s = SVScene()
        svFling(s)
        s.driver.wait(5)
        let target = try #require(s.delegate.reportedTarget)
        let v = try #require(s.delegate.reportedVelocity).y
        let frames = s.delegate.scrollsAfterRelease
        #expect(frames.count > 100)
        for (index, frame) in frames.enumerated() {
            #expect(isClose(frame.elapsed, Double(index + 1) * 1000 / 60, within: 1e-6))
            if index < frames.count - 1 {
                #expect(isClose(frame.offset.y, svDecay(from: 190, velocity: v, rate: 0.998, after: frame.elapsed), within: 1e-6))
            }
        }
        #expect(frames.last?.offset == target)
        #expect(s.scrollView.contentOffset == target)
        #expect(isClose(frames.last?.elapsed ?? 0, svDecayRestTime(from: 190, velocity: v, rate: 0.998), within: 1e-6))
        #expect(!s.scrollView.isDecelerating)
        #expect(s.delegate.calls.last == "didEndDecelerating")
    }

    @Test("The fast rate 0.99 stops sooner: the target is offset + v·99")
    func fastRate() throws {
        let s = SVScene()
        s.scrollView.decelerationRate = .fast
        svFling(s)
        let v = try #require(s.delegate.reportedVelocity).y
        #expect(isClose(s.delegate.reportedTarget?.y ?? 0, 190 + v * 99, within: 1e-9))
        s.driver.wait(2)
        let frames = s.delegate.scrollsAfterRelease
        #expect(isClose(frames[10].offset.y, svDecay(from: 190, velocity: v, rate: 0.99, after: frames[10].elapsed), within: 1e-6))
        #expect(s.scrollView.contentOffset.y == s.delegate.reportedTarget?.y)
    }

    @Test("A target changed by the delegate is where the content comes to rest, decaying with the velocity that lands on it")
    func delegateChangesTheTarget() {
        let s = SVScene()
        s.delegate.retarget = { _ in CGPoint(x: 0, y: 400) }
        svFling(s)
        s.driver.wait(5)
        let v: CGFloat = (400 - 190) * (1 - 0.998) / 0.998
        let frames = s.delegate.scrollsAfterRelease
        #expect(isClose(frames[30].offset.y, svDecay(from: 190, velocity: v, rate: 0.998, after: frames[30].elapsed), within: 1e-6))
        #expect(frames.allSatisfy { $0.offset.y <= 400 })
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 400))
        #expect(s.delegate.calls.last == "didEndDecelerating")
    }

    @Test("A fling past the end without bounces decays until the edge and stops there; the target is clamped")
    func flingIntoTheEdgeWithoutBounces() throws {
        let s = SVScene()
        s.scrollView.bounces = false
        s.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        svFling(s) // at 1190 with 1 pt/ms: the projection 1689 is past the end (1400)
        #expect(s.delegate.reportedTarget == CGPoint(x: 0, y: 1400))
        s.driver.wait(2)
        let v = try #require(s.delegate.reportedVelocity).y
        // 1190 + v·rate·(1 − rate^t)/(1 − rate) = 1400 at t = ln(1 − 210·(1 − rate)/(v·rate))/ln(rate)
        let edgeTime = Double(log(1 - 210 * 0.002 / (v * 0.998)) / log(0.998))
        let frames = s.delegate.scrollsAfterRelease
        for frame in frames where frame.elapsed < edgeTime {
            #expect(isClose(frame.offset.y, svDecay(from: 1190, velocity: v, rate: 0.998, after: frame.elapsed), within: 1e-6))
        }
        #expect(frames.allSatisfy { $0.offset.y <= 1400 })
        #expect(frames.last?.offset.y == 1400)
        #expect(isClose(frames.last?.elapsed ?? 0, (edgeTime / (1000 / 60)).rounded(.up) * 1000 / 60, within: 1e-6))
        #expect(s.delegate.calls.last == "didEndDecelerating")
    }

    @Test("A fling past the end with bounces overshoots on a spring from the edge and comes back to rest on it")
    func flingIntoTheEdgeWithBounces() throws {
        let s = SVScene()
        s.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        svFling(s)
        #expect(s.delegate.reportedTarget == CGPoint(x: 0, y: 1400))
        s.driver.wait(3)
        let v = try #require(s.delegate.reportedVelocity).y
        let rate: CGFloat = 0.998
        let edgeTime = Double(log(1 - 210 * (1 - rate) / (v * rate)) / log(rate))
        let edgeSpeed = v * rate * -log(rate) * pow(rate, CGFloat(edgeTime)) / (1 - rate)
        let frames = s.delegate.scrollsAfterRelease
        for frame in frames.dropLast() where frame.elapsed > edgeTime {
            let expected = svSpring(to: 1400, from: 0, velocity: edgeSpeed, after: frame.elapsed - edgeTime)
            #expect(isClose(frame.offset.y, expected, within: 1e-6))
        }
        let peak = frames.map(\.offset.y).max() ?? 0
        #expect(peak > 1400 + 10)
        #expect(isClose(peak, 1400 + edgeSpeed / (0.015 * CGFloat(M_E)), within: 1)) // the spring's peak, at t = 1/ω
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 1400))
        #expect(s.delegate.calls.last == "didEndDecelerating")
    }

    @Test("A touch-down during deceleration stops it (didEndDecelerating) and the content under the finger never gets that touch")
    func touchDownStopsDeceleration() {
        let s = SVScene()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
        let recorder = s.scene.recorder()
        s.scrollView.addSubview(content)
        svFling(s)
        #expect(recorder.timedTouchLines(of: content, as: "content").isEmpty) // the drag began before the content delay ended
        s.driver.wait(0.1)
        let stoppedAt = s.scrollView.contentOffset
        s.delegate.clear()
        s.driver.tap(at: CGPoint(x: 100, y: 300), duration: 0.05)
        #expect(s.delegate.calls == ["didEndDecelerating"])
        #expect(!s.scrollView.isDecelerating)
        s.driver.wait(1)
        #expect(s.scrollView.contentOffset == stoppedAt)
        #expect(recorder.timedTouchLines(of: content, as: "content").isEmpty)
        s.driver.tap(at: CGPoint(x: 100, y: 300), duration: 0.05)
        #expect(recorder.timedTouchLines(of: content, as: "content") == ["content began @1.400", "content ended @1.400"])
    }

    @Test("A touch held through the content delay during deceleration still never reaches the content")
    func heldStoppingTouch() {
        let s = SVScene()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
        let recorder = s.scene.recorder()
        s.scrollView.addSubview(content)
        s.scrollView.delaysContentTouches = false
        svFling(s)
        // Without the delay the content saw the fling's touch begin, then the drag cancelled it.
        #expect(recorder.timedTouchLines(of: content, as: "content") == ["content began @0.000", "content cancelled @0.020"])
        let finger = s.driver.down(at: CGPoint(x: 100, y: 300))
        s.driver.wait(0.3)
        s.driver.up(finger)
        #expect(recorder.timedTouchLines(of: content, as: "content") == ["content began @0.000", "content cancelled @0.020"])
    }
}
