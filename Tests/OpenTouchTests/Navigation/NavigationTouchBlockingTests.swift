import Foundation
import OpenTouch
import Testing

/// A detail screen as an app writes one: a panel the test logs touches on.
@MainActor
private final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        view.backgroundColor = .white
    }
}

@MainActor
@Suite("Touches are ignored while a push or pop slides on its own", .tags(.scenario))
struct NavigationTouchBlockingTests {
    /// A navigation controller on screen with a root whose whole content area logs as "root".
    private func makeScene() -> (TestScene, UINavigationController, UIViewController) {
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        let scene = TestScene(controller: navigation)
        scene.addLoggedView("root", frame: CGRect(x: 0, y: 200, width: 375, height: 300), to: root.view)
        return (scene, navigation, root)
    }

    @Test("a tap during an animated push reaches no view and the why-trace names the push; after 0.35 s a tap lands")
    func tapDuringPushIsIgnored() throws {
        let (scene, navigation, _) = makeScene()
        let detail = DetailViewController()
        scene.addLoggedView("detail", frame: CGRect(x: 0, y: 200, width: 375, height: 300), to: detail.view)
        let recorder = scene.recorder()
        navigation.pushViewController(detail, animated: true)
        scene.clock.advance(by: 0.1)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.log.lines.isEmpty, "\(scene.log.lines)")
        let explanation = try #require(recorder.explain())
        #expect(explanation.text.contains("push of DetailViewController"), "\(explanation.text)")
        scene.clock.advance(by: 0.3)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.log.lines == ["detail began 1", "detail ended 1"])
    }

    @Test("a tap during an animated pop is ignored and traced as the pop of the top controller")
    func tapDuringPopIsIgnored() throws {
        let (scene, navigation, _) = makeScene()
        navigation.pushViewController(DetailViewController(), animated: false)
        let recorder = scene.recorder()
        navigation.popViewController(animated: true)
        scene.clock.advance(by: 0.2)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.log.lines.isEmpty, "\(scene.log.lines)")
        let explanation = try #require(recorder.explain())
        #expect(explanation.text.contains("pop of DetailViewController"), "\(explanation.text)")
        scene.clock.advance(by: 0.3)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.log.lines == ["root began 1", "root ended 1"])
    }

    @Test("a push from code while touches are ignored still works: the first push jumps to its end, the second slides")
    func pushWhileBlockedFromCode() {
        let (scene, navigation, root) = makeScene()
        let first = DetailViewController()
        let second = DetailViewController()
        scene.addLoggedView("second", frame: CGRect(x: 0, y: 200, width: 375, height: 300), to: second.view)
        navigation.pushViewController(first, animated: true)
        scene.clock.advance(by: 0.1)
        navigation.pushViewController(second, animated: true)
        #expect(navigation.viewControllers == [root, first, second])
        scene.clock.advance(by: 0.1)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.log.lines.isEmpty, "the second push ignores touches too")
        scene.clock.advance(by: 0.3)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.log.lines == ["second began 1", "second ended 1"])
        #expect(second.view.frame.minX == 0)
    }

    @Test("a push without animation ignores nothing")
    func unanimatedPushBlocksNothing() {
        let (scene, navigation, _) = makeScene()
        let detail = DetailViewController()
        scene.addLoggedView("detail", frame: CGRect(x: 0, y: 200, width: 375, height: 300), to: detail.view)
        navigation.pushViewController(detail, animated: false)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.log.lines == ["detail began 1", "detail ended 1"])
    }

    @Test("an interactive pop: a second finger during the drag is not ignored; after the lift, until the slide ends, taps are")
    func interactivePopBlocksOnlyAfterTheLift() throws {
        let (scene, navigation, root) = makeScene()
        let detail = DetailViewController()
        navigation.pushViewController(detail, animated: false)
        let recorder = scene.recorder()
        let finger = scene.driver.down(at: CGPoint(x: 5, y: 300))
        for step in 1...8 {
            scene.driver.wait(0.05)
            scene.driver.move(finger, to: CGPoint(x: 5 + CGFloat(step) * 30, y: 300))
        }
        let second = scene.driver.down(at: CGPoint(x: 300, y: 620))
        scene.driver.up(second)
        let during = try #require(recorder.explain())
        #expect(!during.text.contains("touches are ignored while"), "\(during.text)")
        scene.driver.wait(0.3)
        scene.driver.up(finger)
        scene.clock.advance(by: 0.02)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        let after = try #require(recorder.explain())
        #expect(after.text.contains("pop of DetailViewController"), "\(after.text)")
        #expect(scene.log.lines.isEmpty)
        scene.clock.advance(by: 0.5)
        #expect(navigation.viewControllers == [root])
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.log.lines == ["root began 1", "root ended 1"])
    }
}
