import Foundation

/// Hears about a presentation's adaptation and its interactive dismissal (a sheet swiped down,
/// a tap outside a popover). Every method has a default implementation.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact environment; the default is the controller's own choice.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection`; the default asks ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// A controller to present instead when adapting to `style`; nil (the default) keeps the presented one.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
        -> UIViewController?
    /// The presentation is about to adapt to `style`; does nothing by default.
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether an interactive dismissal may go ahead; true by default.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// An interactive dismissal is starting.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// An interactive dismissal finished (not called for `dismiss(animated:)`).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// An interactive dismissal was refused (``UIViewController/isModalInPresentation`` or
    /// ``presentationControllerShouldDismiss(_:)``).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The presentation controller's own adaptive style.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.systemAdaptiveStyle(for: controller.traitCollection)
    }
    /// Asks ``adaptivePresentationStyle(for:)``.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Nil.
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
        -> UIViewController? { nil }
    /// Does nothing.
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    /// True.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
