#if os(Linux)
import OpenTouch

extension XKBKeyboardLayout: KeyboardLayout {
    /// The state of one more keyboard typing with this layout, for the application's key
    /// translation (``XKBKeyboardTranslator``).
    public func makeTranslator() -> any KeyboardTranslator {
        makeXKBTranslator()
    }
}

extension XKBKeyboardTranslator: KeyboardTranslator {
    /// The modifier flags in effect: Shift, Control, Alt and AltGr (both `alternate`, the Option
    /// key's position), the logo key (`command`) and Caps Lock (`alphaShift`).
    public var modifierFlags: UIKeyModifierFlags {
        let state = modifiers
        var flags: UIKeyModifierFlags = []
        if state.contains(.shift) { flags.insert(.shift) }
        if state.contains(.capsLock) { flags.insert(.alphaShift) }
        if state.contains(.control) { flags.insert(.control) }
        if !state.isDisjoint(with: [.alternate, .levelThree]) { flags.insert(.alternate) }
        if state.contains(.logo) { flags.insert(.command) }
        return flags
    }

    /// A key went down: what it types through the keymap, as a `UIKey` (keypad keys carry
    /// `numericPad`, as in ``USKeyboardLayout``).
    public func keyDown(_ usage: UIKeyboardHIDUsage) -> UIKey {
        let translation = keyDown(hidUsage: usage.rawValue)
        var flags = modifierFlags
        if usage.isKeypad { flags.insert(.numericPad) }
        return UIKey(keyCode: usage, characters: translation.characters,
                     charactersIgnoringModifiers: translation.charactersIgnoringModifiers, modifierFlags: flags)
    }

    /// A key went up.
    public func keyUp(_ usage: UIKeyboardHIDUsage) {
        keyUp(hidUsage: usage.rawValue)
    }

    /// Whether the keymap makes `usage` repeat while held (`xkb_keymap_key_repeats`).
    public func repeats(_ usage: UIKeyboardHIDUsage) -> Bool {
        repeats(hidUsage: usage.rawValue)
    }
}
#endif
