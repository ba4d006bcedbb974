#if os(Linux)
import CLibevdevLoader
import Glibc
import OpenTouchEvdev

/// An open evdev node and its libevdev context; closes the descriptor on deinit.
///
/// Used by one thread at a time: the opening thread, then the reader thread once a reader
/// starts (the start happens-before every use on the reader thread).
final class OpenedDevice {
    let path: String
    let fileDescriptor: Int32
    let handle: LibevdevHandle
    private(set) var isGrabbed = false

    init(path: String, fileDescriptor: Int32, handle: LibevdevHandle) {
        self.path = path
        self.fileDescriptor = fileDescriptor
        self.handle = handle
    }

    deinit {
        if isGrabbed { libevdev_grab(handle.pointer, LIBEVDEV_UNGRAB) }
        Glibc.close(fileDescriptor)
    }

    /// Opens `path` with `opener` and reads its capabilities with libevdev.
    static func open(path: String, opener: DeviceOpener, sysfsDirectory: String) throws(LinuxInputError) -> OpenedDevice {
        let descriptor = opener.open(path)
        guard descriptor >= 0 else {
            throw DeviceAccess.openError(path: path, errno: -descriptor, sysfsDirectory: sysfsDirectory)
        }
        do {
            try LibevdevLibrary.load()
        } catch {
            Glibc.close(descriptor)
            throw error
        }
        switch LibevdevHandle.make(fileDescriptor: descriptor) {
        case .success(let handle):
            return OpenedDevice(path: path, fileDescriptor: descriptor, handle: handle)
        case .failure(let error):
            Glibc.close(descriptor)
            throw DeviceAccess.describeError(path: path, errno: error.code)
        }
    }

    /// Makes the kernel stamp this descriptor's events with `clock` (`CLOCK_MONOTONIC`).
    func setClock(_ clock: Int32) throws(LinuxInputError) {
        let result = libevdev_set_clock_id(handle.pointer, clock)
        if result != 0 { throw .clockNotSet(path: path, errno: -result) }
    }

    /// Takes the device exclusively: no other reader (the desktop included) sees its events.
    func grab() throws(LinuxInputError) {
        let result = libevdev_grab(handle.pointer, LIBEVDEV_GRAB)
        if result != 0 { throw .grabFailed(path: path, errno: -result) }
        isGrabbed = true
    }

    /// Releases an exclusive grab.
    func ungrab() {
        guard isGrabbed else { return }
        libevdev_grab(handle.pointer, LIBEVDEV_UNGRAB)
        isGrabbed = false
    }
}
#endif
