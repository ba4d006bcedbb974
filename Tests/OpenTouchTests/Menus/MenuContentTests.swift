import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A responder view that performs `copy:` (as a text view would) and logs it.
@MainActor
private final class CopyingView: UIView {
    var log: CallLog?
    override var canBecomeFirstResponder: Bool { true }
    override func copy(_ sender: Any?) { log?.append("copy: from \((sender as? UICommand)?.title ?? "?")") }
    override func responds(to action: Selector) -> Bool { action == UIResponderStandardEditActions.copy }
}

@MainActor
@Suite("Menus: submenus, inline groups, selection, deferred elements and commands")
struct MenuContentTests {
    /// A scene with a primary-action button "Open" showing `menu`.
    private func scene(_ menu: UIMenu) -> (TestScene, UIButton) {
        let ct = TestScene()
        let button = UIButton(frame: CGRect(x: 20, y: 60, width: 100, height: 44))
        button.setTitle("Open", for: .normal)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        ct.add(button)
        return (ct, button)
    }

    @Test("a submenu opens in place with its title as a back row; choosing in it runs the action")
    func submenuInPlace() throws {
        let log = CallLog()
        let menu = UIMenu(children: [
            UIAction(title: "Copy") { _ in log.append("Copy") },
            UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in log.append("Mail") },
                                              UIAction(title: "Message") { _ in log.append("Message") }]),
        ])
        let (ct, button) = scene(menu)
        try ct.driver.tap(.view(button))
        #expect(ct.driver.all(.label("Mail")).isEmpty)
        try ct.driver.tap(.label("Share"))
        #expect(ct.driver.all(.label("Copy")).isEmpty)
        #expect(ct.driver.all(.label("Mail")).count == 1)
        try ct.driver.tap(.label("Share"))           // the back row
        #expect(ct.driver.all(.label("Copy")).count == 1)
        try ct.driver.tap(.label("Share"))
        try ct.driver.tap(.label("Message"))
        #expect(log.lines == ["Message"])
        #expect(ct.driver.all(.label("Message")).isEmpty)
    }

    @Test("an inline single-selection group: choosing turns it on and its siblings off; selectedElements follows")
    func singleSelection() throws {
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        let sizes = UIMenu(options: [.displayInline, .singleSelection], children: [small, large])
        let menu = UIMenu(title: "View", children: [UIAction(title: "Refresh") { _ in }, sizes])
        #expect(menu.selectedElements.map(\.title) == ["Small"])
        let (ct, button) = scene(menu)
        try ct.driver.tap(.view(button))
        #expect(ct.driver.all(.label("View")).count == 1)
        try ct.driver.tap(.label("Large"))
        #expect(small.state == .off && large.state == .on)
        #expect(menu.selectedElements.map(\.title) == ["Large"])
        #expect(sizes.selectedElements.map(\.title) == ["Large"])
    }

    @Test("replacingChildren keeps title, identifier and options; hidden elements are not shown")
    func replacingChildren() throws {
        let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection,
                          children: [UIAction(title: "Name") { _ in }])
        let copy = menu.replacingChildren([UIAction(title: "Date") { _ in }, UIAction(title: "Size", attributes: .hidden) { _ in }])
        #expect(copy.title == "Sort" && copy.identifier == menu.identifier && copy.options == .singleSelection)
        #expect(copy.children.map(\.title) == ["Date", "Size"])
        #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.singleSelection.rawValue == 32)
        let (ct, button) = scene(copy)
        try ct.driver.tap(.view(button))
        #expect(ct.driver.all(.label("Date")).count == 1)
        #expect(ct.driver.all(.label("Size")).isEmpty)
    }

    @Test("a deferred element shows a loading row until its provider delivers on the app clock; cached ones show at once next time")
    func deferredElements() throws {
        var calls = 0
        let ct0 = TestScene()
        let clock = ct0.clock
        let log = CallLog()
        let deferred = UIDeferredMenuElement { completion in
            calls += 1
            _ = clock.schedule(after: 5) { completion([UIAction(title: "Recent") { _ in log.append("Recent") }]) }
        }
        let button = UIButton(frame: CGRect(x: 20, y: 60, width: 100, height: 44))
        button.menu = UIMenu(children: [deferred])
        button.showsMenuAsPrimaryAction = true
        ct0.add(button)
        try ct0.driver.tap(.view(button))
        #expect(ct0.driver.all(.label(MenuConstants.loadingTitle)).count == 1)
        ct0.driver.wait(5)
        #expect(ct0.driver.all(.label(MenuConstants.loadingTitle)).isEmpty)
        try ct0.driver.tap(.label("Recent"))
        #expect(log.lines == ["Recent"])
        try ct0.driver.tap(.view(button))
        #expect(ct0.driver.all(.label("Recent")).count == 1)
        #expect(calls == 1)
    }

    @Test("an uncached deferred element asks its provider each time the menu opens")
    func uncachedDeferred() throws {
        var calls = 0
        let deferred = UIDeferredMenuElement.uncached { completion in
            calls += 1
            completion([UIAction(title: "Item \(calls)") { _ in }])
        }
        let (ct, button) = scene(UIMenu(children: [deferred]))
        try ct.driver.tap(.view(button))
        #expect(ct.driver.all(.label("Item 1")).count == 1)
        ct.driver.tap(at: CGPoint(x: 300, y: 600))
        try ct.driver.tap(.view(button))
        #expect(ct.driver.all(.label("Item 2")).count == 1)
    }

    @Test("a UICommand sends its action from the first responder, with the command as sender")
    func command() throws {
        let (ct, button) = scene(UIMenu(children: [UICommand(title: "Copy", action: UIResponderStandardEditActions.copy)]))
        let target = CopyingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        target.log = ct.log
        ct.add(target)
        #expect(target.becomeFirstResponder())
        try ct.driver.tap(.view(button))
        try ct.driver.tap(.label("Copy"))
        #expect(ct.log.lines == ["copy: from Copy"])
    }
}
