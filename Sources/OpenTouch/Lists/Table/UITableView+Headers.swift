import Foundation

/// Section headers and footers: the delegate's views, or the data source's titles in reusable
/// ``UITableViewHeaderFooterView``s. In a `.plain` table a header sticks to the top of the
/// visible area while its section shows, pushed up by the next section (and a footer sticks to
/// the bottom); their configuration state's `isPinned` says when.
extension UITableView {
    /// The reuse identifier of the header and footer views the table makes for titles.
    static let titleHeaderFooterIdentifier = "OpenTouch.UITableView.title"

    /// Shows the headers and footers of the sections in view and removes the others.
    func tileHeadersAndFooters() {
        let range = tilingRange
        let sections = geometry.sectionRange(from: range.minY, to: range.maxY)
        for (section, view) in visibleHeaders.sorted(by: { $0.key < $1.key }) where !sections.contains(section) {
            removeHeaderFooter(view, section: section, header: true)
        }
        for (section, view) in visibleFooters.sorted(by: { $0.key < $1.key }) where !sections.contains(section) {
            removeHeaderFooter(view, section: section, header: false)
        }
        for section in sections {
            tileHeaderFooter(section: section, header: true)
            tileHeaderFooter(section: section, header: false)
        }
    }

    /// Shows (or places) one header or footer.
    private func tileHeaderFooter(section: Int, header: Bool) {
        let (top, height) = header ? geometry.header(section) : geometry.footer(section)
        var existing = header ? visibleHeaders[section] : visibleFooters[section]
        guard height > 0 else {
            if let view = existing { removeHeaderFooter(view, section: section, header: header) }
            return
        }
        if existing == nil, let view = makeHeaderFooter(section: section, header: header) {
            existing = view
            if header { visibleHeaders[section] = view } else { visibleFooters[section] = view }
            addSubview(view)
            if header {
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            } else {
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
        guard let view = existing else { return }
        var y = CGFloat(top)
        var pinned = false
        if style == .plain {
            (y, pinned) = stickyPosition(section: section, naturalTop: y, height: CGFloat(height), header: header)
        }
        view.frame = CGRect(x: rowInsetX, y: y, width: bounds.width - 2 * rowInsetX, height: CGFloat(height))
        (view as? UITableViewHeaderFooterView)?.isPinned = pinned
        bringSubviewToFront(view)
    }

    /// Where a plain table's header or footer sits: pinned to the visible area's edge while its
    /// section spans it, never outside its section.
    func stickyPosition(section: Int, naturalTop: CGFloat, height: CGFloat, header: Bool) -> (CGFloat, Bool) {
        let sectionTop = CGFloat(geometry.sectionTop(section))
        let sectionBottom = sectionTop + CGFloat(geometry.sections[section].total)
        if header {
            let visibleTop = contentOffset.y + adjustedContentInset.top
            let y = min(max(naturalTop, visibleTop), sectionBottom - height)
            return (y, y > naturalTop)
        }
        let visibleBottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
        let y = max(min(naturalTop, visibleBottom - height), sectionTop)
        return (y, y < naturalTop)
    }

    /// The delegate's view for the header or footer, or a title view, or nil.
    private func makeHeaderFooter(section: Int, header: Bool) -> UIView? {
        let custom = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = headerFooterQueue.dequeueWaiting(Self.titleHeaderFooterIdentifier) { $0.prepareForReuse() }
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderFooterIdentifier)
        view.textLabel?.text = style == .plain ? title : title.uppercased()
        return view
    }

    /// Takes a header or footer off screen (queuing reusable ones).
    func removeHeaderFooter(_ view: UIView, section: Int, header: Bool) {
        view.removeFromSuperview()
        if header {
            visibleHeaders[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            visibleFooters[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterQueue.enqueue(reusable, identifier: identifier)
        }
    }

    /// Removes every header and footer (a reload).
    func removeAllHeadersAndFooters() {
        for (section, view) in visibleHeaders.sorted(by: { $0.key < $1.key }) {
            removeHeaderFooter(view, section: section, header: true)
        }
        for (section, view) in visibleFooters.sorted(by: { $0.key < $1.key }) {
            removeHeaderFooter(view, section: section, header: false)
        }
    }
}
