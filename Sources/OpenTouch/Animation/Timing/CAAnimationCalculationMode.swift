// OpenTouch — Animation timing
//
// How a keyframe animation computes values between keyframes.

/// How a keyframe animation computes intermediate values, as in Core Animation.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
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

    /// Linear interpolation between keyframes (the default).
    public static let linear = Self(rawValue: "linear")

    /// No interpolation: each keyframe's value holds until the next.
    public static let discrete = Self(rawValue: "discrete")

    /// Linear interpolation at an even pace over the whole animation.
    public static let paced = Self(rawValue: "paced")

    /// A smooth Catmull-Rom spline through the keyframes.
    public static let cubic = Self(rawValue: "cubic")

    /// A smooth spline through the keyframes at an even pace.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}
