import CSDL2Loader

/// The SDL2 library, opened at run time.
///
/// OpenTouchSDL declares the parts of SDL2 it uses itself and opens the library with `dlopen`
/// the first time it is needed (`libSDL2-2.0.so.0`, then `libSDL2.so`; on macOS
/// `libSDL2-2.0.0.dylib`), so building needs no SDL2 headers or library; only running does.
/// ``SDLWindowHost`` and ``OffscreenRenderer`` load it when they are created and throw
/// ``SDLError/Kind/libraryUnavailable`` when it is missing. Set `OPENTOUCH_SDL2_LIBRARY` to a
/// path to use that file instead.
public enum SDLLibrary {
    /// Opens SDL2 if that has not been tried yet (once per process, from any thread).
    ///
    /// - Throws: ``SDLError`` of kind ``SDLError/Kind/libraryUnavailable``, saying which package
    ///   to install, when the library is missing or too old.
    public static func load() throws(SDLError) {
        if let error = loadError { throw error }
    }

    /// Whether SDL2 could be opened (opening it now if that has not been tried yet).
    public static var isAvailable: Bool { loadError == nil }

    /// The library file opened, such as `libSDL2-2.0.so.0`, or the one that could not be.
    public static var libraryName: String { String(cString: opentouch_sdl_library_name()) }

    private static var loadError: SDLError? {
        let status = opentouch_sdl_load()
        let detail = String(cString: opentouch_sdl_load_detail())
        switch status {
        case OPENTOUCH_SDL_LOAD_SUCCESS:
            return nil
        case OPENTOUCH_SDL_SYMBOL_MISSING:
            return SDLError(kind: .libraryUnavailable, function: "dlsym(\(detail))", message:
                "OpenTouchSDL needs SDL 2.24 or later, but the SDL2 library \(libraryName) has no \(detail): "
                + "install a newer SDL2 (\(installHint))")
        default:
            return SDLError(kind: .libraryUnavailable, function: "dlopen(\(libraryName))", message:
                "OpenTouchSDL needs the SDL2 runtime library (\(libraryName)), which could not be loaded: "
                + "\(installHint) [\(detail)]")
        }
    }

    /// How to install SDL2 here.
    static var installHint: String {
        #if os(macOS)
        return "brew install sdl2"
        #else
        return "apt-get install libsdl2-2.0-0 (or libsdl2-dev)"
        #endif
    }
}
