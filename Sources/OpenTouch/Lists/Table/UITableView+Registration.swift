import Foundation

/// Registering cell and header/footer classes, and dequeuing reusable ones.
extension UITableView {
    /// Registers `cellClass` (a ``UITableViewCell`` subclass) for `identifier`; nil removes the
    /// registration. Cells are made with `init(style: .default, reuseIdentifier:)`.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellQueue.register(nil, for: identifier)
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            reportUnsupportedCall("register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass; \"\(identifier)\" is not registered")
            return
        }
        cellQueue.register({ type.init(registeredReuseIdentifier: $0) }, for: identifier)
    }

    /// Registers `aClass` (a ``UITableViewHeaderFooterView`` subclass) for `identifier`; nil
    /// removes the registration.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterQueue.register(nil, for: identifier)
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            reportUnsupportedCall("register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView subclass")
            return
        }
        headerFooterQueue.register({ type.init(registeredReuseIdentifier: $0) }, for: identifier)
    }

    /// A cell for `indexPath`: one waiting for reuse under `identifier` (after its
    /// `prepareForReuse`) or a new one of the registered class. Raises, as UIKit does, when
    /// nothing is registered under `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            cell.frame = isValid(indexPath) ? rectForRowUnchecked(indexPath) : cell.frame
            return cell
        }
        preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
    }

    /// A cell waiting for reuse under `identifier`, or a new one of the registered class, or nil
    /// when none waits and nothing is registered (the classic `if cell == nil` pattern).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let prepare: (UITableViewCell) -> Void = { $0.prepareForReuse() }
        if let cell = cellQueue.dequeueWaiting(identifier, prepare: prepare) { return prepared(cell) }
        if var waiting = unregisteredWaiting[identifier], let cell = waiting.popLast() {
            unregisteredWaiting[identifier] = waiting
            cell.prepareForReuse()
            return prepared(cell)
        }
        guard let cell = cellQueue.dequeue(identifier, prepare: prepare) else { return nil }
        return prepared(cell)
    }

    /// A header or footer view waiting under `identifier`, or a new one of the registered class, or nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterQueue.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// A dequeued cell, sized to the table's width and reset to the normal state.
    private func prepared(_ cell: UITableViewCell) -> UITableViewCell {
        cell.frame.size.width = bounds.width - 2 * rowInsetX
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if cell.isSelected { cell.setSelected(false, animated: false) }
        return cell
    }

    /// Queues a cell that left the table for reuse under its identifier.
    func enqueue(_ cell: UITableViewCell) {
        if swipeActions?.row?.cell === cell { swipeActions?.reset() }
        guard let identifier = cell.reuseIdentifier else { return }
        if cellQueue.isRegistered(identifier) {
            cellQueue.enqueue(cell, identifier: identifier)
        } else {
            var waiting = unregisteredWaiting[identifier, default: []]
            if waiting.count < cellQueue.limit, !waiting.contains(where: { $0 === cell }) { waiting.append(cell) }
            unregisteredWaiting[identifier] = waiting
        }
    }

    /// The number of cells waiting for reuse (all identifiers).
    var waitingCellCount: Int {
        cellQueue.totalWaiting + unregisteredWaiting.values.reduce(0) { $0 + $1.count }
    }
}
