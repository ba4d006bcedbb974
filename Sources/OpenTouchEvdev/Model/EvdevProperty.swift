/// Device properties (`INPUT_PROP_*`).
public enum EvdevProperty {
    /// `INPUT_PROP_POINTER`: needs a pointer (a touchpad).
    public static let pointer: UInt16 = 0x00
    /// `INPUT_PROP_DIRECT`: a direct input device (a touchscreen).
    public static let direct: UInt16 = 0x01
    /// `INPUT_PROP_BUTTONPAD`: the touchpad has its button under the surface.
    public static let buttonPad: UInt16 = 0x02
    /// `INPUT_PROP_SEMI_MT`: the touch rectangle bounds the contacts, not each contact.
    public static let semiMultitouch: UInt16 = 0x03
    /// `INPUT_PROP_TOPBUTTONPAD`: soft buttons at the top of the pad.
    public static let topButtonPad: UInt16 = 0x04
    /// `INPUT_PROP_POINTING_STICK`: a pointing stick.
    public static let pointingStick: UInt16 = 0x05
    /// `INPUT_PROP_ACCELEROMETER`: an accelerometer.
    public static let accelerometer: UInt16 = 0x06
    /// `INPUT_PROP_MAX`: the largest property.
    public static let max: UInt16 = 0x1f
}
