import Foundation

/// A button of a ``UIAlertController``: a title, a style and a handler that runs when the user
/// chooses it (after the alert is dismissed).
@preconcurrency @MainActor
public final class UIAlertAction {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable, Hashable {
        /// A plain action.
        case `default` = 0
        /// The action that cancels: shown last (bottom, or left in a pair), bold unless another
        /// action is preferred; in an action sheet, in its own group, and run by a tap outside.
        case cancel = 1
        /// An action that destroys something: shown in red.
        case destructive = 2
    }

    /// The action's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the action can be chosen; true by default. A disabled action is grey and refuses touches.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { onChange?() } }
    }
    /// What the action does.
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// Tells the alert showing the action to redraw it.
    var onChange: (@MainActor () -> Void)?

    /// Creates an action.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
