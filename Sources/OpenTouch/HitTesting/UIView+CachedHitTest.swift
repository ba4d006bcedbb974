import Foundation

/// What one level of the cached walk found.
private enum HitStep {
    /// A plain subview contains the point (converted into it) and takes touches: go down.
    case descend(UIView, CGPoint)
    /// A custom subview's own hit test answered.
    case answer(UIView)
    /// No subview answered: the view itself is the answer.
    case stay
}

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

    /// Asks the subviews front to back (this view has passed its own checks); returns the first
    /// answer, or the view itself. Plain subviews are descended into without calling their methods.
    @inline(never)
    final func cachedHitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        var view = self, point = point
        while true {
            // The snapshot and the cache agree (same count); an override that edits the tree
            // while the walk runs moves the count and does not disturb this level.
            let subviews = view.subviews
            if subviews.isEmpty { return view }
            guard let cache = view.currentHitTestCache() else { return view.uncachedHitTestSubviews(point, with: event) }
            precondition(subviews.count == cache.subviewCount, "hit-test cache out of date")
            switch cache.step(subviews, point, event) {
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
}

extension HitTestCache {
    /// One level: the first subview, front to back, that answers.
    ///
    /// A method of the cache, with index loops over its `let` arrays, so the walk reads them
    /// without copying (and so retaining) them.
    fileprivate func step(_ subviews: [UIView], _ point: CGPoint, _ event: UIEvent?) -> HitStep {
        if let grid {
            // Every entry is plain; those not listed in the point's cell cannot contain it.
            for slot in grid.cell(at: point) {
                if let step = Self.plainStep(entries[Int(grid.items[slot])], subviews, point) { return step }
            }
            return .stay
        }
        var position = 0
        while position < entries.count {
            let entry = entries[position]
            position += 1
            if entry.isPlain {
                if let step = Self.plainStep(entry, subviews, point) { return step }
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
    private static func plainStep(_ entry: Entry, _ subviews: [UIView], _ point: CGPoint) -> HitStep? {
        guard point.x >= entry.minX, point.x <= entry.maxX, point.y >= entry.minY, point.y <= entry.maxY else {
            return nil
        }
        let child = subviews[entry.index]
        let local = child.pointFromSuperview(point)
        guard !child.ignoresTouchEvents, child.boundsContain(local) else { return nil }
        return .descend(child, local)
    }
}
