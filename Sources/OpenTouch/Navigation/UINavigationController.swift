import Foundation

/// A container that shows a stack of controllers, one at a time, under a navigation bar.
///
/// Its view is UIKit's private hierarchy, with the same class names (as seed 001 logs it): a
/// `UILayoutContainerView` (next responder: the navigation controller) holding a
/// `UINavigationTransitionView` holding a `UIViewControllerWrapperView` holding the top
/// controller's view, with the ``navigationBar`` and the ``toolbar`` in front of the transition
/// view. Pushes and pops slide on the application's clock (``NavigationConstants/transitionDuration``);
/// while a transition runs, the window ignores touches, as UIKit does.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack; its first controller is the root, its last the top.
    var stack: [UIViewController] = []
    /// The navigation bar (a ``UINavigationBar`` or the class given to ``init(navigationBarClass:toolbarClass:)``).
    public private(set) var navigationBar: UINavigationBar
    /// The toolbar at the bottom, hidden unless ``isToolbarHidden`` is false.
    public private(set) var toolbar: UIToolbar!
    /// The delegate told about shown controllers and asked for custom transitions.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The view hierarchy, made with the view.
    let transitionView = UINavigationTransitionView()
    let wrapperView = UIViewControllerWrapperView()
    /// The transition under way, if any.
    var currentTransition: NavigationTransition?
    /// The left-edge pan that pops interactively; made with the view (nil before it loads).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }
    var popRecognizer: UIScreenEdgePanGestureRecognizer?
    /// The pop recognizer's standard delegate (held here: recognizers hold delegates weakly).
    var popGestureDelegate: NavigationPopGestureDelegate?
    /// Whether the delegate has heard about the controller shown when the navigation controller first appeared.
    var didAnnounceFirstTop = false
    /// The stored bar-hidden flags.
    var storedNavigationBarHidden = false
    var storedToolbarHidden = true

    /// Creates a navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        finishInit()
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller with subclasses of the bar and toolbar (nil for
    /// the standard ones); classes that are not subclasses are replaced by the standard ones.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        let barClass = (navigationBarClass as? UINavigationBar.Type) ?? UINavigationBar.self
        let toolbarType = (toolbarClass as? UIToolbar.Type) ?? UIToolbar.self
        navigationBar = barClass.init(frame: .zero)
        toolbar = toolbarType.init(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        finishInit()
    }

    /// Creates an empty navigation controller (UIKit's designated initializer).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        finishInit()
    }

    /// Creates an empty navigation controller from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(coder: coder)
        finishInit()
    }

    private func finishInit() {
        navigationBar.navigationController = self
        toolbar.isHidden = true
    }

    /// The controllers on the stack, root first; setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is on screen: a controller presented over the navigation
    /// controller (or its top controller), else the top controller.
    open var visibleViewController: UIViewController? {
        var presented = presentedViewController ?? topViewController?.presentedViewController
        while let next = presented?.presentedViewController { presented = next }
        return presented ?? topViewController
    }

    /// Pushes `viewController` on the stack and shows it, sliding in from the right when
    /// `animated`. Pushing a controller already on the stack, or a navigation controller, is
    /// reported (an `unsupportedCall` diagnostic) and ignored, where UIKit raises.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; at the root nothing is popped and nil is returned.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return performPop(to: stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops the controllers above `viewController` and returns them, bottom first; nil, with an
    /// `unsupportedCall` diagnostic, when `viewController` is not on the stack (UIKit raises).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated)
    }

    /// Pops every controller but the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return performPop(to: root, animated: animated)
    }

    /// Replaces the stack. The new top is shown with a push (when it was not on the stack) or a
    /// pop (when it was on it); controllers that leave the stack leave their parent.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSet(viewControllers, animated: animated)
    }

    /// Whether the navigation bar is hidden; a hidden bar gets no hit tests and leaves the
    /// children's safe area.
    open var isNavigationBarHidden: Bool {
        get { storedNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (the change is not animated).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        applyNavigationBarHidden(hidden)
    }

    /// Whether the toolbar is hidden; true by default.
    open var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar (the change is not animated).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        applyToolbarHidden(hidden)
    }

    /// Appears; the first time, the delegate hears `willShow` for the top controller, as in UIKit.
    /// Overrides call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !didAnnounceFirstTop, let top = topViewController {
            delegate?.navigationController(self, willShow: top, animated: animated)
        }
    }

    /// Appeared; the first time, the delegate hears `didShow` for the top controller.
    /// Overrides call `super`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !didAnnounceFirstTop, let top = topViewController {
            didAnnounceFirstTop = true
            // The top controller's viewDidAppear comes first, as in UIKit.
            if top.pendingAppearance == .appearing { top.endAppearanceTransition() }
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }

    /// Makes the private container hierarchy; the top controller's view goes in its wrapper.
    /// Pushes `vc` onto the stack, animated (UIKit's navigation-controller `show`).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    open override func loadView() {
        let container = UILayoutContainerView(frame: defaultViewFrame)
        container.navigationController = self
        wrapperView.navigationController = self
        transitionView.frame = container.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wrapperView.frame = transitionView.bounds
        wrapperView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(wrapperView)
        container.addSubview(transitionView)
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        navigationBar.isHidden = storedNavigationBarHidden
        toolbar.isHidden = storedToolbarHidden
        view = container
        installInteractivePop(on: container)
        if let top = topViewController { install(top) }
        syncToolbarItems()
        layoutContainerViews()
    }

    /// Puts `controller`'s view alone in the wrapper view, sized to it.
    func install(_ controller: UIViewController) {
        if !controller.isViewLoaded { controller.defaultViewFrame = wrapperView.bounds }
        let childView: UIView = controller.view
        childView.transform = .identity
        childView.frame = wrapperView.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if childView.superview !== wrapperView { wrapperView.addSubview(childView) }
        for other in wrapperView.subviews where other !== childView { other.removeFromSuperview() }
    }

    /// Frames of the bar, the toolbar and the transition view for the container's bounds.
    func layoutContainerViews() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        let safe = container.safeAreaInsets
        transitionView.frame = bounds
        let barHeight = navigationBar.sizeThatFits(bounds.size).height
        let barFrame = CGRect(x: 0, y: safe.top, width: bounds.width, height: barHeight)
        let toolbarFrame = CGRect(x: 0, y: bounds.height - safe.bottom - NavigationConstants.toolbarHeight,
                                  width: bounds.width, height: NavigationConstants.toolbarHeight)
        guard navigationBar.frame != barFrame || toolbar.frame != toolbarFrame else { return }
        navigationBar.frame = barFrame
        toolbar.frame = toolbarFrame
        barsDidChange()
    }

    /// How far the visible bars reach into `view` from its top and bottom edges.
    func barCoverage(in view: UIView) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if !storedNavigationBarHidden, navigationBar.superview != nil {
            let bar = view.convert(navigationBar.bounds, from: navigationBar)
            insets.top = max(0, bar.maxY - view.bounds.minY)
        }
        if !storedToolbarHidden, toolbar.superview != nil {
            let bar = view.convert(toolbar.bounds, from: toolbar)
            insets.bottom = max(0, view.bounds.maxY - bar.minY)
        }
        return insets
    }

    /// The bars' geometry changed: children's safe areas are worked out again.
    func barsDidChange() {
        GeometryEpoch.advance()
        viewIfLoaded?.setNeedsLayout()
        wrapperView.setNeedsLayout()
        for child in wrapperView.subviews { child.setNeedsLayout() }
    }
}
