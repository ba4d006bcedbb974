#if os(Linux)
import Foundation
import Glibc

/// Finds the input devices in `/dev/input` (or another directory) and which are touchscreens.
///
/// ``scan()`` lists every `eventN` node in numeric order (`event2` before `event10`), opens each
/// read-only and non-blocking, describes it with libevdev, classifies it and closes it again. A
/// node that cannot be opened is listed with its ``DiscoveredInputDevice/problem``. The result
/// depends only on the directory's contents, so it is the same on every run.
///
/// ```swift
/// let discovery = InputDeviceDiscovery()
/// do {
///     for device in try discovery.touchscreens() { print(device.summary) }
/// } catch {
///     print(error)   // no /dev/input, no touchscreen (with what was found), permission denied, …
/// }
/// ```
public struct InputDeviceDiscovery: Sendable {
    /// The directory searched for `event*` nodes; `/dev/input` by default.
    public var directory: String
    /// Where sysfs publishes device names (`/sys/class/input`), for nodes that cannot be opened.
    public var sysfsDirectory: String
    /// How nodes are opened; replace it in tests to simulate `EACCES`.
    public var opener: DeviceOpener

    /// Creates a discovery over `directory`.
    public init(
        directory: String = "/dev/input", sysfsDirectory: String = "/sys/class/input", opener: DeviceOpener = .system
    ) {
        self.directory = directory
        self.sysfsDirectory = sysfsDirectory
        self.opener = opener
    }

    /// Every `event*` node in ``directory``, in numeric order, described or with its problem.
    ///
    /// - Throws: ``LinuxInputError/noInputDirectory(path:)`` when the directory does not exist
    ///   (for example inside a container), ``LinuxInputError/inputDirectoryUnreadable(path:errno:)``
    ///   when it cannot be listed; ``LinuxInputError/libraryUnavailable(library:reason:)`` when
    ///   there are devices to describe and libevdev is not installed.
    public func scan() throws(LinuxInputError) -> [DiscoveredInputDevice] {
        let nodes = try eventNodes()
        if !nodes.isEmpty { try LibevdevLibrary.load() }
        return nodes.map { node in describe(path: node.path, number: node.number) }
    }

    /// The touchscreens among ``scan()``'s devices.
    ///
    /// - Throws: what ``scan()`` throws, or ``LinuxInputError/noTouchscreen(directory:found:)``
    ///   listing every device found and why it is not a touchscreen (or could not be opened).
    public func touchscreens() throws(LinuxInputError) -> [DiscoveredInputDevice] {
        let devices = try scan()
        let touchscreens = devices.filter(\.isTouchscreen)
        if touchscreens.isEmpty { throw .noTouchscreen(directory: directory, found: devices) }
        return touchscreens
    }

    /// Opens the first touchscreen ``touchscreens()`` finds.
    public func openFirstTouchscreen() throws(LinuxInputError) -> EvdevInputDevice {
        let first = try touchscreens()[0]
        return try open(path: first.path)
    }

    /// Opens the device node at `path` with this discovery's opener.
    public func open(path: String) throws(LinuxInputError) -> EvdevInputDevice {
        try EvdevInputDevice.open(path: path, opener: opener, sysfsDirectory: sysfsDirectory)
    }

    /// Opens, describes, classifies and closes one node.
    func describe(path: String, number: Int) -> DiscoveredInputDevice {
        var device = DiscoveredInputDevice(path: path, eventNumber: number)
        do {
            let opened = try OpenedDevice.open(path: path, opener: opener, sysfsDirectory: sysfsDirectory)
            let description = opened.handle.describe()
            device.description = description
            device.name = description.name
            device.classification = InputDeviceClassification(description)
        } catch {
            device.problem = error
            device.name = DeviceAccess.sysfsName(forNode: path, sysfsDirectory: sysfsDirectory)
        }
        return device
    }

    /// The `eventN` entries of ``directory``, sorted by N.
    func eventNodes() throws(LinuxInputError) -> [(path: String, number: Int)] {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .noInputDirectory(path: directory) }
            throw .inputDirectoryUnreadable(path: directory, errno: code)
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw .noInputDirectory(path: directory) }
        guard let stream = opendir(directory) else { throw .inputDirectoryUnreadable(path: directory, errno: errno) }
        defer { closedir(stream) }
        var nodes: [(path: String, number: Int)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard let number = Self.eventNumber(name) else { continue }
            let base = directory.hasSuffix("/") ? directory : directory + "/"
            nodes.append((base + name, number))
        }
        return nodes.sorted { ($0.number, $0.path) < ($1.number, $1.path) }
    }

    /// N for a name `eventN` (digits only), else nil.
    static func eventNumber(_ name: String) -> Int? {
        guard name.hasPrefix("event") else { return nil }
        let digits = name.dropFirst(5)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
#endif
