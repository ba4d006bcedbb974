import Foundation

/// The hit-test walk without a tracer: the same answers as asking each subview's
/// `hitTest(_:with:)` front to back, read from each view's ``HitTestCache``.
extension UIView {
    /// Whether this view's class is exactly one of the engine's classes that keep UIKit's default
    /// `hitTest(_:with:)` and `point(inside:with:)` (UIView, UILabel, UIImageView).
    ///
    /// Overrides cannot be detected in Swift, so any subclass — a user's, or an engine class that
    /// overrides either method — is treated as overriding: the walk calls its methods.
    final var keepsDefaultHitTesting: Bool {
        let type = ObjectIdentifier(type(of: self))
        return type == ObjectIdentifier(UIView.self) || type == ObjectIdentifier(UILabel.self)
            || type == ObjectIdentifier(UIImageView.self)
    }

    /// What one level of the walk found.
    private enum HitStep {
        /// A plain subview contains the point (converted into it) and takes touches: go down.
        case descend(UIView, CGPoint)
        /// A custom subview's own hit test answered.
        case answer(UIView)
        /// No subview answered: the view itself is the answer.
        case stay
    }

    /// Asks the subviews front to back (this view has passed its own checks); returns the first
    /// answer, or the view itself. Plain subviews are descended into without calling their methods.
    @inline(never)
    final func cachedHitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        var view = self, point = point
        while !view.subviews.isEmpty {
            guard let cache = view.currentHitTestCache() else { return view.uncachedHitTestSubviews(point, with: event) }
            // The snapshot and the cache agree (same count); an override that edits the tree
            // while the walk runs moves the count and does not disturb this level.
            let subviews = view.subviews
            precondition(subviews.count == cache.subviewCount, "hit-test cache out of date")
            switch Self.step(cache, subviews, point, event) {
            case let .descend(child, local):
                view = child
                point = local
            case let .answer(hit):
                return hit
            case .stay:
                return view
            }
        }
        return view
    }

    /// The cache for the current geometry, built when the same geometry is seen twice in a row.
    private func currentHitTestCache() -> HitTestCache? {
        let epoch = GeometryEpoch.value
        if let cache = hitTestCache, cache.epoch == epoch { return cache }
        guard hitTestCacheSeenEpoch == epoch else {
            hitTestCache = nil
            hitTestCacheSeenEpoch = epoch
            return nil
        }
        let cache = HitTestCache(subviews: subviews, epoch: epoch)
        hitTestCache = cache
        return cache
    }

    /// One level: the first subview, front to back, that answers.
    private static func step(_ cache: HitTestCache, _ subviews: [UIView], _ point: CGPoint,
                             _ event: UIEvent?) -> HitStep {
        let entries = cache.entries
        if let grid = cache.grid {
            // Every entry is plain; those not listed in the point's cell cannot contain it.
            let items = grid.items
            for slot in grid.cell(at: point) {
                if let step = plainStep(entries[Int(items[slot])], subviews, point) { return step }
            }
            return .stay
        }
        for entry in entries {
            if entry.isPlain {
                if let step = plainStep(entry, subviews, point) { return step }
                continue
            }
            let child = subviews[entry.index]
            let local = child.presentationHitTestingAnimations > 0
                ? child.presentationPointFromSuperview(point) : child.pointFromSuperview(point)
            if let hit = child.hitTest(local, with: event) { return .answer(hit) }
        }
        return .stay
    }

    /// A plain subview's answer: down into it when it takes touches and contains the point,
    /// by the same conversion and bounds test as its default methods; nil when it returns nil.
    @inline(__always)
    private static func plainStep(_ entry: HitTestCache.Entry, _ subviews: [UIView], _ point: CGPoint) -> HitStep? {
        guard point.x >= entry.minX, point.x <= entry.maxX, point.y >= entry.minY, point.y <= entry.maxY else {
            return nil
        }
        let child = subviews[entry.index]
        let local = child.pointFromSuperview(point)
        guard !child.ignoresTouchEvents, child.boundsContain(local) else { return nil }
        return .descend(child, local)
    }
}
