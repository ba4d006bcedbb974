import Foundation

/// Manages a presented controller's place on screen: the container view, the presented view's
/// frame, the extra views around it (a dimming view), and adaptation. Subclass it for a custom
/// presentation (``UIModalPresentationStyle/custom`` with a transitioning delegate).
@preconcurrency @MainActor
open class UIPresentationController {
    private weak var weakPresented: UIViewController?
    /// Held strongly while presented (the presented controller holds this object too).
    var strongPresented: UIViewController?
    private weak var weakPresenting: UIViewController?
    /// The container (a `UITransitionView` in the window) while presented.
    var storedContainer: UIView?

    /// The controller being presented.
    public var presentedViewController: UIViewController {
        guard let controller = weakPresented ?? strongPresented else {
            preconditionFailure("UIPresentationController: its presented view controller was released")
        }
        return controller
    }

    /// The controller presenting (the presentation context's controller once presented).
    public var presentingViewController: UIViewController {
        weakPresenting ?? presentedViewController.presentingViewController ?? presentedViewController
    }

    /// The view the presentation's views sit in, while presented.
    public var containerView: UIView? { storedContainer }

    /// Hears about adaptation and interactive dismissal.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Traits that override the container's for the presented controller; kept.
    open var overrideTraitCollection: UITraitCollection?

    /// Creates a presentation controller for `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        weakPresented = presentedViewController
        weakPresenting = presentingViewController
    }

    func setPresenting(_ controller: UIViewController?) {
        weakPresenting = controller
    }

    /// The presentation's style; the presented controller's ``UIViewController/modalPresentationStyle`` by default.
    open var presentationStyle: UIModalPresentationStyle {
        let style = (weakPresented ?? strongPresented)?.modalPresentationStyle ?? .custom
        return style == .automatic ? .pageSheet : style
    }

    /// The view the transition animates: the presented controller's view by default.
    open var presentedView: UIView? { (weakPresented ?? strongPresented)?.view }

    /// Where the presented view sits in the container: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen; true by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's views leave the window once the presentation is on screen;
    /// false by default (the full-screen styles' system controller says true).
    open var shouldRemovePresentersView: Bool { false }

    /// The traits of the container (the window's).
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    /// The style to adapt to in a compact environment; `.fullScreen` by default.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The style to adapt to for `traitCollection`; ``adaptivePresentationStyle`` by default.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }

    /// What the system adapts to for `traits` when the delegate does not say: the presentation
    /// style itself unless it is a popover or form sheet in compact width.
    func systemAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: traits)
    }

    /// Called before the container lays out its subviews; does nothing by default.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews; does nothing by default.
    open func containerViewDidLayoutSubviews() {}
    /// Called as the presentation's transition starts (add dimming views here); does nothing by default.
    open func presentationTransitionWillBegin() {}
    /// Called as the presentation's transition ends, `completed` false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal's transition starts; does nothing by default.
    open func dismissalTransitionWillBegin() {}
    /// Called as the dismissal's transition ends, `completed` false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The size of a child content container: the parent's size.
    open func size(forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize)
        -> CGSize { parentSize }
    /// The presented controller's preferred content size changed; does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}
}
