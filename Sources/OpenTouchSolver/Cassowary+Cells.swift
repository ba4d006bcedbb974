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

        var isEmpty: Bool { cells.isEmpty }
        var count: Int { cells.count }
        /// The symbols, in increasing order.
        var symbols: LazyMapSequence<[Cell], Symbol> { cells.lazy.map(\.symbol) }
        /// The coefficient of each symbol, in symbol order.
        var coefficients: LazyMapSequence<[Cell], Double> { cells.lazy.map(\.coefficient) }

        /// Where the symbol is, or where it would be inserted.
        private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
            cells.withUnsafeBufferPointer { sorted in
                var low = 0, high = sorted.count
                while low < high {
                    let middle = (low + high) / 2
                    if sorted[middle].symbol < symbol {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                return (low, low < sorted.count && sorted[low].symbol == symbol)
            }
        }

        func contains(_ symbol: Symbol) -> Bool {
            position(of: symbol).found
        }

        func coefficient(for symbol: Symbol) -> Double {
            let (index, found) = position(of: symbol)
            return found ? cells[index].coefficient : 0
        }

        /// Whether every coefficient is finite.
        var allFinite: Bool {
            cells.withUnsafeBufferPointer { cells in
                for cell in cells where !cell.coefficient.isFinite {
                    return false
                }
                return true
            }
        }

        /// The first external symbol, or nil.
        var firstExternal: Symbol? {
            cells.withUnsafeBufferPointer { cells in
                for cell in cells where cell.symbol.isExternal {
                    return cell.symbol
                }
                return nil
            }
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

        /// Writes `mine + factor × theirs` to `merged` and returns the number of cells written.
        /// For each of their cells in order: `theirs × factor`, plus my cell of the same symbol if
        /// there is one, dropped when near zero; my other cells are copied.
        private static func merge(
            _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, times factor: Double,
            into merged: UnsafeMutablePointer<Cell>, changed: (Symbol, CellChange) -> Void
        ) -> Int {
            var index = 0, written = 0
            for their in theirs {
                let symbol = their.symbol
                while index < mine.count, mine[index].symbol < symbol {
                    (merged + written).initialize(to: mine[index])
                    written += 1
                    index += 1
                }
                let added = their.coefficient * factor
                let isNew = index == mine.count || symbol < mine[index].symbol
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
            while index < mine.count {
                (merged + written).initialize(to: mine[index])
                written += 1
                index += 1
            }
            return written
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
            cells.withUnsafeMutableBufferPointer { cells in
                for index in cells.indices {
                    cells[index].coefficient *= factor
                }
            }
        }
    }
}
