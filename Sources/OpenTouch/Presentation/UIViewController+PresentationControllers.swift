import Foundation

extension UIViewController {
    /// The object managing this controller's presentation: made on first use for the current
    /// ``modalPresentationStyle`` (a ``UISheetPresentationController`` for the sheet styles, a
    /// ``UIPopoverPresentationController`` for `.popover`), kept while presented.
    public var presentationController: UIPresentationController? {
        if let stored = storedPresentationController, stored.fits(modalPresentationStyle) { return stored }
        let made = makePresentationController(presenting: presentingViewController, source: self)
        made.delegate = storedPresentationController?.delegate
        storedPresentationController = made
        return made
    }

    /// The sheet presentation controller, when the style is a sheet style (`.automatic`,
    /// `.pageSheet`, `.formSheet`), else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller, when the style is `.popover`, else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// A new presentation controller for the current style.
    func makePresentationController(presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet:
            return UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover:
            if let alert = self as? UIAlertController, alert.preferredStyle == .actionSheet {
                return _UIAlertControllerActionSheetRegularPresentationController(presentedViewController: self, presenting: presenting)
            }
            return UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            if let presenting, let custom = transitioningDelegate?.presentationController(
                forPresented: self, presenting: presenting, source: source) {
                return custom
            }
            if let alert = self as? UIAlertController {
                return alert.preferredStyle == .alert
                    ? _UIAlertControllerAlertPresentationController(presentedViewController: self, presenting: presenting)
                    : _UIAlertControllerActionSheetCompactPresentationController(presentedViewController: self, presenting: presenting)
            }
            return UIPresentationController(presentedViewController: self, presenting: presenting)
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .none:
            let style = modalPresentationStyle == .none ? .fullScreen : modalPresentationStyle
            return SystemPresentationController(presentedViewController: self, presenting: presenting, style: style)
        }
    }
}

extension UIPresentationController {
    /// Whether this object serves `style` (a custom one always serves `.custom`).
    func fits(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .automatic, .pageSheet, .formSheet: self is UISheetPresentationController
        case .popover: self is UIPopoverPresentationController
        case .custom: !(self is SystemPresentationController) && !(self is UISheetPresentationController)
            && !(self is UIPopoverPresentationController)
        default: (self as? SystemPresentationController)?.style == style
        }
    }
}
