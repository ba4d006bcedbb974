/// The US QWERTY layout (ANSI), OpenTouch's default ``KeyboardLayout``.
///
/// Shift selects a key's upper symbol; Caps Lock capitalizes letters only (Shift with Caps Lock
/// types lowercase letters, as XKB's `us` layout does); Control with a letter types its control
/// character (Control-C is `"\u{03}"`); Option and Command change no character. The keypad types
/// digits while Num Lock is on (the initial state) and moves (arrows, Home…) while it is off. Keys
/// that type no character report UIKit's input strings (``UIKeyCommand/inputUpArrow``…). The US
/// layout has no dead keys.
public struct USKeyboardLayout: KeyboardLayout {
    /// Creates the layout.
    public init() {}

    /// `"us"`.
    public var name: String { "us" }

    /// A new US keyboard: no key down, Caps Lock off, Num Lock on.
    public func makeTranslator() -> any KeyboardTranslator {
        USKeyboardTranslator()
    }

    /// The key and Shift state that type `character` on this layout, or nil when no key types it
    /// (the inverse of the layout, for drivers that type text).
    public static func keystroke(for character: Character) -> (usage: UIKeyboardHIDUsage, shift: Bool)? {
        USKeymap.keystrokes[character]
    }
}

/// The state of one US keyboard.
final class USKeyboardTranslator: KeyboardTranslator {
    private var held: [UIKeyboardHIDUsage] = []
    private var capsLock = false
    private var numLock = true

    var modifierFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = capsLock ? .alphaShift : []
        for usage in held {
            if let flag = KeyboardKeys.flag(of: usage) { flags.insert(flag) }
        }
        return flags
    }

    func keyDown(_ usage: UIKeyboardHIDUsage) -> UIKey {
        switch usage {
        case .keyboardCapsLock, .keyboardLockingCapsLock: capsLock.toggle()
        case .keypadNumLock, .keyboardLockingNumLock: numLock.toggle()
        default: break
        }
        if !held.contains(usage) { held.append(usage) }
        var flags = modifierFlags
        if usage.isKeypad { flags.insert(.numericPad) }
        let (characters, ignoring) = USKeymap.characters(for: usage, flags: flags, numLock: numLock)
        return UIKey(keyCode: usage, characters: characters, charactersIgnoringModifiers: ignoring, modifierFlags: flags)
    }

    func keyUp(_ usage: UIKeyboardHIDUsage) {
        held.removeAll { $0 == usage }
    }
}
