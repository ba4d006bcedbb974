import Foundation

/// A list that offers swipe actions on its rows: a table view, or a collection view with list
/// sections. It answers the ``SwipeActionsController``'s questions in its own terms.
@MainActor
protocol SwipeActionsHost: AnyObject {
    /// The scroll view the rows live in; the controller's recognizers go on it.
    var swipeScrollView: UIScrollView { get }
    /// Whether rows may be swiped now (false while the list is editing).
    var allowsSwipeActions: Bool { get }
    /// The row under `point` (in ``swipeScrollView``'s coordinates); nil between rows.
    func swipeIndexPath(at point: CGPoint) -> IndexPath?
    /// The visible cell of the row at `indexPath`, whose contents slide; nil when not visible.
    func swipeCell(at indexPath: IndexPath) -> UIView?
    /// The actions of the row's leading or trailing edge; nil or empty for none.
    func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration?
    /// A row's actions are about to show (UIKit's `willBeginEditingRowAt`).
    func swipeActionsWillBegin(at indexPath: IndexPath)
    /// A row's actions went away (UIKit's `didEndEditingRowAt`); nil when the row is gone.
    func swipeActionsDidEnd(at indexPath: IndexPath?)
}

/// OpenTouch's swipe-action geometry and timing. UIKit does not document these; they are
/// OpenTouch's choices.
enum SwipeActionsMetrics {
    /// The narrowest an action button is: 74 points.
    static let minimumButtonWidth: CGFloat = 74
    /// The space at each side of a button's title: 15 points.
    static let buttonTitlePadding: CGFloat = 15
    /// Released past this fraction of the buttons' total width, a row opens; otherwise it closes.
    static let openFraction: CGFloat = 0.5
    /// Released past this fraction of the row's width, a full swipe performs the first action
    /// (when the configuration allows it).
    static let fullSwipeFraction: CGFloat = 0.6
    /// How much of the drag past the buttons' width moves the row when full swipes are off.
    static let overdragResistance: CGFloat = 0.25
    /// The duration of the ease-out that opens or closes a row: 0.3 seconds.
    static let settleDuration: TimeInterval = 0.3
    /// The duration of the slide across the row before a full swipe's action runs: 0.2 seconds.
    static let fullSwipeDuration: TimeInterval = 0.2
}
