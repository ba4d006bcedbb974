import Foundation

/// Coordinate conversion between views, honouring bounds origins and transforms.
///
/// A view's transform applies about its layer's anchor point (its center by default), which
/// ``center`` names. The space above a hierarchy's root (for a
/// window, the screen) is the common space for views of different hierarchies.
extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s (to the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let target = view ?? window else { return convertToScreen(point) }
        if target === self { return point }
        var result = point
        var current: UIView = self
        while let parent = current.superview {
            result = current.pointToSuperview(result)
            if parent === target { return result }
            current = parent
        }
        return target.convertFromScreen(current.pointToSuperview(result))
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return convertFromScreen(point) }
        return source.convert(point, to: self)
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of its corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts `rect` from `view`'s coordinates to this view's: the bounding box of its corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    /// Maps a point from the superview's space into this view's bounds space.
    @inline(__always)
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        if hasIdentityTransform && hasCenteredAnchor {
            let center = storedCenter, bounds = storedBounds
            return CGPoint(x: point.x - center.x + bounds.width * 0.5 + bounds.origin.x,
                           y: point.y - center.y + bounds.height * 0.5 + bounds.origin.y)
        }
        return pointFromSuperviewSlowly(point)
    }

    /// ``pointFromSuperview(_:)`` under a transform or a moved anchor point.
    @inline(never)
    private func pointFromSuperviewSlowly(_ point: CGPoint) -> CGPoint {
        let center = storedCenter, bounds = storedBounds, anchor = storedAnchorPoint
        var local = CGPoint(x: point.x - center.x, y: point.y - center.y)
        if !hasIdentityTransform { local = local.applying(storedTransform.inverted()) }
        return CGPoint(x: local.x + bounds.origin.x + bounds.width * anchor.x,
                       y: local.y + bounds.origin.y + bounds.height * anchor.y)
    }

    /// Maps a point from this view's bounds space into the superview's space.
    @inline(__always)
    func pointToSuperview(_ point: CGPoint) -> CGPoint {
        if hasIdentityTransform && hasCenteredAnchor {
            let center = storedCenter, bounds = storedBounds
            return CGPoint(x: point.x - bounds.origin.x - bounds.width * 0.5 + center.x,
                           y: point.y - bounds.origin.y - bounds.height * 0.5 + center.y)
        }
        return pointToSuperviewSlowly(point)
    }

    /// ``pointToSuperview(_:)`` under a transform or a moved anchor point.
    @inline(never)
    private func pointToSuperviewSlowly(_ point: CGPoint) -> CGPoint {
        let center = storedCenter, bounds = storedBounds, anchor = storedAnchorPoint
        var local = CGPoint(x: point.x - bounds.origin.x - bounds.width * anchor.x,
                            y: point.y - bounds.origin.y - bounds.height * anchor.y)
        if !hasIdentityTransform { local = local.applying(storedTransform) }
        return CGPoint(x: local.x + center.x, y: local.y + center.y)
    }

    /// Converts from this view's coordinates to the space above its hierarchy's root (the screen).
    func convertToScreen(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: UIView? = self
        while let view = current {
            result = view.pointToSuperview(result)
            current = view.superview
        }
        return result
    }

    /// Converts from the space above the hierarchy's root (the screen) to this view's coordinates.
    ///
    /// Inline for a root (a window, for every touch of every event): with no call on the common
    /// path, the caller need not retain the view it reached through a touch (`--profile pipeline`:
    /// one retain and release a move fewer).
    @inline(__always)
    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        superviewReference.isEmpty ? pointFromSuperview(point) : convertFromScreenBelowRoot(point)
    }

    /// ``convertFromScreen(_:)`` for a view with a superview.
    @inline(never)
    private func convertFromScreenBelowRoot(_ point: CGPoint) -> CGPoint {
        guard let superview else { return pointFromSuperview(point) }
        return pointFromSuperview(superview.convertFromScreen(point))
    }

    static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
