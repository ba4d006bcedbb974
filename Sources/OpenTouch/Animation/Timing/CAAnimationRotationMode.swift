// OpenTouch — Animation timing
//
// Whether objects following a path turn to match it.

/// How an object animated along a path rotates, as in Core Animation.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The string Core Animation uses for this value.
    public let rawValue: String

    /// Creates a value from its Core Animation string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a value from its Core Animation string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The object turns to follow the path's tangent.
    public static let rotateAuto = Self(rawValue: "auto")

    /// The object turns to follow the path's tangent, plus 180 degrees.
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}
