/// A keyboard layout: how key positions (HID usages) and the keyboard's state (held modifiers,
/// Caps Lock, Num Lock, a pending dead key) become characters.
///
/// The application translates every raw ``KeyboardEvent`` with its
/// ``UIApplication/keyboardLayout``; each keyboard (sender) gets its own translator from
/// ``makeTranslator()``, so that two keyboards do not share modifiers. OpenTouch ships
/// ``USKeyboardLayout``; other layouts (XKB keymaps, for example) conform the same way.
public protocol KeyboardLayout: Sendable {
    /// The layout's name, for example `"us"`.
    var name: String { get }
    /// Creates the state of one keyboard using this layout: no key down, no lock on.
    func makeTranslator() -> any KeyboardTranslator
}

/// The state of one keyboard under a ``KeyboardLayout``: it is told every key change, in order,
/// and turns each key going down into a ``UIKey``.
///
/// A translator is stateful: modifiers change the characters of later keys, lock keys toggle,
/// and a dead key types nothing (`characters` is `""`) but changes what the next key types.
public protocol KeyboardTranslator: AnyObject {
    /// The modifier flags now: held modifiers and ``UIKeyModifierFlags/alphaShift`` while Caps Lock is on.
    var modifierFlags: UIKeyModifierFlags { get }
    /// A key went down: updates the state and returns the key as a press reports it.
    func keyDown(_ usage: UIKeyboardHIDUsage) -> UIKey
    /// A key went up: updates the state (a modifier is released).
    func keyUp(_ usage: UIKeyboardHIDUsage)
    /// Whether `usage` repeats while held; by default every key but modifiers and lock keys.
    func repeats(_ usage: UIKeyboardHIDUsage) -> Bool
}

extension KeyboardTranslator {
    /// Every key but modifiers and lock keys repeats.
    public func repeats(_ usage: UIKeyboardHIDUsage) -> Bool {
        !usage.isModifier && !KeyboardKeys.lockKeys.contains(usage)
    }
}

/// Key groups shared by layouts.
enum KeyboardKeys {
    /// Keys that toggle a lock rather than type.
    static let lockKeys: Set<UIKeyboardHIDUsage> = [
        .keyboardCapsLock, .keypadNumLock, .keyboardScrollLock,
        .keyboardLockingCapsLock, .keyboardLockingNumLock, .keyboardLockingScrollLock,
    ]

    /// The modifier flag a modifier key holds.
    static func flag(of usage: UIKeyboardHIDUsage) -> UIKeyModifierFlags? {
        switch usage {
        case .keyboardLeftShift, .keyboardRightShift: .shift
        case .keyboardLeftControl, .keyboardRightControl: .control
        case .keyboardLeftAlt, .keyboardRightAlt: .alternate
        case .keyboardLeftGUI, .keyboardRightGUI: .command
        default: nil
        }
    }
}
