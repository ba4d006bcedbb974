// OpenTouch — Geometry
//
// CoreGraphics' `equalTo(_:)` comparisons, which swift-corelibs-foundation leaves out. On Apple
// platforms CoreGraphics provides them.

#if !canImport(Darwin)
import Foundation

extension CGPoint {
    /// Whether the two points are equal, coordinate for coordinate (as `==`).
    public func equalTo(_ point2: CGPoint) -> Bool {
        self == point2
    }
}

extension CGSize {
    /// Whether the two sizes are equal, width and height (as `==`).
    public func equalTo(_ size2: CGSize) -> Bool {
        self == size2
    }
}

extension CGRect {
    /// Whether the two rectangles cover the same area (as `==`): both are standardized first, so
    /// a rectangle with a negative width equals its standardized form, and null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        self == rect2
    }
}
#endif

