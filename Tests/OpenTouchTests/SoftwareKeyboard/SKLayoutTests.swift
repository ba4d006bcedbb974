import Foundation
import OpenTouch
import Testing

/// `view.keyboardLayoutGuide` with Auto Layout, the window's safe area, and input views.
@MainActor
@Suite("Software keyboard: layout guide, safe area and input views")
struct SKLayoutTests {
    /// A bar whose bottom is pinned to the root view's keyboard layout guide.
    private func pinnedBar(in scene: TestScene) -> UIView {
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: scene.rootView.keyboardLayoutGuide.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        return bar
    }

    @Test("a view pinned to the guide sits on the bottom safe-area edge, rides up with the keyboard and back")
    func guideFollowsKeyboard() {
        let scene = TestScene(width: 390, height: 844)
        scene.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = pinnedBar(in: scene)
        #expect(bar.frame.maxY == 810)
        let view = scene.focusedTypingView()
        // The model frame moves at once; the view's layer animates with the keyboard.
        #expect(bar.frame.maxY == 508)
        #expect(scene.rootView.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        scene.clock.advance(by: 0.125)
        let midway = bar.layer.presentation()?.frame.maxY ?? 0
        #expect(midway < 810 && midway > 508)
        scene.clock.advance(by: 0.2)
        view.resignFirstResponder()
        #expect(bar.frame.maxY == 810)
    }

    @Test("without usesBottomSafeArea the resting guide is at the view's bottom")
    func guideWithoutSafeArea() {
        let scene = TestScene(width: 390, height: 844)
        scene.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        scene.rootView.keyboardLayoutGuide.usesBottomSafeArea = false
        let bar = pinnedBar(in: scene)
        #expect(bar.frame.maxY == 844)
    }

    @Test("the keyboard slides on the application clock: halfway between its frames mid-slide")
    func slideOnTheClock() throws {
        let scene = TestScene()
        scene.focusedTypingView()
        let host = try #require(scene.keyboardHost)
        #expect(host.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        scene.clock.advance(by: 0.1)
        let y = host.layer.presentation()?.frame.minY ?? 0
        #expect(y > 407 && y < 667)
        scene.clock.advance(by: 0.2)
        #expect(isClose(host.layer.presentation()?.frame.minY ?? 0, 407))
    }

    @Test("the window's safe area is untouched by the keyboard, as on iOS")
    func safeAreaUnchanged() {
        let scene = TestScene(width: 390, height: 844)
        scene.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        scene.window.layoutIfNeeded()
        let before = (scene.window.safeAreaInsets, scene.rootView.safeAreaInsets)
        scene.focusedTypingView()
        scene.clock.advance(by: 1)
        scene.window.layoutIfNeeded()
        #expect(scene.window.safeAreaInsets == before.0)
        #expect(scene.rootView.safeAreaInsets == before.1)
        #expect(scene.rootView.safeAreaInsets.bottom == 34)
    }

    @Test("an inputView replaces the keys; the inputAccessoryView sits above; reloadInputViews swaps them")
    func inputViews() throws {
        let scene = TestScene()
        let view = SKTypingView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        picker.accessibilityIdentifier = "picker"
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        bar.accessibilityIdentifier = "bar"
        view.input = picker
        view.accessory = bar
        scene.rootView.addSubview(view)
        let log = SKNotificationLog(scene: scene)
        view.becomeFirstResponder()
        scene.clock.advance(by: 0.3)
        #expect(log.entries.first?.end == CGRect(x: 0, y: 423, width: 375, height: 244))
        #expect(scene.driver.all(.label("q")).isEmpty)
        #expect(scene.driver.screenLocation(of: bar, at: .zero) == CGPoint(x: 0, y: 423))
        #expect(scene.driver.screenLocation(of: picker, at: .zero) == CGPoint(x: 0, y: 467))
        #expect(picker.frame.width == 375)
        log.removeAll()
        view.input = nil
        view.reloadInputViews()
        scene.clock.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(log.entries.first?.end == CGRect(x: 0, y: 363, width: 375, height: 304))
        #expect(picker.superview == nil)
        #expect(scene.driver.all(.label("q")).count == 1)
    }
}
