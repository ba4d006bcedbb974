import Foundation

/// A count that moves on every change a ``HitTestTree`` depends on: a subviews array anywhere,
/// and, for any view that keeps UIKit's default hit testing and has a superview, its geometry or
/// plainness (center, bounds, transform, anchor point, an animation that hit-tests its
/// presentation) and whether it ignores touches (hidden, user interaction, alpha, an animation
/// that blocks touches).
///
/// A tree is kept with the count it was built at and used only while the count has not moved, so
/// every view it points to is still where the tree found it: removing a view from its superview
/// moves the count, so a tree never outlives a view it names. A flag change that leaves the view
/// taking (or ignoring) touches does not move it (alpha 0.5 to 0.6), nor does the geometry of a
/// view whose class may override hit testing (a scroll view scrolling).
@MainActor
enum HitTestEpoch {
    /// The current count.
    private(set) static var value: UInt64 = 0

    /// Records a change that can make any hit-test tree out of date.
    @inline(__always)
    static func advance() { value &+= 1 }
}
