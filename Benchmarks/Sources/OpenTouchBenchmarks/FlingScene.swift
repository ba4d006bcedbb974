import Foundation
import OpenTouch

/// A scroll view (the whole 375 × 667 window, content 40 views tall) flung upwards by a
/// ``TouchDriver`` drag, then driven frame by frame on its ``VirtualClock`` until it rests.
@MainActor
final class FlingScene {
    /// Frames per second of the scroll view's motions (``ScrollViewConstants/frameRate``).
    static let frameRate = ScrollViewConstants.frameRate
    /// The fling: 200 points upwards in 0.1 s (about 2,000 points per second), 6 moves.
    static let flingStart = CGPoint(x: 187.5, y: 500), flingEnd = CGPoint(x: 187.5, y: 300)
    static let flingDuration: TimeInterval = 0.1, flingSteps = 6
    /// Where each fling starts: far from both ends of the content, so it decelerates freely.
    static let startOffset = CGPoint(x: 0, y: 5_000)
    /// The content's height in window heights.
    static let contentScreens: CGFloat = 40
    /// A bound on the frames of one motion, so a fault cannot loop forever (100 s of frames).
    static let frameLimit = 6_000

    let clock = VirtualClock(start: 1000)
    let application: UIApplication
    let window: UIWindow
    let scrollView: UIScrollView
    let counter = ScrollCounter()
    let driver: TouchDriver
    private let scene: UIWindowScene

    init() {
        application = UIApplication(clock: clock)
        scene = UIWindowScene(application: application, screen: UIScreen())
        window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: window.bounds.width,
                                        height: window.bounds.height * Self.contentScreens)
        window.addSubview(scrollView)
        scrollView.delegate = counter
        driver = TouchDriver(application: application)
    }

    /// Puts the content back and flings it (untimed); returns the release time.
    func fling() -> TimeInterval {
        scrollView.setContentOffset(Self.startOffset, animated: false)
        driver.drag(from: Self.flingStart, to: Self.flingEnd, duration: Self.flingDuration, steps: Self.flingSteps)
        precondition(scrollView.isDecelerating, "the fling did not start a deceleration")
        return clock.now
    }

    /// Advances the clock one frame at a time from `release` until the deceleration ends;
    /// returns the number of frames.
    func runToRest(from release: TimeInterval) -> Int {
        let ended = counter.endedDecelerating
        var frame = 0
        while counter.endedDecelerating == ended {
            frame += 1
            precondition(frame <= Self.frameLimit, "the deceleration did not come to rest")
            clock.advance(to: release + Double(frame) / Self.frameRate)
        }
        return frame
    }

    /// Frames to rest that Apple's decay model predicts for a release at `velocity` points per
    /// ms: the distance left, `|v|·rate^(t+1)/(1 − rate)`, falls under the rest distance.
    static func modelFrames(velocity: CGFloat, rate: CGFloat) -> Int {
        let restDistance = ScrollViewConstants.decelerationRestDistance
        let milliseconds = log(restDistance * (1 - rate) / (abs(velocity) * rate)) / log(rate)
        return Int((Double(milliseconds) * frameRate / 1000).rounded(.up))
    }
}

/// A bare frame timer with the same scheduling as the scroll view's motions (frame `k` at
/// `start + k/60` s, a weakly capturing closure per frame); each frame does nothing, or sets the
/// scroll view's `contentOffset` when given one.
@MainActor
final class FrameTicker {
    private let clock: VirtualClock
    private let scrollView: UIScrollView?
    private var startTime: TimeInterval = 0
    private var frame = 0
    private var frames = 0
    private var timer: ScheduledTimer?
    /// Frames fired since the ticker was made.
    private(set) var fired = 0

    init(clock: VirtualClock, settingOffsetOf scrollView: UIScrollView? = nil) {
        self.clock = clock
        self.scrollView = scrollView
    }

    /// Starts `frames` frames from now.
    func start(frames: Int) {
        startTime = clock.now
        frame = 0
        self.frames = frames
        scheduleNextFrame()
    }

    /// Advances the clock frame by frame through the run started last.
    func runToEnd() {
        for index in 1 ... frames { clock.advance(to: startTime + Double(index) / FlingScene.frameRate) }
    }

    private func scheduleNextFrame() {
        frame += 1
        let fireTime = startTime + Double(frame) / FlingScene.frameRate
        timer = clock.schedule(after: fireTime - clock.now) { [weak self] in
            self?.fire()
        }
    }

    private func fire() {
        fired += 1
        if let scrollView {
            scrollView.contentOffset = CGPoint(x: 0, y: FlingScene.startOffset.y + CGFloat(frame))
        }
        if frame < frames { scheduleNextFrame() }
    }
}
