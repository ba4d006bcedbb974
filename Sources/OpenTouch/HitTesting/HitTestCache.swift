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
    /// For views with many plain subviews: the entries under each cell.
    let grid: HitTestGrid?

    /// Views with at least this many subviews, all plain, get a grid.
    static let gridThreshold = 32

    /// The cache of `subviews` (fewer than `Int32.max`).
    init(subviews: [UIView]) {
        subviewCount = subviews.count
        var entries = ContiguousArray<Entry>()
        entries.reserveCapacity(subviews.count)
        var allPlain = true
        var index = subviews.count
        while index > 0 {
            index -= 1
            let entry = Self.entry(for: subviews[index], at: index)
            allPlain = allPlain && entry.isPlain
            entries.append(entry)
        }
        self.entries = entries
        grid = allPlain && entries.count >= Self.gridThreshold ? HitTestGrid(entries) : nil
    }

    /// The entry for `view` at `position` in the subviews: its enlarged rectangle when plain.
    static func entry(for view: UIView, at position: Int) -> Entry {
        let index = Int32(truncatingIfNeeded: position)
        let center = view.storedCenter, size = view.storedBounds.size, origin = view.storedBounds.origin
        let plain = view.keepsDefaultHitTesting && view.hasIdentityTransform && view.hasCenteredAnchor
            && view.presentationHitTestingAnimations == 0
            && center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite
            && origin.x.isFinite && origin.y.isFinite
        guard plain else { return Entry(minX: 0, minY: 0, maxX: 0, maxY: 0, index: index, isPlain: false) }
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

/// A uniform grid over plain entries' rectangles: each cell lists, front to back, the entries
/// whose rectangle overlaps it. A point's cell is found in O(1); for subviews that tile or
/// scatter over the area, each cell holds a few entries.
struct HitTestGrid {
    /// The grid's span and cell size.
    struct Shape {
        let minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
        let side: Int
        let columnScale: CGFloat, rowScale: CGFloat

        /// The column of `x`, clamped to the grid (monotone in `x`, so a rectangle's cells are
        /// those between its corners' cells).
        @inline(__always)
        func column(_ x: CGFloat) -> Int { min(side - 1, max(0, Int((x - minX) * columnScale))) }

        /// The row of `y`, clamped to the grid.
        @inline(__always)
        func row(_ y: CGFloat) -> Int { min(side - 1, max(0, Int((y - minY) * rowScale))) }
    }

    let shape: Shape
    /// Cell `c` lists `items[cellStarts[c] ..< cellStarts[c + 1]]` (entry positions, ascending).
    let cellStarts: ContiguousArray<Int32>
    let items: ContiguousArray<Int32>

    /// A grid over `entries`, or nil when their rectangles overlap so much that it would not pay.
    init?(_ entries: ContiguousArray<HitTestCache.Entry>) {
        guard entries.count < Int(Int32.max) / 8 else { return nil }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for entry in entries {
            minX = min(minX, entry.minX); minY = min(minY, entry.minY)
            maxX = max(maxX, entry.maxX); maxY = max(maxY, entry.maxY)
        }
        guard minX < maxX, minY < maxY, (maxX - minX).isFinite, (maxY - minY).isFinite else { return nil }
        let side = max(1, Int(Double(entries.count).squareRoot().rounded(.up)))
        let shape = Shape(minX: minX, minY: minY, maxX: maxX, maxY: maxY, side: side,
                          columnScale: CGFloat(side) / (maxX - minX), rowScale: CGFloat(side) / (maxY - minY))
        guard let (starts, items) = Self.fill(entries, shape, limit: entries.count * 8) else { return nil }
        self.shape = shape
        cellStarts = starts
        self.items = items
    }

    /// The entry positions listed under `point`'s cell; empty outside the grid (and for NaN).
    @inline(__always)
    func cell(at point: CGPoint) -> Range<Int> {
        let shape = shape
        guard point.x >= shape.minX, point.x <= shape.maxX, point.y >= shape.minY, point.y <= shape.maxY else {
            return 0 ..< 0
        }
        let cell = shape.row(point.y) * shape.side + shape.column(point.x)
        return Int(cellStarts[cell]) ..< Int(cellStarts[cell + 1])
    }

    /// Counts, then lists, each entry under every cell its rectangle overlaps; nil past `limit` items.
    private static func fill(_ entries: ContiguousArray<HitTestCache.Entry>, _ shape: Shape, limit: Int)
        -> (ContiguousArray<Int32>, ContiguousArray<Int32>)? {
        let cellCount = shape.side * shape.side
        var starts = ContiguousArray<Int32>(repeating: 0, count: cellCount + 1)
        var total = 0
        for entry in entries {
            let columns = shape.column(entry.minX) ... shape.column(entry.maxX)
            let rows = shape.row(entry.minY) ... shape.row(entry.maxY)
            total += columns.count * rows.count
            guard total <= limit else { return nil }
            for row in rows { for column in columns { starts[row * shape.side + column + 1] += 1 } }
        }
        for cell in 0 ..< cellCount { starts[cell + 1] += starts[cell] }
        var next = starts
        var items = ContiguousArray<Int32>(repeating: 0, count: total)
        for (position, entry) in entries.enumerated() {
            for row in shape.row(entry.minY) ... shape.row(entry.maxY) {
                for column in shape.column(entry.minX) ... shape.column(entry.maxX) {
                    let cell = row * shape.side + column
                    items[Int(next[cell])] = Int32(position)
                    next[cell] += 1
                }
            }
        }
        return (starts, items)
    }
}
