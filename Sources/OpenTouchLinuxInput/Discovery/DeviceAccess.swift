#if os(Linux)
import Foundation
import Glibc

/// Turns open failures into errors with the facts a person needs: owner, group, mode, name.
enum DeviceAccess {
    /// The error for `open(path)` failing with `code`.
    static func openError(path: String, errno code: Int32, sysfsDirectory: String) -> LinuxInputError {
        switch code {
        case EACCES, EPERM:
            return .permissionDenied(permissionProblem(path: path, errno: code, sysfsDirectory: sysfsDirectory))
        case ENOENT:
            return .noSuchDevice(path: path)
        case ENODEV, ENXIO:
            return .deviceGone(path: path, errno: code)
        default:
            return .openFailed(path: path, errno: code)
        }
    }

    /// The error for libevdev failing to describe an open node with `code`.
    static func describeError(path: String, errno code: Int32) -> LinuxInputError {
        switch code {
        case ENOTTY, EINVAL:
            return .notAnInputDevice(path: path, errno: code)
        case ENODEV, ENOENT, ENXIO:
            return .deviceGone(path: path, errno: code)
        default:
            return .openFailed(path: path, errno: code)
        }
    }

    /// Who owns `path`, its mode, the device's sysfs name, and whether this process has the group.
    static func permissionProblem(path: String, errno code: Int32, sysfsDirectory: String) -> DevicePermissionProblem {
        var problem = DevicePermissionProblem(path: path, errno: code)
        problem.deviceName = sysfsName(forNode: path, sysfsDirectory: sysfsDirectory)
        var info = stat()
        guard stat(path, &info) == 0 else { return problem }
        problem.owner = userName(info.st_uid) ?? String(info.st_uid)
        problem.group = groupName(info.st_gid) ?? String(info.st_gid)
        problem.mode = UInt32(info.st_mode) & 0o7777
        problem.processHasGroup = processGroups().contains(info.st_gid)
        return problem
    }

    /// The device name sysfs publishes for `/dev/input/eventN` (world-readable), if any.
    static func sysfsName(forNode path: String, sysfsDirectory: String) -> String? {
        let node = (path as NSString).lastPathComponent
        let namePath = sysfsDirectory + "/" + node + "/device/name"
        guard let text = try? String(contentsOfFile: namePath, encoding: .utf8) else { return nil }
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? nil : name
    }

    private static func userName(_ uid: uid_t) -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(uid, &entry, &buffer, buffer.count, &result) == 0, result != nil,
              let name = entry.pw_name else { return nil }
        return String(cString: name)
    }

    private static func groupName(_ gid: gid_t) -> String? {
        var entry = group()
        var result: UnsafeMutablePointer<group>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getgrgid_r(gid, &entry, &buffer, buffer.count, &result) == 0, result != nil,
              let name = entry.gr_name else { return nil }
        return String(cString: name)
    }

    private static func processGroups() -> Set<gid_t> {
        var groups: Set<gid_t> = [getegid()]
        let count = getgroups(0, nil)
        guard count > 0 else { return groups }
        var list = [gid_t](repeating: 0, count: Int(count))
        let filled = getgroups(count, &list)
        if filled > 0 { groups.formUnion(list.prefix(Int(filled))) }
        return groups
    }
}
#endif
