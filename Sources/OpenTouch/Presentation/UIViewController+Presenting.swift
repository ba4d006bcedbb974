import Foundation

extension UIViewController {
    /// `present(_:animated:completion:)`: checks the request, builds the containers and runs the transition.
    func performPresentation(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let current = presentedViewController {
            return presentationWarning("Attempt to present \(presented.typeName) on \(typeName) which is already presenting \(current.typeName)")
        }
        guard let window = viewIfLoaded?.window else {
            return presentationWarning("Attempt to present \(presented.typeName) on \(typeName) whose view is not in the window hierarchy")
        }
        guard presented !== self, presented.presentingViewController == nil, presented.parent == nil else {
            return presentationWarning("Attempt to present \(presented.typeName), which is already presented or a child, on \(typeName)")
        }
        guard transitionCoordinator == nil else {
            return presentationWarning("Attempt to present \(presented.typeName) on \(typeName) while a transition is in progress")
        }
        let presenter = presentationContext(for: presented.modalPresentationStyle)
        if let message = presented.missingActionSheetAnchor(in: window) { return presentationWarning(message) }
        let controller = presented.preparePresentationController(presenting: presenter, source: self, window: window)
        let state = PresentationState(controller: controller.object, style: controller.style,
                                      transitionView: UITransitionView(frame: window.bounds))
        presented.runPresentation(state, presenter: presenter, source: self, window: window,
                                  animated: animated, completion: completion)
    }

    /// The controller a presentation with `style` is made from: for the current-context styles the
    /// closest controller up the parent chain (or the presenting controllers) that
    /// ``definesPresentationContext``, or the root; otherwise the topmost parent.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var controller = self
        if style == .currentContext || style == .overCurrentContext {
            while !controller.definesPresentationContext, let parent = controller.parent { controller = parent }
            return controller
        }
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// The presentation controller to use, after adaptation to the window's traits.
    func preparePresentationController(presenting: UIViewController, source: UIViewController, window: UIWindow)
        -> (object: UIPresentationController, style: UIModalPresentationStyle) {
        var controller = presentationController ?? makePresentationController(presenting: presenting, source: source)
        if modalPresentationStyle == .custom, let custom = transitioningDelegate?.presentationController(
            forPresented: self, presenting: presenting, source: source), custom !== controller {
            custom.delegate = custom.delegate ?? controller.delegate
            controller = custom
            storedPresentationController = custom
        }
        controller.setPresenting(presenting)
        (controller as? SystemPresentationController)?.contextController = presenting
        return adapt(controller, to: window.traitCollection)
    }

    /// A popover, form sheet or page sheet in compact width asks its delegate which style to
    /// adapt to; `.none` (or the same style) keeps it.
    private func adapt(_ controller: UIPresentationController, to traits: UITraitCollection)
        -> (object: UIPresentationController, style: UIModalPresentationStyle) {
        if let sheet = controller as? _UIAlertControllerActionSheetRegularPresentationController,
           traits.horizontalSizeClass != .regular {
            return (sheet.compactPresentationController, .custom)
        }
        let style = controller.presentationStyle
        let adaptable = style == .popover || style == .formSheet || style == .pageSheet
        guard adaptable, traits.horizontalSizeClass != .regular else {
            controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: .none, transitionCoordinator: nil)
            return (controller, style)
        }
        let adapted = controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits)
            ?? controller.systemAdaptiveStyle(for: traits)
        controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: adapted, transitionCoordinator: nil)
        switch adapted {
        case .none, style, .custom, .popover:
            return (controller, style)
        case .pageSheet, .formSheet, .automatic:
            if let popover = controller as? UIPopoverPresentationController {
                let sheet = popover.adaptiveSheetPresentationController
                sheet.delegate = sheet.delegate ?? popover.delegate
                return (sheet, .pageSheet)
            }
            return (controller, style)
        default:
            let system = SystemPresentationController(presentedViewController: self, presenting: controller.presentingViewController,
                                                      style: adapted)
            system.delegate = controller.delegate
            return (system, adapted)
        }
    }

    /// Reports a presentation UIKit refuses with a console warning: nothing happens.
    func presentationWarning(_ message: String) {
        let application = viewIfLoaded?.window?.windowScene?.application ?? UIApplication.newest
        application?.report(InputDiagnostic(.unsupportedCall, message))
    }
}
