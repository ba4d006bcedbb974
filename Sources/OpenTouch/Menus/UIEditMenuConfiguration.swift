import Foundation

/// Where an edit menu appears: an identifier and a source point in the interaction's view.
@preconcurrency @MainActor
open class UIEditMenuConfiguration {
    /// The configuration's identifier (a unique string when none is given).
    public let identifier: any NSCopying
    /// The point the menu points at, in the interaction's view's coordinates.
    public let sourcePoint: CGPoint
    /// Where the menu's arrow should point; kept (the bar goes above the point when it fits).
    public var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// Creates a configuration.
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.sourcePoint = sourcePoint
    }
}

/// The direction of an edit menu's arrow.
public enum UIEditMenuArrowDirection: Int, Sendable, Hashable {
    /// The system's choice.
    case automatic = 0
    /// Up.
    case up = 1
    /// Down.
    case down = 2
    /// Left.
    case left = 3
    /// Right.
    case right = 4
}

/// The standard edit actions as menu commands, in the order an edit menu shows them (OpenTouch's
/// choice: Cut, Copy, Paste, Delete, Select, Select All), kept when a responder from `start`
/// along the chain can perform them.
@MainActor
enum StandardEditCommands {
    static let all: [(title: String, action: Selector)] = [
        ("Cut", UIResponderStandardEditActions.cut), ("Copy", UIResponderStandardEditActions.copy),
        ("Paste", UIResponderStandardEditActions.paste), ("Delete", UIResponderStandardEditActions.delete),
        ("Select", UIResponderStandardEditActions.select), ("Select All", UIResponderStandardEditActions.selectAll),
    ]

    static func performable(from start: UIResponder?) -> [UIMenuElement] {
        guard let start else { return [] }
        return all.compactMap { entry in
            let command = UICommand(title: entry.title, action: entry.action)
            return start.target(forAction: entry.action, withSender: command) == nil ? nil : command
        }
    }
}
