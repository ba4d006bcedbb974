import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A screen with a "More" button whose menu has Copy, a disabled Rename and a destructive Delete,
/// and a logged view filling the screen behind it.
@MainActor
private struct MenuScreen {
    let ct = TestScene()
    let button = UIButton(type: .system)
    let background: UIView

    init(primary: Bool) {
        background = ct.addLoggedView("background", frame: ct.window.bounds)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.setTitle("More", for: .normal)
        ct.add(button)
        let log = ct.log
        button.menu = UIMenu(title: "", children: [
            UIAction(title: "Copy") { action in log.append("Copy from \((action.sender as? UIButton)?.currentTitle ?? "nil")") },
            UIAction(title: "Rename", attributes: .disabled) { _ in log.append("Rename") },
            UIAction(title: "Delete", attributes: .destructive) { _ in log.append("Delete") },
        ])
        button.showsMenuAsPrimaryAction = primary
        for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.touchCancel, "touchCancel"),
                              (.touchUpInside, "touchUpInside"), (.menuActionTriggered, "menuActionTriggered")] {
            button.addAction(UIAction { _ in log.append(name) }, for: event)
        }
    }

    var menuIsShown: Bool { !ct.driver.all(.label("Copy")).isEmpty }
}

@MainActor
@Suite("Menus: a button's menu")
struct ButtonMenuTests {
    @Test("showsMenuAsPrimaryAction: a tap opens the menu (the button's touch is cancelled), a tap on a row runs it with the button as sender")
    func primaryActionMenu() throws {
        let screen = MenuScreen(primary: true)
        try screen.ct.driver.tap(.view(screen.button))
        #expect(screen.menuIsShown)
        #expect(screen.ct.log.lines == ["touchDown", "menuActionTriggered", "touchCancel"])
        screen.ct.log.removeAll()
        try screen.ct.driver.tap(.label("Copy"))
        #expect(screen.ct.log.lines == ["Copy from More"])
        #expect(!screen.menuIsShown)
    }

    @Test("the menu sits in front of everything: a tap outside dismisses it and reaches no view; a disabled row refuses")
    func outsideAndDisabled() throws {
        let screen = MenuScreen(primary: true)
        try screen.ct.driver.tap(.view(screen.button))
        screen.ct.log.removeAll()
        try screen.ct.driver.tap(.label("Rename"))
        #expect(screen.ct.log.lines.isEmpty)
        #expect(screen.menuIsShown)
        screen.ct.driver.tap(at: CGPoint(x: 300, y: 600))
        #expect(screen.ct.log.lines.isEmpty)
        #expect(!screen.menuIsShown)
        screen.ct.driver.tap(at: CGPoint(x: 300, y: 600))
        #expect(screen.ct.log.lines == ["background began 1", "background ended 1"])
    }

    @Test("one finger: down on the button, slide over the rows (the highlight follows, skipping the disabled one), lift on Delete runs it")
    func slideToAction() throws {
        let screen = MenuScreen(primary: true)
        let driver = screen.ct.driver
        let finger = driver.down(at: CGPoint(x: 70, y: 122))
        driver.wait(0.05)
        #expect(screen.menuIsShown)
        let copy = try #require(driver.all(.label("Copy")).first?.superview)
        let rename = try #require(driver.all(.label("Rename")).first?.superview)
        let delete = try #require(driver.all(.label("Delete")).first?.superview)
        func centre(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
        driver.glide(finger, to: centre(copy), steps: 4)
        #expect(highlightedTitles(driver) == ["Copy"])
        driver.glide(finger, to: centre(rename), steps: 4)
        #expect(highlightedTitles(driver).isEmpty)
        driver.glide(finger, to: centre(delete), steps: 4)
        #expect(highlightedTitles(driver) == ["Delete"])
        screen.ct.log.removeAll()
        driver.up(finger)
        #expect(screen.ct.log.lines == ["Delete"])
        #expect(!screen.menuIsShown)
    }

    @Test("without showsMenuAsPrimaryAction a tap is a tap, and a long press opens the menu and cancels the button's touch")
    func longPressMenu() throws {
        let screen = MenuScreen(primary: false)
        #expect(screen.button.isContextMenuInteractionEnabled)
        try screen.ct.driver.tap(.view(screen.button))
        #expect(screen.ct.log.lines == ["touchDown", "touchUpInside"])
        #expect(!screen.menuIsShown)
        screen.ct.log.removeAll()
        let finger = screen.ct.driver.down(at: CGPoint(x: 70, y: 122))
        screen.ct.driver.wait(0.4)
        #expect(!screen.menuIsShown)
        screen.ct.driver.wait(0.2)
        #expect(screen.menuIsShown)
        screen.ct.driver.up(finger)
        #expect(screen.ct.log.lines == ["touchDown", "menuActionTriggered", "touchCancel"])
        #expect(screen.menuIsShown)
    }

    @Test("a destructive row is red; the menu's row titles are UILabels in a _UIContextMenuCell in front of the window's other views")
    func rowViews() throws {
        let screen = MenuScreen(primary: true)
        try screen.ct.driver.tap(.view(screen.button))
        let delete = try #require(screen.ct.driver.all(.label("Delete")).first as? UILabel)
        #expect(delete.textColor == .systemRed)
        #expect(String(describing: type(of: delete.superview!)) == "_UIContextMenuCell")
        let container = try #require(screen.ct.window.subviews.last)
        #expect(String(describing: type(of: container)) == "_UIContextMenuContainerView")
        #expect(container.frame == screen.ct.window.bounds)
    }
}

/// The titles of the highlighted menu rows on screen.
@MainActor
func highlightedTitles(_ driver: TouchDriver) -> [String] {
    driver.all(.type(UILabel.self)).compactMap { label -> String? in
        guard let cell = label.superview, String(describing: type(of: cell)) == "_UIContextMenuCell",
              cell.backgroundColor != nil, (label as? UILabel)?.text != "✓" else { return nil }
        return (label as? UILabel)?.text
    }
}
