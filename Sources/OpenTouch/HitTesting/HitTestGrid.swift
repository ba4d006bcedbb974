import Foundation

/// A grid over the plain entries' rectangles: each cell lists, front to back, the plain entries
/// whose rectangle overlaps it; the custom entries are listed apart, front to back, and are
/// always asked (merged with the cell's list by position, so the order is the uncached walk's).
///
/// The cells are sized from the median plain rectangle (at most 2 cells per plain entry), so a
/// point's cell holds a few entries for children that tile or scatter (squares, full-width rows,
/// one-row strips); a grid whose cells would list more than 8 items per plain entry (heavily
/// overlapping children) is not built, and the level is scanned in order.
///
/// A class that owns its lists: a walk reads them through its ``Table``, a plain value with no
/// reference count, valid while the grid lives (a ``HitTestTree`` keeps its grids, a
/// ``HitTestCache`` its grid, for as long as they are walked).
final class HitTestGrid {
    /// The grid's span and cell size.
    struct Shape {
        let minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
        let columns: Int, rows: Int
        let columnScale: CGFloat, rowScale: CGFloat

        /// The column of `x`, clamped to the grid (monotone in `x`, so a rectangle's cells are
        /// those between its corners' cells).
        @inline(__always)
        func column(_ x: CGFloat) -> Int { min(columns - 1, max(0, Int((x - minX) * columnScale))) }

        /// The row of `y`, clamped to the grid.
        @inline(__always)
        func row(_ y: CGFloat) -> Int { min(rows - 1, max(0, Int((y - minY) * rowScale))) }
    }

    /// What a query reads: the shape and the grid's two lists, unretained. Cell `c` lists
    /// `items[cellStarts[c] ..< cellStarts[c + 1]]` (plain entry positions, ascending).
    struct Table {
        let shape: Shape
        let cellStarts: UnsafeMutableBufferPointer<Int32>
        let items: UnsafeMutableBufferPointer<Int32>

        /// The plain entry positions listed under `(x, y)`'s cell, as slots of ``items``; empty
        /// outside the grid (and for NaN).
        @inline(__always)
        func cell(x: CGFloat, y: CGFloat) -> Range<Int> {
            guard x >= shape.minX, x <= shape.maxX, y >= shape.minY, y <= shape.maxY else { return 0 ..< 0 }
            let cell = shape.row(y) * shape.columns + shape.column(x)
            return Int(cellStarts[cell]) ..< Int(cellStarts[cell + 1])
        }
    }

    /// The shape and lists (owned by this grid: freed by its `deinit`).
    let table: Table
    /// The custom entries' positions, ascending.
    let customs: ContiguousArray<Int32>

    /// A grid over `entries`' plain rectangles, or nil when they overlap so much that it would not pay.
    init?(_ entries: ContiguousArray<HitTestCache.Entry>) {
        guard entries.count < Int(Int32.max) / 8, let shape = Self.shape(of: entries) else { return nil }
        let plainCount = entries.lazy.filter(\.isPlain).count
        guard let (starts, items) = Self.fill(entries, shape, limit: plainCount * 8) else { return nil }
        table = Table(shape: shape, cellStarts: Self.owned(starts), items: Self.owned(items))
        customs = ContiguousArray(entries.indices.lazy.filter { !entries[$0].isPlain }.map { Int32($0) })
    }

    deinit {
        table.cellStarts.deallocate()
        table.items.deallocate()
    }

