import Foundation
import Testing
import OpenTouch

@MainActor
private final class APLifecycleController: UIViewController {
    var calls: [String] = [] {
        didSet { if let last = calls.last { sharedLog?.entries.append("\(name).\(last)") } }
    }
    let name: String
    var sharedLog: APSharedLog?

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        name = "decoded"
        super.init(coder: coder)
    }

    override func viewDidLoad() { super.viewDidLoad(); calls.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("viewDidDisappear(\(animated))") }
}

/// The appearance calls of several controllers, interleaved.
@MainActor
private final class APSharedLog {
    var entries: [String] = []
}

@MainActor
private final class APWindowWatcher: UIView {
    var moves: [String] = []
    override func willMove(toWindow newWindow: UIWindow?) { moves.append("will \(newWindow == nil ? "nil" : "window")") }
    override func didMoveToWindow() { moves.append("did \(window == nil ? "nil" : "window")") }
}

@MainActor
@Suite("Views and controllers behave as UIKit's NSObject subclasses")
struct APObjectTests {
    @Test("views compare and hash by identity, so == , Set, dictionaries and `case self:` work")
    func identity() {
        let a = UIView(), b = UIView()
        #expect(a == a && a != b)
        #expect(Set([a, b, a]).count == 2)
        let names: [UIView: String] = [a: "a", b: "b"]
        #expect(names[b] == "b")
        let touched: UIView? = b
        var matched = ""
        switch touched {
        case a: matched = "a"
        case b: matched = "b"
        default: matched = "none"
        }
        #expect(matched == "b")
        #expect(UIButton().isKind(of: UIControl.self) && !UIButton().isMember(of: UIControl.self))
        let tap = UITapGestureRecognizer()
        #expect([tap: 1][tap] == 1)
    }

    @Test("init(nibName:bundle:) and init?(coder:) make working controllers, with no nib loaded")
    func controllerInitializers() throws {
        let controller = APLifecycleController(name: "profile")
        #expect(controller.nibName == nil && controller.nibBundle == nil)
        let named = UIViewController(nibName: "Profile", bundle: .main)
        #expect(named.nibName == "Profile")
        #expect(named.view.bounds == .zero)
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let decoded = try #require(APLifecycleController(coder: unarchiver))
        #expect(decoded.name == "decoded")
        let view = try #require(UIView(coder: unarchiver))
        #expect(view.frame == .zero)
    }

    @Test("a root controller appears when its window is shown, and disappears when replaced or hidden")
    func appearanceCallbacks() {
        let scene = TestScene()
        let first = APLifecycleController(name: "first")
        scene.window.rootViewController = first
        #expect(first.calls == ["viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)"])

        let second = APLifecycleController(name: "second")
        scene.window.rootViewController = second
        #expect(first.calls.suffix(2) == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
        #expect(second.calls.suffix(2) == ["viewWillAppear(false)", "viewDidAppear(false)"])

        scene.window.isHidden = true
        #expect(second.calls.suffix(2) == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
        scene.window.makeKeyAndVisible()
        #expect(second.calls.suffix(2) == ["viewWillAppear(false)", "viewDidAppear(false)"])
    }

    @Test("a presented controller appears with the presentation's animated flag and disappears on dismissal")
    func presentationAppearance() {
        let scene = TestScene()
        let sheet = APLifecycleController(name: "sheet")
        scene.controller.present(sheet, animated: true)
        #expect(sheet.calls == ["viewDidLoad", "viewWillAppear(true)"], "viewDidAppear waits for the transition's end")
        scene.clock.advance(by: 1)
        #expect(sheet.calls == ["viewDidLoad", "viewWillAppear(true)", "viewDidAppear(true)"])
        sheet.dismiss(animated: true)
        scene.clock.advance(by: 1)
        #expect(sheet.calls.suffix(2) == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
    }

