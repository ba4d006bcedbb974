// OpenTouchSolver

extension Cassowary {
    /// One cell of a row: `coefficient × symbol`.
    struct Cell {
        let symbol: Symbol
        var coefficient: Double
    }

    /// Cells `coefficient × symbol` in one array sorted by symbol: lookups are binary searches,
    /// adding other cells is a merge, and iteration goes in id order, so nothing depends on
    /// hashing. A cell whose coefficient comes near zero is dropped.
    ///
    /// Rows keep no count of their negative cells: only the artificial objective asks, and it
    /// scans (see `Row.firstNegativeSymbol()`); keeping the count cost every merge and scale a compare
    /// and an add per cell.
    struct Cells {
        /// The cells with a non-zero coefficient, in increasing symbol order.
        private(set) var cells: [Cell] = []
        /// Whether no cell is near zero. Adding drops near-zero cells, so only scaling by less
        /// than 1 in magnitude (or copying such cells in a merge) can leave one; while this holds,
        /// a merge that adds these cells once copies them as they are (see `mergeOnce`).
        private(set) var isClean = true

        var isEmpty: Bool { cells.isEmpty }
        var count: Int { cells.count }
        /// The symbols, in increasing order.
        var symbols: LazyMapSequence<[Cell], Symbol> { cells.lazy.map(\.symbol) }
        /// The coefficient of each symbol, in symbol order.
        var coefficients: LazyMapSequence<[Cell], Double> { cells.lazy.map(\.coefficient) }

        /// Where the symbol is, or where it would be inserted.
        private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
            cells.withUnsafeBufferPointer { sorted in
                let index = Self.lowerBound(of: symbol, in: sorted, low: 0, high: sorted.count)
                return (index, index < sorted.count && sorted[index].symbol == symbol)
            }
        }

        func contains(_ symbol: Symbol) -> Bool {
            position(of: symbol).found
        }

        func coefficient(for symbol: Symbol) -> Double {
            let (index, found) = position(of: symbol)
            return found ? cells[index].coefficient : 0
        }

        /// Whether every coefficient is finite, and the first external symbol (nil when none).
        /// Two passes without a branch a cell on the coefficients: a search of the symbols, then
        /// `x × 0` summed (0 for a finite x, NaN otherwise, so the sum is NaN exactly when a
        /// coefficient is not finite). One pass testing each coefficient and symbol cost 7.8 M of
        /// `solver-cards`' 172.7 M instructions, these two 7.2 M (callgrind; the whole profile
        /// 171.5 M): the card screen's position rows hold every earlier card's errors before
        /// their first external symbol.
        var finiteAndFirstExternal: (allFinite: Bool, firstExternal: Symbol?) {
            cells.withUnsafeBufferPointer { cells in
                var index = 0
                while index < cells.count, !cells[index].symbol.isExternal {
                    index += 1
                }
                return (Self.allFinite(cells), index < cells.count ? cells[index].symbol : nil)
            }
        }

        /// Whether every coefficient is finite: four sums of `x × 0` at a time.
        private static func allFinite(_ cells: UnsafeBufferPointer<Cell>) -> Bool {
            var first = 0.0, second = 0.0, third = 0.0, fourth = 0.0
            var index = 0
            while index + 4 <= cells.count {
                first += cells[index].coefficient * 0
                second += cells[index + 1].coefficient * 0
                third += cells[index + 2].coefficient * 0
                fourth += cells[index + 3].coefficient * 0
                index += 4
            }
            while index < cells.count {
                first += cells[index].coefficient * 0
                index += 1
            }
            return !(first + second + third + fourth).isNaN
        }

        /// Adds `coefficient` to the symbol's cell, dropping the cell when it becomes near zero.
        @discardableResult
        mutating func add(_ coefficient: Double, to symbol: Symbol) -> CellChange {
            let (index, found) = position(of: symbol)
            if found {
                let sum = cells[index].coefficient + coefficient
                if isNearZero(sum) {
                    cells.remove(at: index)
                    return .removed
                }
                cells[index].coefficient = sum
                return .unchanged
            }
            if isNearZero(coefficient) {
                return .unchanged
            }
            if cells.isEmpty {
                // A row's first cell: room for a few, rather than growing from one.
                cells.reserveCapacity(Self.mergeSpare)
            }
            if index == cells.count {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            }
            return .inserted
        }

