import Foundation

/// Showing and hiding the navigation bar and the toolbar.
extension UINavigationController {
    /// Hides or shows the navigation bar.
    func applyNavigationBarHidden(_ hidden: Bool) {
        guard hidden != storedNavigationBarHidden else { return }
        storedNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        barsDidChange()
    }

    /// Hides or shows the toolbar.
    func applyToolbarHidden(_ hidden: Bool) {
        guard hidden != storedToolbarHidden else { return }
        storedToolbarHidden = hidden
        toolbar.isHidden = hidden
        barsDidChange()
    }

    /// The toolbar shows the top controller's ``UIViewController/toolbarItems``.
    func syncToolbarItems() {
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
    }
}
