import Foundation

/// UIKit's private view that dims (or, for a popover, just covers) what is behind a
/// presentation; a tap on it asks the presentation to dismiss. Named as UIKit names it.
@preconcurrency @MainActor
final class UIDimmingView: UIView {
    /// Called when a touch that began on the view ends on it (where ``acceptsTap`` agrees).
    var onTap: (() -> Void)?
    /// Whether a touch ending at a point (in the view's coordinates) counts as a tap on the
    /// dimming view; nil accepts every point in the bounds. An alert refuses points on its cards.
    var acceptsTap: ((CGPoint) -> Bool)?
    /// Views that stay reachable through the dimming view (a popover's `passthroughViews`).
    var passthroughViews: [UIView] = []
    private var downTouch: UITouch?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        guard hit === self, let window else { return hit }
        let inWindow = convert(point, to: window)
        for view in passthroughViews where view.window === window {
            if let found = view.hitTest(view.convert(inWindow, from: window), with: event) { _ = found; return nil }
        }
        return hit
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if downTouch == nil { downTouch = touches.first }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let downTouch, touches.contains(downTouch) else { return }
        self.downTouch = nil
        let point = downTouch.location(in: self)
        if bounds.contains(point), acceptsTap?(point) ?? true { onTap?() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let downTouch, touches.contains(downTouch) { self.downTouch = nil }
    }
}
