import Foundation
import OpenTouch
import Testing

/// A 375 × 667 scroll view filling the screen with 2000 points of content and a refresh control
/// whose `.valueChanged` logs `"valueChanged"` (with whether a finger was down) to the scene's log.
@MainActor
struct RFScene {
    let scene: TestScene
    let scrollView: UIScrollView
    let refresh = UIRefreshControl()

    init(contentHeight: CGFloat = 2000, scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))) {
        scene = TestScene()
        self.scrollView = scrollView
        scrollView.contentSize = CGSize(width: 375, height: contentHeight)
        scene.add(scrollView)
        let log = scene.log, refresh = refresh
        refresh.addAction(UIAction { _ in log.append("valueChanged tracking=\(scrollView.isTracking)") }, for: .valueChanged)
        scrollView.refreshControl = refresh
        scene.window.layoutIfNeeded()
    }

    var log: CallLog { scene.log }
    var driver: TouchDriver { scene.driver }
    var offsetY: CGFloat { scrollView.contentOffset.y }

    /// Puts a finger down at (100, 100) and moves it down by `distance` in ten steps of 16 ms.
    func pull(_ distance: CGFloat) -> TouchDriver.Finger {
        let finger = driver.down(at: CGPoint(x: 100, y: 100))
        for step in 1...10 {
            driver.wait(0.016)
            driver.move(finger, to: CGPoint(x: 100, y: 100 + distance * CGFloat(step) / 10))
        }
        return finger
    }
}

@MainActor
@Suite("UIRefreshControl: pulling a scroll view down past the threshold refreshes")
struct RefreshControlTests {
    @Test("Pulled past the threshold, the control sends .valueChanged once, while the finger is still down")
    func firesWhileDragging() {
        let s = RFScene()
        let finger = s.pull(200)
        #expect(-s.offsetY < RefreshControlConstants.triggerDistance)
        #expect(s.log.lines.isEmpty)
        #expect(!s.refresh.isRefreshing)
        for y in stride(from: 320, through: 500, by: 20) {
            s.driver.move(finger, to: CGPoint(x: 100, y: CGFloat(y)))
        }
        #expect(-s.offsetY >= RefreshControlConstants.triggerDistance)
        #expect(s.log.lines == ["valueChanged tracking=true"])
        #expect(s.refresh.isRefreshing)
        s.driver.move(finger, to: CGPoint(x: 100, y: 300))
        s.driver.move(finger, to: CGPoint(x: 100, y: 520))
        s.driver.up(finger)
        #expect(s.log.lines.count == 1)
    }

    @Test("Released while refreshing, the content springs back to −60 with the spinner showing; contentInset is untouched")
    func settlesShowingTheSpinner() {
        let s = RFScene()
        let finger = s.pull(400)
        #expect(s.refresh.isRefreshing)
        #expect(s.scrollView.adjustedContentInset.top == 0) // added at release, so the drag does not jump
        s.driver.up(finger)
        #expect(s.scrollView.adjustedContentInset.top == RefreshControlConstants.height)
        #expect(s.scrollView.contentInset == .zero)
        s.driver.wait(2)
        #expect(s.offsetY == -RefreshControlConstants.height)
        #expect(!s.scrollView.isDecelerating)
        #expect(s.refresh.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
        #expect(s.refresh.superview === s.scrollView)
    }

    @Test("endRefreshing slides the content back to the top over 0.3 s of the application clock")
    func endRefreshingAnimates() {
        let s = RFScene()
        let finger = s.pull(400)
        s.driver.up(finger)
        s.driver.wait(2)
        s.refresh.endRefreshing()
        #expect(!s.refresh.isRefreshing)
        #expect(s.scrollView.adjustedContentInset.top == 0)
        #expect(s.offsetY == -60)
        s.driver.wait(0.15)
        #expect(s.offsetY > -60 && s.offsetY < 0)
        s.driver.wait(0.2)
        #expect(s.offsetY == 0)
    }

    @Test("A pull that stops short of the threshold does not refresh and springs back to the top")
    func shortPull() {
        let s = RFScene()
        let finger = s.pull(200)
        s.driver.up(finger)
        s.driver.wait(2)
        #expect(s.log.lines.isEmpty)
        #expect(!s.refresh.isRefreshing)
        #expect(s.offsetY == 0)
    }

    @Test("Motion no finger drives never refreshes: an offset set from code, or a fling bouncing at the top")
    func noFingerNoRefresh() {
        let s = RFScene()
        s.scrollView.setContentOffset(CGPoint(x: 0, y: -200), animated: false)
        #expect(s.log.lines.isEmpty)
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        s.driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 600), duration: 0.08, steps: 5)
        var lowest: CGFloat = 0
        for _ in 0..<120 {
            s.driver.wait(1.0 / 60)
            lowest = min(lowest, s.offsetY)
        }
        #expect(lowest < 0) // it did bounce past the top
        #expect(s.log.lines.isEmpty)
        #expect(!s.refresh.isRefreshing)
    }

    @Test("While refreshing a pull sends nothing; after endRefreshing and a return to the top, a pull refreshes again")
    func rearming() {
        let s = RFScene()
        s.driver.up(s.pull(400))
        s.driver.wait(2)
        s.driver.up(s.pull(400))
        s.driver.wait(2)
        #expect(s.log.lines.count == 1)
        s.refresh.endRefreshing()
        s.driver.wait(1)
        s.driver.up(s.pull(400))
        #expect(s.log.lines.count == 2)
    }

    @Test("beginRefreshing from code: refreshing, the top inset grows, no .valueChanged, the content does not move")
    func beginFromCode() {
        let s = RFScene()
        s.refresh.beginRefreshing()
        #expect(s.refresh.isRefreshing)
        #expect(s.scrollView.adjustedContentInset.top == 60)
        #expect(s.offsetY == 0)
        #expect(s.log.lines.isEmpty)
        s.scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        s.refresh.endRefreshing()
        s.driver.wait(0.5)
        #expect(s.offsetY == 0)
    }

    @Test("Content shorter than the view can still be pulled to refresh")
    func shortContent() {
        let s = RFScene(contentHeight: 300)
        s.driver.up(s.pull(400))
        #expect(s.log.lines == ["valueChanged tracking=true"])
    }

    @Test("The control takes no touches: a finger on the pulled-open control drags the scroll view")
    func passesTouches() {
        let s = RFScene()
        s.scrollView.setContentOffset(CGPoint(x: 0, y: -50), animated: false)
        let hit = s.scene.hitView(at: CGPoint(x: 187, y: 20))
        #expect(hit === s.scrollView)
    }

    @Test("Removing the control takes its inset away and takes it out of the scroll view")
    func detaching() {
        let s = RFScene()
        s.refresh.beginRefreshing()
        s.scrollView.refreshControl = nil
        #expect(s.refresh.superview == nil)
        #expect(s.scrollView.adjustedContentInset.top == 0)
    }
}
