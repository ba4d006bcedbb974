import Foundation

/// A container that shows one of its child controllers at a time, chosen with a ``UITabBar`` at
/// the bottom, as UIKit's `UITabBarController`.
///
/// - Its view is UIKit's private `UILayoutContainerView` holding a `UITransitionView` with a
///   `UIViewControllerWrapperView` that holds the selected child's view, full size, and the tab
///   bar in front along the bottom edge (``TabBarConstants/barHeight`` plus the bottom safe area).
///   The child's safe area reaches at least to the tab bar's top.
/// - A tap on a tab asks the ``delegate``'s `tabBarController(_:shouldSelect:)`, selects the
///   tab, then calls `tabBarController(_:didSelect:)` (see `UITabBarController+Selection.swift`).
/// - Switching tabs sends the appearance callbacks: the old child's `viewWillDisappear`, the new
///   one's `viewWillAppear`, the old one's `viewDidDisappear`, the new one's `viewDidAppear`.
/// - With more than ``TabBarConstants/maximumCompactItems`` controllers the bar shows the first
///   four and a "More" tab whose ``moreNavigationController`` lists the others.
/// - A tap on the selected tab pops its navigation controller to its root, animated.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The delegate asked about and told of the user's selections, held weakly.
    open weak var delegate: UITabBarControllerDelegate?

    /// The tab bar; its delegate is the controller and must stay so.
    open var tabBar: UITabBar { bar }
    let bar = UITabBar(frame: .zero)

    /// The controllers shown by the tabs, in order; setting them is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty && !hasControllers ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    var controllers: [UIViewController] = []
    private var hasControllers = false

    /// The controllers the user may rearrange in the More screen's editor; kept (OpenTouch has no
    /// editor). Setting ``viewControllers`` sets it to all of them, as UIKit does.
    open var customizableViewControllers: [UIViewController]?

    /// The selected controller; setting it selects it without asking or telling the delegate.
    ///
    /// A controller listed by the More screen is shown pushed on ``moreNavigationController``
    /// and is the selected one while it is there; while the More list itself shows, the selected
    /// controller is ``moreNavigationController`` (which may be set too, as in UIKit). A controller
    /// that is neither is ignored.
    open var selectedViewController: UIViewController? {
        get { logicalSelection }
        set {
            guard let newValue else { return }
            selectLogically(newValue)
        }
    }
    /// The child whose view is shown: a controller with its own tab, or the More navigation controller.
    weak var storedSelected: UIViewController?

    /// The index of ``selectedViewController`` in ``viewControllers``; `NSNotFound` when there is
    /// none or when the More list shows. Setting an index out of range does nothing.
    open var selectedIndex: Int {
        get {
            guard let selected = logicalSelection else { return NSNotFound }
            return controllers.firstIndex { $0 === selected } ?? NSNotFound
        }
        set {
            guard controllers.indices.contains(newValue) else { return }
            selectLogically(controllers[newValue])
        }
    }

    /// The navigation controller of the More tab, made on first use, as UIKit's (which is never
    /// in ``viewControllers``). Its root lists the controllers that have no tab of their own.
    open var moreNavigationController: UINavigationController { makeMoreNavigationController() }
    var moreControllerIfMade: UINavigationController?

    /// The view holding the wrapper view (UIKit's `UITransitionView`).
    let transitionView = UITransitionView()
    /// The view the selected child's view sits in (UIKit's `UIViewControllerWrapperView`).
    let wrapperView = UIViewControllerWrapperView()

    /// Creates an empty tab bar controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        adoptBar()
    }

    /// Creates a tab bar controller from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptBar()
    }

    private func adoptBar() {
        bar.delegate = self
        bar.managingController = self
        wrapperView.tabBarController = self
    }

    /// Makes the container view: the transition view with the selected child's view, and the tab bar.
    open override func loadView() {
        let container = UILayoutContainerView(frame: defaultViewFrame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.frame = container.bounds
        wrapperView.frame = container.bounds
        transitionView.addSubview(wrapperView)
        container.addSubview(transitionView)
        container.addSubview(bar)
        view = container
        if let selected = storedSelected { install(selected) }
        layoutContainer()
    }

    /// Lays out the container (transition view, tab bar, the child's safe area); overrides call `super`.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContainer()
    }

    /// Places the views: the transition view and the selected child's view fill the container
    /// and the bar sits along the bottom.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        transitionView.frame = bounds
        wrapperView.frame = transitionView.bounds
        let height = bar.isHidden ? 0 : TabBarConstants.barHeight + container.safeAreaInsets.bottom
        bar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if let childView = storedSelected?.viewIfLoaded, childView.superview === wrapperView {
            childView.frame = wrapperView.bounds
        }
    }

    /// How far the visible tab bar covers `view` from the bottom (for the children's safe area).
    func tabBarCoverage(in view: UIView) -> CGFloat {
        guard !bar.isHidden, bar.superview != nil else { return 0 }
        let barTop = view.convert(bar.bounds, from: bar).minY
        return max(0, view.bounds.maxY - barTop)
    }

    /// Sets the tab controllers. The selected controller stays selected if it is among them;
    /// else the one at the old selected index, else the first. Controllers no longer shown stop
    /// being children. No animation is drawn.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replaceControllers(viewControllers)
    }

    // MARK: UITabBarDelegate

    /// The user tapped `item`: asks the delegate, then selects its controller and tells the
    /// delegate. Subclasses that override this call `super`.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        userSelected(item)
    }
}
