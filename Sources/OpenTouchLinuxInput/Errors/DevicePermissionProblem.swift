#if os(Linux)
/// Why a device node could not be opened for lack of permission, with what to do about it.
///
/// Input devices are usually owned by `root:input` with mode `0660`: a program reads them when
/// its user is in the `input` group, or when a udev rule grants the logged-in user access.
public struct DevicePermissionProblem: Sendable, Hashable, CustomStringConvertible {
    /// The device node, for example `/dev/input/event5`.
    public var path: String
    /// The device's name from sysfs (readable without permission), when known.
    public var deviceName: String?
    /// The node's owner, when it could be read.
    public var owner: String?
    /// The node's group, for example `input`, when it could be read.
    public var group: String?
    /// The node's permission bits (`0o660`), when they could be read.
    public var mode: UInt32?
    /// Whether this process already has the node's group among its groups, when known.
    public var processHasGroup: Bool?
    /// The errno the open failed with: `EACCES` or `EPERM`.
    public var errno: Int32

    /// Creates a permission problem.
    public init(
        path: String, deviceName: String? = nil, owner: String? = nil, group: String? = nil,
        mode: UInt32? = nil, processHasGroup: Bool? = nil, errno: Int32
    ) {
        self.path = path
        self.deviceName = deviceName
        self.owner = owner
        self.group = group
        self.mode = mode
        self.processHasGroup = processHasGroup
        self.errno = errno
    }

    /// The problem and the fix, in a few sentences.
    public var description: String {
        var text = "Permission denied opening \(path)"
        if let deviceName { text += " (\"\(deviceName)\")" }
        var facts: [String] = []
        if let owner, let group { facts.append("it belongs to \(owner):\(group)") }
        if let mode { facts.append("mode \(String(format: "%04o", mode))") }
        if !facts.isEmpty { text += ": " + facts.joined(separator: ", ") }
        text += ". "
        let groupName = group ?? "input"
        if processHasGroup == true {
            text += "This process is already in group '\(groupName)', so check that the group may read the "
                + "node (mode, or an ACL: getfacl \(path)). Or grant access with a udev rule, for example a file "
        } else {
            text += "Fix: add your user to the '\(groupName)' group (sudo usermod -aG \(groupName) $USER, "
                + "then log out and back in, or run `newgrp \(groupName)` in this shell), "
                + "or grant access with a udev rule, for example a file "
        }
        text += "/etc/udev/rules.d/70-opentouch.rules containing "
            + "SUBSYSTEM==\"input\", KERNEL==\"event*\", ENV{ID_INPUT_TOUCHSCREEN}==\"1\", TAG+=\"uaccess\" "
            + "(access for the logged-in user), then run "
            + "sudo udevadm control --reload-rules && sudo udevadm trigger."
        return text
    }
}
#endif
