import Foundation

extension CALayer {
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
            current = layer.layerAbove
        }
        return result
    }

    /// The point in this layer's space, from the space above its root layer.
    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let above = layerAbove.map { $0.pointFromRoot(point) } ?? point
        return pointFromSuperlayer(above) ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = pointFromSuperlayer(p) else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let ordered = layersBelow.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition > b.element.zPosition : a.offset > b.offset
        }
        for (_, sublayer) in ordered {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}

extension CGRect {
    /// The bounding box of the rectangle's corners under `t` (with its perspective divide),
    /// computed without allocating.
    func boundingBox(under t: CATransform3D) -> CGRect {
        if CATransform3DIsIdentity(t) { return self }
        let a = t.apply(to: CGPoint(x: minX, y: minY)), b = t.apply(to: CGPoint(x: maxX, y: minY))
        let c = t.apply(to: CGPoint(x: minX, y: maxY)), d = t.apply(to: CGPoint(x: maxX, y: maxY))
        let x0 = Swift.min(a.x, b.x, c.x, d.x), y0 = Swift.min(a.y, b.y, c.y, d.y)
        return CGRect(x: x0, y: y0, width: Swift.max(a.x, b.x, c.x, d.x) - x0, height: Swift.max(a.y, b.y, c.y, d.y) - y0)
    }
}
