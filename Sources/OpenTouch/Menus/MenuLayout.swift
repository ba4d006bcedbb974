import Foundation

/// Lays out a shown menu: makes a cell per row in the session's panel and places the panel next
/// to the anchor rectangle inside the window.
///
/// A list is ``MenuConstants/listWidth`` wide, rows ``MenuConstants/rowHeight`` high, with a
/// title row when the menu has a title and a gap between inline groups; it goes below the anchor
/// when it fits, else above, else wherever it fits best. A bar sizes each item to its title and
/// goes above the anchor when it fits, else below. Both are centred on the anchor and kept
/// ``MenuConstants/edgeMargin`` inside the window.
@MainActor
struct MenuLayout {
    let session: MenuSession

    func build() {
        switch session.style {
        case .list: buildList()
        case .bar: buildBar()
        }
    }

    private var bounds: CGRect { session.container.bounds }

    private func buildList() {
        let width = min(MenuConstants.listWidth, bounds.width - 2 * MenuConstants.edgeMargin)
        var y: CGFloat = 0
        let title = session.path.isEmpty ? session.menu.title : ""
        if !title.isEmpty {
            let header = _UIContextMenuHeaderView(frame: CGRect(x: 0, y: 0, width: width, height: MenuConstants.titleHeight))
            let label = UILabel(frame: header.bounds.insetBy(dx: 16, dy: 0))
            label.text = title
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            header.addSubview(label)
            session.panel.addSubview(header)
            y += MenuConstants.titleHeight
        }
        for row in session.rows {
            if row.startsGroup {
                let gap = _UIContextMenuSeparatorView(frame: CGRect(x: 0, y: y, width: width, height: MenuConstants.groupSeparatorHeight))
                gap.backgroundColor = .separator
                session.panel.addSubview(gap)
                y += MenuConstants.groupSeparatorHeight
            }
            let frame = CGRect(x: 0, y: y, width: width, height: MenuConstants.rowHeight)
            session.addCell(_UIContextMenuCell(frame: frame, row: row, textAlignment: .left, inset: 16))
            y += MenuConstants.rowHeight
        }
        session.panel.frame = place(CGSize(width: width, height: y), preferBelow: true)
    }

    private func buildBar() {
        var x: CGFloat = 0
        let height = MenuConstants.editMenuHeight
        for row in session.rows {
            let probe = UILabel(frame: .zero)
            probe.font = .systemFont(ofSize: 17)
            probe.text = row.title
            let width = ceil(probe.intrinsicContentSize.width) + 2 * MenuConstants.editMenuItemPadding
            let frame = CGRect(x: x, y: 0, width: width, height: height)
            session.addCell(_UIContextMenuCell(frame: frame, row: row, textAlignment: .center,
                                               inset: MenuConstants.editMenuItemPadding))
            x += width
        }
        session.panel.frame = place(CGSize(width: x, height: height), preferBelow: false)
    }

    /// Where a panel of `size` goes next to the anchor.
    private func place(_ size: CGSize, preferBelow: Bool) -> CGRect {
        let anchor = session.anchorRect, margin = MenuConstants.edgeMargin, gap = MenuConstants.anchorGap
        let below = anchor.maxY + gap, above = anchor.minY - gap - size.height
        let fitsBelow = below + size.height <= bounds.maxY - margin, fitsAbove = above >= bounds.minY + margin
        var y: CGFloat
        if preferBelow { y = fitsBelow || !fitsAbove ? below : above } else { y = fitsAbove || !fitsBelow ? above : below }
        y = max(bounds.minY + margin, min(y, bounds.maxY - margin - size.height))
        let x = max(bounds.minX + margin, min(anchor.midX - size.width / 2, bounds.maxX - margin - size.width))
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
