import Foundation
import OpenTouch

// Shared pieces of the TabBars/ suites, prefixed `Tabs` because all test files share one module.

/// A screen as an app writes one: it logs its appearance callbacks to a shared log as
/// `"One willAppear"`.
@MainActor
final class TabsPage: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name) willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name) didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name) willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name) didDisappear")
    }
}

/// A tab bar controller delegate that logs `"shouldSelect Two"` and `"didSelect Two"` and
/// refuses the controllers named in `refused`.
@MainActor
final class TabsDelegate: UITabBarControllerDelegate {
    let log: CallLog
    var refused: Set<String> = []

    init(log: CallLog) {
        self.log = log
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let name = viewController.title ?? "?"
        log.append("shouldSelect \(name)")
        return !refused.contains(name)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.title ?? "?")")
    }
}

/// A tab bar controller with pages named `names`, the root of a 375 × 812 window with
/// iPhone insets (47 top, 34 bottom), laid out, with its delegate, and the log cleared.
@MainActor
struct TabsScene {
    let scene: TestScene
    let tabs: UITabBarController
    let pages: [TabsPage]
    let delegate: TabsDelegate

    init(_ names: [String] = ["One", "Two", "Three"], tabs: UITabBarController = UITabBarController()) {
        self.tabs = tabs
        scene = TestScene(width: 375, height: 812, controller: tabs)
        scene.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let log = scene.log
        pages = names.map { TabsPage($0, log: log) }
        delegate = TabsDelegate(log: log)
        tabs.delegate = delegate
        tabs.viewControllers = pages
        scene.window.layoutIfNeeded()
        log.removeAll()
    }

    var log: CallLog { scene.log }
    var driver: TouchDriver { scene.driver }

    /// Taps the middle of the tab bar's button number `index` (as a finger would).
    func tapTab(_ index: Int) {
        let bar = tabs.tabBar
        let count = CGFloat(bar.items?.count ?? 1)
        let width = bar.bounds.width / count
        let point = bar.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: 20), to: nil)
        driver.tap(at: point)
    }
}
