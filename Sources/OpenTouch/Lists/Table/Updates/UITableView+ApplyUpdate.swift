import Foundation

/// Applying a batch: checking the counts, rebuilding the geometry of changed sections, moving
/// the selection and the visible cells, and animating on the application's clock.
extension UITableView {
    /// Applies `update` (see the `UITableView+Updates.swift` discussion).
    func apply(_ update: TableUpdate) {
        let completions = update.completions
        guard !update.isEmpty, !needsReload else {
            reloadIfNeeded()
            setNeedsLayout()
            completions.forEach { $0(true) }
            return
        }
        guard let newSections = checkedSections(update) else {
            reloadData()
            completions.forEach { $0(false) }
            return
        }
        let oldGeometry = geometry
        let newCount = newSections.count
        let mapping: (IndexPath) -> IndexPath? = { update.map($0, newSectionCount: newCount) }
        geometry = TableGeometry(sections: newSections, tableHeader: oldGeometry.tableHeader,
                                 tableFooter: oldGeometry.tableFooter)
        selection.remap(mapping)
        let reloaded = Set(update.reloadedRows)
        let oldFrames = moveVisibleCells(mapping, reloaded: reloaded, animated: update.animation != .none)
        updateContentSize()
        removeAllHeadersAndFooters()
        let before = Set(visibleCellsByPath.keys)
        setNeedsLayout()
        layoutIfNeeded()
        animateUpdate(oldFrames: oldFrames, appeared: Set(visibleCellsByPath.keys).subtracting(before),
                      animation: update.animation, completions: completions)
    }

    /// The new sections' geometry, or nil (after reporting) when the counts do not add up.
    private func checkedSections(_ update: TableUpdate) -> [TableSectionGeometry]? {
        let oldCount = geometry.sectionCount
        let newCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let expected = oldCount + update.insertedSections.count - update.deletedSections.count
        guard newCount == expected else {
            reportInvalidUpdate("""
                Invalid update: invalid number of sections. The number of sections contained in the table view \
                after the update (\(newCount)) must be equal to the number of sections contained in the table \
                view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted \
                (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted).
                """)
            return nil
        }
        var sections: [TableSectionGeometry] = []
        for section in 0..<newCount {
            guard let old = update.oldSection(forNew: section, oldCount: oldCount),
                  !update.reloadedSections.contains(old) else {
                sections.append(makeSectionGeometry(section))
                continue
            }
            guard let geometry = continuedSection(old: old, new: section, update: update) else { return nil }
            sections.append(geometry)
        }
        return sections
    }

    /// The geometry of new section `new`, which continues old section `old`: surviving rows
    /// keep their heights, inserted and reloaded rows get fresh ones. Nil (after reporting)
    /// when the row count does not add up.
    private func continuedSection(old: Int, new: Int, update: TableUpdate) -> TableSectionGeometry? {
        let previous = geometry.sections[old]
        let count = max(0, dataSource?.tableView(self, numberOfRowsInSection: new) ?? 0)
        let inserted = update.insertedRows.filter { $0.section == new }.count
        let deleted = update.deletedRows.filter { $0.section == old }.count
        let movedIn = update.movedRows.filter { $0.to.section == new && $0.from.section != old }.count
        let movedOut = update.movedRows.filter { $0.from.section == old && $0.to.section != new }.count
        let expected = previous.rows.count + inserted - deleted + movedIn - movedOut
        guard count == expected else {
            reportInvalidUpdate("""
                Invalid update: invalid number of rows in section \(new). The number of rows contained in an \
                existing section after the update (\(count)) must be equal to the number of rows contained in \
                that section before the update (\(previous.rows.count)), plus or minus the number of rows \
                inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or \
                minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).
                """)
            return nil
        }
        var extents = [Double](repeating: -1, count: count)
        var measured = Set<Int>()
        for row in 0..<previous.rows.count {
            let path = IndexPath(row: row, section: old)
            guard !update.reloadedRows.contains(path),
                  let target = update.newRow(forOld: path, newSection: new),
                  target.section == new, target.row < count else { continue }
            extents[target.row] = previous.rows[row]
            if previous.measured.contains(row) { measured.insert(target.row) }
        }
        var allFinal = previous.allFinal
        for move in update.movedRows where move.to.section == new && move.from.section != old {
            if move.to.row < count { extents[move.to.row] = geometry.sections[move.from.section].rows[move.from.row] }
        }
        for row in 0..<count where extents[row] < 0 {
            let (height, final) = freshHeight(IndexPath(row: row, section: new))
            extents[row] = height
            if !final { allFinal = false } else if !allFinal { measured.insert(row) }
        }
        return TableSectionGeometry(header: Double(headerHeight(new)), footer: Double(footerHeight(new)),
                                    rows: OffsetIndex(extents: extents), measured: measured, allFinal: allFinal)
    }

