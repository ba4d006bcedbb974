import Foundation

/// A packed, front-to-back copy of the hit-test geometry of one view's subviews, so that the walk
/// reads contiguous rectangles instead of each subview's object, and, for views with many
/// subviews, a grid that finds the few subviews under a point without asking the others.
///
/// **Which subviews the cache may answer for.** Swift cannot tell whether a class overrides a
/// method, so the rule is by exact class: a subview whose class is exactly one of the engine's
/// classes known to keep UIKit's default `hitTest(_:with:)` and `point(inside:with:)` (see
/// ``UIView/keepsDefaultHitTesting``), has an identity transform, a centered anchor point, finite
/// geometry and no animation that hit-tests its presentation, is *plain*: its hit test returns
/// non-nil exactly when it does not ignore touches (hidden, disabled, alpha, blocking animations —
/// read live at query time) and its bounds contain the converted point. Every other subview
/// (any user subclass, any transform, any presentation hit testing) is *custom*: the walk converts
/// the point and calls its `hitTest(_:with:)` exactly as the uncached walk does, in the same
/// front-to-back order. A plain entry's rectangle is enlarged by a rounding margin, so it only
/// filters: the exact conversion and bounds test decide, as in the uncached walk.
///
/// **Validity.** The cache is held by the view's ``HitTestLevel``, which drops it when the
/// subviews array or a plain subview's geometry or plainness changes.
@MainActor
final class HitTestCache {
    /// One subview, in the superview's bounds coordinates.
    struct Entry: Equatable {
        var minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
        /// The subview's index in the superview's ``UIView/subviews``.
        var index: Int32
        /// Whether the rectangle decides (plain) or the subview's own hit test must be asked (custom).
        var isPlain: Bool
    }

    /// The number of subviews when built (checked against the snapshot the walk holds).
    let subviewCount: Int
    /// The subviews, front to back.
    let entries: ContiguousArray<Entry>
    /// For views with many plain subviews: the plain entries under each cell, and the custom ones.
    let grid: HitTestGrid?

    /// Views with at least this many plain subviews get a grid.
    static let gridThreshold = 32

    /// The cache of `subviews` (fewer than `Int32.max`).
    init(subviews: [UIView]) {
        subviewCount = subviews.count
        let (entries, plainCount) = Self.entries(of: subviews)
        self.entries = entries
        grid = plainCount >= Self.gridThreshold ? HitTestGrid(entries) : nil
    }

    /// The entries of `subviews`, front to back, and how many are plain.
    static func entries(of subviews: [UIView]) -> (ContiguousArray<Entry>, plainCount: Int) {
        var entries = ContiguousArray<Entry>()
        entries.reserveCapacity(subviews.count)
        var plainCount = 0
        var index = subviews.count
        while index > 0 {
            index -= 1
            let entry = Self.entry(for: subviews[index], at: index)
            if entry.isPlain { plainCount += 1 }
            entries.append(entry)
        }
        return (entries, plainCount)
    }

    /// Whether `view`'s hit test can be read from its geometry: its class keeps UIKit's default
    /// methods, it has an identity transform, a centered anchor point, finite geometry and no
    /// animation that hit-tests its presentation.
    static func isPlain(_ view: UIView) -> Bool {
        let center = view.storedCenter, size = view.storedBounds.size, origin = view.storedBounds.origin
        return view.keepsDefaultHitTesting && view.hasIdentityTransform && view.hasCenteredAnchor
            && view.presentationHitTestingAnimations == 0
            && center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite
            && origin.x.isFinite && origin.y.isFinite
    }

    /// The entry for `view` at `position` in the subviews: its enlarged rectangle when plain.
    static func entry(for view: UIView, at position: Int) -> Entry {
        let index = Int32(truncatingIfNeeded: position)
        let center = view.storedCenter, size = view.storedBounds.size, origin = view.storedBounds.origin
        guard isPlain(view) else { return Entry(minX: 0, minY: 0, maxX: 0, maxY: 0, index: index, isPlain: false) }
        // The exact test converts (p − center + size/2 + origin) and compares with the bounds;
        // in the superview that is |size|/2 either side of the center, up to rounding.
        let halfWidth = abs(size.width) * 0.5, halfHeight = abs(size.height) * 0.5
        let marginX = (abs(center.x) + abs(size.width) + abs(origin.x) + 1) * 1e-9
        let marginY = (abs(center.y) + abs(size.height) + abs(origin.y) + 1) * 1e-9
        return Entry(minX: center.x - halfWidth - marginX, minY: center.y - halfHeight - marginY,
                     maxX: center.x + halfWidth + marginX, maxY: center.y + halfHeight + marginY,
                     index: index, isPlain: true)
    }
}
