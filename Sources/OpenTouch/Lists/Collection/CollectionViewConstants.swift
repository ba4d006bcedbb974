import Foundation

/// The numbers ``UICollectionView`` uses where UIKit documents none, each OpenTouch's choice.
public enum CollectionViewConstants {
    /// How far beyond the visible rect, in points along each axis, the collection view asks its
    /// layout for elements and keeps cells, so that a cell exists just before it scrolls into view.
    /// (OpenTouch's choice: UIKit prepares a similar, undocumented margin.)
    public static let preparationMargin: CGFloat = 64

    /// The most layout rounds one layout pass runs when self-sizing cells keep invalidating the
    /// layout; the pass then keeps the frames it has. (OpenTouch's choice.)
    public static let maximumSelfSizingRounds = 8

    /// How long batch updates, `setCollectionViewLayout(_:animated:)` and interactive movement
    /// animate, in seconds. (OpenTouch's choice: UIKit's default is about this long.)
    public static let updateAnimationDuration: TimeInterval = 0.3
}
