/// What one key press typed through an XKB keymap.
public struct XKBKeyTranslation: Sendable, Hashable {
    /// What a dead key or compose sequence did with the press.
    public enum Composition: String, Sendable, Hashable {
        /// The press was not part of a sequence: ``XKBKeyTranslation/characters`` is the key's own.
        case none
        /// The press started or continued a sequence (a dead key): it types nothing yet.
        case composing
        /// The press finished a sequence: ``XKBKeyTranslation/characters`` is the composed text.
        case composed
        /// The press broke a sequence that has no result: it types nothing.
        case cancelled
    }

    /// The text the press types with the modifiers, Caps Lock and a pending dead key applied
    /// (empty for modifiers, dead keys, arrows and other keys that type nothing; Control turns
    /// letters into control characters, as XKB does).
    public var characters: String
    /// The text of the key's first level in its layout, with no modifier applied (`a` for Shift+A,
    /// `q` for AltGr+Q on a German keyboard).
    public var charactersIgnoringModifiers: String
    /// The XKB key symbol the press produced (`XKB_KEY_*`), 0 for none.
    public var keysym: UInt32
    /// What a dead key or compose sequence did.
    public var composition: Composition

    /// Creates a translation.
    public init(characters: String, charactersIgnoringModifiers: String, keysym: UInt32,
                composition: Composition = .none) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.keysym = keysym
        self.composition = composition
    }
}
