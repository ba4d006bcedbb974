import Foundation

/// Where rows, sections, headers and footers are, and which rows are where.
extension UITableView {
    /// The frame of the row at `indexPath` in the table's coordinates; `.zero` for a row that
    /// does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard isValid(indexPath) else { return .zero }
        return rectForRowUnchecked(indexPath)
    }

    /// The frame of an existing row.
    func rectForRowUnchecked(_ indexPath: IndexPath) -> CGRect {
        let (top, height) = geometry.row(indexPath.row, in: indexPath.section)
        let inset = rowInsetX
        return CGRect(x: inset, y: CGFloat(top), width: max(0, bounds.width - 2 * inset), height: CGFloat(height))
    }

    /// The frame of `section`: its header, rows and footer; `.zero` for a section that does not exist.
    public func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let top = geometry.sectionTop(section)
        return CGRect(x: 0, y: CGFloat(top), width: bounds.width, height: CGFloat(geometry.sections[section].total))
    }

    /// The frame of `section`'s header where it scrolls (not where a sticky header is pinned).
    public func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let (top, height) = geometry.header(section)
        return CGRect(x: 0, y: CGFloat(top), width: bounds.width, height: CGFloat(height))
    }

    /// The frame of `section`'s footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let (top, height) = geometry.footer(section)
        return CGRect(x: 0, y: CGFloat(top), width: bounds.width, height: CGFloat(height))
    }

    /// The index path of the row at `point` (table coordinates), or nil: O(log n).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.indexPath(at: Double(point.y))
    }

    /// The index paths of the rows that intersect `rect`, in order; nil when there are none.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        let paths = geometry.indexPaths(from: Double(rect.minY), to: Double(rect.maxY))
        return paths.isEmpty ? nil : paths
    }

    /// The index path of a visible cell, or nil.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The visible cell at `indexPath`, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        if needsReload { layoutIfNeeded() }
        return visibleCellsByPath[indexPath]
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] }
    }

    /// The index paths of the rows on screen, in order; nil when none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = visibleCellsByPath.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The header view on screen for `section`, if it is a ``UITableViewHeaderFooterView``.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, if it is a ``UITableViewHeaderFooterView``.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }
}
