import Foundation

/// A text control's single tap that takes part only while the control is first responder, or
/// only while it is not.
///
/// The focusing tap (the control is not first responder) recognizes on touch-up without waiting
/// for the double tap, as UIKit begins editing at once. An ancestor view's tap recognizer (a form's
/// tap-to-dismiss calling `endEditing(true)`) does not prevent it, and it does not prevent the
/// control's own double tap and long press.
final class TextTapRecognizer: UITapGestureRecognizer {
    private weak var host: UIView?
    private let whileFirstResponder: Bool

    init(host: UIView, whileFirstResponder: Bool) {
        self.host = host
        self.whileFirstResponder = whileFirstResponder
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let host, host.isFirstResponder != whileFirstResponder {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    override func canBePrevented(by preventing: UIGestureRecognizer) -> Bool {
        if !whileFirstResponder, preventing is UITapGestureRecognizer, let view, let other = preventing.view,
           other !== view, view.isDescendant(of: other) {
            return false
        }
        return super.canBePrevented(by: preventing)
    }

    override func canPrevent(_ prevented: UIGestureRecognizer) -> Bool {
        if !whileFirstResponder, prevented.view === view { return false }
        return super.canPrevent(prevented)
    }
}
