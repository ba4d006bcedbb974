import Foundation

/// The hit-test state of one view with subviews, kept out of line so that views which are never
/// hit-tested (or have no subviews) pay one pointer for it: the subviews' ``HitTestCache`` and
/// whether it is still valid.
///
/// **Validity is local.** The cache depends only on this view's subviews array and on the
/// geometry and plainness of its *direct* plain subviews. Each of those changes marks this
/// level stale in O(1) (``UIView/hitTestSubviewDidChange()``, and the `subviews` observer);
/// nothing else does. A change elsewhere in the tree, or this view's own bounds origin (a scroll
/// view's content offset: the entries are in its bounds coordinates), leaves it valid.
///
/// **When to rebuild.** A stale level is walked uncached; it is rebuilt on the second query since
/// it went stale, where queries are counted per touch: the pipeline's second hit-test pass of a
/// touch does not count (see ``HitTestLevel/isRepeatingQuery``). So a tree that changes between
/// every touch is walked uncached, as if there were no cache, and an unchanged tree is rebuilt once.
@MainActor
final class HitTestLevel {
    /// The cache, or nil while the level is stale.
    private(set) var cache: HitTestCache?
    /// Bumped on every invalidation, so a walk can tell that an override changed the level.
    private(set) var generation: UInt64 = 0
    /// Queries since the level went stale (counted per touch, capped).
    private var staleQueries: UInt8 = 0

    /// The tree of this view's plain subtree, while ``HitTestEpoch`` stands at its build.
    private var tree: HitTestTree? {
        didSet { plainTree = tree.flatMap { $0.hasCustomNodes ? nil : $0.buffers } }
    }
    /// The buffers of ``tree`` when it has no custom node (see ``standingPlainTree``).
    private var plainTree: HitTestTree.Buffers?
    /// The epoch ``treeQueries`` counts at, and the queries counted there (per touch, capped).
    private var treeEpoch: UInt64 = .max
    private var treeQueries: UInt32 = 0
    /// The node count of the last tree built (0 before the first).
    private var lastTreeSize = 0

    /// Whether the current hit test repeats one already counted (the pipeline's second pass).
    static var isRepeatingQuery = false

    /// The level's subviews changed, or one of its direct subviews' geometry or plainness did.
    @inline(__always)
    func invalidate() {
        generation &+= 1
        guard cache != nil || staleQueries != 0 else { return }
        cache = nil
        staleQueries = 0
    }

    /// The cache for `subviews`, built when the level has been queried stale before (in an
    /// earlier touch); nil when this query walks uncached.
    func currentCache(_ subviews: [UIView]) -> HitTestCache? {
        if let cache { return cache }
        if !Self.isRepeatingQuery, staleQueries < 2 { staleQueries += 1 }
        guard staleQueries >= 2, subviews.count < Int(Int32.max) else { return nil }
        let built = HitTestCache(subviews: subviews)
        cache = built
        return built
    }
}

extension HitTestLevel {
    /// The tree, when the epoch has not moved since it was built.
    @inline(__always)
    var standingTree: HitTestTree? {
        if let tree, tree.epoch == HitTestEpoch.value { return tree }
        return nil
    }

    /// The buffers of the standing tree when it has no custom node: a walk of them calls nothing,
    /// so it may read them without holding the tree (see ``HitTestTree/Buffers``). The tree is
    /// built at ``treeEpoch`` and dropped when the epoch moves, so it stands while they are equal.
    @inline(__always)
    var standingPlainTree: HitTestTree.Buffers? {
        guard let plainTree, treeEpoch == HitTestEpoch.value else { return nil }
        assert(tree?.buffers.nodes.baseAddress == plainTree.nodes.baseAddress && tree?.epoch == treeEpoch,
               "a hit-test level handed out buffers of a tree it no longer holds")
        return plainTree
    }

    /// Queries at one epoch before a tree is built: 2, plus 1 per 4,096 nodes the last tree had
    /// (at most 64), so that rebuilding a big tree is paid for by the queries it serves.
    static func queriesBeforeBuilding(size: Int) -> UInt32 {
        UInt32(min(64, 2 + size / 4096))
    }

    /// The tree of `root`'s plain subtree (`root` is this level's view), called when there is no
    /// ``standingTree``: nil until the epoch has stood for ``queriesBeforeBuilding(size:)``
    /// queries (per touch), then rebuilt, so a tree that changes between touches is walked level
    /// by level, as if there were no tree.
    @inline(never)
    func refreshTree(of root: UIView) -> HitTestTree? {
        let epoch = HitTestEpoch.value
        if treeEpoch != epoch {
            tree = nil
            treeEpoch = epoch
            treeQueries = 0
        }
        if !Self.isRepeatingQuery, treeQueries < 64 { treeQueries += 1 }
        guard treeQueries >= Self.queriesBeforeBuilding(size: lastTreeSize) else { return nil }
        guard let built = HitTestTree(root: root, epoch: epoch) else {
            lastTreeSize = HitTestTree.nodeLimit  // too big: wait the longest before trying again
            treeQueries = 0
            return nil
        }
        tree = built
        lastTreeSize = built.nodes.count
        return built
    }
}

extension UIView {
    /// This view's center, bounds, transform, anchor point or presentation hit testing changed:
    /// its superview's hit-test cache is stale if it holds this view as plain. Views whose class
    /// is not exactly an engine class are never plain (their entry holds only their index), so
    /// their geometry never invalidates it: scrolling a scroll view leaves its superview's cache valid.
    @inline(__always)
    final func hitTestSubviewDidChange() {
        guard keepsDefaultHitTesting, let superview else { return }
        HitTestEpoch.advance()
        superview.hitTestLevel?.invalidate()
    }

    /// Whether this view ignores touches (hidden, disabled, transparent, blocked by an animation)
    /// may have changed from `ignoredBefore`. Level caches read that live; trees hold it for their
    /// plain nodes, so a change moves ``HitTestEpoch``.
    @inline(__always)
    final func hitTestFlagsDidChange(ignoredBefore: Bool) {
        guard ignoredBefore != ignoresTouchEvents, keepsDefaultHitTesting, superview != nil else { return }
        HitTestEpoch.advance()
    }
}
