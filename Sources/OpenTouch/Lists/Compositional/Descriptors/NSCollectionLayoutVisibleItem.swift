import Foundation

/// An item, supplementary or decoration on screen in a section, as the section's
/// `visibleItemsInvalidationHandler` sees it: its geometry to read, and its look to change.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The opacity.
    var alpha: CGFloat { get set }
    /// The stacking order.
    var zIndex: Int { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
    /// The centre, in the collection view's content coordinates.
    var center: CGPoint { get set }
    /// The 2D transform.
    var transform: CGAffineTransform { get set }
    /// The 3D transform.
    var transform3D: CATransform3D { get set }
    /// The element kind for supplementaries and decorations; nil for cells.
    var name: String? { get }
    /// The index path.
    var indexPath: IndexPath { get }
    /// The frame, in the collection view's content coordinates.
    var frame: CGRect { get }
    /// The bounds.
    var bounds: CGRect { get }
    /// Whether it is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The element kind of a supplementary or decoration view; nil for cells.
    var representedElementKind: String? { get }
}
