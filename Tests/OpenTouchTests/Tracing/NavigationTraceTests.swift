import Foundation
import OpenTouch
import Testing

/// What the why-trace says about touches a navigation controller's transitions took: a tap
/// during a push (no hit test, the push named) and the drag of an interactive pop (taken by the
/// edge pan recognizer).
@MainActor
@Suite("Tracing: touches taken by navigation transitions")
struct NavigationTraceTests {
    final class TRNavDetail: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
    }

    private func makeScene() -> (TestScene, UINavigationController) {
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        return (TestScene(controller: navigation), navigation)
    }

    @Test("a tap during an animated push: the explanation names the push and says no hit test ran")
    func tapDuringPush() throws {
        let (scene, navigation) = makeScene()
        let recorder = scene.recorder()
        navigation.pushViewController(TRNavDetail(), animated: true)
        scene.clock.advance(by: 0.1)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        let explanation = try #require(recorder.explain())
        #expect(explanation.ignoredDuringTransition == "push of TRNavDetail")
        let lines = explanation.text.components(separatedBy: "\n")
        #expect(lines.dropFirst().first == "hit test: not run (touches are ignored while the push of TRNavDetail runs)",
                "\(explanation.text)")
        #expect(explanation.outcome.hasPrefix("ignored: the finger went down while the push of TRNavDetail ran"))
        scene.clock.advance(by: 1)
        scene.driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(try #require(recorder.explain()).ignoredDuringTransition == nil, "after the push, taps are hit-tested")
    }

    @Test("the drag of an interactive pop: the explanation names the edge pan that recognized it")
    func interactivePopDrag() throws {
        let (scene, navigation) = makeScene()
        navigation.pushViewController(TRNavDetail(), animated: false)
        let recorder = scene.recorder()
        let finger = scene.driver.down(at: CGPoint(x: 5, y: 300))
        for step in 1...8 {
            scene.driver.wait(0.05)
            scene.driver.move(finger, to: CGPoint(x: 5 + CGFloat(step) * 30, y: 300))
        }
        scene.driver.up(finger)
        scene.clock.advance(by: 1)
        let explanation = try #require(recorder.explain())
        #expect(explanation.ignoredDuringTransition == nil, "the drag began before any transition")
        let edge = try #require(explanation.recognizers.first { $0.recognizer.hasPrefix("UIScreenEdgePanGestureRecognizer") },
                                "\(explanation.text)")
        #expect(edge.finalState == "Ended")
        #expect(explanation.outcome.contains("recognized by \(edge.recognizer)"), "\(explanation.outcome)")
        #expect(navigation.viewControllers.count == 1, "the pop completed")
    }
}