        /// Adds `factor × other` when nothing follows the symbols that enter or leave: the same as
        /// `add(_:times:changed:)`, but when `factor` is 1 and `other` holds no near-zero cell
        /// their cells are copied in blocks (a new position row on the card screen is an earlier
        /// one copied with a few cells added).
        mutating func add(_ other: Cells, times factor: Double) {
            guard factor == 1, other.isClean, other.cells.count > 4, other.cells.count * 16 > cells.count else {
                add(other, times: factor) { _, _ in }
                return
            }
            let mine = cells, theirs = other.cells
            cells = mine.withUnsafeBufferPointer { mine in
                theirs.withUnsafeBufferPointer { theirs in
                    [Cell](unsafeUninitializedCapacity: mine.count + theirs.count + Self.mergeSpare) { merged, count in
                        count = Self.mergeOnce(mine, theirs, into: merged.baseAddress!)
                    }
                }
            }
        }

        /// Adds `factor × other`, calling `changed` for each symbol that enters or leaves. Few
        /// cells (or few against many here) go in one by one, more are merged in one pass; both
        /// do the same arithmetic on each cell.
        mutating func add(_ other: Cells, times factor: Double, changed: (Symbol, CellChange) -> Void) {
            if other.cells.count <= 4 || other.cells.count * 16 <= cells.count {
                for cell in other.cells {
                    let change = add(cell.coefficient * factor, to: cell.symbol)
                    if change != .unchanged {
                        changed(cell.symbol, change)
                    }
                }
            } else {
                merge(other, times: factor, changed: changed)
            }
        }

        /// Room a merge leaves after its cells (and a row's first cell reserves), so that the
        /// marker or the few cells that usually follow (a new constraint's slack and error, a
        /// substituted short row) go in without copying the row.
        static let mergeSpare = 4

        /// `add(_:times:changed:)` for long cell lists: one pass over both sorted lists into a new
        /// array, through buffer pointers (no bounds checks, no growth).
        private mutating func merge(_ other: Cells, times factor: Double, changed: (Symbol, CellChange) -> Void) {
            let mine = cells, theirs = other.cells
            cells = mine.withUnsafeBufferPointer { mine in
                theirs.withUnsafeBufferPointer { theirs in
                    [Cell](unsafeUninitializedCapacity: mine.count + theirs.count + Self.mergeSpare) { merged, count in
                        count = Self.merge(mine, theirs, times: factor, into: merged.baseAddress!, changed: changed)
                    }
                }
            }
        }

        /// `merge(_:_:times:into:changed:)` for a factor of 1 and their cells none near zero: the
        /// same cells bit for bit (`x × 1` is `x`, kept since not near zero; shared symbols are
        /// summed `mine + theirs × 1` as there), with runs of either side copied in blocks.
        private static func mergeOnce(
            _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, into merged: UnsafeMutablePointer<Cell>
        ) -> Int {
            var index = 0, next = 0, written = 0
            while next < theirs.count, index < mine.count {
                let mineSymbol = mine[index].symbol, theirSymbol = theirs[next].symbol
                if mineSymbol < theirSymbol {
                    let end = firstIndex(in: mine, from: index + 1, notBelow: theirSymbol)
                    (merged + written).initialize(from: mine.baseAddress! + index, count: end - index)
                    written += end - index
                    index = end
                } else if theirSymbol < mineSymbol {
                    let end = firstIndex(in: theirs, from: next + 1, notBelow: mineSymbol)
                    (merged + written).initialize(from: theirs.baseAddress! + next, count: end - next)
                    written += end - next
                    next = end
                } else {
                    let value = mine[index].coefficient + theirs[next].coefficient * 1
                    index += 1
                    next += 1
                    if !isNearZero(value) {
                        (merged + written).initialize(to: Cell(symbol: theirSymbol, coefficient: value))
                        written += 1
                    }
                }
            }
            if next < theirs.count {
                (merged + written).initialize(from: theirs.baseAddress! + next, count: theirs.count - next)
                written += theirs.count - next
            }
            if index < mine.count {
                (merged + written).initialize(from: mine.baseAddress! + index, count: mine.count - index)
                written += mine.count - index
            }
            return written
        }

