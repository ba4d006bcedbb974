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
    struct Cells {
        /// The cells with a non-zero coefficient, in increasing symbol order.
        private(set) var cells: [Cell] = []
        /// How many coefficients are below 0, so the simplex can tell without a scan that no
        /// symbol lowers an objective.
        private(set) var negativeCount = 0

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

        /// Adds `coefficient` to the symbol's cell, dropping the cell when it becomes near zero.
        @discardableResult
        mutating func add(_ coefficient: Double, to symbol: Symbol) -> CellChange {
            let (index, found) = position(of: symbol)
            if found {
                let old = cells[index].coefficient
                let sum = old + coefficient
                if isNearZero(sum) {
                    cells.remove(at: index)
                    negativeCount -= old < 0 ? 1 : 0
                    return .removed
                }
                cells[index].coefficient = sum
                negativeCount += (sum < 0 ? 1 : 0) - (old < 0 ? 1 : 0)
                return .unchanged
            }
            if isNearZero(coefficient) {
                return .unchanged
            }
            if index == cells.count {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            }
            negativeCount += coefficient < 0 ? 1 : 0
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

        /// `add(_:times:changed:)` for long cell lists: one pass over both sorted lists (copied to
        /// locals first, so the loop reads plain arrays).
        private mutating func merge(_ other: Cells, times factor: Double, changed: (Symbol, CellChange) -> Void) {
            let mine = cells, theirs = other.cells
            var merged: [Cell] = []
            merged.reserveCapacity(mine.count + theirs.count)
            var index = 0, otherIndex = 0, negatives = 0
            while index < mine.count || otherIndex < theirs.count {
                if otherIndex == theirs.count || (index < mine.count && mine[index].symbol < theirs[otherIndex].symbol) {
                    merged.append(mine[index])
                    negatives += mine[index].coefficient < 0 ? 1 : 0
                    index += 1
                    continue
                }
                let symbol = theirs[otherIndex].symbol
                let added = theirs[otherIndex].coefficient * factor
                otherIndex += 1
                let isNew = index == mine.count || symbol < mine[index].symbol
                let value = isNew ? added : mine[index].coefficient + added
                if !isNew {
                    index += 1
                }
                if !isNearZero(value) {
                    merged.append(Cell(symbol: symbol, coefficient: value))
                    negatives += value < 0 ? 1 : 0
                    if isNew {
                        changed(symbol, .inserted)
                    }
                } else if !isNew {
                    changed(symbol, .removed)
                }
            }
            cells = merged
            negativeCount = negatives
        }

        /// Removes the symbol's cell and returns its coefficient (0 when absent).
        @discardableResult
        mutating func remove(_ symbol: Symbol) -> Double {
            let (index, found) = position(of: symbol)
            guard found else {
                return 0
            }
            let removed = cells.remove(at: index).coefficient
            negativeCount -= removed < 0 ? 1 : 0
            return removed
        }

        /// Multiplies every coefficient by `factor`.
        mutating func scale(by factor: Double) {
            negativeCount = cells.withUnsafeMutableBufferPointer { cells in
                var negatives = 0
                for index in cells.indices {
                    cells[index].coefficient *= factor
                    negatives += cells[index].coefficient < 0 ? 1 : 0
                }
                return negatives
            }
        }
    }
}
