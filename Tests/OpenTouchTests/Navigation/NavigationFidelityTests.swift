import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Navigation: setViewControllers' operation, when the swipe back is off, titles, refresh-control subclasses")
struct NavigationFidelityTests {
    private func makeStack() -> (TestScene, UINavigationController, CallLog) {
        let log = CallLog()
        let navigation = UINavigationController(rootViewController: NavigationLifecycleController("A", log: log))
        let scene = TestScene(controller: navigation)
        navigation.pushViewController(NavigationLifecycleController("B", log: log), animated: false)
        log.removeAll()
        return (scene, navigation, log)
    }

    private func edgeSwipe(_ scene: TestScene) {
        let finger = scene.driver.down(at: CGPoint(x: 5, y: 300))
        for step in 1...10 {
            scene.driver.wait(0.02)
            scene.driver.move(finger, to: CGPoint(x: 5 + CGFloat(step) * 30, y: 300))
        }
        scene.driver.up(finger)
        scene.clock.advance(by: 1)
    }

    @Test("setViewControllers pushes when the new top was not on the stack, and pops when it was")
    func setOperation() {
        let (scene, navigation, log) = makeStack()
        let c = NavigationLifecycleController("C", log: log)
        navigation.setViewControllers(navigation.viewControllers + [c], animated: true)
        #expect(log.lines.contains("C viewWillAppear(true) movingTo"))
        scene.clock.advance(by: 1)
        log.removeAll()
        navigation.setViewControllers(Array(navigation.viewControllers.prefix(1)), animated: true)
        #expect(log.lines.contains("C viewWillDisappear(true) movingFrom"))
        #expect(!log.lines.contains { $0.contains("movingTo") })
    }

    @Test("the edge swipe does not pop when the top item hides its back button or replaces it with a left item")
    func swipeBackOff() {
        let (scene, navigation, _) = makeStack()
        navigation.topViewController?.navigationItem.hidesBackButton = true
        edgeSwipe(scene)
        #expect(navigation.viewControllers.count == 2)
        navigation.topViewController?.navigationItem.hidesBackButton = false
        navigation.topViewController?.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain,
                                                                                         target: nil, action: nil)
        edgeSwipe(scene)
        #expect(navigation.viewControllers.count == 2)
        navigation.topViewController?.navigationItem.leftItemsSupplementBackButton = true
        edgeSwipe(scene)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("setting a controller's title after its item exists retitles the item and the bar")
    func titleFollows() {
        let (_, navigation, _) = makeStack()
        let top = try! #require(navigation.topViewController)
        #expect(top.navigationItem.title == "B")
        top.title = "Inbox (3)"
        #expect(top.navigationItem.title == "Inbox (3)")
        #expect(navigation.navigationBar.topItem?.title == "Inbox (3)")
    }

    @Test("a UIRefreshControl subclass overrides init() as in UIKit")
    func refreshSubclass() {
        final class BrandedRefreshControl: UIRefreshControl {
            var configured = false
            override init() {
                super.init()
                configured = true
                tintColor = .systemBlue
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let control = BrandedRefreshControl()
        #expect(control.configured)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.refreshControl = control
        #expect(control.superview === table)
    }
}
