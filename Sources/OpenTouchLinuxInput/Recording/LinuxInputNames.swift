#if os(Linux)
import CLibevdevLoader

/// The kernel's names for event types, codes and properties, from libevdev's tables (every code
/// the kernel headers define, unlike `EvdevNames`, which names the touch codes only).
///
/// The names come from libevdev (see ``LibevdevLibrary``): without it they are nil. The largest
/// codes come from the kernel's headers and need nothing.
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
        switch Int32(type) {
        case EV_SYN: UInt16(SYN_MAX)
        case EV_KEY: UInt16(KEY_MAX)
        case EV_REL: UInt16(REL_MAX)
        case EV_ABS: UInt16(ABS_MAX)
        case EV_MSC: UInt16(MSC_MAX)
        case EV_SW: UInt16(SW_MAX)
        case EV_LED: UInt16(LED_MAX)
        case EV_SND: UInt16(SND_MAX)
        case EV_REP: UInt16(REP_MAX)
        case EV_FF: UInt16(FF_MAX)
        default: nil
        }
    }
}
#endif