    /// A buffer of its own holding `values`.
    private static func owned(_ values: ContiguousArray<Int32>) -> UnsafeMutableBufferPointer<Int32> {
        let buffer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: values.count)
        _ = buffer.initialize(from: values)
        return buffer
    }

    /// The first non-nil `visit` of the plain positions listed under `point`'s cell and of every
    /// custom position, merged front to back (`visit` gets each entry's position in the level;
    /// 0 is the front-most). Plain entries not listed cannot contain the point.
    @inline(__always)
    func firstAnswer<Answer>(at point: CGPoint, _ visit: (_ position: Int) -> Answer?) -> Answer? {
        let table = table
        let cell = table.cell(x: point.x, y: point.y)
        var slot = cell.lowerBound
        if customs.isEmpty {
            while slot < cell.upperBound {
                if let answer = visit(Int(table.items[slot])) { return answer }
                slot += 1
            }
            return nil
        }
        var custom = 0
        while true {
            let plain = slot < cell.upperBound ? Int(table.items[slot]) : Int.max
            let next = custom < customs.count ? Int(customs[custom]) : Int.max
            let position: Int
            if plain < next {
                slot += 1
                position = plain
            } else if next != Int.max {
                custom += 1
                position = next
            } else {
                return nil
            }
            if let answer = visit(position) { return answer }
        }
    }

    /// The span of the plain rectangles, cut into cells the size of the median rectangle
    /// (fewer when that would make more than 2 cells per plain entry); nil for an empty or infinite span.
    private static func shape(of entries: ContiguousArray<HitTestCache.Entry>) -> Shape? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var widths: [CGFloat] = [], heights: [CGFloat] = []
        for entry in entries where entry.isPlain {
            minX = min(minX, entry.minX); minY = min(minY, entry.minY)
            maxX = max(maxX, entry.maxX); maxY = max(maxY, entry.maxY)
            widths.append(entry.maxX - entry.minX)
            heights.append(entry.maxY - entry.minY)
        }
        let spanX = maxX - minX, spanY = maxY - minY
        guard minX < maxX, minY < maxY, spanX.isFinite, spanY.isFinite else { return nil }
        let cellLimit = Double(widths.count * 2)
        var columns = Self.cells(spanX, median: Self.median(&widths), limit: cellLimit)
        var rows = Self.cells(spanY, median: Self.median(&heights), limit: cellLimit)
        if Double(columns) * Double(rows) > cellLimit {
            let scale = (cellLimit / (Double(columns) * Double(rows))).squareRoot()
            columns = max(1, Int(Double(columns) * scale))
            rows = max(1, Int(Double(rows) * scale))
        }
        return Shape(minX: minX, minY: minY, maxX: maxX, maxY: maxY, columns: columns, rows: rows,
                     columnScale: CGFloat(columns) / spanX, rowScale: CGFloat(rows) / spanY)
    }

    /// How many cells at least the median's size fit in `span`: at least 1, at most `limit`.
    /// Cells no smaller than the median keep a median rectangle (margins included) within 2 cells
    /// per axis; median-sized cells would put it in 3 (its margins cross both cell edges).
    private static func cells(_ span: CGFloat, median: CGFloat, limit: Double) -> Int {
        let count = Double(span / median).rounded(.down)
        guard count >= 1 else { return 1 }  // and NaN
        return Int(min(count, limit))
    }

    /// The median of `values` (sorted in place).
    private static func median(_ values: inout [CGFloat]) -> CGFloat {
        values.sort()
        return values[values.count / 2]
    }

    /// Counts, then lists, each plain entry under every cell its rectangle overlaps; nil past `limit` items.
    private static func fill(_ entries: ContiguousArray<HitTestCache.Entry>, _ shape: Shape, limit: Int)
        -> (ContiguousArray<Int32>, ContiguousArray<Int32>)? {
        let cellCount = shape.columns * shape.rows
        var starts = ContiguousArray<Int32>(repeating: 0, count: cellCount + 1)
        var total = 0
        for entry in entries where entry.isPlain {
            let columns = shape.column(entry.minX) ... shape.column(entry.maxX)
            let rows = shape.row(entry.minY) ... shape.row(entry.maxY)
            total += columns.count * rows.count
            guard total <= limit else { return nil }
            for row in rows { for column in columns { starts[row * shape.columns + column + 1] += 1 } }
        }
        for cell in 0 ..< cellCount { starts[cell + 1] += starts[cell] }
        var next = starts
        var items = ContiguousArray<Int32>(repeating: 0, count: total)
        for (position, entry) in entries.enumerated() where entry.isPlain {
            for row in shape.row(entry.minY) ... shape.row(entry.maxY) {
                for column in shape.column(entry.minX) ... shape.column(entry.maxX) {
                    let cell = row * shape.columns + column
                    items[Int(next[cell])] = Int32(position)
                    next[cell] += 1
                }
            }
        }
        return (starts, items)
    }
}
