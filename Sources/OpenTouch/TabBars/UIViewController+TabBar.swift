import Foundation

/// Tab bar support on every view controller.
extension UIViewController {
    /// The associated-object key of ``tabBarItem`` (its address is the key; main-actor isolated, as the controller is).
    private static var tabBarItemKey: UInt8 = 0

    /// The item a ``UITabBarController`` shows for this controller; made on first use with the
    /// controller's ``title`` (an item made this way shows the controller's title for as long as
    /// its own title is not set).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = objc_getAssociatedObject(self, &Self.tabBarItemKey) as? UITabBarItem { return item }
            let item = UITabBarItem()
            item.titleSource = self
            objc_setAssociatedObject(self, &Self.tabBarItemKey, item, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return item
        }
        set {
            objc_setAssociatedObject(self, &Self.tabBarItemKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            tabBarController?.itemsDidChange()
        }
    }

    /// The nearest ancestor that is a ``UITabBarController``, or nil.
    public var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
