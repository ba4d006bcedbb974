import Foundation

/// UIKit's private class for a navigation controller's root view: it holds the
/// ``UINavigationTransitionView`` and, in front of it, the navigation bar and the toolbar.
/// Its next responder is the navigation controller.
@preconcurrency @MainActor
final class UILayoutContainerView: UIView {
    /// The navigation controller whose view this is.
    weak var navigationController: UINavigationController?

    /// Places the transition view, the bar and the toolbar for the current bounds.
    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutContainerViews()
    }
}
