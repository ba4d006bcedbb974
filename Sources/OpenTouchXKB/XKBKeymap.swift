import Foundation
#if os(Linux)
import CXKBCommonLoader
#endif

/// An XKB keymap compiled by libxkbcommon from a layout's name, as Linux desktops compile theirs.
///
/// ```swift
/// let german = try XKBKeymap(names: .init(layout: "de"))
/// ```
///
/// The keymap is read only; ``XKBKeyboardLayout`` keeps the state of one keyboard (modifiers, Caps
/// Lock, a dead key waiting) over it. The environment's `XKB_DEFAULT_*` variables are ignored, so
/// the names alone choose the keymap. libxkbcommon still reads the user's own XKB files
/// (`~/.config/xkb`, `~/.xkb`) and `$XKB_CONFIG_ROOT` before the system's data
/// (`/usr/share/X11/xkb`): a user who has customised a layout there gets their version.
///
/// A compiled keymap never changes, so it is shared between threads; libxkbcommon's reference
/// counts are not atomic, so making and freeing the states over it take ``withLock(_:)``.
public final class XKBKeymap: @unchecked Sendable {
    /// The names XKB's rules compile a keymap from.
    public struct Names: Sendable, Hashable, CustomStringConvertible {
        /// The layout, such as `us`, `de` or `fr` (a file in `/usr/share/X11/xkb/symbols`).
        public var layout: String
        /// The layout's variant, such as `dvorak` or `nodeadkeys`; nil for the layout's default.
        public var variant: String?
        /// Comma-separated XKB options, such as `ctrl:nocaps`; nil for none.
        public var options: String?
        /// The keyboard model; nil for `pc105`.
        public var model: String?

        /// Creates names; US English by default.
        public init(layout: String = "us", variant: String? = nil, options: String? = nil, model: String? = nil) {
            self.layout = layout
            self.variant = variant
            self.options = options
            self.model = model
        }

        /// `layout "de", variant "nodeadkeys"` and so on.
        public var description: String {
            var parts = ["layout \"\(layout)\""]
            if let variant { parts.append("variant \"\(variant)\"") }
            if let options { parts.append("options \"\(options)\"") }
            if let model { parts.append("model \"\(model)\"") }
            return parts.joined(separator: ", ")
        }
    }

    /// The names the keymap was compiled from.
    public let names: Names
    private let lock = NSLock()

    /// Runs `body` holding the keymap's lock (for libxkbcommon calls that count references).
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    #if os(Linux)
    let context: OpaquePointer
    let keymap: OpaquePointer

    /// Compiles the keymap for `names` with XKB's `evdev` rules.
    ///
    /// - Throws: ``XKBError/libraryUnavailable(library:reason:)`` without libxkbcommon,
    ///   ``XKBError/keymapUnavailable(_:)`` when it cannot compile these names.
    public init(names: Names = .init()) throws(XKBError) {
        try XKBLibrary.load()
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
            throw .keymapUnavailable(names)
        }
        // libxkbcommon would print its compile errors; the error thrown says what is wrong.
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        let keymap = "evdev".withCString { rules in
            (names.model ?? "pc105").withCString { model in
                names.layout.withCString { layout in
                    (names.variant ?? "").withCString { variant in
                        (names.options ?? "").withCString { options in
                            var rule = xkb_rule_names(rules: rules, model: model, layout: layout,
                                                      variant: variant, options: options)
                            return xkb_keymap_new_from_names(context, &rule, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let keymap else {
            xkb_context_unref(context)
            throw .keymapUnavailable(names)
        }
        self.names = names
        self.context = context
        self.keymap = keymap
    }

    deinit {
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// Whether the keymap makes the key with this evdev code repeat while held
    /// (`xkb_keymap_key_repeats`): letters do, modifiers and Caps Lock do not.
    public func repeats(evdevCode: UInt16) -> Bool {
        xkb_keymap_key_repeats(keymap, UInt32(evdevCode) + 8) != 0
    }
    #else
    /// Compiling XKB keymaps needs libxkbcommon, which OpenTouchXKB loads on Linux only.
    ///
    /// - Throws: ``XKBError/unsupportedPlatform`` always.
    public init(names: Names = .init()) throws(XKBError) {
        throw .unsupportedPlatform
    }

    /// Whether the key repeats; never reached on this platform (no keymap can be made).
    public func repeats(evdevCode: UInt16) -> Bool { false }
    #endif
}