        /// Writes `mine + factor × theirs` to `merged` and returns the number of cells written.
        /// For each of their cells in order: `theirs × factor`, plus my cell of the same symbol if
        /// there is one, dropped when near zero; my other cells are copied. My cells between two
        /// of theirs are found by a galloping search and copied in one block, and once mine run
        /// out theirs are taken in a loop of their own: a short row merged into a long one (or a
        /// long row into a fresh one, as a new position row on the card screen is made) costs
        /// little per cell it only copies.
        private static func merge(
            _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, times factor: Double,
            into merged: UnsafeMutablePointer<Cell>, changed: (Symbol, CellChange) -> Void
        ) -> Int {
            var index = 0, written = 0, next = 0
            let mineCount = mine.count, theirCount = theirs.count
            while next < theirCount, index < mineCount {
                let their = theirs[next]
                let symbol = their.symbol
                next += 1
                if mine[index].symbol < symbol {
                    let end = firstIndex(in: mine, from: index + 1, notBelow: symbol)
                    (merged + written).initialize(from: mine.baseAddress! + index, count: end - index)
                    written += end - index
                    index = end
                }
                let added = their.coefficient * factor
                let isNew = index == mineCount || symbol < mine[index].symbol
                let value = isNew ? added : mine[index].coefficient + added
                if !isNew {
                    index += 1
                }
                if !isNearZero(value) {
                    (merged + written).initialize(to: Cell(symbol: symbol, coefficient: value))
                    written += 1
                    if isNew {
                        changed(symbol, .inserted)
                    }
                } else if !isNew {
                    changed(symbol, .removed)
                }
            }
            while next < theirCount {
                let their = theirs[next]
                next += 1
                let value = their.coefficient * factor
                if !isNearZero(value) {
                    (merged + written).initialize(to: Cell(symbol: their.symbol, coefficient: value))
                    written += 1
                    changed(their.symbol, .inserted)
                }
            }
            if index < mineCount {
                (merged + written).initialize(from: mine.baseAddress! + index, count: mineCount - index)
                written += mineCount - index
            }
            return written
        }

        /// The first index at or after `start` whose symbol is not below `symbol` (`cells.count`
        /// when none is): doubling steps, then a binary search in the last step.
        private static func firstIndex(in cells: UnsafeBufferPointer<Cell>, from start: Int, notBelow symbol: Symbol) -> Int {
            var low = start, step = 1
            var high = start
            while high < cells.count, cells[high].symbol < symbol {
                low = high + 1
                high = low + step
                step *= 2
            }
            return lowerBound(of: symbol, in: cells, low: low, high: Swift.min(high, cells.count))
        }

        /// The first index in `low..<high` whose symbol is not below `symbol` (`high` when none
        /// is), by binary search; the cells are sorted by symbol.
        private static func lowerBound(of symbol: Symbol, in cells: UnsafeBufferPointer<Cell>, low: Int, high: Int) -> Int {
            var low = low, high = high
            while low < high {
                let middle = (low + high) / 2
                if cells[middle].symbol < symbol {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low
        }

        /// Removes the symbol's cell and returns its coefficient (0 when absent).
        @discardableResult
        mutating func remove(_ symbol: Symbol) -> Double {
            let (index, found) = position(of: symbol)
            guard found else {
                return 0
            }
            return cells.remove(at: index).coefficient
        }

        /// Multiplies every coefficient by `factor`.
        mutating func scale(by factor: Double) {
            // |x × factor| ≥ |x| when |factor| ≥ 1 (rounding is monotonic), so only a smaller
            // factor can bring a cell near zero.
            if !(abs(factor) >= 1) {
                isClean = false
            }
            cells.withUnsafeMutableBufferPointer { cells in
                for index in cells.indices {
                    cells[index].coefficient *= factor
                }
            }
        }
    }
}

extension Cassowary.Cells {
    /// Cells holding just `cell`, kept even when near zero (a row's lone dummy cell, see `Row`),
    /// with the room a first cell reserves.
    init(single cell: Cassowary.Cell) {
        self.init()
        cells.reserveCapacity(Self.mergeSpare)
        cells.append(cell)
        isClean = !Cassowary.isNearZero(cell.coefficient)
    }
}
