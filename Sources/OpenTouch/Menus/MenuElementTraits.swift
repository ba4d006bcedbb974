import Foundation

/// What a menu needs to know of any element: its attributes and state (actions and commands
/// have them; menus and deferred elements do not), and how choosing it is performed.
@MainActor
struct MenuElementTraits {
    let element: UIMenuElement

    init(_ element: UIMenuElement) {
        self.element = element
    }

    /// The element's attributes; none for menus and deferred elements.
    var attributes: UIMenuElement.Attributes {
        switch element {
        case let action as UIAction: return action.attributes
        case let command as UICommand: return command.attributes
        default: return []
        }
    }

    /// The element's state; off for menus and deferred elements.
    var state: UIMenuElement.State {
        switch element {
        case let action as UIAction: return action.state
        case let command as UICommand: return command.state
        default: return .off
        }
    }

    /// Sets the state of an action or command.
    func setState(_ state: UIMenuElement.State) {
        switch element {
        case let action as UIAction: action.state = state
        case let command as UICommand: command.state = state
        default: break
        }
    }

    /// Whether the element is drawn in red: a destructive action or a destructive menu.
    var isDestructive: Bool {
        if let menu = element as? UIMenu { return menu.options.contains(.destructive) }
        return attributes.contains(.destructive)
    }

    /// Whether the element can be chosen.
    var isEnabled: Bool { !attributes.contains(.disabled) }

    /// Whether the element is left out of the menu.
    var isHidden: Bool { attributes.contains(.hidden) }
}
