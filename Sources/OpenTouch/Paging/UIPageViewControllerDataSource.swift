import Foundation

/// Gives a ``UIPageViewController`` the pages before and after the one shown, as the user pages.
///
/// `presentationCount(for:)` and `presentationIndex(for:)` are UIKit's optional requirements:
/// returning a count above zero (the default is 0) makes a scroll-style page view controller show
/// a page control under its pages.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages the page control shows; 0 (the default) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page control's selected page when ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` is called; 0 by default.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Returns 0: no page control.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// Returns 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told when the user turns pages of a ``UIPageViewController``. Page changes made with
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` are not
/// reported, as in UIKit. UIKit's optional requirements have default implementations.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture started turning to `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// The gesture's turn is over: `completed` says whether the new page is now shown, and
    /// `previousViewControllers` are the pages shown before it.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
