/// A key of a physical keyboard, as a press reports it (``UIPress/key``).
///
/// Immutable: the press that began with a key reports the same key until it ends.
public final class UIKey: Sendable, Hashable, CustomStringConvertible {
    /// The key's HID usage: its position on the keyboard, whatever the layout.
    public let keyCode: UIKeyboardHIDUsage
    /// The characters the key types with the modifiers held, for example `"A"` with Shift.
    /// Keys that type no character report UIKit's names (``UIKeyCommand/inputUpArrow``…) or `""`.
    public let characters: String
    /// The characters the key types with no modifier applied, Shift and Caps Lock included (for
    /// Latin letters always lowercase: `"a"` for Shift-A); `""` for a modifier key.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held (and Caps Lock) when the key went down.
    public let modifierFlags: UIKeyModifierFlags

    /// Creates a key; an OpenTouch addition (UIKit makes keys itself), for tests and layouts.
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
    }

    /// Two keys are equal when every property is.
    public static func == (lhs: UIKey, rhs: UIKey) -> Bool {
        lhs.keyCode == rhs.keyCode && lhs.characters == rhs.characters
            && lhs.charactersIgnoringModifiers == rhs.charactersIgnoringModifiers
            && lhs.modifierFlags == rhs.modifierFlags
    }

    /// Hashes every property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keyCode)
        hasher.combine(characters)
        hasher.combine(charactersIgnoringModifiers)
        hasher.combine(modifierFlags)
    }

    /// A UIKit-style description with the key code, characters and modifiers.
    public var description: String {
        "<UIKey: keyCode=\(keyCode.name) characters=\(characters.debugDescription) "
            + "charactersIgnoringModifiers=\(charactersIgnoringModifiers.debugDescription) modifierFlags=\(modifierFlags)>"
    }
}
