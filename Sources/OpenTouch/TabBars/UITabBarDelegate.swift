import Foundation

/// The delegate of a ``UITabBar``: told when the user selects an item.
///
/// UIKit's optional requirements have default implementations that do nothing.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item` (tapped its button), including the item already selected.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
