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

extension UIApplication {
    /// Sends an action given as a method reference, as `sendAction(#selector(…), to:from:for:)`
    /// does: `UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)`.
    ///
    /// With a `target` of type `T`, the method runs on it. With a nil target, it runs on the first
    /// responder of type `T` along the chain from the first responder (or, when there is none, from
    /// `sender` if it is a responder). Returns whether it ran; when it did not, an
    /// ``InputDiagnostic/Kind/unhandledAction`` diagnostic is reported.
    @discardableResult
    @preconcurrency public func sendAction<T: UIResponder, Result>(
        _ action: @escaping @MainActor (T) -> @MainActor () -> Result, to target: Any?, from sender: Any?, for event: UIEvent?
    ) -> Bool {
        guard let performer = methodPerformer(T.self, target: target, sender: sender) else { return false }
        _ = action(performer)()
        return true
    }

    /// Sends an action method that takes the sender (`func save(_ sender: Any?)`), as the form
    /// above sends one that takes nothing.
    @discardableResult
    @preconcurrency public func sendAction<T: UIResponder, Result>(
        _ action: @escaping @MainActor (T) -> @MainActor (Any?) -> Result, to target: Any?, from sender: Any?, for event: UIEvent?
    ) -> Bool {
        guard let performer = methodPerformer(T.self, target: target, sender: sender) else { return false }
        _ = action(performer)(sender)
        return true
    }

    /// The responder a method-reference action runs on, or nil after reporting that none does.
    private func methodPerformer<T: UIResponder>(_ type: T.Type, target: Any?, sender: Any?) -> T? {
        if let target {
            if let performer = target as? T { return performer }
            report(InputDiagnostic(.unhandledAction,
                                   "\(String(describing: Swift.type(of: target))) is not a \(T.self): the action was not sent."))
            return nil
        }
        var responder: UIResponder? = firstResponder ?? (sender as? UIResponder)
        while let current = responder {
            if let performer = current as? T { return performer }
            responder = current.next
        }
        report(InputDiagnostic(.unhandledAction, "no responder in the chain is a \(T.self): the action was not sent."))
        return nil
    }
}

extension UIView {
    /// Makes the first responder resign when it is this view or one of its descendants; with
    /// `force`, even when it refuses (``UIResponder/canResignFirstResponder``). Returns whether
    /// no responder inside the view is first responder afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window = self as? UIWindow ?? self.window,
              let responder = window.firstResponderStorage,
              responder.leavesWindow(with: self) else { return true }
        if responder.resignFirstResponder(), window.firstResponderStorage !== responder { return true }
        guard force else { return false }
        window.setFirstResponder(nil)
        return true
    }
}
