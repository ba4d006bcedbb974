/// The `EV_KEY` codes touch devices send (`BTN_*` in `linux/input-event-codes.h`).
public enum EvdevKeyCode {
    /// `BTN_LEFT`: the left (primary) button; some single-touch panels report contact with it.
    public static let btnLeft: UInt16 = 0x110
    /// `BTN_RIGHT`: the right button.
    public static let btnRight: UInt16 = 0x111
    /// `BTN_MIDDLE`: the middle button.
    public static let btnMiddle: UInt16 = 0x112
    /// `BTN_TOOL_PEN`: a pen is in range.
    public static let btnToolPen: UInt16 = 0x140
    /// `BTN_TOOL_RUBBER`: an eraser is in range.
    public static let btnToolRubber: UInt16 = 0x141
    /// `BTN_TOOL_FINGER`: one finger is in range.
    public static let btnToolFinger: UInt16 = 0x145
    /// `BTN_TOOL_QUINTTAP`: five fingers are on the surface.
    public static let btnToolQuintTap: UInt16 = 0x148
    /// `BTN_TOUCH`: something touches the surface.
    public static let btnTouch: UInt16 = 0x14a
    /// `BTN_STYLUS`: the stylus's first button.
    public static let btnStylus: UInt16 = 0x14b
    /// `BTN_TOOL_DOUBLETAP`: two fingers are on the surface.
    public static let btnToolDoubleTap: UInt16 = 0x14d
    /// `BTN_TOOL_TRIPLETAP`: three fingers are on the surface.
    public static let btnToolTripleTap: UInt16 = 0x14e
    /// `BTN_TOOL_QUADTAP`: four fingers are on the surface.
    public static let btnToolQuadTap: UInt16 = 0x14f
}
