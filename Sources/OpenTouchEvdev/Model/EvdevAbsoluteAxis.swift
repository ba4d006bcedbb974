/// The `EV_ABS` codes touch devices send (`ABS_*` in `linux/input-event-codes.h`).
public enum EvdevAbsoluteAxis {
    /// `ABS_X`: the single-touch (or first contact's) horizontal position.
    public static let x: UInt16 = 0x00
    /// `ABS_Y`: the single-touch (or first contact's) vertical position.
    public static let y: UInt16 = 0x01
    /// `ABS_PRESSURE`: the single-touch pressure.
    public static let pressure: UInt16 = 0x18
    /// `ABS_DISTANCE`: the hover distance.
    public static let distance: UInt16 = 0x19
    /// `ABS_TOOL_WIDTH`: the single-touch contact width.
    public static let toolWidth: UInt16 = 0x1c
    /// `ABS_MISC`: device-specific data.
    public static let misc: UInt16 = 0x28
    /// `ABS_MT_SLOT`: selects the slot the following `ABS_MT_*` events describe (protocol B).
    public static let mtSlot: UInt16 = 0x2f
    /// `ABS_MT_TOUCH_MAJOR`: the length of the contact's major axis, in surface units.
    public static let mtTouchMajor: UInt16 = 0x30
    /// `ABS_MT_TOUCH_MINOR`: the length of the contact's minor axis, in surface units.
    public static let mtTouchMinor: UInt16 = 0x31
    /// `ABS_MT_WIDTH_MAJOR`: the length of the approaching tool's major axis, in surface units.
    public static let mtWidthMajor: UInt16 = 0x32
    /// `ABS_MT_WIDTH_MINOR`: the length of the approaching tool's minor axis, in surface units.
    public static let mtWidthMinor: UInt16 = 0x33
    /// `ABS_MT_ORIENTATION`: the contact ellipse's orientation.
    public static let mtOrientation: UInt16 = 0x34
    /// `ABS_MT_POSITION_X`: the contact's horizontal position.
    public static let mtPositionX: UInt16 = 0x35
    /// `ABS_MT_POSITION_Y`: the contact's vertical position.
    public static let mtPositionY: UInt16 = 0x36
    /// `ABS_MT_TOOL_TYPE`: the contact's tool (see ``EvdevToolType``).
    public static let mtToolType: UInt16 = 0x37
    /// `ABS_MT_BLOB_ID`: groups several packets into one arbitrarily shaped contact.
    public static let mtBlobID: UInt16 = 0x38
    /// `ABS_MT_TRACKING_ID`: the contact's identity; -1 ends the contact in its slot.
    public static let mtTrackingID: UInt16 = 0x39
    /// `ABS_MT_PRESSURE`: the contact's pressure.
    public static let mtPressure: UInt16 = 0x3a
    /// `ABS_MT_DISTANCE`: the contact's hover distance.
    public static let mtDistance: UInt16 = 0x3b
    /// `ABS_MT_TOOL_X`: the approaching tool's horizontal position.
    public static let mtToolX: UInt16 = 0x3c
    /// `ABS_MT_TOOL_Y`: the approaching tool's vertical position.
    public static let mtToolY: UInt16 = 0x3d
    /// `ABS_MAX`: the largest absolute axis code.
    public static let max: UInt16 = 0x3f
}
