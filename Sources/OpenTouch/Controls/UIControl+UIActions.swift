import Foundation

/// Closure-based actions on controls (``UIAction``), registered by identifier.
extension UIControl {
    /// Registers `action` for `controlEvents`; an action with the same identifier is replaced.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        insert(ControlTarget(target: nil, hasTarget: false, name: action.identifier.rawValue, isNamed: false,
                             events: controlEvents, payload: .action(action)))
    }

    /// Removes `controlEvents` from the registration of the action with `action`'s identifier.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes `controlEvents` from the registration of the action with `actionIdentifier`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Calls `iterator` for each registration: its UIAction or its target and action name, and its
    /// events. Set the last argument to true to stop.
    public func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?, _ targetAction: (target: Any?, action: Selector)?,
                     _ controlEvent: Event, _ stop: inout Bool) -> Void
    ) {
        dropDeadTargets()
        var stop = false
        for entry in controlTargets {
            if let action = entry.action {
                iterator(action, nil, entry.events, &stop)
            } else {
                iterator(nil, (entry.target, Selector(entry.name)), entry.events, &stop)
            }
            if stop { return }
        }
    }
}
