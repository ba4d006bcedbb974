import Foundation

/// How much a constraint matters: 1 to 1000, where 1000 (``required``) must hold and lower
/// priorities give way, higher ones first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a literal.
    public init(floatLiteral value: Float) { rawValue = value }
    /// Creates a priority from a literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a view's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority ``UIView/systemLayoutSizeFitting(_:)`` holds the target size at.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a drag that may resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// Whether the priority is required (1000 or more).
    var isRequired: Bool { rawValue >= 1000 }
}
