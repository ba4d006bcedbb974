// OpenTouch — Animation timing
//
// The kinds of layer transition.

/// The kind of a layer transition, as in Core Animation.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
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

    /// The layer's content fades in or out.
    public static let fade = Self(rawValue: "fade")

    /// The new content slides in over the old content.
    public static let moveIn = Self(rawValue: "moveIn")

    /// The new content pushes the old content out.
    public static let push = Self(rawValue: "push")

    /// The old content slides away to reveal the new content.
    public static let reveal = Self(rawValue: "reveal")
}
