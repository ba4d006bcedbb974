// OpenTouch — Animation timing
//
// The names of Core Animation's predefined timing functions.

/// The name of a predefined ``CAMediaTimingFunction``, as in Core Animation.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
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

    /// Even pacing: control points (0, 0) and (1, 1).
    public static let linear = Self(rawValue: "linear")

    /// Slow start: control points (0.42, 0) and (1, 1).
    public static let easeIn = Self(rawValue: "easeIn")

    /// Slow end: control points (0, 0) and (0.58, 1).
    public static let easeOut = Self(rawValue: "easeOut")

    /// Slow start and end: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")

    /// The system default curve: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = Self(rawValue: "default")
}
