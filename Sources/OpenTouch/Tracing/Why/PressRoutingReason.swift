import Foundation

/// Where a key's press goes when the key goes down, as ``TraceRecord/pressRouted(press:responder:reason:)`` reports it.
public enum PressRoutingReason: Equatable, Sendable {
    /// To the key window's first responder.
    case firstResponder
    /// The key window has no first responder: to the controller on top of its root view
    /// controller (the root, or what it presents), else the window.
    case noFirstResponder
    /// No window is key: the press goes nowhere.
    case noKeyWindow
    /// A key command took the key: its presses are not delivered.
    case keyCommand
    /// The key was already down on that keyboard: the second key-down is ignored.
    case alreadyDown
    /// The held key repeated (the `count`th time): what its press did (typing, a key command) ran again.
    case repeated(count: Int)

    /// A stable identifier, for tools.
    public var code: String {
        switch self {
        case .firstResponder: "firstResponder"
        case .noFirstResponder: "noFirstResponder"
        case .noKeyWindow: "noKeyWindow"
        case .keyCommand: "keyCommand"
        case .alreadyDown: "alreadyDown"
        case .repeated: "repeated"
        }
    }

    /// The reason in plain English.
    public var text: String {
        switch self {
        case .firstResponder: "delivered to the key window's first responder"
        case .noFirstResponder: "nothing is first responder: delivered to the key window's top view controller (or the window)"
        case .noKeyWindow: "no window is key: the press was not delivered"
        case .keyCommand: "a key command took the key: the press was not delivered"
        case .alreadyDown: "the key was already down: the repeated key-down was ignored"
        case .repeated(let count): "the held key repeated (\(count)): what its press did ran again"
        }
    }
}

/// What the key commands did with a key, as ``TraceRecord/keyCommand(press:command:decision:)`` reports it.
public enum KeyCommandDecision: Equatable, Sendable {
    /// The command matched and its action ran on the responder named (``TraceName``).
    case fired(performer: String)
    /// The command fired again because its key is held (key repeat).
    case repeated(performer: String)
    /// No command of the first responder's chain matches the key and its modifiers.
    case noMatch
    /// The command matches but a text input is first responder and uses the key itself; the
    /// command does not set ``UIKeyCommand/wantsPriorityOverSystemBehavior``.
    case shadowedByTextInput
    /// The command matches but has the ``UIMenuElement/Attributes/disabled`` attribute.
    case disabled
    /// The command matches but no responder on the chain can perform its action
    /// (``UIResponder/canPerformAction(_:withSender:)`` is false for every one, or none is of the
    /// method's type).
    case cannotPerform

    /// A stable identifier, for tools.
    public var code: String {
        switch self {
        case .fired: "fired"
        case .repeated: "repeated"
        case .noMatch: "noMatch"
        case .shadowedByTextInput: "shadowedByTextInput"
        case .disabled: "disabled"
        case .cannotPerform: "cannotPerform"
        }
    }

    /// The decision in plain English.
    public var text: String {
        switch self {
        case .fired(let performer): "fired: its action ran on \(performer)"
        case .repeated(let performer): "repeated (key held): its action ran again on \(performer)"
        case .noMatch: "no key command on the first responder's chain matches the key and its modifiers"
        case .shadowedByTextInput:
            "did not fire: a text input is first responder and uses this key (set wantsPriorityOverSystemBehavior to win)"
        case .disabled: "did not fire: the command is disabled"
        case .cannotPerform: "did not fire: no responder on the chain can perform its action (canPerformAction is false)"
        }
    }
}
