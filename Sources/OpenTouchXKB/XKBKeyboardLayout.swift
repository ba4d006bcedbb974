/// A keyboard layout from an XKB keymap: any layout a Linux desktop has, by name.
///
/// ```swift
/// let german = try XKBKeyboardLayout(names: .init(layout: "de"))
/// let french = try XKBKeyboardLayout(names: .init(layout: "fr", variant: "azerty"))
/// ```
///
/// Each keyboard types through its own ``XKBKeyboardTranslator`` (its modifiers, locks and dead
/// key), made by ``makeXKBTranslator()``. Dead keys and compose sequences use the compose table of
/// ``composeLocale`` (`en_US.UTF-8` unless given, not the process's locale, so that a recording
/// types the same text everywhere; libxkbcommon lets `$XCOMPOSEFILE` or `~/.XCompose` replace
/// that table). A dead key followed by a key it does not combine with types nothing for either
/// (libxkbcommon's cancelled sequence; desktops differ here, macOS types both).
public struct XKBKeyboardLayout: Sendable {
    /// The compiled keymap.
    public let keymap: XKBKeymap
    /// The locale whose compose table resolves dead keys.
    public let composeLocale: String

    /// Compiles the keymap for `names` (US English by default).
    ///
    /// - Throws: ``XKBError`` when libxkbcommon is missing or cannot compile these names.
    public init(names: XKBKeymap.Names = .init(), composeLocale: String = "en_US.UTF-8") throws(XKBError) {
        keymap = try XKBKeymap(names: names)
        self.composeLocale = composeLocale
    }

    /// The layout's name: the XKB layout, with its variant after a parenthesis as XKB writes it
    /// (`de(nodeadkeys)`).
    public var name: String {
        keymap.names.variant.map { "\(keymap.names.layout)(\($0))" } ?? keymap.names.layout
    }

    #if os(Linux)
    /// The state of one more keyboard typing with this layout: no key down, Num Lock on.
    public func makeXKBTranslator() -> XKBKeyboardTranslator {
        XKBKeyboardTranslator(keymap: keymap, composeLocale: composeLocale)
    }
    #endif
}
