/// One change of a key in an evdev stream: pressed, released or repeated by the kernel.
public struct EvdevKeyTransition: Sendable, Hashable {
    /// What happened to the key (the `EV_KEY` value).
    public enum Phase: Int32, Sendable, Hashable, CaseIterable {
        /// Value 0: the key was released.
        case up = 0
        /// Value 1: the key went down.
        case down = 1
        /// Value 2: the kernel's autorepeat while the key is held.
        case autorepeat = 2
    }

    /// The event's time, in the stream's seconds.
    public var time: Double
    /// The Linux key code (`KEY_*`).
    public var code: UInt16
    /// The key's USB HID usage (the raw value of UIKit's `UIKeyboardHIDUsage`).
    public var hidUsage: Int
    /// What happened.
    public var phase: Phase
    /// The 0-based index of the event in the stream.
    public var eventIndex: Int

    /// Creates a transition.
    public init(time: Double, code: UInt16, hidUsage: Int, phase: Phase, eventIndex: Int) {
        self.time = time
        self.code = code
        self.hidUsage = hidUsage
        self.phase = phase
        self.eventIndex = eventIndex
    }
}
