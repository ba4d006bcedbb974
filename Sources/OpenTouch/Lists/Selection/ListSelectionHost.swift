import Foundation

/// What a list (a table or a collection view) tells its ``ListSelection`` and does for it: the
/// selection rules in force, the delegate's answers and the visible cells' states.
///
/// Tables map their delegate's `willSelectRowAt`/`willDeselectRowAt` (which redirect or refuse)
/// straight through; collection views map `shouldSelectItemAt`/`shouldDeselectItemAt` to the
/// index path itself (true) or nil (false).
@MainActor
protocol ListSelectionHost: AnyObject {
    /// Whether the user may select items now (`allowsSelection`, or the editing variant).
    var listAllowsSelection: Bool { get }
    /// Whether the user may select several items now (`allowsMultipleSelection`, or the editing variant).
    var listAllowsMultipleSelection: Bool { get }
    /// The delegate's `shouldHighlight…At`.
    func listShouldHighlight(at indexPath: IndexPath) -> Bool
    /// The delegate's `didHighlight…At`.
    func listDidHighlight(at indexPath: IndexPath)
    /// The delegate's `didUnhighlight…At`.
    func listDidUnhighlight(at indexPath: IndexPath)
    /// The delegate's `willSelect…At` (or `shouldSelect…At`): the path to select, or nil to refuse.
    func listWillSelect(at indexPath: IndexPath) -> IndexPath?
    /// The delegate's `didSelect…At`.
    func listDidSelect(at indexPath: IndexPath)
    /// The delegate's `willDeselect…At` (or `shouldDeselect…At`): the path to deselect, or nil to refuse.
    func listWillDeselect(at indexPath: IndexPath) -> IndexPath?
    /// The delegate's `didDeselect…At`.
    func listDidDeselect(at indexPath: IndexPath)
    /// Shows `highlighted` on the visible cell at `indexPath`, if there is one.
    func listSetCellHighlighted(_ highlighted: Bool, at indexPath: IndexPath, animated: Bool)
    /// Shows `selected` on the visible cell at `indexPath`, if there is one.
    func listSetCellSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool)
}
