import Foundation

/// ``UIScrollView/keyboardDismissMode-swift.property``: dragging the scroll view takes the
/// keyboard down.
///
/// - `.onDrag` and `.onDragWithAccessory`: the first responder (in the scroll view's window)
///   resigns when a drag begins.
/// - `.interactive` and `.interactiveWithAccessory`: once the finger is below the keyboard's top
///   edge, the keyboard (and the keyboard layout guides) follow it down. When the finger lifts
///   moving down faster than ``SoftwareKeyboardMetrics/interactiveDismissVelocity``, or with the
///   keyboard lowered past ``SoftwareKeyboardMetrics/interactiveDismissFraction`` of its height,
///   the first responder resigns and the keyboard slides down from where it is; otherwise it
///   slides back up (posting the will-show and did-show notifications, as a show).
///
/// The accessory variants act as the plain ones: the input accessory view belongs to the
/// first responder and goes with it.
extension UIScrollView {
    /// The first responder, when it is a view in this scroll view's window.
    private var firstResponderInWindow: UIResponder? {
        guard let application = window?.windowScene?.application,
              let responder = application.firstResponder as? UIView, responder.window === window else { return nil }
        return responder
    }

    /// Resigns the first responder when a drag begins, for the on-drag modes.
    func dismissKeyboardIfNeeded() {
        switch keyboardDismissMode {
        case .onDrag, .onDragWithAccessory: firstResponderInWindow?.resignFirstResponder()
        default: break
        }
    }

    /// For the interactive modes: lowers the keyboard to the finger when it is below its top.
    func keyboardFollowsFinger(_ pan: UIPanGestureRecognizer) {
        guard isInteractiveDismissal, let window, firstResponderInWindow != nil,
              let application = window.windowScene?.application,
              let keyboard = SoftwareKeyboard.existing(for: application) else { return }
        let finger = window.convertToScreen(pan.location(in: window))
        keyboard.follow(fingerAt: finger.y)
    }

    /// For the interactive modes: dismisses or restores a keyboard the finger lowered.
    func endKeyboardTracking(velocity: CGFloat) {
        guard isInteractiveDismissal, let application = window?.windowScene?.application,
              let keyboard = SoftwareKeyboard.existing(for: application), keyboard.interactiveOffset > 0 else { return }
        keyboard.endFollowing(velocity: velocity)
    }

    private var isInteractiveDismissal: Bool {
        keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory
    }
}
