/// A count that moves on every change that can move a view's safe area: a view's center, bounds
/// or transform, the tree's shape, a window's device insets, a controller's additional insets.
///
/// Values computed from the whole chain of superviews (``UIView/safeAreaInsets``) are kept with
/// the count they were computed at and reused while it has not moved, so that a layout pass reads
/// each view's safe area once rather than once per guide, margin and callback that asks.
@MainActor
enum GeometryEpoch {
    /// The current count.
    private(set) static var value: UInt64 = 0

    /// Records a change of geometry: every value kept at an earlier count is stale.
    static func advance() { value &+= 1 }
}
