import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Keyboard: UIKeyCommand matching, routing, priority, repeat and menus")
struct KeyCommandTests {
    /// A scene whose root controller offers `commands`, with a focusable field inside its view.
    private func scene(_ commands: [UIKeyCommand]) -> (TestScene, CommandController, FocusView) {
        let controller = CommandController()
        controller.commands = commands
        let ct = TestScene(controller: controller)
        let field = ct.add(FocusView())
        return (ct, controller, field)
    }

    @Test("a matching command runs its action from the first responder's chain and its press is not delivered")
    func firesInsteadOfPress() {
        let (ct, controller, field) = scene([UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save:"))])
        ct.log.logPresses(of: field, as: "field", in: ct.app)
        #expect(field.becomeFirstResponder())
        ct.driver.press(.keyboardS, modifiers: .command)
        #expect(controller.performed == ["save: s"])
        #expect(ct.log.lines == ["field began keyboardLeftGUI", "field ended keyboardLeftGUI"])
        ct.driver.press(.keyboardS)
        #expect(controller.performed == ["save: s"], "modifier flags must match exactly")
        ct.driver.press(.keyboardS, modifiers: [.command, .shift])
        #expect(controller.performed == ["save: s"])
    }

    @Test("letters match in either case; a shifted symbol matches with Shift written or not")
    func inputMatching() {
        let (ct, controller, _) = scene([
            UIKeyCommand(input: "F", modifierFlags: .command, action: Selector("find:")),
            UIKeyCommand(input: "?", modifierFlags: .command, action: Selector("help:")),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Selector("moveUp:")),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("escape:")),
        ])
        ct.driver.press(.keyboardF, modifiers: .command)
        ct.driver.press(.keyboardSlash, modifiers: [.command, .shift])
        ct.driver.press(.keyboardSlash, modifiers: .command)
        ct.driver.press(.keyboardUpArrow)
        ct.driver.press(.keyboardEscape)
        #expect(controller.performed == ["find: F", "help: ?", "moveUp: UIKeyInputUpArrow", "escape: UIKeyInputEscape"])
    }

    @Test("the first responder upward, the first command that matches and can be performed wins")
    func firstMatchingResponderWins() {
        final class Field: UIView {
            var performed: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save:"))]
            }
            override func responds(to action: Selector) -> Bool { action.name == "save:" }
            override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) {
                performed.append(action.name)
            }
        }
        let (ct, controller, _) = scene([
            UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save:")),
            UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find:")),
        ])
        let field = ct.add(Field())
        #expect(field.becomeFirstResponder())
        ct.driver.press(.keyboardS, modifiers: .command)
        ct.driver.press(.keyboardF, modifiers: .command)
        #expect(field.performed == ["save:"])
        #expect(controller.performed == ["find: f"])
    }

    @Test("a command nobody can perform does not fire: the next match is tried, else the press is delivered")
    func cannotPerform() throws {
        let (ct, controller, field) = scene([UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save:"))])
        controller.refuses = ["save:"]
        let recorder = ct.recorder()
        ct.log.logPresses(of: field, as: "field", in: ct.app)
        #expect(field.becomeFirstResponder())
        ct.driver.press(.keyboardS, modifiers: .command)
        #expect(controller.performed.isEmpty)
        #expect(ct.log.lines.contains("field began keyboardS"))
        let explanation = try #require(recorder.explainLastPress())
        #expect(explanation.keyCommand == nil)
        #expect(explanation.steps.contains { $0.reason == "cannotPerform" })
        #expect(explanation.receiver?.hasSuffix("FocusView") == true)
    }

    @Test("method-reference actions run on the first responder of their type; the sender is the command")
    func methodActions() {
        let (ct, controller, field) = scene([
            UIKeyCommand(input: "z", modifierFlags: .command, action: CommandController.undoLast),
            UIKeyCommand(input: "z", modifierFlags: [.command, .shift], action: CommandController.redo),
        ])
        #expect(field.becomeFirstResponder())
        ct.driver.press(.keyboardZ, modifiers: .command)
        ct.driver.press(.keyboardZ, modifiers: [.shift, .command])
        #expect(controller.performed == ["undoLast", "redo shift|command"])
    }

    @Test("while a text input is first responder, its keys win over commands that do not want priority")
    func textInputPriority() throws {
        let space = UIKeyCommand(input: " ", modifierFlags: [], action: Selector("find:"))
        let up = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Selector("moveUp:"))
        up.wantsPriorityOverSystemBehavior = true
        let (ct, controller, _) = scene([space, up])
        let editor = ct.add(KeyInputView())
        let recorder = ct.recorder()
        #expect(editor.becomeFirstResponder())
        ct.driver.press(.keyboardSpacebar)
        ct.driver.press(.keyboardUpArrow)
        #expect(editor.text == " ")
        #expect(controller.performed == ["moveUp: UIKeyInputUpArrow"])
        let spaceExplanation = try #require(recorder.pressExplanations().first)
        #expect(spaceExplanation.steps.contains { $0.reason == "shadowedByTextInput" })
        #expect(spaceExplanation.text.contains("text input is first responder"))
        editor.resignFirstResponder()
        ct.driver.press(.keyboardSpacebar)
        #expect(controller.performed.last == "find:  ")
    }

    @Test("a disabled command (validate(_:) may disable it) does not fire")
    func disabled() {
        let save = UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save:"))
        save.attributes = .disabled
        let (ct, controller, _) = scene([save])
        ct.driver.press(.keyboardS, modifiers: .command)
        #expect(controller.performed.isEmpty)
        save.attributes = []
        ct.driver.press(.keyboardS, modifiers: .command)
        #expect(controller.performed == ["save: s"])
    }

    @Test("a held command key repeats its action on the application clock")
    func repeats() {
        let (ct, controller, _) = scene([UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [],
                                                      action: Selector("moveUp:"))])
        ct.driver.press(.keyboardDownArrow, duration: UIApplication.defaultKeyRepeatDelay + UIApplication.defaultKeyRepeatInterval * 1.5)
        #expect(controller.performed.count == 3)
    }

    @Test("addKeyCommand and removeKeyCommand change a controller's keyCommands")
    func addAndRemove() {
        let ct = TestScene()
        let find = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find:"))
        #expect(ct.controller.keyCommands == nil)
        ct.controller.addKeyCommand(find)
        ct.controller.addKeyCommand(find)
        #expect(ct.controller.keyCommands?.count == 1)
        ct.controller.removeKeyCommand(find)
        #expect(ct.controller.keyCommands == nil)
    }

    @Test("UIKit's full initializer keeps every property; a key command is a UICommand in a menu")
    func fullInitializerAndMenus() {
        let command = UIKeyCommand(title: "Save", image: nil, action: Selector("save:"), input: "s",
                                   modifierFlags: .command, propertyList: "doc",
                                   alternates: [UICommandAlternate(title: "Save All", action: Selector("saveAll:"),
                                                                   modifierFlags: .alternate)],
                                   discoverabilityTitle: "Save Document", attributes: [], state: .on)
        #expect(command.title == "Save" && command.input == "s" && command.modifierFlags == .command)
        #expect(command.propertyList as? String == "doc" && command.alternates.first?.title == "Save All")
        #expect(command.discoverabilityTitle == "Save Document" && command.state == .on)
        #expect(!command.wantsPriorityOverSystemBehavior)
        let menu = UIMenu(title: "File", children: [command])
        #expect(menu.children.first is UICommand)
        #expect(UIKeyCommand.f1 == "UIKeyInputF1" && UIKeyCommand.inputDelete == "UIKeyInputDelete")
    }
}
