import Foundation

/// What one level of the cached walk found.
private enum HitStep {
    /// A plain subview contains the point (converted into it) and takes touches: go down.
    case descend(UIView, CGPoint)
    /// A subview's own hit test answered.
    case answer(UIView)
    /// No subview answered: the view itself is the answer.
    case stay
}

/// The hit-test walk without a tracer: the same answers as asking each subview's
/// `hitTest(_:with:)` front to back, read from each view's ``HitTestCache``.
extension UIView {
    /// Whether this view's class is exactly one of the engine's classes that keep UIKit's default
    /// `hitTest(_:with:)` and `point(inside:with:)` (UIView, UILabel, UIImageView; see
    /// ``HitTestClass``).
    @inline(__always)
    final var keepsDefaultHitTesting: Bool { hitTestClass == .defaultHitTesting }

    /// Whether this view's class is exactly one whose `point(inside:with:)` is UIView's: the
    /// classes of ``keepsDefaultHitTesting`` and UIWindow (which overrides neither method). A
    /// window is the root of most hit tests, so its own bounds test skips the dynamic call.
    @inline(__always)
    final var keepsDefaultPointInside: Bool { hitTestClass != .custom }

    /// Asks the subviews front to back (this view has passed its own checks); returns the first
    /// answer, or the view itself. Plain subviews are descended into without calling their methods.
    ///
    /// The usual case is decided here, inline: a standing tree without custom nodes, read in
    /// place. (It stands only while ``HitTestEpoch`` has not moved, so its root's children are
    /// the current subviews, and a childless root is the answer, as for an empty level.)
    @inline(__always)
    final func cachedHitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let buffers = hitTestLevel?.standingPlainTree, !point.x.isNaN, !point.y.isNaN {
            return buffers.plainHitTest(point)
        }
        return levelHitTestSubviews(point, with: event)
    }

    /// ``cachedHitTestSubviews(_:with:)`` without a standing plain tree: a tree with custom nodes,
    /// or one built now, or the walk level by level.
    @inline(never)
    final func levelHitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if subviews.isEmpty { return self }
        // A NaN point is walked level by level: the tree's filters admit no NaN, not even for the
        // custom subviews that must still be asked.
        if !point.x.isNaN, !point.y.isNaN {
            if let tree = hitTestLevel?.standingTree { return Self.walk(tree, point, event) }
            if let tree = (hitTestLevel ?? makeHitTestLevel()).refreshTree(of: self) {
                return Self.walk(tree, point, event)
            }
        }
        var view = self, point = point
        while true {
            // Strong locals: an override that edits the tree while the walk runs cannot free
            // what this level reads, and finishes the level uncached (see `HitTestCache.step`).
            let subviews = view.subviews
            if subviews.isEmpty { return view }
            let level = view.hitTestLevel ?? view.makeHitTestLevel()
            guard let cache = level.currentCache(subviews), cache.isUsable(for: subviews) else {
                return view.uncachedHitTestSubviews(point, with: event)
            }
            switch cache.step(subviews, point, event, level) {
            case let .descend(child, local):
                view = child
                point = local
            case let .answer(hit):
                return hit
            case .stay:
                return view
            }
        }
    }

    /// `tree`'s answer (held by the caller across the walk).
    @inline(__always)
    private static func walk(_ tree: HitTestTree, _ point: CGPoint, _ event: UIEvent?) -> UIView? {
        tree.hasCustomNodes ? tree.hitTest(point, with: event) : tree.buffers.plainHitTest(point)
    }

    /// Allocates the out-of-line hit-test state on first use.
    private func makeHitTestLevel() -> HitTestLevel {
        let level = HitTestLevel()
        hitTestLevel = level
        return level
    }
}

extension HitTestCache {
    /// Whether the cache describes `subviews` (the walk's snapshot). A mismatch is a missed
    /// invalidation: a bug, reported in debug builds; release builds walk uncached.
    /// Debug builds also rebuild the entries from live geometry and compare.
    fileprivate func isUsable(for subviews: [UIView]) -> Bool {
        guard subviews.count == subviewCount else {
            assertionFailure("hit-test cache out of date: \(subviewCount) entries, \(subviews.count) subviews")
            return false
        }
        assert(matchesLiveGeometry(subviews), "hit-test cache does not match the subviews' geometry")
        return true
    }

    /// Debug check: the entries rebuilt from the subviews' current state equal the cached ones.
    private func matchesLiveGeometry(_ subviews: [UIView]) -> Bool {
        var position = 0
        var index = subviews.count
        while index > 0 {
            index -= 1
            guard Self.entry(for: subviews[index], at: index) == entries[position] else { return false }
            position += 1
        }
        return true
    }

    /// One level: the first subview, front to back, that answers.
    ///
    /// A method of the cache, with index loops over its `let` arrays, so the walk reads them
    /// without copying (and so retaining) them.
    fileprivate func step(_ subviews: [UIView], _ point: CGPoint, _ event: UIEvent?, _ level: HitTestLevel) -> HitStep {
        let generation = level.generation
        func visit(_ position: Int) -> HitStep? {
            let entry = entries[position]
            return entry.isPlain ? Self.plainStep(entry, subviews, point)
                : customStep(entry, subviews, point, event, level, generation)
        }
        if let grid { return grid.firstAnswer(at: point, visit) ?? .stay }
        var position = 0
        while position < entries.count {
            if let step = visit(position) { return step }
            position += 1
        }
        return .stay
    }

    /// A custom subview's answer: its own hit test. When that returned nil after changing the
    /// level (`generation` moved: it moved, animated, added or removed a sibling), the rest of the
    /// level is finished uncached, reading the siblings behind it live, as UIKit would.
    @inline(__always)
    private func customStep(_ entry: Entry, _ subviews: [UIView], _ point: CGPoint, _ event: UIEvent?,
                            _ level: HitTestLevel, _ generation: UInt64) -> HitStep? {
        let index = Int(entry.index)
        let child = subviews[index]
        let local = child.presentationHitTestingAnimations > 0
            ? child.presentationPointFromSuperview(point) : child.pointFromSuperview(point)
        if let hit = child.hitTest(local, with: event) { return .answer(hit) }
        guard level.generation != generation else { return nil }
        return Self.uncachedHitTest(subviews, below: index, point, event).map(HitStep.answer) ?? .stay
    }

    /// The uncached walk of `subviews[..<end]` (the level's snapshot), front to back, exactly as
    /// ``UIView/uncachedHitTestSubviews(_:with:)`` would finish it; nil when none answers.
    static func uncachedHitTest(_ subviews: [UIView], below end: Int, _ point: CGPoint,
                                        _ event: UIEvent?) -> UIView? {
        var index = end
        while index > 0 {
            index -= 1
            let child = subviews[index]
            let local = child.presentationHitTestingAnimations > 0
                ? child.presentationPointFromSuperview(point) : child.pointFromSuperview(point)
            if let hit = child.hitTest(local, with: event) { return hit }
        }
        return nil
    }

    /// A plain subview's answer: down into it when it takes touches and contains the point,
    /// by the same conversion and bounds test as its default methods; nil when it returns nil.
    @inline(__always)
    private static func plainStep(_ entry: Entry, _ subviews: [UIView], _ point: CGPoint) -> HitStep? {
        guard point.x >= entry.minX, point.x <= entry.maxX, point.y >= entry.minY, point.y <= entry.maxY else {
            return nil
        }
        let child = subviews[Int(entry.index)]
        let local = child.pointFromSuperview(point)
        guard !child.ignoresTouchEvents, child.boundsContain(local) else { return nil }
        return .descend(child, local)
    }
}
