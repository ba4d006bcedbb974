#if os(Linux)
import CLibevdevLoader

/// The libevdev library, opened at run time.
///
/// OpenTouchLinuxInput declares the parts of libevdev it uses itself and opens the library with
/// `dlopen` the first time a device is opened (`libevdev.so.2`, then `libevdev.so`), so building
/// needs no libevdev headers or library; only reading live devices does. Readers of recordings,
/// files and pipes do not need it. Opening a device, discovery (when there are devices to
/// describe) and ``VirtualTouchscreen`` throw ``LinuxInputError/libraryUnavailable(library:reason:)``
/// when it is missing. Set `OPENTOUCH_LIBEVDEV_LIBRARY` to a path to use that file instead.
public enum LibevdevLibrary {
    /// Opens libevdev if that has not been tried yet (once per process, from any thread).
    ///
    /// - Throws: ``LinuxInputError/libraryUnavailable(library:reason:)``, whose description says
    ///   which package to install, when the library is missing or lacks a function.
    public static func load() throws(LinuxInputError) {
        switch opentouch_libevdev_load() {
        case OPENTOUCH_LIBEVDEV_LOAD_SUCCESS:
            return
        case OPENTOUCH_LIBEVDEV_SYMBOL_MISSING:
            throw .libraryUnavailable(library: libraryName, reason: "it has no \(detail)")
        default:
            throw .libraryUnavailable(library: libraryName, reason: detail)
        }
    }

    /// Whether libevdev could be opened (opening it now if that has not been tried yet).
    public static var isAvailable: Bool {
        opentouch_libevdev_load() == OPENTOUCH_LIBEVDEV_LOAD_SUCCESS
    }

    /// The library file opened, such as `libevdev.so.2`, or the one that could not be.
    public static var libraryName: String { String(cString: opentouch_libevdev_library_name()) }

    private static var detail: String { String(cString: opentouch_libevdev_load_detail()) }
}
#endif
