/// Why an XKB keymap could not be made, with a message that says what to do.
public enum XKBError: Error, Sendable, Hashable, CustomStringConvertible {
    /// libxkbcommon (see `XKBLibrary`) could not be opened, or lacks a function; `reason` is the
    /// loader's message.
    case libraryUnavailable(library: String, reason: String)
    /// libxkbcommon could not compile a keymap for these names: an unknown layout, variant, model
    /// or option, or no XKB data (`/usr/share/X11/xkb`) on the machine.
    case keymapUnavailable(XKBKeymap.Names)
    /// This platform has no libxkbcommon (OpenTouchXKB reads keymaps on Linux only).
    case unsupportedPlatform

    /// What happened and what to do about it.
    public var description: String {
        switch self {
        case .libraryUnavailable(let library, let reason):
            return "Cannot open \(library) (\(reason)). XKB keyboard layouts need libxkbcommon: "
                + "apt-get install libxkbcommon0 xkb-data (Debian and Ubuntu), or set "
                + "OPENTOUCH_XKBCOMMON_LIBRARY to the library's path."
        case .keymapUnavailable(let names):
            return "libxkbcommon has no keymap for \(names): check the layout's name (the files in "
                + "/usr/share/X11/xkb/symbols, such as us, de, fr, gb) and its variant and options "
                + "(apt-get install xkb-data provides them)."
        case .unsupportedPlatform:
            return "XKB keyboard layouts are read with libxkbcommon, which OpenTouchXKB loads on Linux only."
        }
    }
}
