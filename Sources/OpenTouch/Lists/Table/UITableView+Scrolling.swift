import Foundation

/// Scrolling a row into view.
extension UITableView {
    /// Scrolls so that the row at `indexPath` sits at `scrollPosition` (within the scrollable
    /// range). Raises, as UIKit does, for a row that does not exist.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard isValid(indexPath) else {
            preconditionFailure("scrollToRow(at:at:animated:): invalid \(describe(indexPath))")
        }
        scrollTo(rect: rectForRowUnchecked(indexPath), position: scrollPosition, animated: animated)
    }

    /// Scrolls the first selected row to `scrollPosition`; does nothing when no row is selected.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let path = selection.selected.min(), isValid(path) else { return }
        scrollToRow(at: path, at: scrollPosition, animated: animated)
    }

    /// Scrolls `rect` (table coordinates) to `position`; a plain table's pinned header does
    /// not cover a row scrolled to the top.
    func scrollTo(rect: CGRect, position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var headerCover: CGFloat = 0
        if style == .plain, let path = indexPathForRow(at: CGPoint(x: max(0, rect.minX), y: rect.midY)) {
            headerCover = CGFloat(geometry.sections[path.section].header)
        }
        var y = contentOffset.y
        switch position {
        case .top:
            y = rect.minY - inset.top - headerCover
        case .middle:
            y = rect.midY - inset.top - visibleHeight / 2
        case .bottom:
            y = rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY - headerCover < contentOffset.y + inset.top {
                y = rect.minY - inset.top - headerCover
            } else if rect.maxY > contentOffset.y + inset.top + visibleHeight {
                y = rect.maxY - inset.top - visibleHeight
            }
        }
        let target = clampedOffset(CGPoint(x: contentOffset.x, y: y))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }
}
