import Foundation
import OpenTouch
import Testing

// Helpers for the ScrollViews/ suites. Every type is prefixed `SV` because all test files share
// one module. Times are printed relative to the scene's start (its virtual clock starts at 1000).

/// A scroll-view delegate that records every call, the offsets with their times, and what
/// `scrollViewWillEndDragging` was given.
@MainActor
final class SVDelegate: UIScrollViewDelegate {
    let clock: VirtualClock
    /// Every call by name, in order (`didScroll`, `willBeginDragging`, …).
    private(set) var calls: [String] = []
    /// Each `scrollViewDidScroll` with the time (relative to the scene start) and the offset.
    private(set) var scrolls: [(time: TimeInterval, offset: CGPoint)] = []
    /// Each `scrollViewDidZoom` with the zoom scale.
    private(set) var zooms: [CGFloat] = []
    private(set) var releaseTime: TimeInterval?
    private(set) var reportedVelocity: CGPoint?
    private(set) var reportedTarget: CGPoint?
    private(set) var willDecelerate: Bool?
    private(set) var endDecelerationTime: TimeInterval?
    private(set) var endZoomScale: CGFloat?
    /// Changes the target in `scrollViewWillEndDragging`.
    var retarget: ((CGPoint) -> CGPoint)?
    /// The view returned from `viewForZooming(in:)`.
    var zoomingView: UIView?

    init(clock: VirtualClock) {
        self.clock = clock
    }

    var now: TimeInterval { clock.now - 1000 }

    /// The calls with each run of `didScroll` (and of `didZoom`) collapsed into one.
    var order: [String] {
        var result: [String] = []
        for call in calls where call != result.last || (call != "didScroll" && call != "didZoom") {
            result.append(call)
        }
        return result
    }

    /// The offsets recorded after the release, with the milliseconds since it.
    var scrollsAfterRelease: [(elapsed: Double, offset: CGPoint)] {
        guard let releaseTime else { return [] }
        return scrolls.filter { $0.time > releaseTime }.map { (($0.time - releaseTime) * 1000, $0.offset) }
    }

    func clear() {
        calls = []
        scrolls = []
        zooms = []
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll")
        scrolls.append((now, scrollView.contentOffset))
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging")
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        releaseTime = now
        reportedVelocity = velocity
        reportedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
        willDecelerate = decelerate
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        calls.append("willBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating")
        endDecelerationTime = now
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        calls.append("didEndScrollingAnimation")
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        zoomingView
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        calls.append("willBeginZooming")
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        calls.append("didZoom")
        zooms.append(scrollView.zoomScale)
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming(\(scale))")
        endZoomScale = scale
    }
}

/// The screen a user would build: a view controller whose view holds a scroll view.
@MainActor
final class SVScrollController: UIViewController {
    let scrollView: UIScrollView

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        view.addSubview(scrollView)
    }
}

/// A 375 × 667 scene whose controller shows `scrollView`, with a recording delegate.
@MainActor
struct SVScene {
    let scene: TestScene
    let scrollView: UIScrollView
    let delegate: SVDelegate

    init(_ scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)),
         contentSize: CGSize = CGSize(width: 375, height: 2000)) {
        scrollView.contentSize = contentSize
        self.scrollView = scrollView
        scene = TestScene(controller: SVScrollController(scrollView: scrollView))
        delegate = SVDelegate(clock: scene.clock)
        scrollView.delegate = delegate
    }

    var driver: TouchDriver { scene.driver }
    var clock: VirtualClock { scene.clock }
    /// Seconds since the scene started.
    var now: TimeInterval { clock.now - 1000 }
}

/// A button-like control: highlighted while it tracks a touch; logs its touch calls with their times (`control began @0.150`).
/// Its overrides are the point: they replace UIControl's tracking, as a hand-written control does.
@MainActor
final class SVTrackingControl: UIControl {
    let clock: VirtualClock
    private(set) var log: [String] = []
    private(set) var isPressed = false

    init(frame: CGRect, clock: VirtualClock) {
        self.clock = clock
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    private func record(_ phase: String) {
        log.append("control \(phase) @\(String(format: "%.3f", clock.now - 1000))")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isPressed = true
        record("began")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved") }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isPressed = false
        record("ended")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isPressed = false
        record("cancelled")
    }
}

// MARK: The formulas the scroll view documents, written out independently

/// The rubber band: `(1 − 1/(x·0.55/d + 1))·d`.
func svRubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
    (1 - 1 / (x * 0.55 / d + 1)) * d
}

/// Deceleration after `t` ms: during millisecond k the offset moves `v·rate^k`.
func svDecay(from start: CGFloat, velocity v: CGFloat, rate: CGFloat, after t: Double) -> CGFloat {
    start + v * rate * (1 - pow(rate, CGFloat(t))) / (1 - rate)
}

/// The critically damped spring (ω = 0.015/ms) `t` ms after leaving `target + x0` at `v0` pt/ms.
func svSpring(to target: CGFloat, from x0: CGFloat, velocity v0: CGFloat = 0, after t: Double) -> CGFloat {
    let omega: CGFloat = 0.015, time = CGFloat(t)
    return target + (x0 + (v0 + omega * x0) * time) * exp(-omega * time)
}

/// Sinusoidal ease-in-out after `t` of `duration` ms.
func svEase(from a: CGFloat, to b: CGFloat, after t: Double, duration: Double = 300) -> CGFloat {
    a + (b - a) * (1 - cos(.pi * CGFloat(min(t / duration, 1)))) / 2
}
