import Foundation
import OpenTouch

// Shared pieces of the Paging/ suites, prefixed `PG` because all test files share one module.

/// A page as an app writes one: it logs its appearance callbacks as `"P1 willAppear"`.
@MainActor
final class PGPage: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
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

/// A data source over an array of pages and a delegate, both logging to the scene's log
/// (`"after P0"`, `"willTransitionTo P1"`, `"didFinish completed=true previous=P0"`).
@MainActor
final class PGModel: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [PGPage]
    let log: CallLog
    var presentationCount = 0

    init(pages: [PGPage], log: CallLog) {
        self.pages = pages
        self.log = log
    }

    private func index(of controller: UIViewController) -> Int? {
        pages.firstIndex { $0 === controller }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        log.append("before \((viewController as? PGPage)?.name ?? "?")")
        guard let index = index(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        log.append("after \((viewController as? PGPage)?.name ?? "?")")
        guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { presentationCount }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        log.append("willTransitionTo \(pendingViewControllers.compactMap { ($0 as? PGPage)?.name })")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.append("didFinish completed=\(completed) previous=\(previousViewControllers.compactMap { ($0 as? PGPage)?.name })")
    }
}

/// A page view controller with five pages P0…P4, the root of a 375 × 667 window, showing P0,
/// with the log cleared.
@MainActor
struct PGScene {
    let scene: TestScene
    let pager: UIPageViewController
    let model: PGModel

    init(style: UIPageViewController.TransitionStyle = .scroll,
         orientation: UIPageViewController.NavigationOrientation = .horizontal, presentationCount: Int = 0) {
        pager = UIPageViewController(transitionStyle: style, navigationOrientation: orientation)
        scene = TestScene(controller: pager)
        let log = scene.log
        model = PGModel(pages: (0..<5).map { PGPage("P\($0)", log: log) }, log: log)
        model.presentationCount = presentationCount
        pager.dataSource = model
        pager.delegate = model
        pager.setViewControllers([model.pages[0]], direction: .forward, animated: false)
        scene.window.layoutIfNeeded()
        log.removeAll()
    }

    var log: CallLog { scene.log }
    var driver: TouchDriver { scene.driver }
    var shown: String? { (pager.viewControllers?.first as? PGPage)?.name }
    var scrollView: UIScrollView? { pager.view.subviews.first as? UIScrollView }

    /// A finger from `start` to `end` in ten steps over `duration`, then held still for `hold`
    /// seconds (so the release has no velocity) and lifted.
    func swipe(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.1, hold: TimeInterval = 0) {
        let finger = driver.down(at: start)
        for step in 1...10 {
            driver.wait(duration / 10)
            let t = CGFloat(step) / 10
            driver.move(finger, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        if hold > 0 { driver.wait(hold) }
        driver.up(finger)
    }
}
