import Foundation

/// The closure a ``UIAction`` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action for controls (``UIControl/addAction(_:for:)``) and menus.
///
/// A control registers actions by ``identifier``: adding an action whose identifier is already
/// registered replaces that action and adds the new events to it.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// A name for an action; actions with the same identifier are the same action to a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String

        /// Creates an identifier from its text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from its text.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The action's identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// A longer title for discoverability interfaces.
    public var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu.
    public var attributes: UIMenuElement.Attributes
    /// Whether the action shows as checked.
    public var state: UIMenuElement.State
    /// The object running the action (the control), set while the handler runs; nil otherwise.
    public private(set) var sender: Any?
    /// What the action does.
    let handler: UIActionHandler

    /// Creates an action; UIKit's iOS 13 and iOS 17 initializers in one (every argument but the handler is optional).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image, selectedImage: selectedImage)
    }

    /// Runs the handler with ``sender`` set to `sender`.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
