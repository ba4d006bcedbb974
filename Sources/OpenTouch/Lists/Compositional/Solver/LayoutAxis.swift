import Foundation

/// An axis of a compositional layout: the direction a group lines up its items, or the
/// direction a layout or an orthogonal section scrolls.
enum LayoutAxis: Sendable, Hashable, CustomStringConvertible {
    case horizontal, vertical

    /// The other axis.
    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }

    var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// The size's length along this axis.
    func length(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }

    /// The point's coordinate along this axis.
    func coordinate(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }

    /// The rect's lowest coordinate along this axis.
    func min(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.minX : rect.minY }

    /// The rect's highest coordinate along this axis.
    func max(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.maxX : rect.maxY }

    /// A size from a length along this axis and one across it.
    func size(along: CGFloat, across: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// A point from a coordinate along this axis and one across it.
    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    /// The leading (low) and trailing (high) edge spacings of `spacing` along this axis.
    @MainActor
    func edges(of spacing: NSCollectionLayoutEdgeSpacing?) -> (low: NSCollectionLayoutSpacing?, high: NSCollectionLayoutSpacing?) {
        guard let spacing else { return (nil, nil) }
        return self == .horizontal ? (spacing.leading, spacing.trailing) : (spacing.top, spacing.bottom)
    }

    /// The low and high insets of `insets` along this axis.
    func insets(_ insets: NSDirectionalEdgeInsets) -> (low: CGFloat, high: CGFloat) {
        self == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }
}

extension CGRect {
    /// The rect moved by `offset` along `axis`.
    func shifted(by offset: CGFloat, along axis: LayoutAxis) -> CGRect {
        axis == .horizontal ? offsetBy(dx: offset, dy: 0) : offsetBy(dx: 0, dy: offset)
    }
}

extension NSDirectionalEdgeInsets {
    /// The size left inside these insets.
    func inset(_ size: CGSize) -> CGSize {
        CGSize(width: Swift.max(0, size.width - leading - trailing), height: Swift.max(0, size.height - top - bottom))
    }

    /// The rect inside these insets (leading is the left edge).
    func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + leading, y: rect.minY + top,
            width: Swift.max(0, rect.width - leading - trailing), height: Swift.max(0, rect.height - top - bottom))
    }
}

extension CGRect {
    /// Whether the two rects share area, or a zero-size rect lies inside this one: rects that
    /// only touch along an edge do not overlap (UIKit's `CGRectIntersectsRect`; Foundation on
    /// Linux counts a touching edge as an intersection).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            || (other.width == 0 || other.height == 0) && other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
