#if os(Linux)
import OpenTouchXKB
import Testing

/// HID usages the tests type with (UIKeyboardHIDUsage's raw values).
private enum Usage {
    static let a = 0x04, c = 0x06, e = 0x08, q = 0x14, y = 0x1C, z = 0x1D
    static let digit1 = 0x1E, returnKey = 0x28, equalSign = 0x2E, capsLock = 0x39
    static let leftShift = 0xE1, leftControl = 0xE0, rightAlt = 0xE6, graveAccent = 0x35
}

@Suite("XKB keyboard layouts type as Linux desktops do", .enabled(if: XKBTestGate.enabled, XKBTestGate.skipReason))
struct XKBKeyboardLayoutTests {
    /// Presses and releases `usage`, returning what it typed.
    private func tap(_ layout: XKBKeyboardTranslator, _ usage: Int) -> XKBKeyTranslation {
        let result = layout.keyDown(hidUsage: usage)
        layout.keyUp(hidUsage: usage)
        return result
    }

    @Test("US: letters, Shift, Caps Lock affecting letters only, Return")
    func usLetters() throws {
        let layout = try XKBKeyboardLayout().makeXKBTranslator()
        #expect(tap(layout, Usage.a).characters == "a")
        layout.keyDown(hidUsage: Usage.leftShift)
        let shifted = tap(layout, Usage.a)
        #expect(shifted.characters == "A")
        #expect(shifted.charactersIgnoringModifiers == "a")
        #expect(tap(layout, Usage.digit1).characters == "!")
        #expect(layout.modifiers.contains(.shift))
        layout.keyUp(hidUsage: Usage.leftShift)
        #expect(!layout.modifiers.contains(.shift))
        #expect(tap(layout, Usage.capsLock).characters == "")
        #expect(layout.modifiers.contains(.capsLock))
        #expect(tap(layout, Usage.a).characters == "A")
        #expect(tap(layout, Usage.digit1).characters == "1")
        #expect(tap(layout, Usage.returnKey).characters == "\r")
    }

    @Test("German: Y and Z swap, AltGr+Q types @, the dead acute accent composes é")
    func germanLayout() throws {
        let layout = try XKBKeyboardLayout(names: .init(layout: "de")).makeXKBTranslator()
        #expect(tap(layout, Usage.z).characters == "y")
        #expect(tap(layout, Usage.y).characters == "z")
        layout.keyDown(hidUsage: Usage.rightAlt)
        let at = tap(layout, Usage.q)
        layout.keyUp(hidUsage: Usage.rightAlt)
        #expect(at.characters == "@")
        #expect(at.charactersIgnoringModifiers == "q")
        try #require(layout.hasComposeTable, "no compose table for en_US.UTF-8 (apt-get install libx11-data)")
        let dead = tap(layout, Usage.equalSign)
        #expect(dead.characters == "")
        #expect(dead.composition == .composing)
        let composed = tap(layout, Usage.e)
        #expect(composed.characters == "é")
        #expect(composed.composition == .composed)
        #expect(tap(layout, Usage.e).characters == "e")
    }

    @Test("the nodeadkeys variant types the accent at once")
    func variant() throws {
        let layout = try XKBKeyboardLayout(names: .init(layout: "de", variant: "nodeadkeys")).makeXKBTranslator()
        #expect(tap(layout, Usage.equalSign).characters == "´")
    }

    @Test("an option changes the keymap: ctrl:nocaps makes Caps Lock a Control key")
    func options() throws {
        let layout = try XKBKeyboardLayout(names: .init(options: "ctrl:nocaps")).makeXKBTranslator()
        layout.keyDown(hidUsage: Usage.capsLock)
        #expect(layout.modifiers.contains(.control))
        #expect(!layout.modifiers.contains(.capsLock))
    }

    @Test("a second press of a held modifier (an autorepeat) does not leave it latched after its release")
    func repeatedModifier() throws {
        let layout = try XKBKeyboardLayout().makeXKBTranslator()
        layout.keyDown(hidUsage: Usage.leftShift)
        layout.keyDown(hidUsage: Usage.leftShift)
        layout.keyUp(hidUsage: Usage.leftShift)
        #expect(!layout.modifiers.contains(.shift))
        #expect(tap(layout, Usage.a).characters == "a")
        layout.keyUp(hidUsage: Usage.leftShift)   // a release of a key not down changes nothing
        #expect(tap(layout, Usage.a).characters == "a")
    }

    @Test("key repeat is the keymap's: letters repeat, modifiers and Caps Lock do not")
    func keyRepeat() throws {
        let layout = try XKBKeyboardLayout().makeXKBTranslator()
        #expect(layout.repeats(hidUsage: Usage.a))
        #expect(layout.repeats(hidUsage: Usage.returnKey))
        #expect(!layout.repeats(hidUsage: Usage.leftShift))
        #expect(!layout.repeats(hidUsage: Usage.capsLock))
    }

    @Test("an unknown layout is an error that names it and says where layouts come from")
    func unknownLayout() {
        #expect {
            try XKBKeyboardLayout(names: .init(layout: "no-such-layout"))
        } throws: { error in
            "\(error)".contains("layout \"no-such-layout\"") && "\(error)".contains("/usr/share/X11/xkb/symbols")
        }
    }

    @Test("a usage with no key types nothing and changes nothing")
    func unknownUsage() throws {
        let layout = try XKBKeyboardLayout().makeXKBTranslator()
        #expect(tap(layout, 0x3FF).characters == "")
        #expect(tap(layout, 0x52).characters == "UIKeyInputUpArrow")
        #expect(tap(layout, 0x29).characters == "UIKeyInputEscape")
        #expect(tap(layout, 0x59).characters == "1")   // keypad 1: Num Lock starts on
        #expect(tap(layout, Usage.a).characters == "a")
    }
}
#endif
