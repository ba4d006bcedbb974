import Foundation

/// The delegate of a ``UITabBarController``: asked before a tab the user taps is selected and
/// told after. Selections made from code (``UITabBarController/selectedIndex``) are not reported,
/// as in UIKit. UIKit's optional requirements have default implementations.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` the user tapped may be selected; true by default.
    /// Asked also when the tapped tab is already selected.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected the tab of `viewController` (also when it was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Returns true.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
