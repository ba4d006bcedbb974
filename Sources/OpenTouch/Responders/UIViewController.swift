import Foundation

/// An object that manages a view hierarchy; it sits in the responder chain right after its root view.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The child view controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The parent view controller, or nil.
    public private(set) weak var parent: UIViewController?
    /// The controller presented by this one or, for a child, by its closest ancestor that presents one.
    public var presentedViewController: UIViewController? { storedPresented ?? parent?.presentedViewController }
    /// The controller this one presents itself.
    var storedPresented: UIViewController?
    /// The controller that presented this one (the presentation context's controller) or, for a
    /// child, the one that presented its closest presented ancestor; nil when not presented.
    public var presentingViewController: UIViewController? { storedPresenting ?? parent?.presentingViewController }
    /// The controller that presented this controller itself.
    weak var storedPresenting: UIViewController?
    /// What presenting this controller built, until it is dismissed.
    var presentationState: PresentationState?
    /// The presentation controller made for this controller (on first use, or when presented).
    var storedPresentationController: UIPresentationController?
    /// The transition this controller takes part in right now (``transitionCoordinator``).
    var activeTransition: ViewControllerTransitionContext?
    /// While true, `viewDidAppear`/`viewDidDisappear` wait for a running transition's end
    /// instead of following the view's move into or out of the window.
    var holdsAppearanceEnd = false
    /// The object that supplies a custom presentation's animators and presentation controller.
    public weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The system transition a presentation uses; `.coverVertical` by default (kept: every
    /// system presentation slides up).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether this controller's view is covered by an over-current-context or current-context
    /// presentation from it or a descendant; false by default.
    open var definesPresentationContext = false
    /// Whether this context's controller chooses the transition style of presentations in it; kept.
    open var providesPresentationContextTransitionStyle = false

    // A plain (nonisolated) deinit, as UIKit's `dealloc`, so that subclasses may write their own
    // `deinit`. Like UIKit's objects, a controller must be released on the main actor.
    deinit {
        MainActor.assumeIsolated {
            if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
        }
        OwnerLiveness.ended(self)
    }

    /// The controller's navigation state (navigation item, toolbar items, moving flags), made on
    /// first use by Sources/OpenTouch/Navigation.
    var navigationStorage: NavigationStorage?

    /// The name of the nib the controller was created with, if any; OpenTouch loads no nibs.
    public private(set) var nibName: String?
    /// The bundle the controller was created with, if any.
    public private(set) var nibBundle: Bundle?

    /// Creates a view controller: UIKit's designated initializer.
    ///
    /// There are no nibs in OpenTouch: the name and bundle are kept, and the view is made by
    /// ``loadView()`` on first access, as UIKit does when `nibName` is nil. Subclasses call
    /// `super.init(nibName: nil, bundle: nil)` from their own initializers.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller from an archive, as a storyboard does; UIKit's required initializer.
    /// Nothing is decoded: the controller is as `init(nibName: nil, bundle: nil)` makes it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a view controller with no nib; its view is loaded on first access.
    ///
    /// As in UIKit, a convenience initializer: a subclass may declare its own `init()` (no
    /// `override`) that calls `super.init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives the controller; OpenTouch archives nothing. Overrides call `super`.
    open func encode(with coder: NSCoder) {}

    /// The root view, loaded by ``loadView()`` on first access.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { self.view = UIView(frame: defaultViewFrame) }
            viewDidLoad()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The frame a default root view is created with: the bounds of the window the controller is
    /// being installed in (UIKit uses the screen's bounds), or zero for a view loaded on its own.
    var defaultViewFrame: CGRect = .zero

    /// Creates the root view; the default makes a plain `UIView` the size of the window the
    /// controller is being installed in, so `viewDidLoad` can lay out against `view.bounds`
    /// (zero-sized when the view is loaded before that). Overrides assign ``UIViewController/view``.
    open func loadView() {
        view = UIView(frame: defaultViewFrame)
    }

    /// Called once after the root view is loaded; does nothing by default.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// A localized title for the controller's view. Setting it also sets the title of the
    /// controller's navigation item when that item exists, as UIKit does, so a bar showing it
    /// updates.
    open var title: String? {
        didSet { navigationStorage?.navigationItem?.title = title }
    }

    /// Whether the view has appeared: from `viewDidAppear` to `viewDidDisappear`.
    var isViewAppeared = false
    /// The appearance transition under way between a `viewWill…` and its `viewDid…` call.
    var pendingAppearance: AppearanceTransition = .none
    /// The `animated` flag the next appearance callbacks pass (a presentation's flag, else false).
    var appearanceAnimated = false

    /// Called before the view appears in a visible window (installed as a window's root, the
    /// window shown, or presented); does nothing by default. Overrides call `super`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared; does nothing by default. Overrides call `super`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen (replaced as root, dismissed); does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen; does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Whether the controller's view is in editing mode; setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// The stored editing flag.
    var storedIsEditing = false
    /// Enters or leaves editing mode; subclasses (a table view controller) update their views.
    /// Overrides call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
    }

    /// Called before the view lays out its subviews; does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews; does nothing by default.
    open func viewDidLayoutSubviews() {}
    /// Updates the constraints of the controller's view when it is marked with
    /// `setNeedsUpdateConstraints()`; the default calls the view's `updateConstraints()`.
    /// Call `super` at the end.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Called when the root view's safe-area insets changed; does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed; does nothing by default.
    open func viewLayoutMarginsDidChange() {}
    /// Insets added to the root view's safe area (room for your own bars); zero by default.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            GeometryEpoch.advance()
            view.markNeedsLayout()
            view.treeEngine?.setNeedsSolve()
        }
    }
    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``; true by default.
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// The smallest margins the root view gets: no top or bottom, 16 points at the sides in
    /// compact width and 20 in regular width.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// The size the controller would like for its view in a container; kept, zero by default.
    open var preferredContentSize: CGSize = .zero
    /// Called on controllers loaded from a storyboard; OpenTouch loads none, so never by the engine.
    open func awakeFromNib() {}

    /// Forces light or dark appearance on the controller's view and its subviews.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedStyleOverride }
        set {
            guard newValue != storedStyleOverride else { return }
            let old = loadedView?.appearanceSnapshot()
            storedStyleOverride = newValue
            if let old { loadedView?.propagateAppearance(from: old) }
        }
    }
    private var storedStyleOverride: UIUserInterfaceStyle = .unspecified

    /// The controller's traits: its view's (the main screen's before the view loads).
    open var traitCollection: UITraitCollection {
        loadedView?.traitCollection ?? UITraitCollection(traitsFrom: [
            UIScreen.main.traitCollection, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle),
        ])
    }

    /// Called before the view's `traitCollectionDidChange(_:)` when the view's traits changed;
    /// does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// How the controller is presented; `.automatic` (a page sheet) by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether a presented controller refuses interactive dismissal (a sheet dragged down, a tap
    /// outside); the presentation controller's delegate hears `presentationControllerDidAttemptToDismiss`.
    open var isModalInPresentation = false
    /// Whether the controller is being presented right now (from ``present(_:animated:completion:)``
    /// until its `viewDidAppear` has run).
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed right now.
    public internal(set) var isBeingDismissed = false

    /// The presenting controller when presented, else the root view's superview (the window for
    /// a window's root controller).
    open override var next: UIResponder? {
        if let storedPresenting { return storedPresenting }
        return loadedView?.superview
    }

    // MARK: Key commands

    /// The key commands added with ``addKeyCommand(_:)``, in order.
    private var addedKeyCommands: [UIKeyCommand] = []

    /// The key commands added with ``addKeyCommand(_:)`` (nil when none); override to offer others.
    open override var keyCommands: [UIKeyCommand]? {
        addedKeyCommands.isEmpty ? nil : addedKeyCommands
    }

    /// Adds a key command this controller offers while it is on the first responder's chain.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a key command added with ``addKeyCommand(_:)``.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    // MARK: Containment

    /// Adds `child` as a child controller; the caller adds its view and calls ``didMove(toParent:)``.
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Called before the controller is added to or removed from a parent; does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent; does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// Presents `viewControllerToPresent` modally, with the system's or its transitioning
    /// delegate's animation on the application's clock; `completion` runs when the presentation
    /// is on screen (at once when `flag` is false). See ``UIModalPresentationStyle`` and the
    /// Presentation article for the styles, the containers and the appearance callbacks.
    /// Presenting from a controller that already presents one presents nothing and reports
    /// UIKit's warning ("Attempt to present … which is already presenting …"); the completion
    /// does not run.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresentation(viewControllerToPresent, animated: flag, completion: completion)
    }

    // MARK: Showing

    /// Shows `vc` in a primary context: the closest ancestor that shows controllers itself (a
    /// navigation controller, which pushes it) shows it; with none, this controller presents it
    /// modally, animated.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let target = showingAncestor {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in a secondary (detail) context. Only a split view controller shows details
    /// itself, and OpenTouch has none: this controller presents `vc` modally, animated.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// Whether a tab bar controller's bar hides while this controller is pushed on a navigation
    /// stack; false by default. Kept: OpenTouch's tab bar controller does not hide its bar yet.
    open var hidesBottomBarWhenPushed = false

    // MARK: Status bar

    /// Whether the controller prefers the status bar hidden; false by default. OpenTouch draws
    /// no status bar, so nothing asks it.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar style the controller prefers; `.default`. Asked by nothing (no status bar).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar animates when hidden or shown; `.fade`. Asked by nothing (no status bar).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead of this controller's; nil by default.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead of this controller's; nil by default.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether the controller prefers the home indicator hidden; false by default (asked by nothing).
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// Tells the system the status bar preferences changed. OpenTouch draws no status bar, so
    /// this does nothing.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Dismisses the controller this one presented (and every controller presented above it;
    /// only the topmost animates), or, when it presents nothing, this controller.
    /// `completion` runs when the dismissal is over.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }
}

/// How a controller is presented (UIKit's raw values).
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
    /// Full screen, hiding the presenter.
    case fullScreen = 0
    /// A sheet over the presenter.
    case pageSheet = 1
    /// A form sheet.
    case formSheet = 2
    /// The presenting context's size.
    case currentContext = 3
    /// Custom presentation.
    case custom = 4
    /// Full screen over the presenter, which stays visible.
    case overFullScreen = 5
    /// Over the current context.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice (a page sheet on iPhone since iOS 13).
    case automatic = -2
}
