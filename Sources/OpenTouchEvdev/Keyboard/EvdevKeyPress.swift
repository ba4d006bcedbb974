/// One key press in an evdev stream, from the key going down to its release.
public struct EvdevKeyPress: Sendable, Hashable {
    /// The Linux key code (`KEY_*`).
    public var code: UInt16
    /// The key's USB HID usage (the raw value of UIKit's `UIKeyboardHIDUsage`).
    public var hidUsage: Int
    /// When the key went down, in the stream's seconds.
    public var down: Double
    /// When it was released; nil when it was still held at the end of the stream.
    public var up: Double?
    /// The times of the kernel's autorepeats (value 2) while it was held, in order.
    public var repeatTimes: [Double]
    /// The 0-based index of the event that pressed it.
    public var eventIndex: Int

    /// Creates a press.
    public init(code: UInt16, hidUsage: Int, down: Double, up: Double? = nil, repeatTimes: [Double] = [],
                eventIndex: Int) {
        self.code = code
        self.hidUsage = hidUsage
        self.down = down
        self.up = up
        self.repeatTimes = repeatTimes
        self.eventIndex = eventIndex
    }
}