    @Test("a full-screen presentation hides the presenter until it is dismissed; a sheet does not")
    func fullScreenPresentationCoversThePresenter() {
        let log = APSharedLog()
        let root = APLifecycleController(name: "root")
        root.sharedLog = log
        let scene = TestScene(controller: root)
        let detail = APLifecycleController(name: "detail")
        detail.sharedLog = log
        detail.modalPresentationStyle = .fullScreen
        log.entries.removeAll()
        root.present(detail, animated: false)
        #expect(log.entries == ["detail.viewDidLoad", "root.viewWillDisappear(false)", "detail.viewWillAppear(false)",
                                "detail.viewDidAppear(false)", "root.viewDidDisappear(false)"])
        log.entries.removeAll()
        detail.dismiss(animated: true)
        scene.clock.advance(by: 1)
        #expect(log.entries == ["detail.viewWillDisappear(true)", "root.viewWillAppear(true)",
                                "detail.viewDidDisappear(true)", "root.viewDidAppear(true)"])
        let sheet = APLifecycleController(name: "sheet")
        sheet.sharedLog = log
        log.entries.removeAll()
        root.present(sheet, animated: true)
        scene.clock.advance(by: 1)
        sheet.dismiss(animated: true)
        scene.clock.advance(by: 1)
        #expect(!log.entries.contains { $0.hasPrefix("root.") })
        _ = scene
    }

    @Test("a controller loaded before its window is shown appears only when the window is")
    func hiddenWindowDefersAppearance() {
        let clock = VirtualClock()
        let app = UIApplication(clock: clock)
        let scene = UIWindowScene(application: app)
        let window = UIWindow(windowScene: scene)
        let controller = APLifecycleController(name: "root")
        window.rootViewController = controller
        #expect(controller.calls == ["viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(controller.calls == ["viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)"])
    }

    @Test("willMove(toWindow:) and didMoveToWindow reach every view of a moved subtree")
    func windowHooksReachTheSubtree() {
        let scene = TestScene()
        let parent = APWindowWatcher(), child = APWindowWatcher()
        parent.addSubview(child)
        scene.rootView.addSubview(parent)
        #expect(child.moves == ["will window", "did window"])
        parent.removeFromSuperview()
        #expect(child.moves == ["will window", "did window", "will nil", "did nil"])
    }

    @Test("UIScreen.main, window screens, and conversions between views and the screen's coordinate space")
    func screensAndCoordinateSpaces() {
        let scene = TestScene()
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        #expect(UIWindow(frame: .zero).screen === UIScreen.main)
        #expect(scene.window.screen === scene.scene.screen)
        let box = UIView(frame: CGRect(x: 40, y: 100, width: 50, height: 50))
        scene.rootView.addSubview(box)
        let space = scene.window.screen.coordinateSpace
        #expect(box.convert(CGPoint(x: 5, y: 5), to: space) == CGPoint(x: 45, y: 105))
        #expect(box.convert(CGPoint(x: 45, y: 105), from: space) == CGPoint(x: 5, y: 5))
        #expect(space.convert(CGRect(x: 40, y: 100, width: 10, height: 10), to: box) == CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        scene.rootView.addSubview(other)
        let asSpace: any UICoordinateSpace = other
        #expect(box.convert(CGPoint.zero, to: asSpace) == CGPoint(x: 30, y: 90))
    }

    @Test("UIApplication.shared is the test's own application while it lives, so pasted code reaches its windows")
    func sharedApplicationIsTheNewest() {
        let scene = TestScene()
        #expect(UIApplication.shared === scene.app)
        #expect(UIApplication.shared.windows.contains(scene.window))
        #expect(UIApplication.shared.keyWindow === scene.window)
    }

    @Test("CACurrentMediaTime reads the newest application's virtual clock")
    func mediaTime() {
        let scene = TestScene()
        let start = CACurrentMediaTime()
        #expect(start == scene.clock.now)
        scene.driver.wait(0.25)
        #expect(CACurrentMediaTime() - start == 0.25)
    }
}

/// Subclasses with their own plain `deinit`, as UIKit code writes them (observers, timers).
@MainActor
private final class APDeinitView: UIScrollView {
    nonisolated(unsafe) private var observer: (any NSObjectProtocol)?
    override init(frame: CGRect) {
        super.init(frame: frame)
        observer = NotificationCenter.default.addObserver(forName: .init("APDeinitView"), object: nil, queue: nil) { _ in }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}

@MainActor
private final class APDeinitController: UIViewController {
    deinit { NotificationCenter.default.removeObserver(self) }
}

@MainActor
@Suite("Subclasses may write their own deinit")
struct APDeinitTests {
    @Test("a scroll view and a controller subclass with a plain deinit are released after a gesture")
    func plainDeinitRuns() {
        weak var releasedList: APDeinitView?
        weak var releasedController: APDeinitController?
        let scene = TestScene()
        do {
            let list = APDeinitView(frame: scene.rootView.bounds)
            releasedList = list
            list.contentSize = CGSize(width: 375, height: 2000)
            scene.rootView.addSubview(list)
            scene.driver.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300))
            scene.driver.wait(3)
            list.removeFromSuperview()
            let controller = APDeinitController()
            releasedController = controller
            scene.window.rootViewController = controller
            scene.window.rootViewController = nil
        }
        #expect(releasedList == nil)
        #expect(releasedController == nil)
    }
}
