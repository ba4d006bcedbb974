import Foundation

/// How a named action finds the responder that performs it.
///
/// With a target: the target performs it if it is a ``UIResponder`` that ``UIResponder/responds(to:)``
/// the action. With a nil target: the chain from `start` (the first responder, else the sender
/// when it is a responder) is walked with ``UIResponder/target(forAction:withSender:)``.
@MainActor
enum ActionRouting {
    /// The responder that will perform `action`, or nil when none will.
    static func performer(of action: Selector, target: Any?, sender: Any?, start: UIResponder?) -> UIResponder? {
        if let target {
            guard let responder = target as? UIResponder, responder.responds(to: action) else { return nil }
            return responder
        }
        let origin = start ?? (sender as? UIResponder)
        return origin?.target(forAction: action, withSender: sender) as? UIResponder
    }

    /// Sends `action` through the sender's application when it has one; otherwise routes it
    /// here without a first responder. Returns whether a responder performed it.
    @discardableResult
    static func send(_ action: Selector, to target: Any?, from sender: UIResponder, for event: UIEvent?) -> Bool {
        if let application = sender.owningApplication {
            return application.sendAction(action, to: target, from: sender, for: event)
        }
        guard let responder = performer(of: action, target: target, sender: sender, start: nil) else { return false }
        responder.perform(action, withSender: sender, for: event)
        return true
    }
}
