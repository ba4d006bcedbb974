#if os(Linux)
import CXKBCommonLoader

/// The libxkbcommon library, opened at run time.
///
/// OpenTouchXKB declares the parts of libxkbcommon it uses itself and opens the library with
/// `dlopen` the first time a keymap is made (`libxkbcommon.so.0`, then `libxkbcommon.so`), so
/// building needs no xkbcommon headers or library; only turning key codes into characters with an
/// XKB keymap does. ``XKBKeymap`` throws ``XKBError/libraryUnavailable(library:reason:)`` when it
/// is missing. Set `OPENTOUCH_XKBCOMMON_LIBRARY` to a path to use that file instead.
public enum XKBLibrary {
    /// Opens libxkbcommon if that has not been tried yet (once per process, from any thread).
    ///
    /// - Throws: ``XKBError/libraryUnavailable(library:reason:)``, whose description says which
    ///   package to install, when the library is missing or lacks a function.
    public static func load() throws(XKBError) {
        switch opentouch_xkb_load() {
        case OPENTOUCH_XKB_LOAD_SUCCESS:
            return
        case OPENTOUCH_XKB_SYMBOL_MISSING:
            throw .libraryUnavailable(library: libraryName, reason: "it has no \(detail)")
        default:
            throw .libraryUnavailable(library: libraryName, reason: detail)
        }
    }

    /// Whether libxkbcommon could be opened (opening it now if that has not been tried yet).
    public static var isAvailable: Bool {
        opentouch_xkb_load() == OPENTOUCH_XKB_LOAD_SUCCESS
    }

    /// The library file opened, such as `libxkbcommon.so.0`, or the one that could not be.
    public static var libraryName: String { String(cString: opentouch_xkb_library_name()) }

    private static var detail: String { String(cString: opentouch_xkb_load_detail()) }
}
#endif
