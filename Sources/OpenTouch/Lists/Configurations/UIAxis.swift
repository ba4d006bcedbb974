/// Layout axes: horizontal, vertical, both or neither (UIKit's raw values).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The axes' bits.
    public let rawValue: UInt
    /// Axes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Neither axis.
    public static let none = UIAxis([])
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
