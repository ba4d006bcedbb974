import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A text-like responder that can copy and paste (not cut) and define words, logging each call.
@MainActor
private final class NoteView: UIView {
    var log: CallLog?
    override var canBecomeFirstResponder: Bool { true }
    override func responds(to action: Selector) -> Bool {
        [UIResponderStandardEditActions.copy, UIResponderStandardEditActions.paste, Selector("define:")].contains(action)
    }
    override func copy(_ sender: Any?) { log?.append("copy: from \(String(describing: type(of: sender!)))") }
    override func paste(_ sender: Any?) { log?.append("paste:") }
    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) {
        if action == Selector("define:") { log?.append("define: from \(String(describing: type(of: sender!)))") }
        super.perform(action, withSender: sender, for: event)
    }
}

/// An edit-menu delegate that adds a Translate action to the suggested ones.
@MainActor
private final class TranslateDelegate: UIEditMenuInteractionDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        let log = self.log
        return UIMenu(children: suggestedActions + [UIAction(title: "Translate") { _ in log.append("Translate") }])
    }
}

@MainActor
@Suite("Menus: UIEditMenuInteraction and UIMenuController")
struct EditMenuTests {
    private func note(_ ct: TestScene) -> NoteView {
        let note = NoteView(frame: CGRect(x: 20, y: 300, width: 335, height: 100))
        note.log = ct.log
        ct.add(note)
        _ = note.becomeFirstResponder()
        return note
    }

    private func titles(_ ct: TestScene) -> [String] {
        ct.driver.all(.type(UILabel.self)).compactMap { label in
            guard let cell = label.superview, String(describing: type(of: cell)) == "_UIContextMenuCell" else { return nil }
            return (label as? UILabel)?.text
        }.sorted { lhs, rhs in
            frameX(lhs, ct) < frameX(rhs, ct)
        }
    }

    private func frameX(_ title: String, _ ct: TestScene) -> CGFloat {
        ct.driver.all(.label(title)).first.map { $0.convert(CGPoint.zero, to: nil).x } ?? 0
    }

    @Test("presentEditMenu shows a bar of the standard actions the first responder can perform, above the point; a tap runs one")
    func suggestedActions() throws {
        let ct = TestScene()
        let view = note(ct)
        let interaction = UIEditMenuInteraction(delegate: nil)
        view.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 50)))
        #expect(titles(ct) == ["Copy", "Paste"])
        let copy = try #require(ct.driver.all(.label("Copy")).first?.superview)
        #expect(copy.convert(copy.bounds, to: nil).maxY <= 350 - 8)
        try ct.driver.tap(.label("Copy"))
        #expect(ct.log.lines == ["copy: from UICommand"])
        #expect(titles(ct).isEmpty)
    }

    @Test("the delegate's menu adds an action; dismissMenu closes the bar")
    func delegateMenu() throws {
        let ct = TestScene()
        let view = note(ct)
        let delegate = TranslateDelegate(log: ct.log)
        let interaction = UIEditMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 50)))
        #expect(titles(ct) == ["Copy", "Paste", "Translate"])
        interaction.dismissMenu()
        #expect(titles(ct).isEmpty)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 50)))
        try ct.driver.tap(.label("Translate"))
        #expect(ct.log.lines == ["Translate"])
    }

    @Test("UIMenuController: standard actions then the custom items the chain can perform, sent with the menu controller as sender")
    func menuController() throws {
        let ct = TestScene()
        let view = note(ct)
        let controller = UIMenuController.shared
        controller.menuItems = [UIMenuItem(title: "Define", action: Selector("define:")),
                                UIMenuItem(title: "Share", action: Selector("share:"))]
        defer { controller.menuItems = nil; controller.hideMenu() }
        controller.showMenu(from: view, rect: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(controller.isMenuVisible)
        #expect(titles(ct) == ["Copy", "Paste", "Define"])
        #expect(controller.menuFrame.maxY <= 300)
        try ct.driver.tap(.label("Define"))
        #expect(ct.log.lines == ["define: from UIMenuController"])
        #expect(!controller.isMenuVisible)
        controller.showMenu(from: view, rect: .zero)
        controller.hideMenu()
        #expect(!controller.isMenuVisible && titles(ct).isEmpty)
    }
}
