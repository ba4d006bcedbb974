import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A feed row's "⋯" button with a menu, inside a vertical scroll view that delays its content's
/// touches (UIKit's default), logging the button's events and the menu's choice.
@MainActor
private struct ScrollingMenuScreen {
    let ct = TestScene()
    let scroll = UIScrollView()
    let button = UIButton(type: .system)

    init(primary: Bool, enabled: Bool = true) {
        scroll.frame = ct.window.bounds
        scroll.contentSize = CGSize(width: 375, height: 2000)
        ct.add(scroll)
        button.frame = CGRect(x: 20, y: 200, width: 200, height: 60)
        button.setTitle("More", for: .normal)
        scroll.addSubview(button)
        let log = ct.log
        button.menu = UIMenu(children: [UIAction(title: "Share") { _ in log.append("Share") }])
        button.showsMenuAsPrimaryAction = primary
        button.isEnabled = enabled
        for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.menuActionTriggered, "menuActionTriggered"),
                              (.touchCancel, "touchCancel")] {
            button.addAction(UIAction { _ in log.append(name) }, for: event)
        }
    }

    var menuIsShown: Bool { !ct.driver.all(.label("Share")).isEmpty }
}

@MainActor
@Suite("Menus: a button's menu inside a scroll view")
struct MenuConflictTests {
    @Test("a quick drag that starts on a menu button scrolls: the touch-down never reaches the button, no menu opens")
    func dragScrolls() {
        let screen = ScrollingMenuScreen(primary: true)
        screen.ct.driver.drag(from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 30), duration: 0.1)
        #expect(!screen.menuIsShown)
        #expect(screen.ct.log.lines.isEmpty)
        #expect(screen.scroll.contentOffset.y > 100)
    }

    @Test("a finger held still on the button gets its touch-down once the scroll view's delay passes, and the menu opens")
    func holdOpens() {
        let screen = ScrollingMenuScreen(primary: true)
        let finger = screen.ct.driver.down(at: CGPoint(x: 100, y: 230))
        screen.ct.driver.wait(0.1)
        #expect(!screen.menuIsShown)
        screen.ct.driver.wait(0.15)
        #expect(screen.menuIsShown)
        #expect(screen.ct.log.lines == ["touchDown", "menuActionTriggered", "touchCancel"])
        screen.ct.driver.up(finger)
        #expect(screen.scroll.contentOffset.y == 0)
    }

    @Test("a quick tap, delivered to the button only when the finger lifts, still opens the menu; a row then runs")
    func quickTapOpens() throws {
        let screen = ScrollingMenuScreen(primary: true)
        screen.ct.driver.tap(at: CGPoint(x: 100, y: 230))
        screen.ct.driver.wait(0.05)
        #expect(screen.menuIsShown)
        #expect(Array(screen.ct.log.lines.prefix(2)) == ["touchDown", "menuActionTriggered"])
        screen.ct.log.removeAll()
        try screen.ct.driver.tap(.label("Share"))
        #expect(screen.ct.log.lines == ["Share"])
    }

    @Test("a disabled button's menu does not open on a long press, and a drag from it scrolls")
    func disabledButton() {
        let screen = ScrollingMenuScreen(primary: false, enabled: false)
        screen.ct.driver.longPress(at: CGPoint(x: 100, y: 230), duration: 1)
        #expect(!screen.menuIsShown)
        screen.ct.driver.drag(from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 30), duration: 0.1)
        #expect(screen.scroll.contentOffset.y > 100)
    }

    @Test("an enabled button's long-press menu opens in the scroll view and cancels the button's touch")
    func enabledLongPress() {
        let screen = ScrollingMenuScreen(primary: false)
        screen.ct.driver.longPress(at: CGPoint(x: 100, y: 230), duration: 1)
        #expect(screen.menuIsShown)
        #expect(screen.ct.log.lines == ["touchDown", "menuActionTriggered", "touchCancel"])
    }
}
