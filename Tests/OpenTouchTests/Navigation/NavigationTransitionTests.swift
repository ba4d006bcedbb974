import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Animated push and pop slide on the application's clock")
struct NavigationTransitionTests {
    private func makeScene() -> (TestScene, UINavigationController, NavigationLifecycleController) {
        let log = CallLog()
        let root = NavigationLifecycleController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let scene = TestScene(controller: navigation)
        log.removeAll()
        return (scene, navigation, root)
    }

    @Test("an animated push: the will callbacks at once, the new view slides in from the right over 0.35 s with the old one's parallax, then the did callbacks")
    func animatedPush() {
        let (scene, navigation, root) = makeScene()
        let next = NavigationLifecycleController("B", log: root.log)
        navigation.pushViewController(next, animated: true)
        #expect(root.log.lines == ["B willMove(nav)", "B viewDidLoad", "A viewWillDisappear(true)", "B viewWillAppear(true) movingTo"])
        #expect(next.view.frame.minX == 375)
        #expect(root.view.superview != nil)
        scene.clock.advance(by: NavigationConstants.transitionDuration / 2)
        #expect(next.view.frame.minX > 100 && next.view.frame.minX < 275, "half-way, eased: \(next.view.frame.minX)")
        #expect(root.view.frame.minX < 0 && root.view.frame.minX > -375 * 0.3)
        scene.clock.advance(by: NavigationConstants.transitionDuration / 2 + 0.02)
        #expect(next.view.frame.minX == 0)
        #expect(root.view.superview == nil && root.view.frame.minX == 0)
        #expect(root.log.lines.suffix(3) == ["A viewDidDisappear(true)", "B viewDidAppear(true) movingTo", "B didMove(nav)"])
    }

    @Test("an animated pop slides the top view out to the right and leaves the stack at once")
    func animatedPop() {
        let (scene, navigation, root) = makeScene()
        let next = NavigationLifecycleController("B", log: root.log)
        navigation.pushViewController(next, animated: false)
        root.log.removeAll()
        navigation.popViewController(animated: true)
        #expect(navigation.viewControllers == [root])
        #expect(root.view.frame.minX == -375 * NavigationConstants.parallaxFraction)
        #expect(root.log.lines == ["B willMove(nil)", "B viewWillDisappear(true) movingFrom", "A viewWillAppear(true)"])
        scene.clock.advance(by: 0.4)
        #expect(next.view.superview == nil && root.view.frame.minX == 0)
        #expect(root.log.lines.suffix(3) == ["B viewDidDisappear(true) movingFrom", "A viewDidAppear(true)", "B didMove(nil)"])
        #expect(next.parent == nil)
    }

    @Test("a push during a running push finishes the first at once, then starts the second")
    func pushDuringPush() {
        let (scene, navigation, root) = makeScene()
        let b = NavigationLifecycleController("B", log: root.log)
        let c = NavigationLifecycleController("C", log: root.log)
        navigation.pushViewController(b, animated: true)
        scene.clock.advance(by: 0.1)
        navigation.pushViewController(c, animated: true)
        #expect(root.log.lines.contains("B viewDidAppear(true) movingTo"))
        scene.clock.advance(by: 0.4)
        #expect(navigation.viewControllers == [root, b, c])
        #expect(navigation.wrapperSubviewCount == 1)
        #expect(c.view.frame.minX == 0)
    }

    @Test("a push without a window changes only the stack; the view appears when the controller does")
    func pushOffScreen() {
        let log = CallLog()
        let root = NavigationLifecycleController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let next = NavigationLifecycleController("B", log: log)
        navigation.pushViewController(next, animated: true)
        #expect(navigation.viewControllers == [root, next])
        #expect(!next.isViewLoaded)
        let scene = TestScene(controller: navigation)
        #expect(next.view.window === scene.window)
        #expect(root.viewIfLoaded?.window == nil)
        #expect(log.lines.contains("B viewDidAppear(false)"))
        #expect(!log.lines.contains { $0.hasPrefix("A viewWill") })
    }
}

extension UINavigationController {
    /// How many views the navigation controller's wrapper view holds (1 between transitions).
    var wrapperSubviewCount: Int { topViewController?.view.superview?.subviews.count ?? 0 }
}
