import Foundation

extension UIView {
    /// A view whose alpha channel decides where this view shows, as UIKit's `mask`: its layer
    /// becomes this view's `layer.mask`. The mask view is held strongly and is not part of the view
    /// hierarchy (position it with its frame, in this view's coordinates).
    ///
    /// As in UIKit, the mask changes only what is seen: hit testing ignores it, so a touch on a
    /// masked-out part of the view still hits the view (see <doc:UIKitBehaviorChoices>). Override
    /// ``point(inside:with:)`` to make only the visible part touchable.
    public var mask: UIView? {
        get {
            // A layer mask set directly since then replaces the view's mask.
            guard let maskView = extras?.maskView, layer.mask === maskView.layer else { return nil }
            return maskView
        }
        set {
            if newValue == nil, extras == nil { return }
            writableExtras.maskView = newValue
            layer.mask = newValue?.layer
        }
    }
}
