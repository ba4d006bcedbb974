#if os(Linux)
/// What sort of input device a description looks like.
public enum InputDeviceKind: String, Sendable, Hashable, CaseIterable {
    /// A touchscreen: fingers touch the display directly (`INPUT_PROP_DIRECT`).
    case touchscreen
    /// A touchpad: fingers move a pointer on another screen.
    case touchpad
    /// A pen tablet or pen display (`BTN_TOOL_PEN`).
    case tablet
    /// A mouse, trackball or pointing stick (relative axes).
    case mouse
    /// A keyboard or a set of buttons.
    case keyboard
    /// Anything else: a joystick, an accelerometer, a switch, a device with no position axes.
    case other
}
#endif
