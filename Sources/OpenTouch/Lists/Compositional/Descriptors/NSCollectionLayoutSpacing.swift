import Foundation

/// Space between items in a group or around one item: fixed, or flexible (at least the given
/// points, growing to share the space the group has left over).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: CustomStringConvertible {
    /// The fixed spacing, or the least a flexible spacing takes.
    public let spacing: CGFloat
    /// Whether the spacing grows to share left-over space.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        isFlexibleSpacing = flexible
    }

    /// Spacing of at least `flexibleSpacing` points that grows to share the group's left-over space.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

    /// Spacing of exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// The spacing as UIKit prints it, such as `.fixed(8.0)`.
    nonisolated public var description: String {
        isFlexibleSpacing ? ".flexible(\(spacing))" : ".fixed(\(spacing))"
    }
}

/// The spacing outside each edge of an item, which moves it away from its neighbours in its
/// group (unlike `contentInsets`, which shrink the item within its own size). A nil edge has none.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// The spacing before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The spacing above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The spacing after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The spacing below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing from a spacing (or none) per edge.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
