/// Kernel names for event types and codes, for diagnostics and descriptions.
///
/// Only the types and codes this module has constants for are named; others print as hex.
public enum EvdevNames {
    /// The kernel name of an event type (`EV_ABS`), or its hex value (`0x1e`).
    public static func typeName(_ type: UInt16) -> String {
        typeNames[type] ?? hex(type)
    }

    /// The kernel name of `code` within `type` (`ABS_MT_SLOT`), or its hex value.
    public static func codeName(_ code: UInt16, type: UInt16) -> String {
        let table: [UInt16: String]
        switch type {
        case EvdevEventType.syn: table = syncNames
        case EvdevEventType.key: table = keyNames
        case EvdevEventType.abs: table = absoluteNames
        case EvdevEventType.msc: table = miscNames
        default: table = [:]
        }
        if type == EvdevEventType.key, table[code] == nil, let name = EvdevKeyNames.names[code] { return name }
        return table[code] ?? hex(code)
    }

    /// The kernel name of a device property (`INPUT_PROP_DIRECT`), or its hex value.
    public static func propertyName(_ property: UInt16) -> String {
        propertyNames[property] ?? hex(property)
    }

    static func hex(_ value: UInt16) -> String {
        "0x" + String(value, radix: 16)
    }

    private static let typeNames: [UInt16: String] = [
        0x00: "EV_SYN", 0x01: "EV_KEY", 0x02: "EV_REL", 0x03: "EV_ABS", 0x04: "EV_MSC",
        0x05: "EV_SW", 0x11: "EV_LED", 0x12: "EV_SND", 0x14: "EV_REP", 0x15: "EV_FF",
    ]

    private static let syncNames: [UInt16: String] = [
        0: "SYN_REPORT", 1: "SYN_CONFIG", 2: "SYN_MT_REPORT", 3: "SYN_DROPPED",
    ]

    private static let keyNames: [UInt16: String] = [
        0x110: "BTN_LEFT", 0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE", 0x140: "BTN_TOOL_PEN",
        0x141: "BTN_TOOL_RUBBER", 0x145: "BTN_TOOL_FINGER", 0x148: "BTN_TOOL_QUINTTAP",
        0x14a: "BTN_TOUCH", 0x14b: "BTN_STYLUS", 0x14d: "BTN_TOOL_DOUBLETAP",
        0x14e: "BTN_TOOL_TRIPLETAP", 0x14f: "BTN_TOOL_QUADTAP",
    ]

    private static let absoluteNames: [UInt16: String] = [
        0x00: "ABS_X", 0x01: "ABS_Y", 0x18: "ABS_PRESSURE", 0x19: "ABS_DISTANCE",
        0x1c: "ABS_TOOL_WIDTH", 0x28: "ABS_MISC", 0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR",
        0x31: "ABS_MT_TOUCH_MINOR", 0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR",
        0x34: "ABS_MT_ORIENTATION", 0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y",
        0x37: "ABS_MT_TOOL_TYPE", 0x38: "ABS_MT_BLOB_ID", 0x39: "ABS_MT_TRACKING_ID",
        0x3a: "ABS_MT_PRESSURE", 0x3b: "ABS_MT_DISTANCE", 0x3c: "ABS_MT_TOOL_X",
        0x3d: "ABS_MT_TOOL_Y",
    ]

    private static let miscNames: [UInt16: String] = [
        0x00: "MSC_SERIAL", 0x02: "MSC_GESTURE", 0x03: "MSC_RAW", 0x04: "MSC_SCAN",
        0x05: "MSC_TIMESTAMP",
    ]

    private static let propertyNames: [UInt16: String] = [
        0x00: "INPUT_PROP_POINTER", 0x01: "INPUT_PROP_DIRECT", 0x02: "INPUT_PROP_BUTTONPAD",
        0x03: "INPUT_PROP_SEMI_MT", 0x04: "INPUT_PROP_TOPBUTTONPAD",
        0x05: "INPUT_PROP_POINTING_STICK", 0x06: "INPUT_PROP_ACCELEROMETER",
    ]
}
