// OpenTouch — Animation timing
//
// The directions of a layer transition.

/// The direction of a layer transition, as in Core Animation.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
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

    /// The transition moves in from the right.
    public static let fromRight = Self(rawValue: "fromRight")

    /// The transition moves in from the left.
    public static let fromLeft = Self(rawValue: "fromLeft")

    /// The transition moves in from the top.
    public static let fromTop = Self(rawValue: "fromTop")

    /// The transition moves in from the bottom.
    public static let fromBottom = Self(rawValue: "fromBottom")
}
