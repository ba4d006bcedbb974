import Foundation

/// UIKit's private view that dims (or, for a popover, just covers) what is behind a
/// presentation; a tap on it asks the presentation to dismiss. Named as UIKit names it. As in
/// UIKit, the tap is a `UITapGestureRecognizer` on the view (action `handleSingleTap:`), so a
/// why-trace names the recognizer that took the touch.
@preconcurrency @MainActor
final class UIDimmingView: UIView {
    /// Called when the view's tap recognizer recognizes (where ``acceptsTap`` agrees).
    var onTap: (() -> Void)?
    /// Whether a touch ending at a point (in the view's coordinates) counts as a tap on the
    /// dimming view; nil accepts every point in the bounds. An alert refuses points on its cards.
    var acceptsTap: ((CGPoint) -> Bool)?
    /// Views that stay reachable through the dimming view (a popover's `passthroughViews`).
    var passthroughViews: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addTapRecognizer()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addTapRecognizer()
    }

    private func addTapRecognizer() {
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: UIDimmingView.handleSingleTap,
                                                    actionName: "handleSingleTap:"))
    }

    private func handleSingleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if acceptsTap?(recognizer.location(in: self)) ?? true { onTap?() }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        guard hit === self, let window else { return hit }
        let inWindow = convert(point, to: window)
        for view in passthroughViews where view.window === window {
            if let found = view.hitTest(view.convert(inWindow, from: window), with: event) { _ = found; return nil }
        }
        return hit
    }
}
