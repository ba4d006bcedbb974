import Foundation

/// A display: its size in points and its pixel density.
@MainActor
public final class UIScreen {
    /// The screen's rectangle in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// Creates a screen of the given size (an iPhone 8's 375 × 667 points by default).
    public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 375, height: 667), scale: CGFloat = 2) {
        self.bounds = bounds
        self.scale = scale
    }
}
