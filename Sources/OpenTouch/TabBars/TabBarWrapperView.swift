import Foundation

/// The view a ``UITabBarController`` puts its selected child's view in. Its safe area takes in
/// the tab bar when it is shown, so the child's view spans the whole screen and its
/// `safeAreaInsets.bottom` reaches the bar's top, as in UIKit.
@preconcurrency @MainActor
final class TabBarWrapperView: UIView {
    /// The tab bar controller whose bar covers this view.
    weak var tabBarController: UITabBarController?

    /// The superview's safe area, extended over the visible tab bar.
    override var safeAreaInsets: UIEdgeInsets {
        var insets = super.safeAreaInsets
        guard let tabBarController, !tabBarController.bar.isHidden, tabBarController.bar.superview != nil else { return insets }
        let barTop = convert(tabBarController.bar.bounds, from: tabBarController.bar).minY
        insets.bottom = max(insets.bottom, max(0, bounds.maxY - barTop))
        return insets
    }
}
