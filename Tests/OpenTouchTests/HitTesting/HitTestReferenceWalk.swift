import Foundation
import OpenTouch

/// A `point(inside:with:)` override: the hit area is the bounds grown by `slop` on every side,
/// so subviews sticking out by less than that can be hit.
final class HTSlopAreaView: UIView {
    var slop: CGFloat = 8
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -slop, dy: -slop).contains(point)
    }
}

/// A `hitTest(_:with:)` override: lets touches through itself (nil instead of itself) while its
/// subviews still take them.
final class HTLetThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The seeds' hit-test algorithm written out over the public API, as the reference the engine's
/// cached walk must match view for view.
///
/// Views whose animations block touches are listed in `blocked` by the test that started them
/// (the public API does not say whether a view is animating).
@MainActor
struct HitTestReferenceWalk {
    var blocked: Set<ObjectIdentifier> = []

    /// The view `view.hitTest(point, with: nil)` must return.
    func hitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        if view is HTLetThroughView {
            let hit = defaultHitTest(view, point)
            return hit === view ? nil : hit
        }
        return defaultHitTest(view, point)
    }

    private func defaultHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        if view.isHidden || !view.isUserInteractionEnabled || view.alpha <= 0.01 { return nil }
        if blocked.contains(ObjectIdentifier(view)) { return nil }
        guard pointInside(view, point) else { return nil }
        for child in view.subviews.reversed() {
            if let hit = hitTest(child, Self.pointFromSuperview(child, point)) { return hit }
        }
        return view
    }

    private func pointInside(_ view: UIView, _ point: CGPoint) -> Bool {
        if let slop = view as? HTSlopAreaView { return slop.bounds.insetBy(dx: -slop.slop, dy: -slop.slop).contains(point) }
        let rect = view.bounds.standardized
        return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }

    /// The superview's point in `view`'s bounds space: about the anchor point, through the
    /// inverted transform, then plus the bounds origin (the seeds' conversion).
    static func pointFromSuperview(_ view: UIView, _ point: CGPoint) -> CGPoint {
        let center = view.center, bounds = view.bounds, anchor = view.layer.anchorPoint
        if view.transform.isIdentity && anchor == CGPoint(x: 0.5, y: 0.5) {
            return CGPoint(x: point.x - center.x + bounds.width * 0.5 + bounds.origin.x,
                           y: point.y - center.y + bounds.height * 0.5 + bounds.origin.y)
        }
        var local = CGPoint(x: point.x - center.x, y: point.y - center.y)
        if !view.transform.isIdentity { local = local.applying(view.transform.inverted()) }
        return CGPoint(x: local.x + bounds.origin.x + bounds.width * anchor.x,
                       y: local.y + bounds.origin.y + bounds.height * anchor.y)
    }
}
