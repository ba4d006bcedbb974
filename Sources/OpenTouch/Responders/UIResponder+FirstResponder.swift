import Foundation

extension UIResponder {
    /// The window this responder belongs to: a view's window, a controller's view's window, or
    /// the first window along the chain; nil for a responder in no window.
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController {
            if let window = controller.viewIfLoaded?.window { return window }
        }
        var responder = next
        var hops = 0
        while let current = responder, hops < 10_000 {
            if let window = current as? UIWindow { return window }
            if current is UIWindowScene || current is UIApplication { return nil }
            responder = current.next
            hops += 1
        }
        return nil
    }

    /// Whether `view` leaving its window takes this responder with it: the responder is `view`,
    /// inside it, or a controller whose view is.
    func leavesWindow(with view: UIView) -> Bool {
        if let own = self as? UIView { return own.isDescendant(of: view) }
        if let controller = self as? UIViewController, let own = controller.viewIfLoaded {
            return own.isDescendant(of: view)
        }
        return false
    }
}

extension UIWindow {
    /// Makes `responder` (nil for none) this window's first responder: the one place the first
    /// responder is set. The old one's presses and motion are cancelled, and the software
    /// keyboard's observers hear of the change when the application's first responder changed.
    func setFirstResponder(_ responder: UIResponder?) {
        let old = firstResponderStorage
        guard old !== responder else { return }
        firstResponderStorage = responder
        guard let application = windowScene?.application else { return }
        if let old { application.keyboardEnvironment.cancelInput(deliveredTo: old) }
        application.keyboardEnvironment.firstResponderMayHaveChanged()
    }
}

extension UIApplication {
    /// The application's first responder: the key window's.
    var firstResponder: UIResponder? {
        keyWindow?.firstResponderStorage
    }
}
