#if os(Linux)
import Glibc

/// What went wrong reaching an input device, as a value with an actionable message.
///
/// ``description`` says what happened and what to do: mount or pass `/dev/input` into a
/// container, join the `input` group, plug the device back in, and so on.
public enum LinuxInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input directory does not exist: this system (often a container) exposes no input devices.
    case noInputDirectory(path: String)
    /// The input directory exists but could not be listed.
    case inputDirectoryUnreadable(path: String, errno: Int32)
    /// Input devices were found, none of them a touchscreen; `found` lists each and why.
    case noTouchscreen(directory: String, found: [DiscoveredInputDevice])
    /// Opening a device node was refused.
    case permissionDenied(DevicePermissionProblem)
    /// The device node does not exist (`ENOENT`): a wrong path, or a device removed since it was listed.
    case noSuchDevice(path: String)
    /// The device is gone (`ENODEV` or `ENXIO`): unplugged, or removed while opening.
    case deviceGone(path: String, errno: Int32)
    /// The file opened but is not an evdev device (its ioctls failed, usually with `ENOTTY`).
    case notAnInputDevice(path: String, errno: Int32)
    /// Opening or describing the device failed for another reason.
    case openFailed(path: String, errno: Int32)
    /// The exclusive grab was refused; `EBUSY` means another program holds one.
    case grabFailed(path: String, errno: Int32)
    /// The device refused to stamp its events with `CLOCK_MONOTONIC`.
    case clockNotSet(path: String, errno: Int32)
    /// A uinput virtual device could not be created or written to.
    case virtualDeviceFailed(reason: String, errno: Int32)
    /// The libevdev library (see ``LibevdevLibrary``) could not be opened, or lacks a function;
    /// `reason` is the loader's message.
    case libraryUnavailable(library: String, reason: String)

    /// The errno behind the error, when there is one.
    public var errno: Int32? {
        switch self {
        case .noInputDirectory, .noSuchDevice: ENOENT
        case .noTouchscreen, .libraryUnavailable: nil
        case .permissionDenied(let problem): problem.errno
        case .inputDirectoryUnreadable(_, let code), .deviceGone(_, let code), .notAnInputDevice(_, let code),
             .openFailed(_, let code), .grabFailed(_, let code), .clockNotSet(_, let code),
             .virtualDeviceFailed(_, let code):
            code
        }
    }

    /// What happened and what to do about it.
    public var description: String {
        switch self {
        case .noInputDirectory(let path):
            return "No \(path) directory: this system exposes no input devices. Inside a container, pass the "
                + "devices in (for example docker run --device /dev/input/event5, or -v /dev/input:/dev/input "
                + "with --device-cgroup-rule 'c 13:* rmw'); on a desktop, check that the kernel's evdev "
                + "module is loaded (modprobe evdev)."
        case .inputDirectoryUnreadable(let path, let code):
            return "Cannot list \(path): \(SystemError.describe(code)). Run as a user allowed to read it, "
                + "or pass the device path directly."
        case .noTouchscreen(let directory, let found):
            return Self.noTouchscreenMessage(directory: directory, found: found)
        case .permissionDenied(let problem):
            return problem.description
        case .noSuchDevice(let path):
            return "\(path) does not exist: the path or event number is wrong, or the device was removed. "
                + "Run `opentouch devices` to list the input devices."
        case .deviceGone(let path, let code):
            return "\(path) is gone (\(SystemError.describe(code))): the device was unplugged or removed. "
                + "Plug it back in and open it again; its event number may change (run `opentouch devices`)."
        case .notAnInputDevice(let path, let code):
            return "\(path) is not an evdev input device: its input ioctls failed with \(SystemError.describe(code))."
        case .openFailed(let path, let code):
            return "Cannot open \(path): \(SystemError.describe(code))."
        case .grabFailed(let path, let code):
            if code == EBUSY {
                return "Cannot grab \(path) exclusively: another program already grabbed it (EBUSY). "
                    + "Close that program, or read without grabbing."
            }
            return "Cannot grab \(path) exclusively: \(SystemError.describe(code))."
        case .clockNotSet(let path, let code):
            return "Cannot make \(path) stamp events with CLOCK_MONOTONIC: \(SystemError.describe(code)). "
                + "The kernel may be too old (EVIOCSCLOCKID needs Linux 3.4)."
        case .virtualDeviceFailed(let reason, let code):
            return "Cannot create a uinput device: \(reason): \(SystemError.describe(code)). "
                + "It needs a writable /dev/uinput (modprobe uinput; root or a udev rule)."
        case .libraryUnavailable(let library, let reason):
            return "OpenTouchLinuxInput needs the libevdev runtime library (\(library)), which could not be "
                + "loaded: apt-get install libevdev2 (or libevdev-dev) [\(reason)]"
        }
    }

    private static func noTouchscreenMessage(directory: String, found: [DiscoveredInputDevice]) -> String {
        guard !found.isEmpty else {
            return "No input devices in \(directory) (no event* nodes). Inside a container, pass the "
                + "touchscreen in (docker run --device /dev/input/eventN); otherwise check that it is plugged "
                + "in and that the kernel has a driver for it (dmesg)."
        }
        let noun = found.count == 1 ? "input device" : "input devices"
        var lines = ["No touchscreen among the \(found.count) \(noun) in \(directory):"]
        for device in found {
            lines.append("  " + device.summary)
        }
        let denied = found.compactMap { device -> DevicePermissionProblem? in
            if case .permissionDenied(let problem)? = device.problem { return problem }
            return nil
        }
        if let first = denied.first {
            let count = denied.count == 1 ? "One device" : "\(denied.count) devices"
            lines.append("\(count) could not be opened, so a touchscreen may be among them. " + first.description)
        }
        return lines.joined(separator: "\n")
    }
}
#endif
