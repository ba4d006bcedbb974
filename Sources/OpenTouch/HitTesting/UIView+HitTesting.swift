import Foundation

extension UIView {
    /// Views whose alpha is at or below this are skipped by hit testing.
    ///
    /// Apple's documentation says "less than 0.01"; the seeds' reconstruction of UIKit's code
    /// says `alpha <= 0.01`. OpenTouch follows the seeds: a view at exactly 0.01 is not hit.
    public static let hitTestAlphaThreshold: CGFloat = 0.01

    /// Whether hit testing skips this view because of its own state (hidden, disabled, transparent,
    /// or animated by `UIView.animate` without `.allowUserInteraction`).
    public var ignoresTouchEvents: Bool {
        @inline(__always) get {
            storedIsHidden || !storedIsUserInteractionEnabled || storedAlpha <= UIView.hitTestAlphaThreshold
                || interactionBlockingAnimations > 0
        }
    }

    /// UIKit's hit-test algorithm, shared by every view that does not override it.
    ///
    /// The rejection checks are kept apart from the walk over subviews, so the common case — a
    /// sibling that does not contain the point — costs little. Without a tracer the walk reads
    /// the subviews' cached geometry (see ``HitTestCache``).
    /// With a tracer, the call is recorded as ``TraceRecord/defaultHitTest(view:point:)`` first:
    /// the calls a swizzle of UIView's method would see.
    @inline(__always)
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let tracer = event?.tracer { return tracedDefaultHitTest(point, event, tracer) }
        guard !ignoresTouchEvents,
              keepsDefaultPointInside ? boundsContain(point) : self.point(inside: point, with: event) else {
            return nil
        }
        return cachedHitTestSubviews(point, with: event)
    }

    /// ``defaultHitTest(_:with:)`` with a tracer: every call is made and recorded.
    @inline(never)
    private final func tracedDefaultHitTest(_ point: CGPoint, _ event: UIEvent?, _ tracer: TraceHub) -> UIView? {
        tracer.record(.defaultHitTest(view: self, point: point))
        guard !ignoresTouchEvents, tracedPointInside(point, event) else { return nil }
        return uncachedHitTestSubviews(point, with: event)
    }

    /// Asks each subview's ``hitTest(_:with:)`` front to back; returns the first answer, or the view itself.
    @inline(never)
    final func uncachedHitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Iterate over a snapshot, so a hit test that edits the tree does not disturb the walk.
        let subviews = self.subviews
        var index = subviews.count
        while index > 0 {
            index -= 1
            let child = subviews[index]
            let local = child.presentationHitTestingAnimations > 0
                ? child.presentationPointFromSuperview(point) : child.pointFromSuperview(point)
            if let hit = child.tracedHitTest(local, event) {
                return hit
            }
        }
        return self
    }

    /// Calls ``hitTest(_:with:)``, reporting the call and its answer to trace observers.
    @inline(__always)
    func tracedHitTest(_ point: CGPoint, _ event: UIEvent?) -> UIView? {
        guard let tracer = event?.tracer else { return hitTest(point, with: event) }
        return tracedHitTestExplained(point, event, tracer)
    }

    /// Calls ``point(inside:with:)``, reporting the call and its answer to trace observers.
    /// Without a tracer, a view whose class is exactly one that keeps UIView's `point(inside:with:)`
    /// (see ``keepsDefaultPointInside``) is answered from its bounds without the dynamic call.
    @inline(__always)
    func tracedPointInside(_ point: CGPoint, _ event: UIEvent?) -> Bool {
        guard let tracer = event?.tracer else {
            return keepsDefaultPointInside ? boundsContain(point) : self.point(inside: point, with: event)
        }
        tracer.record(.pointInside(view: self, point: point))
        let result = self.point(inside: point, with: event)
        tracer.record(.pointInsideResult(view: self, point: point, result: result))
        tracer.lastPointInsideView = ObjectIdentifier(self)
        tracer.lastPointInsideResult = result
        return result
    }
}
