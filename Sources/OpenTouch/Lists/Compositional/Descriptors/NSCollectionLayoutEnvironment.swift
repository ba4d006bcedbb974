import Foundation

/// The size of the space a compositional layout's section (or a custom group) lays out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// The size left inside ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The container's own insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect, including those of the content insets reference.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom group provider knows of where it lays out: the container
/// and the collection view's traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's trait collection.
    var traitCollection: UITraitCollection { get }
}

/// A container of a given size and insets.
struct CompositionalLayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets = .zero

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// The environment a compositional layout passes to its providers.
struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment {
    var layoutContainer: CompositionalLayoutContainer
    var traitCollection: UITraitCollection

    var container: any NSCollectionLayoutContainer { layoutContainer }

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero, traitCollection: UITraitCollection = UITraitCollection()) {
        layoutContainer = CompositionalLayoutContainer(contentSize: contentSize, contentInsets: contentInsets)
        self.traitCollection = traitCollection
    }
}
