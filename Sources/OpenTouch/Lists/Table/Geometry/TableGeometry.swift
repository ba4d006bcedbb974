import Foundation

/// One section's heights: header, rows (an ``OffsetIndex``) and footer, and which rows have
/// been measured (self-sizing rows keep their estimate until they are).
struct TableSectionGeometry: Equatable {
    var header: Double
    var footer: Double
    var rows: OffsetIndex
    /// Rows whose height is final: fixed, delegate-given or measured. Empty for all-fixed sections
    /// (``allFinal``).
    var measured: Set<Int> = []
    /// Whether every row's height is final without measuring.
    var allFinal = true

    /// The section's height: header, rows and footer.
    var total: Double { header + rows.total + footer }

    /// Whether `row`'s height still waits to be measured.
    func needsMeasuring(_ row: Int) -> Bool {
        !allFinal && !measured.contains(row)
    }
}

/// Where every part of a table sits along its vertical axis: the table header, each section
/// (header, rows, footer) and the table footer.
///
/// Sections are found through an ``OffsetIndex`` of their totals and rows through each section's
/// own, so every lookup costs O(log sections + log rows), whatever the row count.
struct TableGeometry: Equatable {
    var tableHeader: Double = 0
    var tableFooter: Double = 0
    private(set) var sections: [TableSectionGeometry] = []
    private(set) var sectionTotals = OffsetIndex(extents: [])

    init() {}

    /// A geometry of the given sections.
    init(sections: [TableSectionGeometry], tableHeader: Double, tableFooter: Double) {
        self.sections = sections
        self.tableHeader = tableHeader
        self.tableFooter = tableFooter
        sectionTotals = OffsetIndex(extents: sections.map(\.total))
    }

    /// The number of sections.
    var sectionCount: Int { sections.count }

    /// The number of rows in `section`.
    func rowCount(in section: Int) -> Int { sections[section].rows.count }

    /// The content height.
    var contentHeight: Double { tableHeader + sectionTotals.total + tableFooter }

    /// Where `section` starts (its header's top).
    func sectionTop(_ section: Int) -> Double {
        tableHeader + sectionTotals.offset(of: section)
    }

    /// Where the rows of `section` start.
    func rowsTop(_ section: Int) -> Double {
        sectionTop(section) + sections[section].header
    }

    /// The top and height of a row.
    func row(_ row: Int, in section: Int) -> (top: Double, height: Double) {
        let geometry = sections[section]
        return (rowsTop(section) + geometry.rows.offset(of: row), geometry.rows[row])
    }

    /// The header's top and height.
    func header(_ section: Int) -> (top: Double, height: Double) {
        (sectionTop(section), sections[section].header)
    }

    /// The footer's top and height.
    func footer(_ section: Int) -> (top: Double, height: Double) {
        let geometry = sections[section]
        return (sectionTop(section) + geometry.header + geometry.rows.total, geometry.footer)
    }

    /// The section whose extent covers `y`, or nil when there are no sections or `y` lies
    /// outside them.
    func section(at y: Double) -> Int? {
        let local = y - tableHeader
        guard local >= 0, local < sectionTotals.total, let index = sectionTotals.index(at: local) else { return nil }
        return index
    }

    /// The row covering `y`, or nil (a header, footer or outside every row).
    func indexPath(at y: Double) -> IndexPath? {
        guard let section = section(at: y) else { return nil }
        let geometry = sections[section]
        let local = y - rowsTop(section)
        guard local >= 0, local < geometry.rows.total, let row = geometry.rows.index(at: local) else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The rows that intersect `minY..<maxY`, in order: O(log n + rows found).
    func indexPaths(from minY: Double, to maxY: Double) -> [IndexPath] {
        var result: [IndexPath] = []
        guard maxY > minY, !sections.isEmpty else { return result }
        var section = self.section(at: max(minY, tableHeader)) ?? (minY < tableHeader ? 0 : sections.count)
        while section < sections.count {
            let rowsTop = rowsTop(section)
            if rowsTop >= maxY { break }
            let rows = sections[section].rows
            if rows.count > 0 {
                var row = rows.index(at: minY - rowsTop) ?? 0
                while row < rows.count {
                    let top = rowsTop + rows.offset(of: row)
                    if top >= maxY { break }
                    if top + rows[row] > minY || (rows[row] == 0 && top >= minY) {
                        result.append(IndexPath(row: row, section: section))
                    }
                    row += 1
                }
            }
            section += 1
        }
        return result
    }

    /// The sections that intersect `minY..<maxY`.
    func sectionRange(from minY: Double, to maxY: Double) -> Range<Int> {
        guard !sections.isEmpty, maxY > minY else { return 0..<0 }
        let first = section(at: max(minY, tableHeader)) ?? (minY < tableHeader ? 0 : sections.count)
        var last = first
        while last < sections.count, sectionTop(last) < maxY { last += 1 }
        return first..<max(first, last)
    }

    // MARK: Changing

    /// Sets a row's height; `final` marks it measured.
    mutating func setRowHeight(_ height: Double, row: Int, section: Int, final: Bool) {
        sections[section].rows.setExtent(height, at: row)
        if final, !sections[section].allFinal { sections[section].measured.insert(row) }
        sectionTotals.setExtent(sections[section].total, at: section)
    }

    /// Replaces one section's geometry.
    mutating func replaceSection(_ section: Int, with geometry: TableSectionGeometry) {
        sections[section] = geometry
        sectionTotals.setExtent(geometry.total, at: section)
    }
}
