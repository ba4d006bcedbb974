import Foundation

extension CALayer {
    /// The layer's rectangle in its superlayer: the bounding box of its bounds placed at
    /// ``position`` by ``anchorPoint`` under ``transform``. Setting it sets ``position`` and the
    /// bounds size (the transform should be the identity, as Core Animation warns).
    public var frame: CGRect {
        get {
            let size = bounds.size, anchor = anchorPoint, position = self.position
            let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
            let t = transform
            if CATransform3DIsIdentity(t) { return local.offsetBy(dx: position.x, dy: position.y) }
            let corners = [CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
                           CGPoint(x: local.minX, y: local.maxY), CGPoint(x: local.maxX, y: local.maxY)].map(t.apply)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()! + position.x, y: ys.min()! + position.y,
                          width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            if let hostView { hostView.frame = newValue; return }
            let rect = newValue.standardized
            var newBounds = bounds
            newBounds.size = rect.size
            bounds = newBounds
            position = CGPoint(x: rect.minX + rect.width * anchorPoint.x, y: rect.minY + rect.height * anchorPoint.y)
        }
    }

    /// The affine part of ``transform``.
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets ``transform`` to `m`.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// Maps a point from the superlayer's space into this layer's bounds space (nil when the
    /// transform cannot be undone).
    func pointFromSuperlayer(_ point: CGPoint) -> CGPoint? {
        let size = bounds.size, anchor = anchorPoint, origin = bounds.origin, position = self.position
        var local = CGPoint(x: point.x - position.x, y: point.y - position.y)
        let t = transform
        if !CATransform3DIsIdentity(t) {
            guard let undone = t.unapply(local) else { return nil }
            local = undone
        }
        return CGPoint(x: local.x + origin.x + size.width * anchor.x, y: local.y + origin.y + size.height * anchor.y)
    }

    /// Maps a point from this layer's bounds space into the superlayer's space.
    func pointToSuperlayer(_ point: CGPoint) -> CGPoint {
        let size = bounds.size, anchor = anchorPoint, origin = bounds.origin, position = self.position
        var local = CGPoint(x: point.x - origin.x - size.width * anchor.x, y: point.y - origin.y - size.height * anchor.y)
        let t = transform
        if !CATransform3DIsIdentity(t) { local = t.apply(to: local) }
        return CGPoint(x: local.x + position.x, y: local.y + position.y)
    }

    /// Converts `p` from `l`'s coordinates (the root space when nil) to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let root = l.map { $0.pointToRoot(p) } ?? p
        return pointFromRoot(root)
    }

    /// Converts `p` from this layer's coordinates to `l`'s (the root space when nil).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let root = pointToRoot(p)
        return l.map { $0.pointFromRoot(root) } ?? root
    }

    /// Converts `r` from `l`'s coordinates to this layer's: the bounding box of its corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        UIView.boundingBox(of: r) { convert($0, from: l) }
    }

    /// Converts `r` from this layer's coordinates to `l`'s: the bounding box of its corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        UIView.boundingBox(of: r) { convert($0, to: l) }
    }

    /// The point in the space above the root layer (for a window's layer, the screen).
    func pointToRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: CALayer? = self
        while let layer = current {
            result = layer.pointToSuperlayer(result)
            current = layer.storedSuperlayer
        }
        return result
    }

    /// The point in this layer's space, from the space above its root layer.
    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let above = storedSuperlayer.map { $0.pointFromRoot(point) } ?? point
        return pointFromSuperlayer(above) ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = pointFromSuperlayer(p) else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let ordered = storedSublayers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition > b.element.zPosition : a.offset > b.offset
        }
        for (_, sublayer) in ordered {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}
