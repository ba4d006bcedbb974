// OpenTouchSolver

extension Cassowary {
    /// Cells `coefficient × symbol` as two parallel arrays sorted by symbol: lookups are binary
    /// searches, adding other cells is a merge, and iteration goes in id order, so nothing depends
    /// on hashing. A cell whose coefficient comes near zero is dropped.
    struct Cells {
        /// The symbols with a non-zero coefficient, in increasing order.
        private(set) var symbols: [Symbol] = []
        /// The coefficient of each symbol in `symbols`, at the same index.
        private(set) var coefficients: [Double] = []
        /// How many coefficients are below 0, so the simplex can tell without a scan that no
        /// symbol lowers an objective.
        private(set) var negativeCount = 0

        var isEmpty: Bool { symbols.isEmpty }
        var count: Int { symbols.count }

        /// Where the symbol is, or where it would be inserted.
        private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
            symbols.withUnsafeBufferPointer { sorted in
                var low = 0, high = sorted.count
                while low < high {
                    let middle = (low + high) / 2
                    if sorted[middle] < symbol {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                return (low, low < sorted.count && sorted[low] == symbol)
            }
        }

        func contains(_ symbol: Symbol) -> Bool {
            position(of: symbol).found
        }

        func coefficient(for symbol: Symbol) -> Double {
            let (index, found) = position(of: symbol)
            return found ? coefficients[index] : 0
        }

        /// Adds `coefficient` to the symbol's cell, dropping the cell when it becomes near zero.
        @discardableResult
        mutating func add(_ coefficient: Double, to symbol: Symbol) -> CellChange {
            let (index, found) = position(of: symbol)
            if found {
                let old = coefficients[index]
                let sum = old + coefficient
                if isNearZero(sum) {
                    symbols.remove(at: index)
                    coefficients.remove(at: index)
                    negativeCount -= old < 0 ? 1 : 0
                    return .removed
                }
                coefficients[index] = sum
                negativeCount += (sum < 0 ? 1 : 0) - (old < 0 ? 1 : 0)
                return .unchanged
            }
            if isNearZero(coefficient) {
                return .unchanged
            }
            if index == symbols.count {
                symbols.append(symbol)
                coefficients.append(coefficient)
            } else {
                symbols.insert(symbol, at: index)
                coefficients.insert(coefficient, at: index)
            }
            negativeCount += coefficient < 0 ? 1 : 0
            return .inserted
        }

        /// Adds `factor × other`, calling `changed` for each symbol that enters or leaves. Few
        /// cells (or few against many here) go in one by one, more are merged in one pass; both
        /// do the same arithmetic on each cell.
        mutating func add(_ other: Cells, times factor: Double, changed: (Symbol, CellChange) -> Void) {
            if other.symbols.count <= 4 || other.symbols.count * 16 <= symbols.count {
                for index in other.symbols.indices {
                    let symbol = other.symbols[index]
                    let change = add(other.coefficients[index] * factor, to: symbol)
                    if change != .unchanged {
                        changed(symbol, change)
                    }
                }
            } else {
                merge(other, times: factor, changed: changed)
            }
        }

        /// `add(_:times:changed:)` for long cell lists: one pass over both sorted lists (copied to
        /// locals first, so the loop reads plain arrays).
        private mutating func merge(_ other: Cells, times factor: Double, changed: (Symbol, CellChange) -> Void) {
            let mySymbols = symbols, myCoefficients = coefficients
            let theirSymbols = other.symbols, theirCoefficients = other.coefficients
            var mergedSymbols: [Symbol] = [], mergedCoefficients: [Double] = []
            mergedSymbols.reserveCapacity(mySymbols.count + theirSymbols.count)
            mergedCoefficients.reserveCapacity(mySymbols.count + theirSymbols.count)
            var mine = 0, theirs = 0, negatives = 0
            while mine < mySymbols.count || theirs < theirSymbols.count {
                if theirs == theirSymbols.count || (mine < mySymbols.count && mySymbols[mine] < theirSymbols[theirs]) {
                    mergedSymbols.append(mySymbols[mine])
                    mergedCoefficients.append(myCoefficients[mine])
                    negatives += myCoefficients[mine] < 0 ? 1 : 0
                    mine += 1
                    continue
                }
                let symbol = theirSymbols[theirs]
                let added = theirCoefficients[theirs] * factor
                theirs += 1
                let isNew = mine == mySymbols.count || symbol < mySymbols[mine]
                let value = isNew ? added : myCoefficients[mine] + added
                if !isNew {
                    mine += 1
                }
                if !isNearZero(value) {
                    mergedSymbols.append(symbol)
                    mergedCoefficients.append(value)
                    negatives += value < 0 ? 1 : 0
                    if isNew {
                        changed(symbol, .inserted)
                    }
                } else if !isNew {
                    changed(symbol, .removed)
                }
            }
            symbols = mergedSymbols
            coefficients = mergedCoefficients
            negativeCount = negatives
        }

        /// Removes the symbol's cell and returns its coefficient (0 when absent).
        @discardableResult
        mutating func remove(_ symbol: Symbol) -> Double {
            let (index, found) = position(of: symbol)
            guard found else {
                return 0
            }
            symbols.remove(at: index)
            let removed = coefficients.remove(at: index)
            negativeCount -= removed < 0 ? 1 : 0
            return removed
        }

        /// Multiplies every coefficient by `factor`.
        mutating func scale(by factor: Double) {
            negativeCount = coefficients.withUnsafeMutableBufferPointer { values in
                var negatives = 0
                for index in values.indices {
                    values[index] *= factor
                    negatives += values[index] < 0 ? 1 : 0
                }
                return negatives
            }
        }
    }
}
