import Foundation

/// A table or collection view seen by the finders: its cells' index paths, its counts, where a
/// row or item lies in its content, and which ones it shows.
@MainActor
struct ListView {
    /// The list's scroll view.
    let view: UIScrollView
    /// What the list calls its elements: `row` (tables) or `item` (collection views).
    let noun: String
    /// What the list is: `table` or `collection view`.
    let kind: String
    private let indexPathOfCell: (UIView) -> IndexPath?
    private let sectionCount: () -> Int
    private let countInSection: (Int) -> Int
    private let frameOfElement: (IndexPath) -> CGRect?
    private let visiblePaths: () -> [IndexPath]

    /// The list `view` is, or nil when it is neither a table nor a collection view.
    init?(_ view: UIView) {
        if let collection = view as? UICollectionView {
            self.view = collection
            noun = "item"
            kind = "collection view"
            indexPathOfCell = { ($0 as? UICollectionViewCell).flatMap(collection.indexPath(for:)) }
            sectionCount = { collection.numberOfSections }
            countInSection = { collection.numberOfItems(inSection: $0) }
            frameOfElement = { collection.layoutAttributesForItem(at: $0)?.frame }
            visiblePaths = { collection.indexPathsForVisibleItems.sorted() }
        } else if let table = view as? UITableView {
            self.view = table
            noun = "row"
            kind = "table"
            indexPathOfCell = { ($0 as? UITableViewCell).flatMap(table.indexPath(for:)) }
            sectionCount = { table.numberOfSections }
            countInSection = { table.numberOfRows(inSection: $0) }
            frameOfElement = { path in
                let rect = table.rectForRow(at: path)
                return rect == .zero ? nil : rect
            }
            visiblePaths = { table.indexPathsForVisibleRows ?? [] }
        } else {
            return nil
        }
    }

    /// The list enclosing `cell` (its nearest list ancestor), when `cell` is one of its cells.
    static func enclosing(_ cell: UIView) -> (list: ListView, indexPath: IndexPath)? {
        var ancestor = cell.superview
        while let current = ancestor {
            if let list = ListView(current) {
                return list.indexPath(of: cell).map { (list, $0) }
            }
            ancestor = current.superview
        }
        return nil
    }

    /// Every list in the views given, in their order.
    static func all(in views: [UIView]) -> [ListView] {
        views.compactMap(ListView.init)
    }

    /// The index path of `cell`, when it is one of this list's cells on screen or in its margin.
    func indexPath(of cell: UIView) -> IndexPath? { indexPathOfCell(cell) }

    /// Whether the data source has `indexPath`.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < sectionCount()
            && indexPath.item >= 0 && indexPath.item < countInSection(indexPath.section)
    }

    /// Where the row or item lies, in the list's content coordinates.
    func frame(of indexPath: IndexPath) -> CGRect? { frameOfElement(indexPath) }

    /// `row 42 of section 0`.
    func name(_ indexPath: IndexPath) -> String { Self.name(indexPath, noun: noun) }

    static func name(_ indexPath: IndexPath, noun: String) -> String {
        "\(noun) \(indexPath.item) of section \(indexPath.section)"
    }

    /// What the list shows: `the table shows rows 0–11 of section 0`.
    var shownDescription: String {
        let shown = visiblePaths()
        guard let first = shown.first, let last = shown.last else { return "the \(kind) shows no \(noun)s" }
        if first.section == last.section {
            return "the \(kind) shows \(noun)s \(first.item)–\(last.item) of section \(first.section)"
        }
        return "the \(kind) shows \(name(first)) to \(name(last))"
    }

    /// Why the list has no `indexPath`: its counts.
    func absenceDescription(_ indexPath: IndexPath) -> String {
        let sections = sectionCount()
        guard indexPath.section >= 0, indexPath.section < sections else {
            return "\(TraceName(view).short) has no section \(indexPath.section): it has \(sections) "
                + "section\(sections == 1 ? "" : "s")"
        }
        let count = countInSection(indexPath.section)
        return "\(TraceName(view).short) has no \(name(indexPath)): section \(indexPath.section) has \(count) "
            + "\(noun)\(count == 1 ? "" : "s")"
    }

    /// Why the list's `indexPath` cannot be touched: it is off screen, where it lies, what is shown.
    func offScreenDescription(_ indexPath: IndexPath) -> String {
        var text = "\(name(indexPath)) of \(TraceName(view).short) exists but is not on screen; \(shownDescription)"
        if let frame = frame(of: indexPath) {
            text += "; it lies at y = \(TouchDriver.format(frame.minY)), x = \(TouchDriver.format(frame.minX)) in the "
                + "content (contentOffset is \(TouchDriver.format(view.contentOffset)))"
        }
        return text + ". scrollTo(_:) brings it in with finger drags."
    }
}
