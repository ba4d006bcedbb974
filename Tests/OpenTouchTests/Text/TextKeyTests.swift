import Foundation
import OpenTouch
import Testing

/// Arrow keys and editing shortcuts, handed to the first responder's `pressesBegan` as the
/// application delivers them.
@MainActor
@Suite("Text: arrows, shift-selection and Cmd/Ctrl shortcuts in text controls", .serialized)
struct TextKeyTests {
    private func press(_ field: UIResponder, _ usage: UIKeyboardHIDUsage, _ characters: String = "",
                       _ flags: UIKeyModifierFlags = []) {
        let key = UIKey(keyCode: usage, characters: characters, charactersIgnoringModifiers: characters, modifierFlags: flags)
        let down = UIPress(type: .keyboardKey, phase: .began, key: key)
        field.pressesBegan([down], with: nil)
        let up = UIPress(type: .keyboardKey, phase: .ended, key: key)
        field.pressesEnded([up], with: nil)
    }

    private func editingField(_ ct: TestScene, _ text: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        field.text = text
        ct.add(field)
        _ = field.becomeFirstResponder()
        return field
    }

    private func selection(_ field: UITextField) -> NSRange {
        guard let range = field.selectedTextRange else { return NSRange(location: -1, length: 0) }
        let start = field.offset(from: field.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: field.offset(from: range.start, to: range.end))
    }

    @Test("Left and Right move the caret a character (an emoji is one); Shift extends; Alt moves by words")
    func arrows() {
        let ct = TestScene()
        let field = editingField(ct, "ab👍 cd")
        #expect(selection(field) == NSRange(location: 7, length: 0))
        press(field, .keyboardLeftArrow)
        press(field, .keyboardLeftArrow)
        press(field, .keyboardLeftArrow)
        #expect(selection(field) == NSRange(location: 4, length: 0))
        press(field, .keyboardLeftArrow)
        #expect(selection(field) == NSRange(location: 2, length: 0))
        press(field, .keyboardRightArrow, "", .shift)
        press(field, .keyboardRightArrow, "", .shift)
        #expect(selection(field) == NSRange(location: 2, length: 3))
        press(field, .keyboardLeftArrow, "", .shift)
        #expect(selection(field) == NSRange(location: 2, length: 2))
        press(field, .keyboardLeftArrow)
        #expect(selection(field) == NSRange(location: 2, length: 0))
        press(field, .keyboardRightArrow, "", .alternate)
        #expect(selection(field) == NSRange(location: 7, length: 0))
        press(field, .keyboardLeftArrow, "", .alternate)
        #expect(selection(field) == NSRange(location: 5, length: 0))
        press(field, .keyboardLeftArrow, "", .command)
        #expect(selection(field) == NSRange(location: 0, length: 0))
    }

    @Test("Ctrl+A selects all, Ctrl+C copies, Cmd+V pastes over the selection, Ctrl+X cuts")
    func shortcuts() {
        let ct = TestScene()
        let field = editingField(ct, "copy me")
        press(field, .keyboardA, "a", .control)
        #expect(selection(field) == NSRange(location: 0, length: 7))
        press(field, .keyboardC, "c", .control)
        #expect(UIPasteboard.general.string == "copy me")
        press(field, .keyboardRightArrow)
        press(field, .keyboardV, "v", .command)
        #expect(field.text == "copy mecopy me")
        press(field, .keyboardA, "a", .command)
        press(field, .keyboardX, "x", .control)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "copy mecopy me")
    }
}
