import Foundation

/// Where a supplementary item attaches to its item or group: the edges it aligns with, and an
/// offset in points or in fractions of the supplementary's own size (positive x toward trailing,
/// positive y downward).
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges the supplementary aligns with; `.top` and `.trailing` is the top trailing corner.
    public let edges: NSDirectionalRectEdge
    /// The offset from the aligned position.
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether ``offset`` is in fractions of the supplementary's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    /// An anchor at the given edges with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor at the given edges moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor at the given edges moved by `fractionalOffset` times the supplementary's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    /// The anchored point of `rect`: on each axis, the edge named (both or neither: the middle).
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(
            x: Self.coordinate(rect.minX, rect.maxX, low: edges.contains(.leading), high: edges.contains(.trailing)),
            y: Self.coordinate(rect.minY, rect.maxY, low: edges.contains(.top), high: edges.contains(.bottom)))
    }

    /// The offset in points for a supplementary of `size`.
    func points(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }

    private static func coordinate(_ low: CGFloat, _ high: CGFloat, low isLow: Bool, high isHigh: Bool) -> CGFloat {
        if isLow == isHigh { return (low + high) / 2 }
        return isLow ? low : high
    }
}

/// Which edge or corner of a section (or of the whole layout) a boundary supplementary aligns to.
public enum NSRectAlignment: Int, Sendable, Hashable {
    /// No alignment.
    case none = 0
    /// The top edge (a header in a vertical layout).
    case top
    /// The top leading corner.
    case topLeading
    /// The leading edge (a header in a horizontal layout).
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom edge (a footer in a vertical layout).
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The trailing edge (a footer in a horizontal layout).
    case trailing
    /// The top trailing corner.
    case topTrailing

    /// The edges this alignment touches.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
