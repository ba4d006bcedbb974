import Foundation

/// The smallest part of a compositional layout: one cell's size, the insets of its content within
/// that size, the spacing around it, and the supplementary views attached to it (badges).
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    /// The item's size, resolved against the group that contains it.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary views attached to each of this item's cells.
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the cell within the item's size. Ignored along estimated dimensions, as in UIKit.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Spacing outside the item's edges that moves it within its group; nil for none.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of the given size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of the given size with supplementary views (such as badges) anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
