import Foundation
import OpenTouch
import Testing

/// A scroll view that records `touchesShouldBegin` and `touchesShouldCancel` (with the time) and
/// can change their answers.
@MainActor
final class SVPolicyScrollView: UIScrollView {
    /// Views refused by `touchesShouldBegin`.
    var refusedViews: [UIView] = []
    /// The answer of `touchesShouldCancel`, or nil for UIKit's default.
    var cancelAnswer: Bool?
    private(set) var asked: [String] = []

    private var time: String {
        String(format: "%.3f", (window?.windowScene?.application?.clock.now ?? 1000) - 1000)
    }

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked.append("shouldBegin \(type(of: view)) @\(time)")
        return !refusedViews.contains { $0 === view }
    }

    override func touchesShouldCancel(in view: UIView) -> Bool {
        asked.append("shouldCancel \(type(of: view)) @\(time)")
        return cancelAnswer ?? super.touchesShouldCancel(in: view)
    }
}

/// A 375 × 600 vertical scroll view (content 2000 tall) whose top 100 points are a content view
/// (a plain view whose touch calls the trace shows, or a button-like control).
@MainActor
struct SVContentScene {
    let s: SVScene
    let scrollView: SVPolicyScrollView
    let row: UIView
    let control: SVTrackingControl
    let recorder: TraceRecorder

    init() {
        scrollView = SVPolicyScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        s = SVScene(scrollView)
        row = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        control = SVTrackingControl(frame: CGRect(x: 0, y: 100, width: 375, height: 100), clock: s.clock)
        scrollView.addSubview(row)
        scrollView.addSubview(control)
        recorder = s.scene.recorder()
    }

    /// The row's touch calls with their times: `row began @0.150`.
    var rowLog: [String] { recorder.timedTouchLines(of: row, as: "row") }

    var driver: TouchDriver { s.driver }
    static let onRow = CGPoint(x: 100, y: 50)
    static let onControl = CGPoint(x: 100, y: 150)
    static let onScrollView = CGPoint(x: 100, y: 400)
}

@MainActor
@Suite("UIScrollView content touches: delaysContentTouches and touchesShouldBegin")
struct SVContentDelayTests {
    @Test("A quick tap on content is delivered on lift: began and ended together")
    func quickTap() {
        let c = SVContentScene()
        c.driver.tap(at: SVContentScene.onRow, duration: 0.05)
        #expect(c.rowLog == ["row began @0.050", "row ended @0.050"])
    }

    @Test("A slow press reaches the content 150 ms after touch-down")
    func slowPress() {
        let c = SVContentScene()
        let finger = c.driver.down(at: SVContentScene.onRow)
        c.driver.wait(0.149)
        #expect(c.rowLog.isEmpty)
        c.driver.wait(0.051)
        #expect(c.rowLog == ["row began @0.150"])
        c.driver.wait(0.1)
        c.driver.up(finger)
        #expect(c.rowLog == ["row began @0.150", "row ended @0.300"])
        #expect(ScrollViewConstants.contentTouchDelay == 0.15)
    }

    @Test("Without delaysContentTouches the content gets the touch-down at once")
    func noDelay() {
        let c = SVContentScene()
        c.scrollView.delaysContentTouches = false
        c.driver.tap(at: SVContentScene.onRow, duration: 0.05)
        #expect(c.rowLog == ["row began @0.000", "row ended @0.050"])
        let finger = c.driver.down(at: SVContentScene.onRow)
        c.driver.wait(0.3)
        c.driver.up(finger)
        #expect(c.rowLog == ["row began @0.000", "row ended @0.050", "row began @0.050", "row ended @0.350"])
    }

    @Test("A drag before the delay ends scrolls and the content never sees the touch")
    func dragBeforeTheDelay() {
        let c = SVContentScene()
        let finger = c.driver.down(at: SVContentScene.onRow)
        c.driver.wait(0.05)
        c.driver.move(finger, to: CGPoint(x: 100, y: 20))
        #expect(c.scrollView.contentOffset == CGPoint(x: 0, y: 20))
        c.driver.wait(0.3)
        c.driver.up(finger)
        #expect(c.rowLog.isEmpty)
        #expect(c.scrollView.asked.isEmpty)
    }

