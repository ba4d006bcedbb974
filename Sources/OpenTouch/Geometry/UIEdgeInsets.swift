// OpenTouch — Geometry
//
// UIKit-compatible edge inset values. On platforms that ship UIKit the system
// types are used instead.

#if !(os(iOS) || os(tvOS) || os(visionOS))
import Foundation

/// Distances to inset each edge of a rectangle, in UIKit's top/left/bottom/right order.
/// Positive values shrink a rectangle; negative values grow it.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset applied to the top edge.
    public var top: CGFloat
    /// The inset applied to the left edge.
    public var left: CGFloat
    /// The inset applied to the bottom edge.
    public var bottom: CGFloat
    /// The inset applied to the right edge.
    public var right: CGFloat

    /// Creates insets that are zero on every edge.
    @inlinable
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets from a value for each edge.
    @inlinable
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets that are zero on every edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// Returns this rectangle with each edge moved inward by the matching inset.
    /// Matches `UIEdgeInsetsInsetRect`: the result is not standardized.
    @inlinable
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom)
        )
    }
}

/// Edge insets expressed with layout-direction-relative leading and trailing edges.
/// Leading is the left edge in left-to-right layouts and the right edge otherwise.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset applied to the top edge.
    public var top: CGFloat
    /// The inset applied to the leading edge.
    public var leading: CGFloat
    /// The inset applied to the bottom edge.
    public var bottom: CGFloat
    /// The inset applied to the trailing edge.
    public var trailing: CGFloat

    /// Creates insets that are zero on every edge.
    @inlinable
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets from a value for each edge.
    @inlinable
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets that are zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}
#endif
