import Foundation

/// Finding the cells of tables and collection views by index path or by what they show.
extension ViewFinder {
    /// The cell at `indexPath` of a table or collection view (a row's or an item's cell).
    ///
    /// Lists make cells only for what is on screen (and a small margin): when no cell exists,
    /// actions fail saying whether the list has that index path, where it lies and what the list
    /// shows, and `TouchDriver.scrollTo(_:)` scrolls the list to it
    /// with finger drags.
    public static func cell(at indexPath: IndexPath) -> ViewFinder {
        ViewFinder(rule: .cell(indexPath, noun: "cell"))
    }

    /// The cell of a table's `row` in `section`, as ``cell(at:)``.
    public static func row(_ row: Int, section: Int = 0) -> ViewFinder {
        ViewFinder(rule: .cell(IndexPath(row: row, section: section), noun: "row"))
    }

    /// The cell of a collection view's `item` in `section`, as ``cell(at:)``.
    public static func item(_ item: Int, section: Int = 0) -> ViewFinder {
        ViewFinder(rule: .cell(IndexPath(item: item, section: section), noun: "item"))
    }

    /// Table and collection view cells showing `text` in a label anywhere inside them (the
    /// classic `textLabel` and `detailTextLabel`, a content configuration's labels, a custom
    /// cell's labels) or in a button's title; a label contains the text when its text includes it.
    public static func cell(containing text: String) -> ViewFinder {
        ViewFinder(rule: .cellContaining(text))
    }

    /// Whether `view` is a table or collection view cell.
    static func isCell(_ view: UIView) -> Bool {
        view is UICollectionViewCell || view is UITableViewCell
    }

    /// Whether a label or button inside `view` (or `view` itself) shows `text`.
    static func contains(_ text: String, in view: UIView) -> Bool {
        if let shown = shownText(of: view), shown.contains(text) { return true }
        return view.subviews.contains { !$0.isHidden && contains(text, in: $0) }
    }

    /// The index path the finder names and the rule naming the list's ancestors, when it is a
    /// ``cell(at:)``, ``row(_:section:)`` or ``item(_:section:)`` finder (alone or inside another).
    var cellIndexPath: (indexPath: IndexPath, within: Rule?)? {
        switch rule {
        case .cell(let indexPath, _): return (indexPath, nil)
        case .descendant(.cell(let indexPath, _), let outer): return (indexPath, outer)
        default: return nil
        }
    }
}
