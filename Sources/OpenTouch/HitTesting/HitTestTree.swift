import Foundation

/// The hit-test geometry of one view's whole plain subtree, flattened into one array of nodes,
/// each level's nodes contiguous and front to back, so that a query walks down reading packed
/// values: it touches no view but the one it returns, and retains or releases none on the way.
///
/// **What it holds.** The root (the view whose hit test asks its subviews) and, level by level,
/// the subviews of every node that is the root or *plain* (see ``HitTestCache/isPlain(_:)``). A
/// plain node holds what its default methods would read: the numbers of its conversion from its
/// superview, its bounds, and whether it ignores touches. A custom node is a leaf: the walk calls
/// its `hitTest(_:with:)`, which asks its own subtree. Levels with many plain subviews carry a
/// ``HitTestGrid``, as a level's cache does.
///
/// **Why it cannot be out of date, or dangle.** It is used only while ``HitTestEpoch`` has not
/// moved since it was built, and every change to what it holds moves the epoch, taking a view out
/// of its superview included: while the epoch stands, every view the tree names is still held by
/// its superview's subviews, up to the root, which the caller holds. User code can run only inside
/// a custom node's hit test; the walk holds that level's view and subviews strongly across the
/// call, and once the epoch has moved it goes on from that snapshot, never from the tree. Debug
/// builds check each node they enter against its view (see ``UnownedReference``).
@MainActor
final class HitTestTree {
    /// How the walk treats a node.
    enum Kind: UInt8 {
        /// Its default methods decide from the numbers held: enter it when its bounds contain the point.
        case plain
        /// A plain node that ignores touches: never entered.
        case ignoring
        /// Its own `hitTest(_:with:)` is called.
        case custom
    }

    /// One view. The conversion into it is `((p − center) + halfSize) + boundsOrigin`, the same
    /// operations, in the same order, as the view's own conversion, so the answers are the same
    /// to the last bit; the bounds test is `min ≤ p < max` on its standardized bounds.
    struct Node {
        var centerX: CGFloat, centerY: CGFloat, halfWidth: CGFloat, halfHeight: CGFloat
        var originX: CGFloat, originY: CGFloat
        var minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
        /// The position in ``nodes`` of the node's front-most subview, and how many there are
        /// (0 for custom nodes and views without subviews).
        var first: Int32 = 0, count: Int32 = 0
        /// The level's grid in ``grids``, or -1.
        var grid: Int32 = -1
        /// The view's index in its superview's ``UIView/subviews``.
        var index: Int32
        var kind: Kind
    }

    /// What the walk scans: a rectangle in the superview's bounds around each node, in `Float`
    /// rounded outwards, so that a point outside it cannot pass the node's exact test. A node
    /// that ignores touches has an empty one, a custom node the whole plane. 16 bytes a node:
    /// a level's scan reads these, and a node's 104 bytes only for the one the point is in.
    struct Filter {
        /// `(minX, minY, −maxX, −maxY)`, so that one vector comparison tests all four sides.
        var lanes: SIMD4<Float>

        /// The rectangle from `minX` to `maxX` and `minY` to `maxY` (an empty one when `min > max`).
        init(minX: Float, minY: Float, maxX: Float, maxY: Float) {
            lanes = SIMD4(minX, minY, -maxX, -maxY)
        }

        /// The point `(x, y)` rounded to `Float` (to nearest), as ``admits(_:)`` takes it.
        @inline(__always)
        static func probe(_ point: CGPoint) -> SIMD4<Float> {
            let x = Float(point.x), y = Float(point.y)
            return SIMD4(x, y, -x, -y)
        }

        /// Whether the point whose ``probe(_:)`` is `probe` may be in the node. Rounding is
        /// monotonic and the bounds are `Float`s rounded outwards, so a point in the node's exact
        /// rectangle always passes.
        @inline(__always)
        func admits(_ probe: SIMD4<Float>) -> Bool {
            all(probe .>= lanes)
        }
    }

    /// The epoch the tree was built at.
    let epoch: UInt64
    /// The nodes, filters, views and grid tables, in buffers the tree owns (freed by its
    /// `deinit`; a walk holds the tree, or, for a tree without custom nodes, calls nothing while
    /// it reads them): see ``Buffers``.
    let buffers: Buffers
    /// The grids of the levels that have one, kept alive for ``Buffers/gridTables``.
    let grids: ContiguousArray<HitTestGrid>
    /// Whether any node below the root is custom. Without one, no user code runs during a walk
    /// (see ``Buffers/plainHitTest(_:)``).
    let hasCustomNodes: Bool

    /// Node 0 is the root (its own numbers unused), then each level, breadth first.
    var nodes: UnsafeMutableBufferPointer<Node> { buffers.nodes }
    /// Each node's filter (node 0's unused).
    var filters: UnsafeMutableBufferPointer<Filter> { buffers.filters }

