import Foundation

/// The presentation controller of a ``UIAlertController`` (UIKit's private class of this name;
/// UIKit's runtime objects are its per-style subclasses below). It puts a ``UIDimmingView`` over
/// the whole container, behind the alert's view, and the alert's view in front: the dimming view
/// fades in and out with the alert and takes the touches that land outside the alert's cards.
@preconcurrency @MainActor
class _UIAlertControllerPresentationController: UIPresentationController {
    /// The view dimming what is behind the alert, while presented.
    private(set) weak var dimmingView: UIDimmingView?

    /// The alert presented.
    var alertController: UIAlertController? { presentedViewController as? UIAlertController }

    /// An alert's presentation is `.custom`, whatever the alert's own style says.
    override var presentationStyle: UIModalPresentationStyle { .custom }

    /// An alert keeps its presentation in every size class.
    override var adaptivePresentationStyle: UIModalPresentationStyle { .none }

    /// Builds the dimming view and puts the alert's view, filling the container, in front of it.
    func installViews(in state: PresentationState) {
        alertController?.rebuildForPresentation()
        let container = state.transitionView
        let dimming = UIDimmingView(frame: container.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = UIColor(white: 0, alpha: AlertConstants.dimmingAlpha)
        dimming.onTap = { [weak self] in self?.dimmingViewTapped() }
        dimming.acceptsTap = { [weak self] point in self?.isOutsideCards(point) ?? true }
        container.addSubview(dimming)
        state.dimmingView = dimming
        dimmingView = dimming
        let presented: UIView = presentedViewController.view
        presented.frame = frameOfPresentedViewInContainerView
        presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(presented)
    }

    /// Whether `point` (in the container's coordinates) is outside the alert's cards.
    private func isOutsideCards(_ point: CGPoint) -> Bool {
        guard let alert = alertController, let root = alert.viewIfLoaded, let container = containerView else { return true }
        let local = root.convert(point, from: container)
        return !alert.cardFrames.contains { $0.contains(local) }
    }

    /// A tap on the dimming view, outside the cards; what it does depends on the style.
    func dimmingViewTapped() {}
}

/// The presentation of an alert (`.alert`): centred, fading in; a tap outside does nothing.
@preconcurrency @MainActor
final class _UIAlertControllerAlertPresentationController: _UIAlertControllerPresentationController {
    /// An alert ignores taps outside it, as in UIKit.
    override func dimmingViewTapped() {}
}

/// The presentation of an action sheet in compact width: sliding up from the bottom; a tap
/// outside runs the cancel action (when there is one).
@preconcurrency @MainActor
final class _UIAlertControllerActionSheetCompactPresentationController: _UIAlertControllerPresentationController {
    /// Runs the cancel action, as UIKit does.
    override func dimmingViewTapped() {
        alertController?.backgroundTapped()
    }
}
