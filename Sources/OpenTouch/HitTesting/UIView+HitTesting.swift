import Foundation

extension UIView {
    /// Views whose alpha is at or below this are skipped by hit testing.
    ///
    /// Apple's documentation says "less than 0.01"; the seeds' reconstruction of UIKit's code
    /// says `alpha <= 0.01`. OpenTouch follows the seeds: a view at exactly 0.01 is not hit.
    public static let hitTestAlphaThreshold: CGFloat = 0.01

    /// Whether hit testing skips this view because of its own state (hidden, disabled, transparent).
    public var ignoresTouchEvents: Bool {
        isHidden || !isUserInteractionEnabled || alpha <= UIView.hitTestAlphaThreshold
    }

    /// UIKit's hit-test algorithm, shared by every view that does not override it.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !ignoresTouchEvents, tracedPointInside(point, event) else { return nil }
        // Iterate over a snapshot, so a hit test that edits the tree does not disturb the walk.
        let subviews = self.subviews
        var index = subviews.count
        while index > 0 {
            index -= 1
            let child = subviews[index]
            if let hit = child.tracedHitTest(child.pointFromSuperview(point), event) {
                return hit
            }
        }
        return self
    }

    /// Calls ``hitTest(_:with:)``, reporting the call and its answer to trace observers.
    func tracedHitTest(_ point: CGPoint, _ event: UIEvent?) -> UIView? {
        guard let tracer = event?.tracer else { return hitTest(point, with: event) }
        tracer.record(.hitTest(view: self, point: point))
        let result = hitTest(point, with: event)
        tracer.record(.hitTestResult(view: self, point: point, result: result))
        return result
    }

    /// Calls ``point(inside:with:)``, reporting the call and its answer to trace observers.
    func tracedPointInside(_ point: CGPoint, _ event: UIEvent?) -> Bool {
        guard let tracer = event?.tracer else { return self.point(inside: point, with: event) }
        tracer.record(.pointInside(view: self, point: point))
        let result = self.point(inside: point, with: event)
        tracer.record(.pointInsideResult(view: self, point: point, result: result))
        return result
    }
}