    /// The height of an inserted or reloaded row before it shows.
    private func freshHeight(_ path: IndexPath) -> (Double, final: Bool) {
        if tableDelegate == nil, rowHeight >= 0 { return (Double(rowHeight), true) }
        if tableDelegate == nil { return (Double(defaultEstimate), false) }
        if estimatedRowHeight != 0 {
            let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: path) ?? 0
            return (Double(estimate > 0 ? estimate : defaultEstimate), false)
        }
        let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        return height >= 0 ? (Double(height), true) : (Double(defaultEstimate), false)
    }

    /// Reports a batch whose counts do not add up.
    private func reportInvalidUpdate(_ message: String) {
        let diagnostic = InputDiagnostic(.invalidListUpdate, message + " The table reloaded its data instead.")
        if let application = window?.windowScene?.application {
            application.report(diagnostic)
        } else {
            reportLayoutDiagnostic(diagnostic)
        }
    }

    /// Re-keys the visible cells by their new index paths; deleted and reloaded rows' cells
    /// leave (fading out when animated). Returns the old frames of the cells that stay.
    private func moveVisibleCells(_ mapping: (IndexPath) -> IndexPath?, reloaded: Set<IndexPath>,
                                  animated: Bool) -> [ObjectIdentifier: CGRect] {
        var moved: [IndexPath: UITableViewCell] = [:]
        var frames: [ObjectIdentifier: CGRect] = [:]
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            if !reloaded.contains(path), let target = mapping(path) {
                moved[target] = cell
                frames[ObjectIdentifier(cell)] = cell.frame
            } else {
                visibleCellsByPath[path] = nil
                depart(cell, from: path, animated: animated)
            }
        }
        visibleCellsByPath = moved
        return frames
    }

    /// Takes a deleted row's cell away: at once, or after fading out.
    private func depart(_ cell: UITableViewCell, from path: IndexPath, animated: Bool) {
        if cell.trackedTouch != nil, selection.tracking == nil { cell.trackedTouch = nil }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        guard animated, window != nil else {
            cell.removeFromSuperview()
            enqueue(cell)
            return
        }
        departingCells.append(cell)
        UIView.animate(withDuration: TableViewConstants.updateAnimationDuration, animations: {
            cell.alpha = 0
        }, completion: { [weak self, weak cell] _ in
            guard let self, let cell else { return }
            self.departingCells.removeAll { $0 === cell }
            cell.removeFromSuperview()
            cell.alpha = 1
            self.enqueue(cell)
        })
    }

    /// Animates the staying cells from their old frames and fades the new ones in; calls the
    /// completions when done (at once without animation).
    private func animateUpdate(oldFrames: [ObjectIdentifier: CGRect], appeared: Set<IndexPath>,
                               animation: RowAnimation, completions: [(Bool) -> Void]) {
        guard animation != .none, window != nil else {
            completions.forEach { $0(true) }
            return
        }
        var targets: [(UITableViewCell, CGRect)] = []
        for (_, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            if let old = oldFrames[ObjectIdentifier(cell)], old != cell.frame {
                targets.append((cell, cell.frame))
                cell.frame = old
            }
        }
        let fading = appeared.sorted().compactMap { visibleCellsByPath[$0] }
        for cell in fading { cell.alpha = 0 }
        UIView.animate(withDuration: TableViewConstants.updateAnimationDuration, animations: {
            for (cell, frame) in targets { cell.frame = frame }
            for cell in fading { cell.alpha = 1 }
        }, completion: { finished in
            completions.forEach { $0(finished) }
        })
    }
}
