import Foundation

/// Values of the compositional layout that OpenTouch chose where UIKit documents none.
public enum CompositionalLayoutConstants {
    /// The z-index a pinned header or footer gets at least, so that it covers the cells
    /// scrolling under it.
    public static let pinnedSupplementaryZIndex = 2
    /// The release speed, in points per millisecond along the section's scrolling axis, from
    /// which a group-paging orthogonal section moves one group on in the fling's direction;
    /// slower releases rest on the group nearest where deceleration would stop (0.3 = 300 pt/s).
    public static let groupPagingFlingVelocity: CGFloat = 0.3
}
