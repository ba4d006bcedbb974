import Foundation

/// Settings of a whole compositional layout: its scrolling direction, the space between its
/// sections and its own headers and footers.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction the layout scrolls. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections. Default 0.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the sections' content insets are measured from.
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// A configuration with the defaults.
    public init() {}
}

/// Makes the section at an index for a layout environment; nil gives an empty section.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
