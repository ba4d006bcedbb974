import Foundation

/// A color as red, green, blue and alpha components, for interpolation without allocating.
///
/// Gray colors are read as equal red, green and blue; other color spaces' first three
/// components are taken as red, green and blue.
public struct LayerColor: Hashable, Sendable {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The alpha component.
    public var alpha: Double

    /// Creates a color from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The components of `color`.
    public init(_ color: CGColor) {
        let values = color.components ?? []
        switch values.count {
        case 0: self.init(red: 0, green: 0, blue: 0, alpha: 0)
        case 1: self.init(red: values[0], green: values[0], blue: values[0], alpha: 1)
        case 2: self.init(red: values[0], green: values[0], blue: values[0], alpha: values[1])
        case 3: self.init(red: values[0], green: values[1], blue: values[2], alpha: 1)
        default: self.init(red: values[0], green: values[1], blue: values[2], alpha: values[values.count - 1])
        }
    }

    /// The color as a `CGColor` in sRGB.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    func interpolated(to other: LayerColor, fraction f: Double) -> LayerColor {
        LayerColor(red: red + (other.red - red) * f, green: green + (other.green - green) * f,
                   blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }

    static func + (a: LayerColor, b: LayerColor) -> LayerColor {
        LayerColor(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
    }

    static func - (a: LayerColor, b: LayerColor) -> LayerColor {
        LayerColor(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha)
    }
}
