/// How a key command's input and modifier flags match a key, and which keys a text input uses itself.
///
/// A command matches when its modifier flags equal the key's (Shift, Control, Option, Command;
/// Caps Lock and the keypad flag are ignored) and its input is the key's
/// `charactersIgnoringModifiers` (letters compared case-insensitively, so `"A"` and `"a"` are
/// the same command). A symbol typed with Shift also matches by its shifted character, Shift
/// written or not: `"?"` with `.command` and `"?"` with `[.command, .shift]` both match
/// Command-Shift-/.
enum KeyCommandMatching {
    /// The modifier flags that take part in matching.
    static let significantFlags: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether `command` matches `key`.
    static func matches(_ command: UIKeyCommand, _ key: UIKey) -> Bool {
        guard let input = command.input, !input.isEmpty else { return false }
        let pressed = key.modifierFlags.intersection(significantFlags)
        let wanted = command.modifierFlags.intersection(significantFlags)
        let ignoring = key.charactersIgnoringModifiers
        if isLetter(input) {
            return ignoring.lowercased() == input.lowercased() && pressed == wanted
        }
        if input == ignoring && pressed == wanted { return true }
        return pressed.contains(.shift) && input == key.characters
            && (pressed == wanted || pressed.subtracting(.shift) == wanted)
    }

    /// Whether the first responder, a text input, uses `key` itself: the arrows, Space, Delete,
    /// Return, Tab and every key that types a character, when neither Command nor Control is held.
    static func textInputUses(_ key: UIKey) -> Bool {
        guard key.modifierFlags.intersection([.command, .control]).isEmpty else { return false }
        switch key.keyCode {
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow,
             .keyboardSpacebar, .keyboardDeleteOrBackspace, .keyboardDeleteForward,
             .keyboardReturnOrEnter, .keypadEnter, .keyboardTab:
            return true
        default:
            return KeyTyping.isPrintable(key.characters)
        }
    }

    /// Whether `input` is one letter (it has distinct cases).
    private static func isLetter(_ input: String) -> Bool {
        input.count == 1 && input.lowercased() != input.uppercased()
    }
}

/// What a key types into a text input (``UIKeyInput``).
enum KeyTyping {
    /// An edit a key makes.
    enum Edit: Equatable {
        /// Insert the text.
        case insert(String)
        /// Delete backward.
        case deleteBackward
    }

    /// The edit `key` makes in a text input, or nil when it types nothing: keys held with
    /// Command or Control (shortcuts), keys without characters (arrows, Escape, function keys),
    /// modifiers, and dead keys.
    static func edit(for key: UIKey) -> Edit? {
        guard key.modifierFlags.intersection([.command, .control]).isEmpty else { return nil }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: return .deleteBackward
        case .keyboardReturnOrEnter, .keypadEnter: return .insert("\n")
        case .keyboardTab: return .insert("\t")
        default: return isPrintable(key.characters) ? .insert(key.characters) : nil
        }
    }

    /// Whether `characters` is text to insert: not empty, not one of UIKit's input strings for
    /// special keys, and without control characters.
    static func isPrintable(_ characters: String) -> Bool {
        !characters.isEmpty && !characters.hasPrefix("UIKeyInput")
            && !characters.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Makes `edit` in `input`.
    @MainActor
    static func apply(_ edit: Edit, to input: UIKeyInput) {
        switch edit {
        case .insert(let text): input.insertText(text)
        case .deleteBackward: input.deleteBackward()
        }
    }
}
