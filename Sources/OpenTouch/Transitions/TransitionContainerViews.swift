import Foundation

/// UIKit's private container a presented controller's views sit in, right under the window
/// (`UIWindow → UITransitionView → UIDropShadowView → presented view`). Named as UIKit names it,
/// so descriptions and traces print it as a device does.
@preconcurrency @MainActor
final class UITransitionView: UIView {
    /// Lets touches fall through where no presented view is (an over-current-context or popover
    /// presentation leaves the presenter reachable there only when `passesTouchesThrough`).
    var passesTouchesThrough = false
    /// The presentation controller whose container this is: told around each layout pass.
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self && passesTouchesThrough { return nil }
        return hit
    }
}

/// UIKit's private view that carries a presented controller's view (its shadow and rounded
/// corners for sheets) inside a ``UITransitionView``.
@preconcurrency @MainActor
final class UIDropShadowView: UIView {}
