import Foundation

/// The window the software keyboard and the first responder's input views live in (UIKit's
/// class name for it since iOS 16), above the application's windows.
///
/// It never becomes key and takes only the touches that land on the keyboard or the input
/// views: elsewhere its hit test returns nil, so touches fall through to the windows below.
/// Its view tree, as UIKit's: `UIInputSetContainerView` filling the window, holding a
/// `UIInputSetHostView` at the keyboard's frame, which holds the input accessory view on top
/// and, under it, the keyboard (a `UIKeyboard`) or the first responder's `inputView`.
final class UIRemoteKeyboardWindow: UIWindow {
    /// The view filling the window.
    let container: UIInputSetContainerView
    /// The view at the keyboard's frame.
    let host: UIInputSetHostView

    init(scene: UIWindowScene) {
        let bounds = scene.screen.bounds
        container = UIInputSetContainerView(frame: CGRect(origin: .zero, size: bounds.size))
        host = UIInputSetHostView(frame: CGRect(x: 0, y: bounds.height, width: bounds.width, height: 0))
        super.init(windowScene: scene)
        windowLevel = SoftwareKeyboardMetrics.windowLevel
        backgroundColor = nil
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(container)
        container.addSubview(host)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self || view === container ? nil : view
    }
}

/// The view filling the keyboard's window (UIKit's class name); it takes no touches itself.
final class UIInputSetContainerView: UIView {}

/// The view at the keyboard's frame that holds the input accessory view and the keyboard or
/// input view (UIKit's class name).
final class UIInputSetHostView: UIView {}
