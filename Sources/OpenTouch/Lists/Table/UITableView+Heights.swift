import Foundation

/// How the table finds heights: the delegate's answers (whose defaults return the table's own
/// properties), the style's defaults for automatic headers and footers, and estimates for rows
/// that size themselves until they are measured.
extension UITableView {
    /// Rebuilds the geometry from the data source when a reload is pending.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        rebuildGeometry()
    }

    /// Asks the data source for every section and row count and builds the geometry.
    func rebuildGeometry() {
        let sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        var sections: [TableSectionGeometry] = []
        sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            sections.append(makeSectionGeometry(section))
        }
        geometry = TableGeometry(sections: sections, tableHeader: Double(tableHeaderView?.frame.height ?? 0),
                                 tableFooter: Double(tableFooterView?.frame.height ?? 0))
        updateContentSize()
    }

    /// One section's geometry: its header, footer and row heights (fixed or estimated).
    func makeSectionGeometry(_ section: Int) -> TableSectionGeometry {
        let rowCount = max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
        let header = Double(headerHeight(section))
        let footer = Double(footerHeight(section))
        let (rows, allFinal) = rowGeometry(section: section, count: rowCount)
        return TableSectionGeometry(header: header, footer: footer, rows: rows, allFinal: allFinal)
    }

    /// The rows of a section before any is shown.
    ///
    /// - No delegate: every row has the table's ``rowHeight`` (final), or, when that is
    ///   automatic, the estimate (measured as rows appear); no call per row.
    /// - With estimation on (``estimatedRowHeight`` not 0): the delegate's estimate for each row;
    ///   its real height (`heightForRowAt`, or measuring) is asked as the row appears, as UIKit does.
    /// - With estimation off: the delegate's `heightForRowAt` for each row.
    func rowGeometry(section: Int, count: Int) -> (OffsetIndex, allFinal: Bool) {
        guard let delegate = tableDelegate else {
            if rowHeight >= 0 { return (OffsetIndex(count: count, extent: Double(rowHeight)), true) }
            return (OffsetIndex(count: count, extent: Double(defaultEstimate)), false)
        }
        var extents: [Double] = []
        extents.reserveCapacity(count)
        if estimatedRowHeight != 0 {
            for row in 0..<count {
                let estimate = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section))
                extents.append(Double(estimate > 0 ? estimate : defaultEstimate))
            }
            return (OffsetIndex(extents: extents), count == 0)
        }
        var allFinal = true
        for row in 0..<count {
            let height = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
            if height < 0 { allFinal = false }
            extents.append(Double(height >= 0 ? height : defaultEstimate))
        }
        return (OffsetIndex(extents: extents), allFinal)
    }

    /// The estimate of a row with no estimate of its own: ``estimatedRowHeight`` when positive,
    /// else a fixed ``rowHeight``, else ``TableViewConstants/defaultEstimatedRowHeight``.
    var defaultEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        if rowHeight >= 0 { return rowHeight }
        return TableViewConstants.defaultEstimatedRowHeight
    }

    /// A row's real height as it appears: the delegate's, else measured from `cell`.
    func finalHeight(_ indexPath: IndexPath, cell: UITableViewCell) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height >= 0 { return height }
        return measuredHeight(of: cell)
    }

    /// The height of `section`'s header.
    func headerHeight(_ section: Int) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if height >= 0 { return height }
        let hasContent = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            || tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
        return automaticHeaderFooterHeight(hasContent: hasContent)
    }

    /// The height of `section`'s footer.
    func footerHeight(_ section: Int) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if height >= 0 { return height }
        let hasContent = dataSource?.tableView(self, titleForFooterInSection: section) != nil
            || tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
        return automaticHeaderFooterHeight(hasContent: hasContent)
    }

    /// The style's height for an automatic header or footer (see ``TableViewConstants``).
    func automaticHeaderFooterHeight(hasContent: Bool) -> CGFloat {
        switch style {
        case .plain:
            return hasContent ? TableViewConstants.plainHeaderFooterHeight : 0
        case .grouped, .insetGrouped:
            return hasContent ? TableViewConstants.groupedTitledHeaderFooterHeight
                : TableViewConstants.groupedEmptyHeaderFooterHeight
        }
    }

    /// Sets the content size from the geometry.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: CGFloat(geometry.contentHeight))
        if contentSize != size { contentSize = size }
    }

    /// Measures a self-sizing cell at the table's width: its content view's Auto Layout height,
    /// or ``TableViewConstants/defaultRowHeight`` when no constraints decide it.
    ///
    /// Only the cell's frames are laid out first (the content view's width, which leaves room for
    /// the accessory): solving the content view's constraints at the placeholder height would
    /// contradict them and log a conflict UIKit never shows, as UIKit measures before it lays out.
    func measuredHeight(of cell: UITableViewCell) -> CGFloat {
        cell.layoutCellParts()
        let content = cell.contentView
        guard hasConstraints(content) else { return TableViewConstants.defaultRowHeight }
        let size = content.systemLayoutSizeFitting(CGSize(width: content.bounds.width, height: 0),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        return size.height > 0 ? size.height : TableViewConstants.defaultRowHeight
    }

    /// Whether `view` or its subviews carry constraints.
    private func hasConstraints(_ view: UIView) -> Bool {
        if !view.constraints.isEmpty { return true }
        return view.subviews.contains { !$0.constraints.isEmpty }
    }
}
