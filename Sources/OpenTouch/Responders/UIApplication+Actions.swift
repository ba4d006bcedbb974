import Foundation

extension UIApplication {
    /// Sends an action message; returns whether a responder performed it.
    ///
    /// With a `target`, the target performs the action if it is a ``UIResponder`` whose
    /// ``UIResponder/responds(to:)`` is true. With a nil target, the action travels the responder
    /// chain from the first responder (or, when there is none, from `sender` if it is a
    /// responder) to the first responder whose ``UIResponder/canPerformAction(_:withSender:)`` is
    /// true. The performer's ``UIResponder/perform(_:withSender:for:)`` runs. When nobody performs
    /// it, an ``InputDiagnostic/Kind/unhandledAction`` diagnostic is reported and the result is false.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let start = firstResponder
        if let responder = ActionRouting.performer(of: action, target: target, sender: sender, start: start) {
            responder.perform(action, withSender: sender, for: event)
            return true
        }
        report(InputDiagnostic(.unhandledAction, unhandledMessage(action, target: target, sender: sender)))
        return false
    }

    private func unhandledMessage(_ action: Selector, target: Any?, sender: Any?) -> String {
        let from = sender.map { " from \(String(describing: type(of: $0)))" } ?? ""
        if let target {
            return "\(String(describing: type(of: target))) does not respond to \(action.name)\(from): it was not sent."
        }
        return "no responder in the chain performs \(action.name)\(from): it was not sent."
    }
}
