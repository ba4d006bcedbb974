#if os(Linux)
import Foundation
import OpenTouchEvdev

/// One `event*` node found by ``InputDeviceDiscovery``: described and classified, or the reason
/// it could not be opened.
public struct DiscoveredInputDevice: Sendable, Hashable {
    /// The device node, for example `/dev/input/event5`.
    public var path: String
    /// The number in the node's name (`5` for `event5`).
    public var eventNumber: Int
    /// The device's name: from libevdev when it opened, else from sysfs when published there.
    public var name: String?
    /// What the device reports, when it could be opened.
    public var description: EvdevDeviceDescription?
    /// Whether it is a touchscreen and why, when it could be opened.
    public var classification: InputDeviceClassification?
    /// Why it could not be opened or described, when it could not.
    public var problem: LinuxInputError?

    /// Creates a discovered device.
    public init(
        path: String, eventNumber: Int, name: String? = nil, description: EvdevDeviceDescription? = nil,
        classification: InputDeviceClassification? = nil, problem: LinuxInputError? = nil
    ) {
        self.path = path
        self.eventNumber = eventNumber
        self.name = name
        self.description = description
        self.classification = classification
        self.problem = problem
    }

    /// Whether OpenTouch reads the device as a touchscreen.
    public var isTouchscreen: Bool { classification?.isTouchscreen ?? false }

    /// One line: `event5 "Atmel maXTouch Touchscreen": touchscreen (INPUT_PROP_DIRECT with …)`.
    public var summary: String {
        var text = (path as NSString).lastPathComponent
        if let name { text += " \"\(name)\"" }
        if let classification {
            return text + ": " + classification.description
        }
        if let problem {
            return text + ": could not be opened: " + Self.shortProblem(problem)
        }
        return text
    }

    private static func shortProblem(_ problem: LinuxInputError) -> String {
        switch problem {
        case .permissionDenied(let details):
            var text = "permission denied"
            if let owner = details.owner, let group = details.group { text += " (\(owner):\(group)" }
            if let mode = details.mode { text += String(format: ", mode %04o", mode) }
            if details.owner != nil { text += ")" }
            return text
        case .deviceGone: return "the device is gone (unplugged)"
        case .noSuchDevice: return "the node disappeared (the device was removed)"
        case .notAnInputDevice(_, let code): return "not an evdev device (\(SystemError.name(code)))"
        default: return problem.description
        }
    }
}
#endif
