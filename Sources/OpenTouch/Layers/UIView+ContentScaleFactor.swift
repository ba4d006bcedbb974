import Foundation

extension UIView {
    /// Pixels per point of the view's content, as UIKit's `contentScaleFactor`: the scale of the
    /// screen showing the view (its window's screen, else ``UIScreen/main``) until set.
    ///
    /// Setting it fixes the value whatever screen the view moves to and sets the layer's
    /// ``CALayer/contentsScale`` too, as UIKit does. Values that are not finite and positive are
    /// ignored. OpenTouch draws no pixels, so the scale only reads back.
    public var contentScaleFactor: CGFloat {
        get { extras?.contentScaleFactor ?? window?.screen.scale ?? UIScreen.main.scale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            writableExtras.contentScaleFactor = newValue
            layer.contentsScale = newValue
        }
    }
}
