import Foundation

/// A color in extended sRGB, enough to describe views the way UIKit prints them.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Red component (extended range).
    public var red: CGFloat
    /// Green component (extended range).
    public var green: CGFloat
    /// Blue component (extended range).
    public var blue: CGFloat
    /// Opacity, 0 to 1.
    public var alpha: CGFloat

    /// Creates a color from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a gray of the given white level.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same color with a different alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's format: `UIExtendedSRGBColorSpace 0 0 1 1`.
    public var description: String {
        "UIExtendedSRGBColorSpace \([red, green, blue, alpha].map(UIKitFormat.number).joined(separator: " "))"
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray (0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
}
