import Foundation

/// One registration on a control: a weakly held target with an action, or a ``UIAction``.
@MainActor
struct ControlTarget {
    /// A method reference bound to its target, ready for ``UIControl/sendAction(_:to:for:)``.
    @MainActor
    struct Invocation {
        let selector: Selector
        weak var target: AnyObject?
        let call: @MainActor (AnyObject, UIControl, UIEvent?) -> Void

        /// Whether `sendAction` was called with this invocation's selector and target.
        func matches(_ action: Selector, _ other: Any?) -> Bool {
            guard action == selector, let target, let other = ControlTarget.object(other) else { return false }
            return target === other
        }

        func run(_ control: UIControl, _ event: UIEvent?) {
            guard let target else { return }
            call(target, control, event)
        }
    }

    /// What the registration sends.
    enum Payload {
        /// A method of the target (an unapplied method reference).
        case method(@MainActor (AnyObject, UIControl, UIEvent?) -> Void)
        /// A selector, sent through the application (the target may be nil: the responder chain).
        case selector
        /// A closure-based action.
        case action(UIAction)
    }

    /// The target, held weakly like UIKit's; nil for UIActions and nil-targeted selectors.
    weak var target: AnyObject?
    /// Whether the registration has a target (and so dies with it).
    let hasTarget: Bool
    /// The action's name: the selector's, the `actionName:` given, or "action".
    let name: String
    /// Whether ``name`` identifies the action (a selector or an explicit `actionName:`).
    let isNamed: Bool
    /// The events it is registered for.
    var events: UIControl.Event
    var payload: Payload

    /// Whether the registration's target has been released.
    var isDead: Bool { hasTarget && target == nil }

    /// The UIAction, for action registrations.
    var action: UIAction? {
        if case .action(let action) = payload { return action }
        return nil
    }

    /// Whether `self` and `other` are the same target and action (UIKit registers those once).
    func isSameRegistration(as other: ControlTarget) -> Bool {
        if let mine = action, let theirs = other.action { return mine.identifier == theirs.identifier }
        guard action == nil, other.action == nil, isNamed, other.isNamed, name == other.name else { return false }
        return target === other.target && hasTarget == other.hasTarget
    }

    /// The object a UIKit-style `Any?` target stands for; nil for nil and for values that are not objects.
    static func object(_ target: Any?) -> AnyObject? {
        guard let target, type(of: target) is AnyClass else { return nil }
        // Not `target as AnyObject`: on Linux that goes through the Objective-C bridging entry
        // point (a conformance lookup, several hundred nanoseconds on every action sent); a
        // conditional cast of a class instance is a plain dynamic cast.
        return cast(target, to: AnyObject.self)
    }

    private static func cast<T>(_ value: Any, to type: T.Type) -> T? {
        value as? T
    }

    /// Whether the registration has `target` (nil matches nil-targeted registrations).
    func hasTarget(_ other: AnyObject?) -> Bool {
        guard action == nil else { return false }
        if let other { return target === other }
        return !hasTarget
    }
}
