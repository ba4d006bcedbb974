import Foundation

/// A supplementary view (such as a badge) attached to each instance of an item or group,
/// positioned by anchors on the container and, optionally, on itself.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of supplementary view, as registered with the collection view.
    public let elementKind: String
    /// Where on the item or group the supplementary attaches.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary meets the container's anchor; nil aligns it inside the
    /// container's anchored edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The supplementary's z-index relative to its item (default 1: above it).
    public var zIndex: Int = 1

    /// A supplementary of `elementKind` anchored inside its container's `containerAnchor` edges.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary whose `itemAnchor` point meets its container's `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The supplementary's frame for a container at `container`, its size resolved against the
    /// container's size.
    func frame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size)
        let target = containerAnchor.point(in: container)
        let own = (itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges))
            .point(in: CGRect(origin: .zero, size: size))
        let shift = containerAnchor.points(for: size)
        let extra = itemAnchor?.points(for: size) ?? .zero
        return CGRect(
            x: target.x - own.x + shift.x + extra.x, y: target.y - own.y + shift.y + extra.y,
            width: size.width, height: size.height)
    }
}

/// A supplementary view at an edge or corner of a section (a header or footer) or of the whole
/// layout.
@preconcurrency @MainActor
public class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner it aligns to.
    public let alignment: NSRectAlignment
    /// The offset from the aligned position, in points.
    public let offset: CGPoint
    /// Whether it adds its size to the section along the scrolling axis (true) or overlaps the
    /// section's content (false). Default true.
    public var extendsBoundary = true
    /// Whether it stays in view while its section scrolls past (a sticky header). Default false.
    public var pinToVisibleBounds = false

    /// A boundary supplementary of `elementKind` aligned to `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary supplementary of `elementKind` aligned to `alignment` and moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset),
            itemAnchor: nil)
    }
}

/// A view behind (or around) a whole section, such as the rounded background of a grouped
/// section. Register its view class with the layout's `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view.
    public let elementKind: String
    /// The decoration's z-index (default 0). Its layout attributes carry one less, so that a
    /// background is drawn under the cells of the same z-index.
    public var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A decoration that fills its section's content area (inset by its own `contentInsets`).
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
