import Foundation
import OpenTouch
import Testing

@Suite("Keyboard: UIKeyboardHIDUsage and the US layout")
struct USKeyboardLayoutTests {
    @Test("usages have UIKit's raw values, names and aliases")
    func usages() {
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 0x04)
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 0x28)
        #expect(UIKeyboardHIDUsage.keyboardNonUSPound.rawValue == 0x32)
        #expect(UIKeyboardHIDUsage.keypadEqualSignAS400.rawValue == 0x86)
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 0xE7)
        #expect(UIKeyboardHIDUsage.keyboard_Reserved.rawValue == 0xFFFF)
        #expect(UIKeyboardHIDUsage.keyboardHangul == .keyboardLANG1 && UIKeyboardHIDUsage.keyboardKanaSwitch == .keyboardLANG1)
        #expect(UIKeyboardHIDUsage.keyboardZenkakuHankakuKanji.rawValue == 0x94)
        #expect(UIKeyboardHIDUsage.keyboardLeftShift.name == "keyboardLeftShift")
        #expect(UIKeyboardHIDUsage(name: "keyboardHanja") == .keyboardLANG2)
        #expect(UIKeyboardHIDUsage.allCases.count == 0xA4 + 8 + 1)
    }

    @Test("Shift picks upper symbols, Caps Lock capitalizes letters only, Control types control characters")
    func translation() {
        let keyboard = USKeyboardLayout().makeTranslator()
        func type(_ usage: UIKeyboardHIDUsage) -> UIKey {
            let key = keyboard.keyDown(usage)
            keyboard.keyUp(usage)
            return key
        }
        #expect(type(.keyboardA).characters == "a")
        _ = keyboard.keyDown(.keyboardRightShift)
        let shifted = type(.keyboardA)
        #expect(shifted.characters == "A" && shifted.charactersIgnoringModifiers == "a" && shifted.modifierFlags == .shift)
        #expect(type(.keyboard2).characters == "@")
        keyboard.keyUp(.keyboardRightShift)
        _ = type(.keyboardCapsLock)
        #expect(type(.keyboardB).characters == "B")
        #expect(type(.keyboard2).characters == "2")
        #expect(type(.keyboardB).modifierFlags == .alphaShift)
        _ = keyboard.keyDown(.keyboardLeftShift)
        #expect(type(.keyboardB).characters == "b", "Shift with Caps Lock types lowercase, as XKB's us layout")
        keyboard.keyUp(.keyboardLeftShift)
        _ = type(.keyboardCapsLock)
        _ = keyboard.keyDown(.keyboardLeftControl)
        let control = type(.keyboardC)
        #expect(control.characters == "\u{03}" && control.charactersIgnoringModifiers == "c")
        keyboard.keyUp(.keyboardLeftControl)
        #expect(type(.keyboardLeftAlt).characters.isEmpty)
        #expect(type(.keyboardF5).characters == UIKeyCommand.f5)
        #expect(type(.keyboardDeleteForward).characters == UIKeyCommand.inputDelete)
    }

    @Test("the keypad types digits with Num Lock on (the start) and moves with it off")
    func keypad() {
        let keyboard = USKeyboardLayout().makeTranslator()
        let digit = keyboard.keyDown(.keypad8)
        #expect(digit.characters == "8" && digit.modifierFlags == .numericPad)
        _ = keyboard.keyDown(.keypadNumLock)
        #expect(keyboard.keyDown(.keypad8).characters == UIKeyCommand.inputUpArrow)
        #expect(keyboard.keyDown(.keypadPlus).characters == "+")
        #expect(!keyboard.repeats(.keyboardLeftShift) && keyboard.repeats(.keyboardA))
    }

    @Test("every printable ASCII character has a keystroke that types it back")
    func keystrokesRoundTrip() {
        for value in 0x20...0x7E {
            let character = Character(Unicode.Scalar(value)!)
            guard let stroke = USKeyboardLayout.keystroke(for: character) else {
                Issue.record("no keystroke for \(character)")
                continue
            }
            let keyboard = USKeyboardLayout().makeTranslator()
            if stroke.shift { _ = keyboard.keyDown(.keyboardLeftShift) }
            #expect(keyboard.keyDown(stroke.usage).characters == String(character))
        }
        #expect(USKeyboardLayout.keystroke(for: "é") == nil)
    }
}
