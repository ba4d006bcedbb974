import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Pushing and popping without animation: the stack, containment and appearance callbacks in UIKit's order")
struct NavigationStackTests {
    private func makeScene() -> (TestScene, UINavigationController, NavigationLifecycleController, NavigationDelegateLog) {
        let log = CallLog()
        let root = NavigationLifecycleController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let delegate = NavigationDelegateLog(log)
        navigation.delegate = delegate
        let scene = TestScene(controller: navigation)
        log.removeAll()
        scene.log.removeAll()
        return (scene, navigation, root, delegate)
    }

    @Test("a push: willMove, viewDidLoad, willShow, old viewWillDisappear, new viewWillAppear, old didDisappear, new didAppear, didMove, didShow")
    func pushOrder() {
        let (scene, navigation, root, delegate) = makeScene()
        let next = NavigationLifecycleController("B", log: root.log)
        navigation.pushViewController(next, animated: false)
        #expect(root.log.lines == [
            "B willMove(nav)", "B viewDidLoad", "willShow B", "A viewWillDisappear(false)",
            "B viewWillAppear(false) movingTo", "A viewDidDisappear(false)", "B viewDidAppear(false) movingTo",
            "B didMove(nav)", "didShow B",
        ])
        #expect(navigation.viewControllers == [root, next])
        #expect(navigation.topViewController === next && navigation.visibleViewController === next)
        #expect(root.view.superview == nil)
        #expect(next.view.superview.map { "\(type(of: $0))" } == "UIViewControllerWrapperView")
        withExtendedLifetime((scene, delegate)) {}
    }

    @Test("a pop: willMove(nil), willShow, top viewWillDisappear (movingFrom), viewWillAppear, didDisappear, didAppear, didMove(nil), didShow")
    func popOrder() {
        let (scene, navigation, root, delegate) = makeScene()
        let next = NavigationLifecycleController("B", log: root.log)
        navigation.pushViewController(next, animated: false)
        root.log.removeAll()
        let popped = navigation.popViewController(animated: false)
        #expect(popped === next)
        #expect(root.log.lines == [
            "B willMove(nil)", "willShow A", "B viewWillDisappear(false) movingFrom", "A viewWillAppear(false)",
            "B viewDidDisappear(false) movingFrom", "A viewDidAppear(false)", "B didMove(nil)", "didShow A",
        ])
        #expect(next.parent == nil && next.navigationController == nil)
        #expect(navigation.popViewController(animated: false) == nil)
        withExtendedLifetime((scene, delegate)) {}
    }

    @Test("popToRoot pops every controller above the root; setViewControllers replaces the stack")
    func popToRootAndSet() {
        let (scene, navigation, root, delegate) = makeScene()
        let b = NavigationLifecycleController("B", log: root.log)
        let c = NavigationLifecycleController("C", log: root.log)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        root.log.removeAll()
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped == [b, c])
        #expect(root.log.lines.contains("B willMove(nil)") && root.log.lines.contains("C viewDidDisappear(false) movingFrom"))
        #expect(!root.log.lines.contains { $0.hasPrefix("B view") }, "B was never on screen")
        #expect(navigation.viewControllers == [root])
        let d = NavigationLifecycleController("D", log: root.log)
        navigation.setViewControllers([d], animated: false)
        #expect(navigation.viewControllers == [d])
        #expect(root.parent == nil && d.parent === navigation)
        #expect(d.isViewLoaded && d.view.window != nil && root.viewIfLoaded?.window == nil)
        withExtendedLifetime((scene, delegate)) {}
    }

    @Test("pushing a controller already on the stack is reported and ignored")
    func pushTwice() {
        let (scene, navigation, root, _) = makeScene()
        let recorder = scene.recorder()
        navigation.pushViewController(root, animated: false)
        #expect(navigation.viewControllers.count == 1)
        #expect(recorder.diagnosticKinds == [.unsupportedCall])
    }

    @Test("a touch reaches the new top controller's view after a push, and the old one's after a pop")
    func touchesFollowTheTop() {
        let (scene, navigation, root, _) = makeScene()
        let next = NavigationLifecycleController("B", log: root.log)
        navigation.pushViewController(next, animated: false)
        #expect(scene.hitView(at: CGPoint(x: 100, y: 300)) === next.view)
        navigation.popViewController(animated: false)
        #expect(scene.hitView(at: CGPoint(x: 100, y: 300)) === root.view)
    }

    @Test("the delegate hears willShow and didShow for the root controller when the navigation controller first appears")
    func firstAppearanceAnnounced() {
        let log = CallLog()
        let root = NavigationLifecycleController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let delegate = NavigationDelegateLog(log)
        navigation.delegate = delegate
        let scene = TestScene(controller: navigation)
        #expect(log.lines == ["A willMove(nav)", "A didMove(nav)", "A viewDidLoad", "willShow A", "A viewWillAppear(false)", "A viewDidAppear(false)", "didShow A"])
        scene.window.isHidden = true
        scene.window.isHidden = false
        #expect(log.lines.filter { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") }.count == 2)
        withExtendedLifetime((scene, delegate)) {}
    }
}
