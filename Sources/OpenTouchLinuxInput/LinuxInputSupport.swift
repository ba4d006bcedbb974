/// Whether this build of OpenTouchLinuxInput can reach input devices.
///
/// Everything else in the module exists only on Linux, where libevdev is available; on other
/// platforms the module is empty apart from this flag, so a package that depends on it still builds.
public enum LinuxInputSupport {
    /// True on Linux, where discovery, the readers and the virtual touchscreen are compiled in.
    public static var isAvailable: Bool {
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }
}
