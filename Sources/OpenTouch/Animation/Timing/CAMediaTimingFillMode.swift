// OpenTouch — Animation timing
//
// What an animation shows outside its active period.

/// How a timed object is shown before and after its active period, as in Core Animation.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
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

    /// After the active period, keep showing the final state.
    public static let forwards = Self(rawValue: "forwards")

    /// Before the active period, show the initial state.
    public static let backwards = Self(rawValue: "backwards")

    /// Fill both before and after the active period.
    public static let both = Self(rawValue: "both")

    /// No fill: outside the active period the animation has no effect (the default).
    public static let removed = Self(rawValue: "removed")
}
