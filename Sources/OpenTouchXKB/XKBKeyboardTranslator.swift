#if os(Linux)
import CXKBCommonLoader
import OpenTouchEvdev

/// One keyboard's typing through an XKB keymap: modifiers held, Caps Lock and Num Lock locked,
/// and a dead key waiting for the next key, as a Linux desktop types.
///
/// ```swift
/// let keyboard = try XKBKeyboardLayout(names: .init(layout: "de")).makeXKBTranslator()
/// keyboard.keyDown(hidUsage: 0x2E).characters   // "": the dead acute accent waits for the next key
/// ```
///
/// Feed every key down and up in order (``keyDown(hidUsage:)`` and ``keyUp(hidUsage:)``); the
/// translation of a press depends on the keys before it. Num Lock starts on (OpenTouch's choice,
/// as the built-in US layout: the keypad types digits). Dead keys and compose sequences use the
/// compose table of ``composeLocale``.
public final class XKBKeyboardTranslator {
    /// The compiled keymap.
    public let keymap: XKBKeymap
    /// The locale whose compose table resolves dead keys.
    public let composeLocale: String
    /// Whether a compose table was found for ``composeLocale`` (libx11-data provides them); without
    /// one a dead key types nothing and combines with nothing.
    public var hasComposeTable: Bool { composeState != nil }

    private var state: OpaquePointer
    private let composeTable: OpaquePointer?
    private let composeState: OpaquePointer?

    private var plainState: OpaquePointer
    /// The XKB key codes down now: a second press of a held key (an autorepeat) must not press it
    /// in the XKB state again, or its release would leave a modifier latched.
    private var keysDown: Set<UInt32> = []

    /// Creates the state of a keyboard with `keymap`: no key down, Num Lock on.
    init(keymap: XKBKeymap, composeLocale: String) {
        self.keymap = keymap
        self.composeLocale = composeLocale
        (state, plainState, composeTable) = keymap.withLock {
            let table = composeLocale.withCString {
                xkb_compose_table_new_from_locale(keymap.context, $0, XKB_COMPOSE_COMPILE_NO_FLAGS)
            }
            return (xkb_state_new(keymap.keymap)!, xkb_state_new(keymap.keymap)!, table)
        }
        composeState = composeTable.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
        toggleNumLock()
    }

    deinit {
        if let composeState { xkb_compose_state_unref(composeState) }
        keymap.withLock {
            if let composeTable { xkb_compose_table_unref(composeTable) }
            xkb_state_unref(state)
            xkb_state_unref(plainState)
        }
    }

    /// Presses and releases Num Lock in both states.
    private func toggleNumLock() {
        let key = EvdevKeyboardUsage.xkbKeycode(forEvdevCode: Self.numLockCode)
        for target in [state, plainState] {
            xkb_state_update_key(target, key, XKB_KEY_DOWN)
            xkb_state_update_key(target, key, XKB_KEY_UP)
        }
    }

    /// `KEY_NUMLOCK`.
    static let numLockCode: UInt16 = 69

    /// Presses the key with the HID usage `usage` and returns what it types. A usage with no key
    /// code types nothing and changes nothing.
    @discardableResult
    public func keyDown(hidUsage usage: Int) -> XKBKeyTranslation {
        guard let code = EvdevKeyboardUsage.evdevCode(forHIDUsage: usage) else { return .nothing }
        return keyDown(evdevCode: code)
    }

    /// Releases the key with the HID usage `usage`.
    public func keyUp(hidUsage usage: Int) {
        guard let code = EvdevKeyboardUsage.evdevCode(forHIDUsage: usage) else { return }
        keyUp(evdevCode: code)
    }

