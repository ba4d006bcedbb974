#if os(Linux)
import CLibevdevLoader
import Glibc
import OpenTouchEvdev

/// A virtual input device made with uinput: it appears in `/dev/input` like hardware and sends
/// the events you write.
///
/// Use it to try a program on a Linux machine without a touchscreen, or to test discovery and
/// the live reader end to end. It needs a writable `/dev/uinput` (`modprobe uinput`, and root or
/// a udev rule); ``isAvailable`` says whether this process has one. The device disappears when
/// the value is released.
///
/// Not thread-safe: create and write from one thread at a time.
public final class VirtualTouchscreen {
    private let handle: LibevdevHandle
    private let uinput: OpaquePointer

    /// Whether `/dev/uinput` exists and this process may write to it.
    public static var isAvailable: Bool {
        access("/dev/uinput", W_OK) == 0
    }

    /// The device node the kernel made, for example `/dev/input/event7`, when it is known.
    public let devicePath: String?

    /// Creates a uinput device with every capability of `description` (name, ids, codes, axes,
    /// properties).
    ///
    /// - Throws: ``LinuxInputError/virtualDeviceFailed(reason:errno:)``, or
    ///   ``LinuxInputError/libraryUnavailable(library:reason:)`` when libevdev is not installed.
    public init(description: EvdevDeviceDescription) throws(LinuxInputError) {
        try LibevdevLibrary.load()
        guard let handle = LibevdevHandle.make(describing: description) else {
            throw .virtualDeviceFailed(reason: "libevdev_new failed", errno: ENOMEM)
        }
        var created: OpaquePointer?
        let result = libevdev_uinput_create_from_device(handle.pointer, LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue, &created)
        guard result == 0, let created else {
            throw .virtualDeviceFailed(reason: "libevdev_uinput_create_from_device failed", errno: -result)
        }
        self.handle = handle
        uinput = created
        devicePath = libevdev_uinput_get_devnode(created).map { String(cString: $0) }
    }

    deinit {
        libevdev_uinput_destroy(uinput)
    }

    /// Sends one event; the kernel stamps its time (the event's own time is not used).
    public func write(_ event: EvdevEvent) throws(LinuxInputError) {
        let result = libevdev_uinput_write_event(uinput, UInt32(event.type), UInt32(event.code), event.value)
        if result != 0 {
            throw .virtualDeviceFailed(reason: "libevdev_uinput_write_event failed", errno: -result)
        }
    }

    /// Sends `events` in order.
    public func write<S: Sequence<EvdevEvent>>(_ events: S) throws(LinuxInputError) {
        for event in events { try write(event) }
    }
}
#endif
