import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("The interactive pop: a left-edge pan drives the pop by finger", .tags(.scenario))
struct InteractivePopTests {
    private func makeScene() -> (TestScene, UINavigationController, NavigationLifecycleController, NavigationLifecycleController) {
        let log = CallLog()
        let root = NavigationLifecycleController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let scene = TestScene(controller: navigation)
        let top = NavigationLifecycleController("B", log: log)
        navigation.pushViewController(top, animated: false)
        log.removeAll()
        return (scene, navigation, root, top)
    }

    @Test("a slow drag past half the width pops: the top view follows the finger, and the pop completes after the lift")
    func dragPastHalfPops() {
        let (scene, navigation, root, top) = makeScene()
        let finger = scene.driver.down(at: CGPoint(x: 5, y: 300))
        for step in 1...10 {
            scene.driver.wait(0.05)
            scene.driver.move(finger, to: CGPoint(x: 5 + CGFloat(step) * 25, y: 300))
        }
        #expect(navigation.viewControllers == [root])
        #expect(top.view.frame.minX > 200 && top.view.frame.minX < 255, "follows the finger: \(top.view.frame.minX)")
        #expect(root.log.lines == ["B willMove(nil)", "B viewWillDisappear(true) movingFrom", "A viewWillAppear(true)"])
        scene.driver.wait(0.3)
        scene.driver.up(finger)
        scene.clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root])
        #expect(top.view.superview == nil && top.parent == nil)
        #expect(root.log.lines.suffix(3) == ["B viewDidDisappear(true) movingFrom", "A viewDidAppear(true)", "B didMove(nil)"])
    }

    @Test("a short drag released slowly cancels, with UIKit's callbacks for a cancelled pop")
    func shortDragCancels() {
        let (scene, navigation, root, top) = makeScene()
        let finger = scene.driver.down(at: CGPoint(x: 5, y: 300))
        for step in 1...5 {
            scene.driver.wait(0.05)
            scene.driver.move(finger, to: CGPoint(x: 5 + CGFloat(step) * 20, y: 300))
        }
        scene.driver.wait(0.3)
        scene.driver.up(finger)
        scene.clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root, top])
        #expect(top.parent === navigation && top.view.frame.minX == 0)
        #expect(root.view.superview == nil)
        #expect(root.log.lines == [
            "B willMove(nil)", "B viewWillDisappear(true) movingFrom", "A viewWillAppear(true)",
            "A viewWillDisappear(true)", "A viewDidDisappear(true)", "B viewWillAppear(true)", "B viewDidAppear(true)",
            "B didMove(nav)",
        ])
    }

    @Test("a fast flick to the right pops even when short")
    func flickPops() {
        let (scene, navigation, root, _) = makeScene()
        scene.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.1, steps: 5)
        scene.clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root])
    }

    @Test("at the root, an edge drag pops nothing and the content's touches go on")
    func rootDoesNotPop() {
        let log = CallLog()
        let root = NavigationLifecycleController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let scene = TestScene(controller: navigation)
        scene.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
        scene.clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root])
        #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
        #expect(root.view.frame.minX == 0)
    }

    @Test("a drag away from the edge does not pop; a content pan gets it")
    func dragAwayFromEdge() {
        let (scene, navigation, root, top) = makeScene()
        let pan = UIPanGestureRecognizer()
        top.view.addGestureRecognizer(pan)
        scene.watch(pan, as: "content pan")
        scene.driver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300))
        scene.clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root, top])
        #expect(scene.log.lines.first == "content pan Began")
    }

    @Test("a content pan that requires the pop recognizer to fail waits for it: an edge drag pops, a drag elsewhere pans")
    func contentPanRequiresPopToFail() throws {
        let (scene, navigation, root, top) = makeScene()
        let pan = UIPanGestureRecognizer()
        top.view.addGestureRecognizer(pan)
        scene.watch(pan, as: "content pan")
        let pop = try #require(navigation.interactivePopGestureRecognizer)
        pan.require(toFail: pop)
        scene.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.3)
        scene.clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root])
        #expect(!scene.log.lines.contains("content pan Began"))
    }

    @Test("the classic conflict the other way: without the requirement, a content pan on the same edge wins and nothing pops")
    func contentPanWinsWithoutRequirement() {
        let (scene, navigation, root, top) = makeScene()
        let pan = UIPanGestureRecognizer()
        top.view.addGestureRecognizer(pan)
        scene.watch(pan, as: "content pan")
        scene.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.3)
        scene.clock.advance(by: 0.5)
        #expect(scene.log.lines.first == "content pan Began")
        #expect(navigation.viewControllers == [root, top])
    }

    @Test("the app may replace the pop recognizer's delegate and refuse the gesture")
    func delegateRefuses() throws {
        final class Refuser: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (scene, navigation, root, top) = makeScene()
        let refuser = Refuser()
        navigation.interactivePopGestureRecognizer?.delegate = refuser
        scene.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
        scene.clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root, top])
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        scene.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
        #expect(navigation.viewControllers == [root, top])
    }
}
