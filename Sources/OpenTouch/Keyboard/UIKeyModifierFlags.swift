/// The modifier keys held (or locked) during a key press, with UIKit's raw values.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable, Codable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates flags from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is down.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is down.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Option (Alt) key is down.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Command (GUI) key is down.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

extension UIKeyModifierFlags: CustomStringConvertible {
    /// The flags' names joined with `|`, for example `shift|command`; `[]` when empty.
    public var description: String {
        let names: [(UIKeyModifierFlags, String)] = [
            (.alphaShift, "alphaShift"), (.shift, "shift"), (.control, "control"),
            (.alternate, "alternate"), (.command, "command"), (.numericPad, "numericPad"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "[]" : present.joined(separator: "|")
    }
}
