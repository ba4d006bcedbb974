/// `EV_MSC` codes.
public enum EvdevMiscCode {
    /// `MSC_SERIAL`: a tool's serial number.
    public static let serial: UInt16 = 0x00
    /// `MSC_GESTURE`: a gesture code.
    public static let gesture: UInt16 = 0x02
    /// `MSC_RAW`: raw device data.
    public static let raw: UInt16 = 0x03
    /// `MSC_SCAN`: a HID usage or scan code.
    public static let scan: UInt16 = 0x04
    /// `MSC_TIMESTAMP`: the device's own timestamp in microseconds.
    public static let timestamp: UInt16 = 0x05
}