    @Test("Without the delay a drag cancels the content's touch and scrolls")
    func dragWithoutTheDelay() {
        let c = SVContentScene()
        c.scrollView.delaysContentTouches = false
        let finger = c.driver.down(at: SVContentScene.onRow)
        c.driver.wait(0.05)
        c.driver.move(finger, to: CGPoint(x: 100, y: 20))
        #expect(c.rowLog == ["row began @0.000", "row cancelled @0.050"])
        #expect(c.scrollView.contentOffset == CGPoint(x: 0, y: 20))
        c.driver.up(finger)
    }

    @Test("touchesShouldBegin is asked when the content would get the began: at the delay's end, or at once")
    func touchesShouldBeginIsAskedOnDelivery() {
        let c = SVContentScene()
        let finger = c.driver.down(at: SVContentScene.onRow)
        #expect(c.scrollView.asked.isEmpty)
        c.driver.wait(0.2)
        c.driver.up(finger)
        c.scrollView.delaysContentTouches = false
        c.driver.tap(at: SVContentScene.onRow, duration: 0.05)
        #expect(c.scrollView.asked == ["shouldBegin UIView @0.150", "shouldBegin UIView @0.200"])
    }

    @Test("touchesShouldBegin false keeps the touch from the content; the scroll view can still scroll")
    func touchesShouldBeginFalse() {
        let c = SVContentScene()
        c.scrollView.refusedViews = [c.row]
        c.driver.tap(at: SVContentScene.onRow, duration: 0.05)
        let finger = c.driver.down(at: SVContentScene.onRow)
        c.driver.wait(0.3)
        c.driver.move(finger, to: CGPoint(x: 100, y: 20))
        #expect(c.scrollView.contentOffset == CGPoint(x: 0, y: 20))
        c.driver.up(finger)
        #expect(c.rowLog.isEmpty)
        #expect(c.scrollView.asked == ["shouldBegin UIView @0.050", "shouldBegin UIView @0.200"])
    }

    @Test("touchesShouldBegin is not asked for touches on the scroll view itself")
    func notAskedForTheScrollView() {
        let c = SVContentScene()
        c.driver.tap(at: SVContentScene.onScrollView, duration: 0.05)
        c.driver.longPress(at: SVContentScene.onScrollView, duration: 0.3)
        #expect(c.scrollView.asked.isEmpty)
    }
}

@MainActor
@Suite("UIScrollView content touches: canCancelContentTouches and touchesShouldCancel(in:)")
struct SVContentCancelTests {
    @Test("A drag after the delay cancels a plain content view's touch and scrolls (touchesShouldCancel true)")
    func plainViewIsCancelled() {
        let c = SVContentScene()
        let finger = c.driver.down(at: SVContentScene.onRow)
        c.driver.wait(0.2)
        c.driver.move(finger, to: CGPoint(x: 100, y: 20))
        #expect(c.rowLog == ["row began @0.150", "row cancelled @0.200"])
        #expect(c.scrollView.asked == ["shouldBegin UIView @0.150", "shouldCancel UIView @0.200"])
        #expect(c.scrollView.contentOffset == CGPoint(x: 0, y: 20))
        c.driver.up(finger)
    }

    @Test("With canCancelContentTouches false the scroll view never scrolls once content tracks the touch, and is not asked")
    func cannotCancel() {
        let c = SVContentScene()
        c.scrollView.canCancelContentTouches = false
        let finger = c.driver.down(at: SVContentScene.onRow)
        c.driver.wait(0.2)
        c.driver.move(finger, to: CGPoint(x: 100, y: 20))
        c.driver.wait(0.02)
        c.driver.move(finger, to: CGPoint(x: 100, y: -100))
        c.driver.up(finger)
        #expect(c.scrollView.contentOffset == .zero)
        #expect(c.scrollView.panGestureRecognizer.state == .possible) // failed, and reset after the lift
        #expect(c.rowLog == ["row began @0.150", "row moved @0.200", "row moved @0.220", "row ended @0.220"])
        #expect(c.scrollView.asked == ["shouldBegin UIView @0.150"])
        #expect(c.s.delegate.calls.isEmpty)
    }

