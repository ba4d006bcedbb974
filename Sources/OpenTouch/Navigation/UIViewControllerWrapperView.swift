import Foundation

/// UIKit's private class for the view that holds a container's child controller views: the top
/// controller's view (and, during a transition, the other controller's view too).
///
/// Its safe area takes in the navigation bar and the toolbar (or, in a tab bar controller, the
/// tab bar) when they are shown, so a child's view spans the whole screen and its
/// `safeAreaInsets` include the bars, as in UIKit.
@preconcurrency @MainActor
final class UIViewControllerWrapperView: UIView {
    /// The navigation controller whose bars cover this view.
    weak var navigationController: UINavigationController?
    /// The tab bar controller whose tab bar covers this view.
    weak var tabBarController: UITabBarController?

    /// The superview's safe area, extended over the visible bars.
    override var safeAreaInsets: UIEdgeInsets {
        var insets = super.safeAreaInsets
        if let tabBarController { insets.bottom = max(insets.bottom, tabBarController.tabBarCoverage(in: self)) }
        guard let navigationController else { return insets }
        let covered = navigationController.barCoverage(in: self)
        insets.top = max(insets.top, covered.top)
        insets.bottom = max(insets.bottom, covered.bottom)
        return insets
    }
}
