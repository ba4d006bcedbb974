import Foundation
import OpenTouch
import Testing

/// `UIScrollView.keyboardDismissMode`: on drag and interactive.
@MainActor
@Suite("Software keyboard: scroll view dismiss modes")
struct SKDismissModeTests {
    /// A full-screen scroll view, twice as tall in content, holding a focused typing view.
    private func scrollScene(mode: UIScrollView.KeyboardDismissMode) -> (TestScene, UIScrollView, SKTypingView) {
        let scene = TestScene()
        let scroll = UIScrollView(frame: scene.window.bounds)
        scroll.contentSize = CGSize(width: 375, height: 1400)
        scroll.keyboardDismissMode = mode
        scene.rootView.addSubview(scroll)
        let field = SKTypingView(frame: CGRect(x: 20, y: 40, width: 200, height: 40))
        scroll.addSubview(field)
        field.becomeFirstResponder()
        scene.clock.advance(by: 0.3)
        return (scene, scroll, field)
    }

    @Test(".none: dragging keeps the keyboard")
    func noneKeeps() {
        let (scene, _, field) = scrollScene(mode: .none)
        scene.driver.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200))
        #expect(field.isFirstResponder)
    }

    @Test(".onDrag: the first responder resigns when the drag begins and the keyboard slides down")
    func onDrag() {
        let (scene, _, field) = scrollScene(mode: .onDrag)
        let log = SKNotificationLog(scene: scene)
        scene.driver.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200))
        #expect(!field.isFirstResponder)
        scene.clock.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    }

    @Test(".interactive: the keyboard follows the finger below its top, and slides back when released slowly")
    func interactiveRestores() throws {
        let (scene, _, field) = scrollScene(mode: .interactive)
        let host = try #require(scene.keyboardHost)
        let guide = scene.rootView.keyboardLayoutGuide
        scene.window.layoutIfNeeded()
        let finger = scene.driver.down(at: CGPoint(x: 200, y: 300))
        for y in stride(from: 320, through: 480, by: 20) {
            scene.driver.wait(0.05)
            scene.driver.move(finger, to: CGPoint(x: 200, y: CGFloat(y)))
        }
        #expect(field.isFirstResponder)
        #expect(host.frame.minY == 480)
        #expect(guide.layoutFrame.minY == 480)
        // The finger turns back up a little and rests: lifted then, it lets the keyboard return.
        scene.driver.wait(0.05)
        scene.driver.move(finger, to: CGPoint(x: 200, y: 470))
        #expect(host.frame.minY == 470)
        scene.driver.wait(0.3)
        let log = SKNotificationLog(scene: scene)
        scene.driver.up(finger)
        #expect(field.isFirstResponder)
        #expect(host.frame.minY == 407)
        #expect(log.names == ["willChangeFrame", "willShow"])
        #expect(log.entries.first?.begin == CGRect(x: 0, y: 470, width: 375, height: 260))
    }

    @Test(".interactive: lowered past half its height, the keyboard is dismissed from where the finger left it")
    func interactiveDismisses() {
        let (scene, _, field) = scrollScene(mode: .interactive)
        let finger = scene.driver.down(at: CGPoint(x: 200, y: 300))
        for y in stride(from: 320, through: 600, by: 20) {
            scene.driver.wait(0.05)
            scene.driver.move(finger, to: CGPoint(x: 200, y: CGFloat(y)))
        }
        scene.driver.wait(0.3)
        let log = SKNotificationLog(scene: scene)
        scene.driver.up(finger)
        #expect(!field.isFirstResponder)
        #expect(log.names == ["willChangeFrame", "willHide"])
        #expect(log.entries.first?.begin == CGRect(x: 0, y: 600, width: 375, height: 260))
    }

    @Test(".interactive: a drag that stays above the keyboard leaves it up")
    func interactiveAbove() {
        let (scene, _, field) = scrollScene(mode: .interactive)
        scene.driver.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100))
        #expect(field.isFirstResponder)
    }
}
