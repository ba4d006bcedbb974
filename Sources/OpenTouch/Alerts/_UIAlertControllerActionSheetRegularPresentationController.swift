import Foundation

/// The presentation controller of an action sheet (UIKit's private class of this name): an
/// action sheet's ``UIViewController/modalPresentationStyle`` is `.popover`, so
/// ``UIViewController/popoverPresentationController`` is this object and takes the
/// ``UIPopoverPresentationController/sourceView``. On regular width the sheet is a popover
/// pointing at it, without its cancel action, and a tap outside runs the cancel action; on
/// compact width it adapts to ``compactPresentationController`` (the sheet along the bottom).
@preconcurrency @MainActor
final class _UIAlertControllerActionSheetRegularPresentationController: UIPopoverPresentationController {
    /// The compact-width presentation this one adapts to, made for each presentation.
    var compactPresentationController: _UIAlertControllerActionSheetCompactPresentationController {
        _UIAlertControllerActionSheetCompactPresentationController(
            presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Builds the action sheet's views for a popover (sizing it) before the popover's views.
    override func installViews(in state: PresentationState) {
        (presentedViewController as? UIAlertController)?.rebuildForPresentation()
        super.installViews(in: state)
    }

    /// Runs the action sheet's cancel action (or just dismisses it), as UIKit does.
    override func dimmingViewTapped() {
        (presentedViewController as? UIAlertController)?.popoverBackgroundTapped()
    }
}

extension UIViewController {
    /// Why an action sheet cannot be presented in `window`: on regular width its popover needs a
    /// source view; UIKit raises, OpenTouch reports it and presents nothing. Nil when it can be.
    func missingActionSheetAnchor(in window: UIWindow) -> String? {
        guard let alert = self as? UIAlertController, alert.preferredStyle == .actionSheet,
              window.traitCollection.horizontalSizeClass == .regular,
              let popover = popoverPresentationController, !popover.hasSourceAnchor else { return nil }
        (popover.delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        guard !popover.hasSourceAnchor else { return nil }
        return "UIAlertController \(alert.addressString) of style .actionSheet was presented on regular width without"
            + " a place to point at: its modalPresentationStyle is .popover, so set"
            + " popoverPresentationController?.sourceView (and sourceRect) before presenting it (UIKit raises)"
    }
}
