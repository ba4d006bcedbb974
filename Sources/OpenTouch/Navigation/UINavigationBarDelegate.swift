import Foundation

/// What a navigation bar on its own asks and tells about its items. Every method has a default
/// implementation (UIKit's optional requirements): the bar may push and pop.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// Called after `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// Called after `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// True.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// True.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
