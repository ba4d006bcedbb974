import Foundation

extension UIPresentationController {
    /// Whether a user gesture may dismiss the presentation: no controller of the presented
    /// hierarchy is ``UIViewController/isModalInPresentation`` and the delegate agrees.
    func mayDismissInteractively() -> Bool {
        guard !Self.isModal(presentedViewController) else { return false }
        return delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    private static func isModal(_ controller: UIViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains { isModal($0) }
    }

    /// A tap outside the presented view (on the dimming view): dismisses, as `dismiss(animated: true)`
    /// with the delegate told (`WillDismiss`, then `DidDismiss` when it is over), or tells the
    /// delegate the attempt was refused.
    func requestInteractiveDismissal() {
        let presented = presentedViewController
        guard presented.presentationState != nil, presented.transitionCoordinator == nil,
              let presenter = presented.presentingViewController else { return }
        guard mayDismissInteractively() else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presenter.dismissPresentation(of: presented, animated: true, completion: nil, interactive: true)
    }
}
