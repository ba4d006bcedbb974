import Foundation
import OpenTouch
import Testing

// Types are prefixed `DL` because all test files share one module. Display frame k of a link
// added at time t falls at t + k/60; the scene's clock starts at 1000.

/// A game view that moves 2 points right per frame from its own display link.
@MainActor
final class DLBallView: UIView {
    private(set) var link: CADisplayLink?
    /// Each frame's `timestamp`, `targetTimestamp` and `duration`.
    private(set) var frames: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] = []
    private(set) var layoutCount = 0

    func start(framesPerSecond: Int = 0) {
        let link = CADisplayLink(target: self, selector: DLBallView.step)
        link.preferredFramesPerSecond = framesPerSecond
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func step(_ link: CADisplayLink) {
        frame.origin.x += 2
        frames.append((link.timestamp, link.targetTimestamp, link.duration))
        setNeedsLayout()
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}

/// A target that counts its frames through a method taking no argument.
@MainActor
final class DLCounter {
    private(set) var count = 0
    func tick() { count += 1 }
}

/// The time of display frame `k` of a link added at `start`.
func dlFrame(_ k: Int, from start: TimeInterval = 1000) -> TimeInterval {
    start + Double(k) / 60
}

@Suite("CADisplayLink: frames of the display on the application clock")
@MainActor
struct DisplayLinkTests {
    @Test("a ball moves 2 pt per frame, one frame every 1/60 s, and the window lays out after each")
    func ballMovesPerFrame() {
        let s = TestScene()
        let ball = DLBallView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        s.rootView.addSubview(ball)
        s.window.layoutIfNeeded()
        let layoutsBefore = ball.layoutCount
        ball.start()
        s.clock.advance(by: 10.5 / 60)
        #expect(ball.frame.origin.x == 20)
        #expect(ball.frames.count == 10)
        #expect(ball.layoutCount - layoutsBefore == 10)
        ball.stop()
    }

    @Test("timestamp is the frame's time, targetTimestamp the next frame's, duration 1/60 s; all 0 before the first frame")
    func exactTimestamps() {
        let s = TestScene()
        let ball = DLBallView()
        s.rootView.addSubview(ball)
        ball.start()
        let link = try! #require(ball.link)
        #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
        s.clock.advance(by: 0.01)
        #expect(ball.frames.isEmpty)
        s.clock.advance(by: 3.5 / 60 - 0.01)
        #expect(ball.frames.map(\.timestamp) == [dlFrame(1), dlFrame(2), dlFrame(3)])
        #expect(ball.frames.map(\.target) == [dlFrame(2), dlFrame(3), dlFrame(4)])
        #expect(ball.frames.allSatisfy { $0.duration == 1.0 / 60 })
        #expect(link.timestamp == dlFrame(3))
        ball.stop()
    }

    @Test("frames count from the time the link is added, and the method with no argument works too")
    func framesFromAddTime() {
        let s = TestScene()
        s.clock.advance(by: 0.25)
        let counter = DLCounter()
        let link = CADisplayLink(target: counter, selector: DLCounter.tick)
        link.add(to: .main, forMode: .default)
        s.clock.advance(by: 0.5 / 60)
        #expect(counter.count == 0)
        s.clock.advance(by: 1.0 / 60)
        #expect(counter.count == 1)
        #expect(link.timestamp == dlFrame(1, from: 1000.25))
        link.invalidate()
    }

    @Test("a paused link schedules nothing; resumed, it fires on the next display frame")
    func pauseAndResume() {
        let s = TestScene()
        let ball = DLBallView()
        s.rootView.addSubview(ball)
        let pendingBefore = s.clock.pendingTimerCount
        ball.start()
        s.clock.advance(by: 2.5 / 60)
        #expect(ball.frames.count == 2)
        let link = try! #require(ball.link)
        link.isPaused = true
        #expect(s.clock.pendingTimerCount == pendingBefore)
        s.clock.advance(by: 3 / 60)
        #expect(ball.frames.count == 2)
        #expect(ball.frame.origin.x == 4)
        link.isPaused = false
        s.clock.advance(by: 2 / 60)
        #expect(ball.frames.map(\.timestamp) == [dlFrame(1), dlFrame(2), dlFrame(6), dlFrame(7)])
        #expect(ball.frame.origin.x == 8)
        ball.stop()
    }

    @Test("the run loop keeps an unstored link firing; invalidate stops it and releases the target and the link")
    func invalidateReleasesTarget() {
        let s = TestScene()
        weak var weakTarget: DLCounter?
        weak var weakLink: CADisplayLink?
        do {
            let counter = DLCounter()
            weakTarget = counter
            let link = CADisplayLink(target: counter, selector: DLCounter.tick)
            weakLink = link
            link.add(to: .main, forMode: .common)
        }
        s.clock.advance(by: 2.5 / 60)
        #expect(weakTarget?.count == 2)
        let link = try! #require(weakLink)
        link.invalidate()
        #expect(weakTarget == nil)
        s.clock.advance(by: 2 / 60)
        #expect(s.clock.pendingTimerCount == 0)
        link.add(to: .main, forMode: .common)
        #expect(s.clock.pendingTimerCount == 0)
    }

    @Test("a target may invalidate its link from its own frame")
    func invalidateFromCallback() {
        let s = TestScene()
        let observer = DLFrameObserver {}
        let link = CADisplayLink(target: observer, selector: DLFrameObserver.step)
        observer.stopAfter = 2
        link.add(to: .main, forMode: .common)
        s.clock.advance(by: 5 / 60)
        #expect(observer.frames == 2)
        #expect(s.clock.pendingTimerCount == 0)
    }

    @Test("a view holding its own link is a cycle until invalidate breaks it")
    func retainCycleUntilInvalidate() {
        let s = TestScene()
        weak var weakBall: DLBallView?
        do {
            let ball = DLBallView()
            weakBall = ball
            ball.start()
        }
        s.clock.advance(by: 1.5 / 60)
        #expect(weakBall?.frames.count == 1)
        weakBall?.stop()
        #expect(weakBall == nil)
    }

    @Test("removed from its only run loop and mode, a link stops; added again, it resumes on the same frames")
    func removeAndAddAgain() {
        let s = TestScene()
        let counter = DLCounter()
        let link = CADisplayLink(target: counter, selector: DLCounter.tick)
        link.add(to: .main, forMode: .common)
        link.add(to: .main, forMode: .default)
        s.clock.advance(by: 1.5 / 60)
        link.remove(from: .main, forMode: .common)
        s.clock.advance(by: 1 / 60)
        #expect(counter.count == 2)
        link.remove(from: .main, forMode: .default)
        s.clock.advance(by: 2 / 60)
        #expect(counter.count == 2)
        link.add(to: .main, forMode: .common)
        s.clock.advance(by: 1 / 60)
        #expect(counter.count == 3)
        #expect(link.timestamp == dlFrame(5))
        link.invalidate()
    }

    @Test("preferredFramesPerSecond 30 fires every other display frame; duration stays the display's")
    func thirtyFramesPerSecond() {
        let s = TestScene()
        let ball = DLBallView()
        s.rootView.addSubview(ball)
        ball.start(framesPerSecond: 30)
        s.clock.advance(by: 6.5 / 60)
        #expect(ball.frames.map(\.timestamp) == [dlFrame(2), dlFrame(4), dlFrame(6)])
        #expect(ball.frames.map(\.target) == [dlFrame(4), dlFrame(6), dlFrame(8)])
        #expect(ball.frames.allSatisfy { $0.duration == 1.0 / 60 })
        #expect(ball.frame.origin.x == 6)
        ball.stop()
    }

    /// The display frames a link at `configure`'s rate fires on in its first 12 frames.
    private func firedFrames(_ configure: (CADisplayLink) -> Void) -> [Int] {
        let s = TestScene()
        let counter = DLCounter()
        let link = CADisplayLink(target: counter, selector: DLCounter.tick)
        configure(link)
        var fired: [Int] = []
        link.add(to: .main, forMode: .common)
        for k in 1...12 {
            s.clock.advance(to: dlFrame(k) + 0.1 / 60)
            if link.timestamp == dlFrame(k) { fired.append(k) }
        }
        link.invalidate()
        return fired
    }

    @Test("a preferred rate runs at the nearest divisor of 60 (the higher on a tie); 0 and 60 or more run at 60")
    func nearestDivisorRate() {
        func frames(_ rate: Int) -> [Int] { firedFrames { $0.preferredFramesPerSecond = rate } }
        #expect(frames(0) == Array(1...12))
        #expect(frames(120) == Array(1...12))
        #expect(frames(45) == Array(1...12))
        #expect(frames(40) == [2, 4, 6, 8, 10, 12])
        #expect(frames(25) == [2, 4, 6, 8, 10, 12])
        #expect(frames(24) == [3, 6, 9, 12])
        #expect(frames(15) == [4, 8, 12])
        #expect(frames(11) == [5, 10])
        #expect(frames(-5) == Array(1...12))
    }

    @Test("preferredFrameRateRange: the preferred rate within the range, else its maximum; the default defers to preferredFramesPerSecond")
    func frameRateRange() {
        let range = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
        #expect(firedFrames { $0.preferredFrameRateRange = range } == [3, 6, 9, 12])
        #expect(firedFrames { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30) } == [2, 4, 6, 8, 10, 12])
        #expect(firedFrames { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 20, maximum: 60, preferred: 5) } == [3, 6, 9, 12])
        #expect(firedFrames {
            $0.preferredFramesPerSecond = 15
            $0.preferredFrameRateRange = .default
        } == [4, 8, 12])
    }

    @Test("CAFrameRateRange: default is 0 to 0 with no preferred rate; a preferred rate of 0 is none")
    func frameRateRangeValue() {
        let range = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        #expect(range.minimum == 30 && range.maximum == 120 && range.preferred == 60)
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        #expect(CAFrameRateRange.default.preferred == nil)
        #expect(range.isEqual(to: CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)))
        #expect(!range.isEqual(to: .default))
    }

    @Test("changing the rate between frames takes effect at the next frame the new rate allows")
    func rateChangeMidway() {
        let s = TestScene()
        let ball = DLBallView()
        ball.start()
        s.clock.advance(by: 1.5 / 60)
        ball.link?.preferredFramesPerSecond = 20
        s.clock.advance(by: 6 / 60)
        #expect(ball.frames.map(\.timestamp) == [dlFrame(1), dlFrame(3), dlFrame(6)])
        ball.stop()
    }

    @Test("a link whose application is released stops at its next frame without crashing and releases its target")
    func applicationReleased() {
        let clock = VirtualClock(start: 1000)
        weak var weakApp: UIApplication?
        weak var weakTarget: DLCounter?
        var link: CADisplayLink?
        do {
            let app = UIApplication(clock: clock)
            weakApp = app
            let counter = DLCounter()
            weakTarget = counter
            link = CADisplayLink(target: counter, selector: DLCounter.tick)
            link?.add(to: .main, forMode: .common)
            clock.advance(by: 1.5 / 60)
            #expect(counter.count == 1)
        }
        #expect(weakApp == nil)
        #expect(weakTarget?.count == 1)
        clock.advance(by: 3 / 60)
        #expect(weakTarget == nil)
        #expect(clock.pendingTimerCount == 0)
        #expect(link?.timestamp == dlFrame(1))
    }

    @Test("a display link and a decelerating scroll view in the same scene tick on the same frame times")
    func sameFramesAsScrollView() {
        let s = SVScene()
        let delegate = DLDecelerationFrames(clock: s.clock)
        s.scrollView.delegate = delegate
        svFling(s)
        #expect(s.scrollView.isDecelerating)
        let release = s.clock.now
        var linkTimes: [TimeInterval] = []
        let observer = DLFrameObserver { linkTimes.append(s.clock.now) }
        let link = CADisplayLink(target: observer, selector: DLFrameObserver.step)
        link.add(to: .main, forMode: .common)
        s.clock.advance(by: 0.5)
        #expect(s.scrollView.isDecelerating)
        #expect(linkTimes.count == 30)
        #expect(delegate.times == linkTimes)
        #expect(link.timestamp == dlFrame(30, from: release))
        link.invalidate()
    }
}

/// A display link target that runs a closure each frame.
@MainActor
final class DLFrameObserver {
    private let onFrame: @MainActor () -> Void
    /// Invalidates the link from inside this many'th frame.
    var stopAfter: Int?
    private(set) var frames = 0
    init(_ onFrame: @escaping @MainActor () -> Void) { self.onFrame = onFrame }
    func step(_ link: CADisplayLink) {
        frames += 1
        onFrame()
        if frames == stopAfter { link.invalidate() }
    }
}

/// A scroll view delegate that records the clock time of each deceleration frame.
@MainActor
final class DLDecelerationFrames: UIScrollViewDelegate {
    let clock: VirtualClock
    private(set) var times: [TimeInterval] = []
    init(clock: VirtualClock) { self.clock = clock }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.isDecelerating { times.append(clock.now) }
    }
}
