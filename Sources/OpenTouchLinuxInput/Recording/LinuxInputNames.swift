#if os(Linux)
import CLibevdev

/// The kernel's names for event types, codes and properties, from libevdev's tables (every code
/// the kernel headers define, unlike `EvdevNames`, which names the touch codes only).
public enum LinuxInputNames {
    /// `"EV_ABS"`, or nil for a type the kernel does not define.
    public static func typeName(_ type: UInt16) -> String? {
        libevdev_event_type_get_name(UInt32(type)).map { String(cString: $0) }
    }

    /// `"ABS_MT_SLOT"`, or nil for a code the kernel does not define.
    public static func codeName(_ code: UInt16, type: UInt16) -> String? {
        libevdev_event_code_get_name(UInt32(type), UInt32(code)).map { String(cString: $0) }
    }

    /// `"INPUT_PROP_DIRECT"`, or nil for an undefined property.
    public static func propertyName(_ property: UInt16) -> String? {
        libevdev_property_get_name(UInt32(property)).map { String(cString: $0) }
    }

    /// The largest code of `type` (`ABS_MAX` for `EV_ABS`), or nil for a type without codes.
    public static func maximumCode(ofType type: UInt16) -> UInt16? {
        let maximum = libevdev_event_type_get_max(UInt32(type))
        return maximum >= 0 ? UInt16(maximum) : nil
    }
}
#endif
