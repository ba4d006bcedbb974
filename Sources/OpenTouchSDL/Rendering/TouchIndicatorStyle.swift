import Foundation

/// How the touch overlay draws each finger that is down: a translucent disc with a darker ring.
public struct TouchIndicatorStyle: Sendable, Equatable {
    /// The disc's radius, in points.
    public var radius: Double
    /// The disc's fill.
    public var fill: PixelColor
    /// The ring around it.
    public var ring: PixelColor
    /// The ring's width, in points.
    public var ringWidth: Double

    /// Creates a style.
    public init(radius: Double = 22, fill: PixelColor = PixelColor(red: 128, green: 128, blue: 128, alpha: 110),
                ring: PixelColor = PixelColor(red: 40, green: 40, blue: 40, alpha: 200), ringWidth: Double = 2) {
        self.radius = radius
        self.fill = fill
        self.ring = ring
        self.ringWidth = ringWidth
    }

    /// A grey disc 44 points across (UIKit's minimum touch target), ringed in dark grey.
    public static let standard = TouchIndicatorStyle()
}
