/// Event types (`EV_*` in `linux/input-event-codes.h`).
public enum EvdevEventType {
    /// `EV_SYN`: frame markers and synchronization.
    public static let syn: UInt16 = 0x00
    /// `EV_KEY`: keys and buttons, including `BTN_TOUCH` and the `BTN_TOOL_*` finger counts.
    public static let key: UInt16 = 0x01
    /// `EV_REL`: relative axes (mice).
    public static let rel: UInt16 = 0x02
    /// `EV_ABS`: absolute axes, including the multitouch `ABS_MT_*` axes.
    public static let abs: UInt16 = 0x03
    /// `EV_MSC`: miscellaneous data such as scan codes and hardware timestamps.
    public static let msc: UInt16 = 0x04
    /// `EV_SW`: switches.
    public static let sw: UInt16 = 0x05
    /// `EV_LED`: LEDs.
    public static let led: UInt16 = 0x11
    /// `EV_SND`: sounds.
    public static let snd: UInt16 = 0x12
    /// `EV_REP`: autorepeat settings.
    public static let rep: UInt16 = 0x14
    /// `EV_FF`: force feedback.
    public static let ff: UInt16 = 0x15
    /// `EV_MAX`: the largest event type.
    public static let max: UInt16 = 0x1f
}
