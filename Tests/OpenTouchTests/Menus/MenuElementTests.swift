import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
@Suite("Menus: inline titles, pop-up buttons, commands, reloading an edit menu")
struct MenuElementTests {
    @Test("an inline submenu's title shows above its group as a label that cannot be chosen")
    func inlineTitle() throws {
        let ct = TestScene()
        let button = ct.add(UIButton(type: .system))
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        let log = ct.log
        button.menu = UIMenu(children: [
            UIAction(title: "Refresh") { _ in log.append("Refresh") },
            UIMenu(title: "Sort By", options: .displayInline, children: [
                UIAction(title: "Name") { _ in log.append("Name") },
                UIAction(title: "Date") { _ in log.append("Date") },
            ]),
        ])
        button.showsMenuAsPrimaryAction = true
        try ct.driver.tap(.view(button))
        let header = try #require(ct.driver.all(.label("Sort By")).first as? UILabel)
        #expect(header.font.pointSize == 13)
        try ct.driver.tap(.label("Sort By"))
        #expect(ct.log.lines.isEmpty)
        #expect(!ct.driver.all(.label("Name")).isEmpty)
        try ct.driver.tap(.label("Date"))
        #expect(ct.log.lines == ["Date"])
    }

    @Test("a pop-up button shows its first action's title, and a choice becomes the title and the only action on")
    func popUpButton() throws {
        let ct = TestScene()
        let button = ct.add(UIButton(type: .system))
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        let log = ct.log
        let small = UIAction(title: "Small") { action in log.append("chose \(action.title), state \(action.state == .on)") }
        let large = UIAction(title: "Large") { action in log.append("chose \(action.title), state \(action.state == .on)") }
        button.menu = UIMenu(children: [small, large])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        #expect(button.currentTitle == "Small")
        #expect(small.state == .on && large.state == .off)
        try ct.driver.tap(.view(button))
        try ct.driver.tap(.label("Large"))
        #expect(ct.log.lines == ["chose Large, state true"])
        #expect(button.currentTitle == "Large")
        #expect(small.state == .off && large.state == .on)
    }

    @Test("a command made without a title (UIKit's default) runs on the responder chain of the menu's view")
    func untitledCommand() throws {
        final class Editor: UIView {
            var pasted = 0
            override func responds(to action: Selector) -> Bool { action == Selector("pasteRow:") }
            override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) {
                if action == Selector("pasteRow:") { pasted += 1 }
            }
        }
        let ct = TestScene()
        let editor = ct.add(Editor(frame: CGRect(x: 0, y: 80, width: 375, height: 300)))
        let command = UICommand(action: Selector("pasteRow:"))
        command.title = "Paste"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        editor.addSubview(button)
        button.menu = UIMenu(children: [command])
        button.showsMenuAsPrimaryAction = true
        try ct.driver.tap(.view(button))
        try ct.driver.tap(.label("Paste"))
        #expect(editor.pasted == 1)
    }

    @Test("reloadVisibleMenu rebuilds the shown edit menu in place: the delegate is asked for the menu, not told it went")
    func editMenuReload() throws {
        final class Delegate: UIEditMenuInteractionDelegate {
            var log: [String] = []
            var title = "One"
            func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                     suggestedActions: [UIMenuElement]) -> UIMenu? {
                log.append("menuFor")
                return UIMenu(children: [UIAction(title: title) { _ in }])
            }
            func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                     animator: any UIEditMenuInteractionAnimating) { log.append("willPresent") }
            func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                     animator: any UIEditMenuInteractionAnimating) { log.append("willDismiss") }
        }
        let ct = TestScene()
        let view = ct.addView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        let delegate = Delegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 50)))
        delegate.title = "Two"
        interaction.reloadVisibleMenu()
        #expect(delegate.log == ["menuFor", "willPresent", "menuFor"])
        #expect(!ct.driver.all(.label("Two")).isEmpty)
        #expect(ct.driver.all(.label("One")).isEmpty)
    }
}
