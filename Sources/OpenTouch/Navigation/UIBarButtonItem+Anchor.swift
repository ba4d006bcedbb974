import Foundation

/// Where a bar button item is on screen, for what anchors to it (a popover's `barButtonItem`).
extension UIBarButtonItem {
    /// The view showing the item in a window: its custom view, else the button a bar made for
    /// it (the first, in the order the bars made them), or nil when no bar on screen shows it.
    var viewOnScreen: UIView? {
        if let customView, customView.window != nil { return customView }
        observers.removeAll { $0.view == nil }
        return observers.lazy.compactMap { $0.view as? UIView }.first { $0.window != nil && !$0.isHidden }
    }

    /// The navigation bar or toolbar whose view shows the item, if any.
    var barOnScreen: UIView? {
        var current = viewOnScreen?.superview
        while let view = current {
            if view is UINavigationBar || view is UIToolbar { return view }
            current = view.superview
        }
        return nil
    }
}
