import Foundation
import OpenTouch

// Small responders the keyboard tests build scenes from, written as a UIKit developer writes
// them (each is what its test is about, not a logging double: calls are read from the trace).

/// A view that can become first responder (UIKit's views cannot by default).
final class FocusView: UIView {
    var acceptsFocus = true
    var allowsResign = true
    override var canBecomeFirstResponder: Bool { acceptsFocus }
    override var canResignFirstResponder: Bool { allowsResign }
}

/// A minimal text input: UIKeyInput over a string, as a custom editor implements it.
final class KeyInputView: UIView, UIKeyInput {
    var text = ""
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override var canBecomeFirstResponder: Bool { true }
}

/// A text input that handles every key itself and never calls super: it types nothing.
final class SilentKeyInputView: UIView, UIKeyInput {
    var text = ""
    var seen: [String] = []
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() {}
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { seen.append(press.key?.characters ?? "") }
    }
}

/// A controller offering key commands, as an editor screen does.
final class CommandController: UIViewController {
    var commands: [UIKeyCommand] = []
    var performed: [String] = []
    var refuses: Set<String> = []
    var focusable = false

    override var keyCommands: [UIKeyCommand]? { commands + (super.keyCommands ?? []) }
    override var canBecomeFirstResponder: Bool { focusable }

    override func responds(to action: Selector) -> Bool {
        ["save:", "find:", "moveUp:", "help:", "escape:"].contains(action.name)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        !refuses.contains(action.name) && super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) {
        let command = sender as? UIKeyCommand
        performed.append("\(action.name) \(command?.input ?? "-")")
    }

    func undoLast() { performed.append("undoLast") }
    func redo(_ sender: UIKeyCommand) { performed.append("redo \(sender.modifierFlags)") }
}
