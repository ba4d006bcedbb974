import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UITableView: reuse, any length, geometry")
struct TBReuseAndGeometryTests {
    @Test("Scrolling 10,000 rows reuses a screenful of cells, each prepared for reuse")
    func reuse() {
        let t = TBTableScene(rows: 10_000, cellClass: TBCountingCell.self)
        let visibleRows = Int((t.table.bounds.height / 44).rounded(.up)) + 1
        var y: CGFloat = 0
        while y < 44 * 10_000 - 667 {
            y += 300
            t.table.contentOffset = CGPoint(x: 0, y: min(y, 44 * 10_000 - 667))
            t.table.layoutIfNeeded()
        }
        #expect(t.table.visibleCells.count <= visibleRows)
        #expect(t.table.indexPathsForVisibleRows?.last == IndexPath(row: 9_999, section: 0))
        let cells = t.model.distinctCells.compactMap { $0 as? TBCountingCell }
        #expect(cells.count <= 2 * visibleRows)
        #expect(cells.reduce(0) { $0 + $1.reuses } == t.model.cellRequests - cells.count)
        #expect(t.table.subviews.filter { $0 is UITableViewCell }.count == t.table.visibleCells.count)
    }

    @Test("A million rows: positions and hit tests come from the index, cells only for the screen")
    func million() {
        let t = TBTableScene(rows: 1_000_000)
        #expect(t.table.contentSize.height == 44_000_000)
        t.table.scrollToRow(at: IndexPath(row: 765_432, section: 0), at: .top, animated: false)
        t.table.layoutIfNeeded()
        #expect(t.table.contentOffset.y == 765_432 * 44 - t.table.adjustedContentInset.top)
        #expect(t.table.indexPathsForVisibleRows?.first == IndexPath(row: 765_432, section: 0))
        #expect(t.table.indexPathForRow(at: CGPoint(x: 10, y: 765_440 * 44 + 1)) == IndexPath(row: 765_440, section: 0))
        #expect(t.table.visibleCells.count <= 17)
        t.driver.tap(at: t.point(row: 765_433))
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 765_433, section: 0))
    }

    @Test("Rects of rows, sections, headers and footers; index paths in a rect")
    func rects() {
        let t = TBTableScene(sections: [["a", "b"], ["c", "d", "e"]], titles: ["One", "Two"])
        let header = TableViewConstants.plainHeaderFooterHeight
        #expect(t.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: header))
        #expect(t.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: header + 44, width: 375, height: 44))
        #expect(t.table.rect(forSection: 1) == CGRect(x: 0, y: header + 88, width: 375, height: header + 132))
        #expect(t.table.indexPathForRow(at: CGPoint(x: 5, y: header + 88 + 5)) == nil)
        #expect(t.table.indexPathsForRows(in: CGRect(x: 0, y: header + 50, width: 10, height: header + 50))
            == [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
        #expect(t.table.numberOfSections == 2)
        #expect(t.table.numberOfRows(inSection: 1) == 3)
        #expect(t.table.headerView(forSection: 1)?.textLabel?.text == "Two")
    }

    @Test("Plain section headers stick to the top while their section shows, pushed up by the next")
    func stickyHeaders() {
        let rows = (0..<20).map { "\($0)" }
        let t = TBTableScene(sections: [rows, rows, rows], titles: ["A", "B", "C"])
        let header = TableViewConstants.plainHeaderFooterHeight
        let sectionHeight = header + 20 * 44
        let top = t.table.adjustedContentInset.top
        t.table.contentOffset = CGPoint(x: 0, y: sectionHeight + 300)
        t.table.layoutIfNeeded()
        #expect(t.table.headerView(forSection: 1)?.frame.minY == sectionHeight + 300 + top)
        t.table.contentOffset = CGPoint(x: 0, y: 2 * sectionHeight - 10 - top)
        t.table.layoutIfNeeded()
        #expect(t.table.headerView(forSection: 1)?.frame.maxY == 2 * sectionHeight)
        #expect(t.table.headerView(forSection: 2)?.frame.minY == 2 * sectionHeight)
    }

    @Test("Grouped headers scroll with their section; inset-grouped rows are inset with rounded ends")
    func groupedStyles() {
        let t = TBTableScene(style: .insetGrouped, sections: [["a", "b", "c"]], titles: ["Title"])
        let margin = TableViewConstants.insetGroupedMargin
        #expect(t.table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == margin)
        #expect(t.table.rectForHeader(inSection: 0).height == TableViewConstants.groupedTitledHeaderFooterHeight)
        let first = t.table.cellForRow(at: IndexPath(row: 0, section: 0))
        let middle = t.table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(first?.layer.cornerRadius == TableViewConstants.insetGroupedCornerRadius)
        #expect(middle?.layer.cornerRadius == 0)
        #expect(t.table.cellForRow(at: IndexPath(row: 2, section: 0))?.layer.maskedCorners
            == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }
}
