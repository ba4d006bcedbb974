import Foundation
import OpenTouch

/// What a list benchmark scrolls.
enum ListKind: CaseIterable {
    /// A plain-style `UITableView`, one cell per row.
    case table
    /// A `UICollectionView` with a vertical `UICollectionViewFlowLayout`, one item per line.
    case collection
    /// The baseline: a plain `UIScrollView` holding one pre-placed row view per row.
    case plainScrollView

    var name: String {
        switch self {
        case .table: "UITableView (plain)"
        case .collection: "UICollectionView (flow layout)"
        case .plainScrollView: "plain UIScrollView, pre-placed row views"
        }
    }
}

/// A full-window list of `rows` rows scrolled by a finger, frame by frame, on the application's
/// virtual clock: each cycle puts the list in the middle of its content, drags a finger up for
/// ``dragFrames`` frames (one move per frame), lifts it (a fling) and runs the deceleration to
/// rest. Every frame ends with the layout pass the application runs after a frame.
@MainActor
final class ListScrollScene {
    static let frameRate = ScrollViewConstants.frameRate
    /// Frames the finger moves before it lifts, and how far it moves in each.
    static let dragFrames = 8, dragStep: CGFloat = 30
    static let fingerStart = CGPoint(x: 187.5, y: 560)
    /// A bound on one cycle's frames, so a fault cannot loop forever.
    static let frameLimit = 6_000

    let kind: ListKind
    let rows: Int
    let selfSizing: Bool
    let clock = VirtualClock(start: 1000)
    let application: UIApplication
    let window: UIWindow
    let scrollView: UIScrollView
    let driver: TouchDriver
    private let scene: UIWindowScene
    private let keepAlive: [AnyObject]
    private var finger: TouchDriver.Finger?
    private var dragFrame = 0
    private var cycleFrames = 0

    init(kind: ListKind, rows: Int, selfSizing: Bool) {
        self.kind = kind
        self.rows = rows
        self.selfSizing = selfSizing
        application = UIApplication(clock: clock)
        scene = UIWindowScene(application: application, screen: UIScreen())
        window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let built = ListScrollScene.makeList(kind, rows: rows, selfSizing: selfSizing, frame: window.bounds)
        scrollView = built.view
        keepAlive = built.keepAlive
        window.addSubview(scrollView)
        driver = TouchDriver(application: application)
        application.layoutWindowsIfNeeded()
        recentre()
    }

    /// The middle of the content: where every cycle starts.
    var middleOffset: CGPoint {
        CGPoint(x: 0, y: max(0, (scrollView.contentSize.height - scrollView.bounds.height) / 2).rounded())
    }

    /// Puts the list back in the middle of its content and lays it out (untimed).
    func recentre() {
        scrollView.setContentOffset(middleOffset, animated: false)
        application.layoutWindowsIfNeeded()
    }

    /// Runs one frame of the cycle (finger down and the recentring happen untimed first when a
    /// cycle starts); returns the nanoseconds the frame took.
    func frame() -> Double {
        prepareFrame()
        let start = ContinuousClock.now
        runFrame()
        return nanoseconds(start.duration(to: .now))
    }

    /// Starts a new cycle when the last one has come to rest (untimed, uncounted).
    func prepareFrame() {
        if finger == nil, !scrollView.isDecelerating { startCycle() }
    }

    /// The frame itself: the clock advances a frame, the finger moves or lifts, and the
    /// application's layout pass runs.
    func runFrame() {
        step()
        application.layoutWindowsIfNeeded()
    }

    /// Frames run since the scene was made.
    private(set) var framesRun = 0

    private func startCycle() {
        recentre()
        finger = driver.down(at: Self.fingerStart)
        dragFrame = 0
        cycleFrames = 0
    }

    private func step() {
        framesRun += 1
        cycleFrames += 1
        precondition(cycleFrames <= Self.frameLimit, "the list's fling did not come to rest")
        clock.advance(to: clock.now + 1 / Self.frameRate)
        guard let finger else { return }
        dragFrame += 1
        if dragFrame <= Self.dragFrames {
            let y = Self.fingerStart.y - CGFloat(dragFrame) * Self.dragStep
            driver.move(finger, to: CGPoint(x: Self.fingerStart.x, y: y))
        } else {
            driver.up(finger)
            self.finger = nil
        }
    }

    /// The view under the middle of the window (the list shows its middle row there).
    func hitTestMiddle() -> UIView? {
        window.hitTest(CGPoint(x: window.bounds.midX, y: window.bounds.midY), with: nil)
    }
}
