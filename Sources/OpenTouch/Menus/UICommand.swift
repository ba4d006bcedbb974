import Foundation

/// A menu element that sends an action message (a selector) along the responder chain from the
/// first responder when chosen, as ``UIApplication/sendAction(_:to:from:for:)-(Selector,_,_,_)``
/// does with a nil target; the command is the sender. Subclassable, as in UIKit
/// (``UIKeyCommand`` is one).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The action message sent when the command is chosen.
    public let action: Selector
    /// A value the responder performing the action can read from the sender.
    public let propertyList: Any?
    /// Variants of the command chosen with modifier keys held.
    public let alternates: [UICommandAlternate]
    /// A longer title for discoverability interfaces.
    open var discoverabilityTitle: String?
    /// How the command looks and behaves in a menu.
    open var attributes: UIMenuElement.Attributes
    /// Whether the command shows as checked.
    open var state: UIMenuElement.State

    /// Creates a command; every argument but the action is optional, as in UIKit.
    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// Sends the action from the first responder of `application`; when there is no application,
    /// or no responder on the first responder's chain performs it, from `start`'s chain (the
    /// view the menu belongs to). Returns whether a responder performed it.
    @discardableResult
    func send(in application: UIApplication?, from start: UIResponder?) -> Bool {
        if let application, application.sendAction(action, to: nil, from: self, for: nil) { return true }
        guard let responder = start?.target(forAction: action, withSender: self) as? UIResponder else { return false }
        responder.perform(action, withSender: self, for: nil)
        return true
    }
}
