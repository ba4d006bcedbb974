/// One pixel read back from a rendered frame: 8-bit red, green, blue and alpha.
public struct PixelColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0–255.
    public var red: UInt8
    /// The green component, 0–255.
    public var green: UInt8
    /// The blue component, 0–255.
    public var blue: UInt8
    /// The alpha component, 0–255 (255 for every pixel of a window frame).
    public var alpha: UInt8

    /// Creates a pixel from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether every colour component is within `tolerance` of `other`'s (alpha is not compared).
    public func isClose(to other: PixelColor, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }

    /// `rgb(r, g, b)`, with the alpha when it is not 255.
    public var description: String {
        alpha == 255 ? "rgb(\(red), \(green), \(blue))" : "rgba(\(red), \(green), \(blue), \(alpha))"
    }
}