    /// The nodes a tree may hold (node positions are 32-bit).
    static let nodeLimit = Int(Int32.max) / 2

    /// Flattens `root`'s plain subtree, breadth first; nil past ``nodeLimit`` nodes.
    init?(root: UIView, epoch: UInt64) {
        self.epoch = epoch
        var nodes: ContiguousArray<Node> = [Node(root, at: 0)]
        var filters: ContiguousArray<Filter> = [Filter.everywhere]
        var views: ContiguousArray<UnownedReference<UIView>> = [UnownedReference(root)]
        var grids: ContiguousArray<HitTestGrid> = []
        var node = 0
        while node < nodes.count {
            defer { node += 1 }
            guard node == 0 || nodes[node].kind == .plain, let view = views[node].object else { continue }
            let subviews = view.subviews
            guard !subviews.isEmpty else { continue }
            guard nodes.count + subviews.count <= Self.nodeLimit else { return nil }
            nodes[node].first = Int32(nodes.count)
            nodes[node].count = Int32(subviews.count)
            let (entries, plainCount) = HitTestCache.entries(of: subviews)
            if plainCount >= HitTestCache.gridThreshold, let grid = HitTestGrid(entries) {
                nodes[node].grid = Int32(grids.count)
                grids.append(grid)
            }
            for entry in entries {
                let subview = subviews[Int(entry.index)]
                let made = Node(subview, at: Int(entry.index))
                nodes.append(made)
                filters.append(Filter(made.kind, entry))
                views.append(UnownedReference(subview))
            }
        }
        buffers = Buffers(nodes: Self.owned(nodes), filters: Self.owned(filters), views: Self.owned(views),
                          gridTables: Self.owned(ContiguousArray(grids.lazy.map(\.table))))
        self.grids = grids
        hasCustomNodes = nodes.dropFirst().contains { $0.kind == .custom }
    }

    // The buffers hold only numbers and unretained pointers: nothing to deinitialize. Trees are
    // released on the main actor (their levels are), so isolation costs no hop.
    isolated deinit {
        buffers.nodes.deallocate()
        buffers.filters.deallocate()
        buffers.views.deallocate()
        buffers.gridTables.deallocate()
    }

    /// A buffer of the tree's own holding `values`.
    private static func owned<Value>(_ values: ContiguousArray<Value>) -> UnsafeMutableBufferPointer<Value> {
        let buffer = UnsafeMutableBufferPointer<Value>.allocate(capacity: values.count)
        _ = buffer.initialize(from: values)
        return buffer
    }

    /// The view of `node`.
    @inline(__always)
    func view(_ node: Int) -> UIView { buffers.view(node) }
}

extension HitTestTree.Node {
    /// The node of `view`, the subview at `index` of its superview, with no subviews yet.
    @MainActor
    init(_ view: UIView, at index: Int) {
        let center = view.storedCenter, bounds = view.storedBounds
        let minX = bounds.width < 0 ? bounds.origin.x + bounds.width : bounds.origin.x
        let minY = bounds.height < 0 ? bounds.origin.y + bounds.height : bounds.origin.y
        let kind: HitTestTree.Kind = !HitTestCache.isPlain(view) ? .custom : view.ignoresTouchEvents ? .ignoring : .plain
        self.init(centerX: center.x, centerY: center.y, halfWidth: bounds.width * 0.5, halfHeight: bounds.height * 0.5,
                  originX: bounds.origin.x, originY: bounds.origin.y,
                  minX: minX, minY: minY, maxX: minX + abs(bounds.width), maxY: minY + abs(bounds.height),
                  index: Int32(truncatingIfNeeded: index), kind: kind)
    }
}

extension HitTestTree.Filter {
    /// The whole plane: a custom node, always asked.
    static let everywhere = Self(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    /// The filter of a node of `kind` whose level-cache entry is `entry` (its enlarged rectangle
    /// when plain).
    init(_ kind: HitTestTree.Kind, _ entry: HitTestCache.Entry) {
        switch kind {
        case .plain:
            self.init(minX: Self.below(entry.minX), minY: Self.below(entry.minY),
                      maxX: Self.above(entry.maxX), maxY: Self.above(entry.maxY))
        case .ignoring:
            self.init(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        case .custom:
            self = .everywhere
        }
    }

    /// The largest `Float` at or below `value`.
    private static func below(_ value: CGFloat) -> Float {
        let rounded = Float(value)
        return CGFloat(rounded) > value ? rounded.nextDown : rounded
    }

    /// The smallest `Float` at or above `value`.
    private static func above(_ value: CGFloat) -> Float {
        let rounded = Float(value)
        return CGFloat(rounded) < value ? rounded.nextUp : rounded
    }
}
