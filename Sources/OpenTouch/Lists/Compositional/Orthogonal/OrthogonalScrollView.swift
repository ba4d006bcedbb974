import Foundation

/// The scroll view an orthogonal section's cells live in: it spans the section's band across
/// the collection view and scrolls along the other axis, with the touch rules of nested scroll
/// views (a drag across the layout scrolls it, a drag along the layout scrolls the collection
/// view, a tap selects the item).
@MainActor
final class OrthogonalScrollView: UIScrollView {
    /// The section it scrolls.
    var section: Int
    /// How it comes to rest.
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Snaps the resting offset and tells the layout about scrolls (the delegate is weak).
    let controller: OrthogonalScrollingController

    init(section: Int, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, layout: UICollectionViewCompositionalLayout) {
        self.section = section
        self.behavior = behavior
        controller = OrthogonalScrollingController(layout: layout)
        super.init(frame: .zero)
        delegate = controller
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceVertical = false
        alwaysBounceHorizontal = false
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) {
        nil
    }
}
