/// Where `opentouch window list` puts things (`ListWindowController.swift`): a plain table with
/// two sections ("Fruit", items 1–15; "Vegetables", items 16–30), each under a 28-point header,
/// rows 60 points tall; odd-numbered items white, even ones systemGray6; each row's 120 × 44
/// button 20 points in from the content view's trailing edge. In editing mode a row has its
/// delete control at x 0–44 and its reorder control at x 331–375; the delete confirmation
/// button covers x 295–375.
enum ListWindowGeometry {
    static let headerHeight = 28
    static let rowHeight = 60
    static let rowsPerSection = 15
    static let sectionHeight = headerHeight + rowsPerSection * rowHeight
    static let contentHeight = Double(2 * sectionHeight)

    /// A row of the unedited list: its item's number and its centre's content y.
    struct Row {
        let number: Int
        let top: Int
        var centreY: Int { top + ListWindowGeometry.rowHeight / 2 }
    }

    /// The row at content `y`, or nil over a header or past the end.
    static func row(atContentY y: Int) -> Row? {
        let section = y / sectionHeight
        let inSection = y - section * sectionHeight - headerHeight
        guard section < 2, inSection >= 0 else { return nil }
        let index = inSection / rowHeight
        return Row(number: section * rowsPerSection + index + 1, top: section * sectionHeight + headerHeight + index * rowHeight)
    }

    /// The first row whose top is at or below content `y`.
    static func firstRow(below y: Int) -> Row? {
        stride(from: y, through: y + sectionHeight, by: 1).lazy.compactMap { row(atContentY: $0) }.first { $0.top >= y }
    }

    /// The background at content `y` away from a row's edges, or nil near an edge or over a header.
    static func colour(atContentY y: Int) -> (Int, Int, Int)? {
        guard let row = row(atContentY: y), y - row.top > 4, row.top + rowHeight - y > 4 else { return nil }
        return row.number % 2 == 1 ? WindowCommandTests.white : WindowCommandTests.systemGray6
    }
}
