import Foundation
import OpenTouch
import Testing

/// A hardware keyboard hides the software keyboard, as on an iPad.
@MainActor
@Suite("Software keyboard: hardware keyboard")
struct SKHardwareKeyboardTests {
    /// Posts one key down and up through the fetcher, as a real keyboard would, and delivers it.
    private func pressHardwareKey(in scene: TestScene) {
        let now = scene.clock.now
        scene.app.eventFetcher.post(KeyboardEvent(timestamp: now, usage: .keyboardA, isDown: true))
        scene.app.eventFetcher.post(KeyboardEvent(timestamp: now + 0.05, usage: .keyboardA, isDown: false))
        scene.app.processPendingInput()
    }

    @Test("a hardware key event takes the shown keyboard down (will-hide), and the next text input brings none up")
    func hardwareKeyHides() {
        let scene = TestScene()
        let view = scene.focusedTypingView()
        scene.clock.advance(by: 0.3)
        let log = SKNotificationLog(scene: scene)
        pressHardwareKey(in: scene)
        scene.clock.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(view.isFirstResponder)
        log.removeAll()
        view.resignFirstResponder()
        let other = SKTypingView(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
        scene.rootView.addSubview(other)
        other.becomeFirstResponder()
        scene.clock.advance(by: 0.3)
        #expect(log.names.isEmpty)
        #expect(scene.driver.all(.label("q")).isEmpty)
    }

    @Test("with a hardware keyboard only the input accessory view shows, at the screen's bottom")
    func accessoryStays() {
        let scene = TestScene()
        pressHardwareKey(in: scene)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        let view = SKTypingView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        view.accessory = bar
        scene.rootView.addSubview(view)
        let log = SKNotificationLog(scene: scene)
        view.becomeFirstResponder()
        scene.clock.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(log.entries.first?.end == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(scene.driver.screenLocation(of: bar, at: .zero) == CGPoint(x: 0, y: 623))
    }
}
