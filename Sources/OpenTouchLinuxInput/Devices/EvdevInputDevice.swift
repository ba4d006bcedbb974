#if os(Linux)
import OpenTouchEvdev

/// An open evdev device node, described and classified, ready to hand to a reader.
///
/// It is noncopyable: exactly one owner reads it. Opening reads the device's capabilities with
/// libevdev (name, ids, supported codes, axis ranges, properties) into ``description``; hand the
/// device to ``EvdevTouchReader/init(device:destination:configuration:logger:)`` to read touches
/// from it. The descriptor is closed when the last owner (the device or its reader) goes away.
///
/// ```swift
/// let device = try InputDeviceDiscovery().openFirstTouchscreen()
/// let reader = EvdevTouchReader(device: device, application: app,
///                               mapping: EvdevScreenMapping(width: 800, height: 480))
/// try reader.start()
/// ```
public struct EvdevInputDevice: ~Copyable {
    /// The device node, for example `/dev/input/event5`.
    public let path: String
    /// What the device reports, read from the kernel through libevdev.
    public let description: EvdevDeviceDescription
    /// Whether the device is a touchscreen, and why.
    public let classification: InputDeviceClassification
    let opened: OpenedDevice

    init(opened: OpenedDevice) {
        self.opened = opened
        path = opened.path
        description = opened.handle.describe()
        classification = InputDeviceClassification(description)
    }

    /// Opens the device node at `path` read-only and non-blocking, and describes it.
    ///
    /// - Throws: ``LinuxInputError/permissionDenied(_:)`` (with the fix),
    ///   ``LinuxInputError/noSuchDevice(path:)``, ``LinuxInputError/deviceGone(path:errno:)``,
    ///   ``LinuxInputError/notAnInputDevice(path:errno:)``
    ///   or ``LinuxInputError/openFailed(path:errno:)``; ``LinuxInputError/libraryUnavailable(library:reason:)``
    ///   when libevdev is not installed.
    public static func open(
        path: String, opener: DeviceOpener = .system, sysfsDirectory: String = "/sys/class/input"
    ) throws(LinuxInputError) -> EvdevInputDevice {
        EvdevInputDevice(opened: try OpenedDevice.open(path: path, opener: opener, sysfsDirectory: sysfsDirectory))
    }
}
#endif
