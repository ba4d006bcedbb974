// OpenTouch — Geometry
//
// A CoreGraphics-compatible two-dimensional vector for platforms that lack
// CoreGraphics. On Apple platforms the system type is used instead.

#if !canImport(Darwin)
import Foundation

/// A displacement with horizontal and vertical components, as in CoreGraphics.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a zero-length vector.
    @inlinable
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from `CGFloat` components.
    @inlinable
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from `Double` components.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from `Int` components.
    @inlinable
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector()
}

#endif
