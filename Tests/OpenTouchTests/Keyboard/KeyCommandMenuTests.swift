import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
@Suite("Keyboard: key commands chosen from menus, and explained")
struct KeyCommandMenuTests {
    @Test("a key command in a menu runs its action when chosen with a finger, method references included")
    func chosenFromMenu() throws {
        let controller = CommandController()
        let ct = TestScene(controller: controller)
        let button = ct.add(UIButton(type: .system))
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.setTitle("Edit", for: .normal)
        button.menu = UIMenu(children: [
            UIKeyCommand(title: "Redo", action: CommandController.redo, input: "z", modifierFlags: [.command, .shift]),
            UIKeyCommand(title: "Save", action: Selector("save:"), input: "s", modifierFlags: .command),
        ])
        button.showsMenuAsPrimaryAction = true
        try ct.driver.tap(.view(button))
        try ct.driver.tap(.label("Redo"))
        try ct.driver.tap(.view(button))
        try ct.driver.tap(.label("Save"))
        #expect(controller.performed == ["redo shift|command", "save: s"])
    }

    @Test("the why-trace names the command that fired and the responder that performed it")
    func explained() throws {
        let controller = CommandController()
        controller.commands = [UIKeyCommand(title: "Save", action: Selector("save:"), input: "s", modifierFlags: .command)]
        let ct = TestScene(controller: controller)
        let field = ct.add(FocusView())
        #expect(field.becomeFirstResponder())
        let recorder = ct.recorder()
        ct.driver.press(.keyboardS, modifiers: .command)
        ct.driver.press(.keyboardQ)
        let explanations = recorder.pressExplanations()
        #expect(explanations.map(\.key) == ["⌘keyboardLeftGUI", "⌘keyboardS", "keyboardQ"])
        let save = explanations[1]
        #expect(save.keyCommand == "⌘\"s\" \"Save\"")
        #expect(save.receiver == nil)
        #expect(save.text.contains("fired: its action ran on CommandController"))
        let plain = explanations[2]
        #expect(plain.receiver?.hasSuffix("FocusView") == true)
        #expect(plain.steps.contains { $0.reason == "noMatch" })
        #expect(plain.steps.contains { $0.text == "presses" + "Began" })
    }
}