    @Test("With canCancelContentTouches false a drag before the delay still scrolls")
    func cannotCancelButNotYetTracking() {
        let c = SVContentScene()
        c.scrollView.canCancelContentTouches = false
        let finger = c.driver.down(at: SVContentScene.onRow)
        c.driver.move(finger, to: CGPoint(x: 100, y: 20))
        #expect(c.scrollView.contentOffset == CGPoint(x: 0, y: 20))
        c.driver.up(finger)
        #expect(c.rowLog.isEmpty)
    }

    @Test("A button-like control highlights after the delay, not before")
    func controlHighlightsAfterTheDelay() {
        let c = SVContentScene()
        let finger = c.driver.down(at: SVContentScene.onControl)
        c.driver.wait(0.1)
        #expect(!c.control.isPressed)
        c.driver.wait(0.1)
        #expect(c.control.isPressed)
        c.driver.up(finger)
        #expect(!c.control.isPressed)
        #expect(c.control.log == ["control began @0.150", "control ended @0.200"])
    }

    @Test("A quick tap on a control delivers began and ended on lift")
    func quickTapOnControl() {
        let c = SVContentScene()
        c.driver.tap(at: SVContentScene.onControl, duration: 0.08)
        #expect(c.control.log == ["control began @0.080", "control ended @0.080"])
    }

    @Test("A drag before the delay scrolls and the control never sees the touch")
    func dragBeforeTheDelayOnControl() {
        let c = SVContentScene()
        c.driver.drag(from: SVContentScene.onControl, to: CGPoint(x: 100, y: 50), duration: 0.1, steps: 5)
        #expect(c.control.log.isEmpty)
        #expect(c.scrollView.contentOffset.y > 0)
    }

    @Test("A drag after the delay does not scroll a control's touch by default: touchesShouldCancel is false for UIControl")
    func controlKeepsItsTouch() {
        let c = SVContentScene()
        let finger = c.driver.down(at: SVContentScene.onControl)
        c.driver.wait(0.2)
        c.driver.move(finger, to: CGPoint(x: 100, y: 100))
        c.driver.up(finger)
        #expect(c.scrollView.contentOffset == .zero)
        #expect(c.control.log == ["control began @0.150", "control moved @0.200", "control ended @0.200"])
        #expect(c.scrollView.asked == ["shouldBegin SVTrackingControl @0.150", "shouldCancel SVTrackingControl @0.200"])
        #expect(!c.scrollView.touchesShouldCancel(in: UIControl(frame: .zero)))
        #expect(UIScrollView().touchesShouldCancel(in: UIView()))
    }

    @Test("A subclass whose touchesShouldCancel returns true lets the drag cancel the control and scroll")
    func subclassCancelsControls() {
        let c = SVContentScene()
        c.scrollView.cancelAnswer = true
        let finger = c.driver.down(at: SVContentScene.onControl)
        c.driver.wait(0.2)
        c.driver.move(finger, to: CGPoint(x: 100, y: 100))
        #expect(c.control.log == ["control began @0.150", "control cancelled @0.200"])
        #expect(!c.control.isPressed)
        #expect(c.scrollView.contentOffset == CGPoint(x: 0, y: 40))
        c.driver.up(finger)
    }
}

@MainActor
@Suite("UIScrollView's own touches")
struct SVOwnTouchesTests {
    @Test("Touches on the scroll view itself are forwarded to the next responder, except moves while dragging")
    func ownTouchesAndTheResponderChain() {
        let scene = TestScene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let recorder = scene.recorder()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        scrollView.panGestureRecognizer.cancelsTouchesInView = false
        scene.rootView.addSubview(container)
        container.addSubview(scrollView)
        let finger = scene.driver.down(at: CGPoint(x: 100, y: 400))
        scene.driver.wait(0.2)
        scene.driver.move(finger, to: CGPoint(x: 100, y: 395)) // under the pan's 10 pt: not dragging
        scene.driver.wait(0.02)
        scene.driver.move(finger, to: CGPoint(x: 100, y: 370)) // the drag begins
        scene.driver.wait(0.02)
        scene.driver.move(finger, to: CGPoint(x: 100, y: 350))
        scene.driver.wait(0.2)
        scene.driver.up(finger)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(recorder.timedTouchLines(of: container, as: "container") == ["container began @0.150", "container moved @0.200", "container ended @0.440"])
    }
}
