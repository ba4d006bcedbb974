import Foundation

/// The traced hit test: besides the call and its answer, why a view was passed over and when an
/// override answered something the default walk would not have. Only runs with a tracer.
extension UIView {
    @inline(never)
    func tracedHitTestExplained(_ point: CGPoint, _ event: UIEvent?, _ tracer: TraceHub) -> UIView? {
        tracer.record(.hitTest(view: self, point: point))
        tracer.lastHitTestResult = nil
        tracer.lastPointInsideView = nil
        let result = hitTest(point, with: event)
        tracer.record(.hitTestResult(view: self, point: point, result: result))
        if let result {
            if result !== self, tracer.lastHitTestResult != ObjectIdentifier(result) {
                tracer.record(.hitTestRedirected(view: self, point: point, result: result))
            }
        } else {
            tracer.record(.hitTestSkipped(view: self, point: point, reason: skipReason(at: point, tracer)))
        }
        tracer.lastHitTestResult = result.map(ObjectIdentifier.init)
        return result
    }

    /// Why this view's hit test returned nil, from its state and the traced `point(inside:with:)` answer.
    private func skipReason(at point: CGPoint, _ tracer: TraceHub) -> HitTestSkipReason {
        if storedIsHidden { return .hidden }
        if !storedIsUserInteractionEnabled { return .userInteractionDisabled }
        if storedAlpha <= UIView.hitTestAlphaThreshold { return .transparent(alpha: storedAlpha, threshold: UIView.hitTestAlphaThreshold) }
        if interactionBlockingAnimations > 0 { return .animatingWithoutUserInteraction }
        if tracer.lastPointInsideView == ObjectIdentifier(self), !tracer.lastPointInsideResult {
            let bounds = storedBounds
            return bounds.contains(point) ? .pointInsideRefused(point: point, bounds: bounds)
                : .outsideBounds(point: point, bounds: bounds)
        }
        // The default returns a view whenever the point is inside: nil came from an override.
        return .hitTestOverrideReturnedNil
    }
}
