import Foundation

/// The layout pass: cells for the rows in view (and ``TableViewConstants/tilingMargin``),
/// reusing cells that left, measuring self-sizing rows as they appear, and the section headers
/// and footers (sticky in `.plain`). It costs O(rows in view + log n).
extension UITableView {
    /// Tiles the rows, headers and footers in view (from `layoutSubviews`).
    func tileTable() {
        reloadIfNeeded()
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        updateContentSize()
        layoutTableHeaderAndFooter()
        tileRows()
        tileHeadersAndFooters()
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
    }

    /// The vertical range whose rows need cells.
    var tilingRange: (minY: Double, maxY: Double) {
        let margin = Double(TableViewConstants.tilingMargin)
        return (Double(bounds.minY) - margin, Double(bounds.maxY) + margin)
    }

    /// Places the table header and footer views.
    private func layoutTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: CGFloat(geometry.tableHeader))
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: CGFloat(geometry.contentHeight - geometry.tableFooter),
                                  width: bounds.width, height: CGFloat(geometry.tableFooter))
        }
    }

    /// Makes cells for rows that came into view and reuses those that left. Rows measured as
    /// they appear change the geometry; the first row that was already on screen (the anchor)
    /// keeps its place on screen, so the content does not jump, and the pass repeats (at most
    /// ``maximumTilingPasses`` times) for rows that now fit or left.
    func tileRows() {
        for _ in 0..<Self.maximumTilingPasses {
            let range = tilingRange
            let needed = geometry.indexPaths(from: range.minY, to: range.maxY)
            let neededSet = Set(needed)
            for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) where !neededSet.contains(path) {
                retire(cell, at: path)
            }
            let anchor = visibleCellsByPath.keys.min()
            let anchorTop = anchor.map { geometry.row($0.row, in: $0.section).top }
            var heightsChanged = false
            for path in needed where visibleCellsByPath[path] == nil {
                if showCell(at: path) { heightsChanged = true }
            }
            guard heightsChanged else { break }
            updateContentSize()
            if let anchor, let anchorTop {
                let delta = geometry.row(anchor.row, in: anchor.section).top - anchorTop
                if delta != 0 { shiftContent(by: CGFloat(delta)) }
            }
        }
        layoutVisibleCells()
    }

    /// How many times a layout pass tiles again after measuring rows.
    static let maximumTilingPasses = 4

    /// Moves the content offset by `delta` without the finger or a deceleration noticing: a
    /// drag under way continues from the shifted offset.
    func shiftContent(by delta: CGFloat) {
        var offset = contentOffset
        offset.y += delta
        contentOffset = offset
        if isDragging { drag.rawStart.y += delta }
    }

    /// Asks the data source for the cell at `path` and shows it; returns whether measuring
    /// changed the row's height.
    @discardableResult
    func showCell(at path: IndexPath) -> Bool {
        guard let dataSource else { return false }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        cell.owningTable = self
        var changed = false
        if geometry.sections[path.section].needsMeasuring(path.row) {
            cell.frame = rectForRowUnchecked(path)
            let height = Double(finalHeight(path, cell: cell))
            changed = height != geometry.sections[path.section].rows[path.row]
            geometry.setRowHeight(height, row: path.row, section: path.section, final: true)
        }
        visibleCellsByPath[path] = cell
        configureForDisplay(cell, at: path)
        if cell.superview !== self { insertCell(cell) }
        cell.isHidden = false
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return changed
    }

    /// Sets a cell's selection, editing and indentation state for `path`.
    func configureForDisplay(_ cell: UITableViewCell, at path: IndexPath) {
        let selected = selection.isSelected(path)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        let highlighted = selection.highlighted == path
        if cell.isHighlighted != highlighted { cell.setHighlighted(highlighted, animated: false) }
        if let level = tableDelegate?.tableView(self, indentationLevelForRowAt: path), level != cell.indentationLevel {
            cell.indentationLevel = level
        }
        configureEditing(of: cell, at: path)
    }

    /// Adds a cell below the header and footer views.
    private func insertCell(_ cell: UITableViewCell) {
        if let firstHeader = subviews.first(where: { $0 is UITableViewHeaderFooterView || isSectionAccessory($0) }) {
            insertSubview(cell, belowSubview: firstHeader)
        } else {
            addSubview(cell)
        }
    }

    /// Whether `view` is a section header or footer on screen.
    private func isSectionAccessory(_ view: UIView) -> Bool {
        visibleHeaders.values.contains { $0 === view } || visibleFooters.values.contains { $0 === view }
    }

    /// Takes a cell off screen and queues it for reuse.
    func retire(_ cell: UITableViewCell, at path: IndexPath) {
        visibleCellsByPath[path] = nil
        if cell.trackedTouch != nil, selection.tracking == path { selection.touchCancelled() }
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        enqueue(cell)
    }

    /// Sets the frames of the visible cells and their separators.
    func layoutVisibleCells() {
        for (path, cell) in visibleCellsByPath {
            let frame = rectForRowUnchecked(path)
            if cell.frame != frame { cell.frame = frame }
            applySectionStyle(to: cell, at: path)
        }
    }

    /// Separators and inset-grouped corners for the cell at `path`.
    func applySectionStyle(to cell: UITableViewCell, at path: IndexPath) {
        let last = path.row == geometry.rowCount(in: path.section) - 1
        cell.separatorView.isHidden = separatorStyle == .none || (style != .plain && last)
        cell.separatorView.backgroundColor = separatorColor
        guard style == .insetGrouped else { return }
        let first = path.row == 0
        var corners: CACornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : TableViewConstants.insetGroupedCornerRadius
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = !corners.isEmpty
        if cell.backgroundColor == nil { cell.backgroundColor = .secondarySystemGroupedBackground }
    }

    /// The horizontal extent of rows: inset in `.insetGrouped`.
    var rowInsetX: CGFloat {
        style == .insetGrouped ? TableViewConstants.insetGroupedMargin : 0
    }
}
