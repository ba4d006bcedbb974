import Foundation

/// An action shown when the user swipes a list row, as UIKit's `UIContextualAction`: a button
/// with a title or image and a colour, whose handler runs when it is tapped (or performed by a
/// full swipe).
@preconcurrency @MainActor
open class UIContextualAction {
    /// The code an action runs: given the action, the view that showed it and a completion
    /// handler to call with whether the action was performed (true closes the row; for a
    /// `.destructive` action, the row is expected to be deleted).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// How an action looks and what it implies.
    public enum Style: Int, Sendable {
        /// A normal action: a grey button.
        case normal
        /// An action that deletes the row: a red button.
        case destructive
    }

    /// The action's style.
    public let style: Style
    /// The code run when the action is chosen.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's fill; `.systemRed` for destructive actions, `.systemGray` otherwise, unless set.
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    /// The button's image, shown above the title; nil by default.
    open var image: UIImage?
    /// The fill the app set; nil for the style's colour.
    private var storedBackgroundColor: UIColor?

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions of one edge of a swiped row, as UIKit's `UISwipeActionsConfiguration`. The first
/// action sits next to the edge the row is swiped from (the trailing edge for trailing actions)
/// and is the one a full swipe performs.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, the first nearest the edge.
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way across performs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`. An empty list means the row shows no actions on that edge.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