    /// Presses the key with the evdev code `code` and returns what it types.
    @discardableResult
    public func keyDown(evdevCode code: UInt16) -> XKBKeyTranslation {
        let key = EvdevKeyboardUsage.xkbKeycode(forEvdevCode: code)
        let keysym = xkb_state_key_get_one_sym(state, key)
        let plain = typedText(key, keysym: keysym)
        let unmodified = Self.utf8 { xkb_state_key_get_utf8(plainState, key, $0, $1) }
        let unmodifiedKeysym = xkb_state_key_get_one_sym(plainState, key)
        if keysDown.insert(key).inserted {
            xkb_state_update_key(state, key, XKB_KEY_DOWN)
            if code == Self.numLockCode { xkb_state_update_key(plainState, key, XKB_KEY_DOWN) }
        }
        let (characters, composition) = compose(keysym, plain: plain)
        return XKBKeyTranslation(characters: XKBNamedKeys.input(for: keysym) ?? characters,
                                 charactersIgnoringModifiers: XKBNamedKeys.input(for: unmodifiedKeysym) ?? unmodified,
                                 keysym: keysym, composition: composition)
    }

    /// Releases the key with the evdev code `code`.
    public func keyUp(evdevCode code: UInt16) {
        let key = EvdevKeyboardUsage.xkbKeycode(forEvdevCode: code)
        guard keysDown.remove(key) != nil else { return }
        xkb_state_update_key(state, key, XKB_KEY_UP)
        if code == Self.numLockCode { xkb_state_update_key(plainState, key, XKB_KEY_UP) }
    }

    /// Whether the keymap makes the key with the HID usage `usage` repeat while held.
    public func repeats(hidUsage usage: Int) -> Bool {
        guard let code = EvdevKeyboardUsage.evdevCode(forHIDUsage: usage) else { return false }
        return keymap.repeats(evdevCode: code)
    }

    /// The modifiers in effect now (held, latched or locked).
    public var modifiers: XKBModifierState {
        var result: XKBModifierState = []
        for (modifier, name) in XKBModifierState.names
        where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            result.insert(modifier)
        }
        return result
    }

    /// What the key types in the current state. Control turns letters into control characters, as
    /// XKB and the built-in US layout both do; other keys keep their symbol under Control (XKB
    /// would make `Control+[` an Escape), as in the built-in layout. Shift+Tab types a tab.
    private func typedText(_ key: UInt32, keysym: UInt32) -> String {
        let isLetter = (0x41...0x5A).contains(keysym) || (0x61...0x7A).contains(keysym)
        if keysym == Self.leftTabKeysym { return "\t" }
        if !isLetter, xkb_state_mod_name_is_active(state, "Control", XKB_STATE_MODS_EFFECTIVE) > 0 {
            return Self.utf8 { xkb_keysym_to_utf8(keysym, $0, $1) }
        }
        return Self.utf8 { xkb_state_key_get_utf8(state, key, $0, $1) }
    }

    /// `XKB_KEY_ISO_Left_Tab`, what Shift+Tab produces.
    static let leftTabKeysym: UInt32 = 0xFE20

    /// The press's text through the compose state: held back while a sequence is under way.
    private func compose(_ keysym: UInt32, plain: String) -> (String, XKBKeyTranslation.Composition) {
        guard let composeState, keysym != 0,
              xkb_compose_state_feed(composeState, keysym) == XKB_COMPOSE_FEED_ACCEPTED else {
            return (plain, .none)
        }
        switch xkb_compose_state_get_status(composeState) {
        case XKB_COMPOSE_COMPOSING:
            return ("", .composing)
        case XKB_COMPOSE_COMPOSED:
            let text = Self.utf8 { xkb_compose_state_get_utf8(composeState, $0, $1) }
            xkb_compose_state_reset(composeState)
            return (text, .composed)
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(composeState)
            return ("", .cancelled)
        default:
            return (plain, .none)
        }
    }

    /// The NUL-terminated text a libxkbcommon function writes into a buffer (its return value is
    /// positive when it wrote any; some count the NUL and some do not, so the NUL ends the text).
    private static func utf8(_ fill: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 64)
        let length = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { fill($0, bytes.count - 1) }
        }
        guard length > 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
}

extension XKBKeyTranslation {
    /// A press that types nothing.
    static let nothing = XKBKeyTranslation(characters: "", charactersIgnoringModifiers: "", keysym: 0)
}
#endif
