import Foundation

extension KeyboardEnvironment {
    /// Offers a key going down to the key commands of the first responder's chain (from where
    /// its press would go, upward); runs the first that matches and can be performed. Returns
    /// whether one fired (then the press is not delivered).
    func fireKeyCommand(for press: UIPress, in window: UIWindow?) -> Bool {
        guard let key = press.key, !key.keyCode.isModifier, let start = pressTarget(in: window).0 else { return false }
        let tracer = application?.traceHub
        let textInputUsesKey = start is UIKeyInput && start.isFirstResponder && KeyCommandMatching.textInputUses(key)
        var responder: UIResponder? = start
        var matched = false
        var hops = 0
        while let current = responder, hops < 10_000 {
            for command in current.keyCommands ?? [] where KeyCommandMatching.matches(command, key) {
                matched = true
                if textInputUsesKey && !command.wantsPriorityOverSystemBehavior {
                    tracer?.record(.keyCommand(press: press, command: command, decision: .shadowedByTextInput))
                    continue
                }
                guard let performer = performer(of: command, from: start) else {
                    tracer?.record(.keyCommand(press: press, command: command, decision: .cannotPerform))
                    continue
                }
                performer.validate(command)
                if command.attributes.contains(.disabled) {
                    tracer?.record(.keyCommand(press: press, command: command, decision: .disabled))
                    continue
                }
                press.keyCommand = command
                tracer?.record(.keyCommand(press: press, command: command, decision: .fired(performer: TraceName(performer).short)))
                perform(command, on: performer)
                press.repeatAction = { [weak self, weak performer, weak command, weak press] in
                    guard let self, let performer, let command, let press else { return }
                    tracer?.record(.keyCommand(press: press, command: command,
                                               decision: .repeated(performer: TraceName(performer).short)))
                    self.perform(command, on: performer)
                }
                return true
            }
            responder = current.next
            hops += 1
        }
        if !matched { tracer?.record(.keyCommand(press: press, command: nil, decision: .noMatch)) }
        return false
    }

    /// The responder that performs `command`: for a selector, the first along the chain from
    /// `start` whose ``UIResponder/canPerformAction(_:withSender:)`` is true; for a method, the
    /// first of the method's type.
    func performer(of command: UIKeyCommand, from start: UIResponder) -> UIResponder? {
        guard let method = command.method else {
            return start.target(forAction: command.action, withSender: command) as? UIResponder
        }
        var responder: UIResponder? = start
        var hops = 0
        while let current = responder, hops < 10_000 {
            if method.accepts(current) { return current }
            responder = current.next
            hops += 1
        }
        return nil
    }

    /// Runs `command`'s action on `performer`, with the command as the sender.
    func perform(_ command: UIKeyCommand, on performer: UIResponder) {
        if let method = command.method {
            method.run(performer, command)
        } else {
            performer.perform(command.action, withSender: command, for: pressesEvent)
        }
    }
}
