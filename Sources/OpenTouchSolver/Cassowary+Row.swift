// OpenTouchSolver

extension Cassowary {
    /// Coefficients with an absolute value below this count as zero and are dropped.
    static let epsilon = 1e-8

    /// Relative size under which a value that should be zero is taken for rounding error (see
    /// `Tableau.optimize(_:)`): weights span ten decades, leaving about six digits below the
    /// largest.
    static let roundOffTolerance = 1e-6

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    /// What adding to a cell did to the row's set of symbols.
    enum CellChange {
        case unchanged, inserted, removed
    }

    /// A linear form `constant + Σ coefficient × symbol`. In the tableau a row gives the value of
    /// its basic symbol; the objective and a new constraint's row (`form = 0`) are rows too.
    ///
    /// The cells are two parallel arrays sorted by symbol: lookups are binary searches, adding a
    /// row is a merge, and iteration goes in id order, so nothing depends on hashing. A class, so
    /// the tableau changes rows in place.
    final class Row: CustomStringConvertible {
        var constant: Double
        /// Set by the tableau each time the row enters it; -1 outside of it. Index entries made
        /// for an earlier stay no longer match.
        var serial = -1
        /// Set by the tableau while the row is searched rather than indexed.
        var isLong = false
        /// The symbols with a non-zero coefficient, in increasing order.
        private(set) var symbols: [Symbol] = []
        /// The coefficient of each symbol in `symbols`, at the same index.
        private(set) var coefficients: [Double] = []

        init(constant: Double = 0) {
            self.constant = constant
        }

        func copy() -> Row {
            let row = Row(constant: constant)
            row.symbols = symbols
            row.coefficients = coefficients
            return row
        }

        var isEmpty: Bool { symbols.isEmpty }
        var count: Int { symbols.count }

        /// False when `symbol` is outside the range of the row's symbols: a cheap first check.
        func mayContain(_ symbol: Symbol) -> Bool {
            guard let first = symbols.first, let last = symbols.last else {
                return false
            }
            return first <= symbol && symbol <= last
        }

        /// The cells in symbol order.
        var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }

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

        /// The first symbol in id order that passes `test` together with its coefficient.
        func firstSymbol(where test: (Symbol, Double) -> Bool) -> Symbol? {
            let symbols = symbols, coefficients = coefficients
            for index in symbols.indices where test(symbols[index], coefficients[index]) {
                return symbols[index]
            }
            return nil
        }

        /// Whether the constant and every coefficient are finite.
        var isFinite: Bool {
            constant.isFinite && coefficients.allSatisfy(\.isFinite)
        }

        /// Adds `coefficient` to the symbol's cell, dropping the cell when it becomes near zero.
        @discardableResult
        func add(_ coefficient: Double, to symbol: Symbol) -> CellChange {
            let (index, found) = position(of: symbol)
            if found {
                let sum = coefficients[index] + coefficient
                if isNearZero(sum) {
                    symbols.remove(at: index)
                    coefficients.remove(at: index)
                    return .removed
                }
                coefficients[index] = sum
                return .unchanged
            }
            if isNearZero(coefficient) {
                return .unchanged
            }
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
            return .inserted
        }

        /// Adds `factor × other`, calling `changed` for each symbol that enters or leaves the row.
        func add(_ other: Row, times factor: Double, changed: (Symbol, CellChange) -> Void = { _, _ in }) {
            constant += other.constant * factor
            if other.symbols.count <= 4 {
                for (symbol, coefficient) in other.cells {
                    let change = add(coefficient * factor, to: symbol)
                    if change != .unchanged {
                        changed(symbol, change)
                    }
                }
            } else {
                merge(other, times: factor, changed: changed)
            }
        }

        /// `add(_:times:changed:)` for long rows: one pass over both sorted cell lists (copied to
        /// locals first, so the loop reads plain arrays rather than class properties).
        private func merge(_ other: Row, times factor: Double, changed: (Symbol, CellChange) -> Void) {
            let mySymbols = symbols, myCoefficients = coefficients
            let theirSymbols = other.symbols, theirCoefficients = other.coefficients
            var mergedSymbols: [Symbol] = [], mergedCoefficients: [Double] = []
            mergedSymbols.reserveCapacity(mySymbols.count + theirSymbols.count)
            mergedCoefficients.reserveCapacity(mySymbols.count + theirSymbols.count)
            var mine = 0, theirs = 0
            while mine < mySymbols.count || theirs < theirSymbols.count {
                if theirs == theirSymbols.count || (mine < mySymbols.count && mySymbols[mine] < theirSymbols[theirs]) {
                    mergedSymbols.append(mySymbols[mine])
                    mergedCoefficients.append(myCoefficients[mine])
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
                    if isNew {
                        changed(symbol, .inserted)
                    }
                } else if !isNew {
                    changed(symbol, .removed)
                }
            }
            symbols = mergedSymbols
            coefficients = mergedCoefficients
        }

        /// Removes the symbol's cell and returns its coefficient (0 when absent).
        @discardableResult
        func remove(_ symbol: Symbol) -> Double {
            let (index, found) = position(of: symbol)
            guard found else {
                return 0
            }
            symbols.remove(at: index)
            return coefficients.remove(at: index)
        }

        /// Multiplies the constant and every coefficient by `factor`.
        func scale(by factor: Double) {
            constant *= factor
            coefficients.withUnsafeMutableBufferPointer { values in
                for index in values.indices {
                    values[index] *= factor
                }
            }
        }

        /// Turns `0 = row` into `symbol = row'`: removes the symbol and divides the rest by minus
        /// its coefficient. Returns false (and changes nothing) when the symbol is not in the row.
        func solve(for symbol: Symbol) -> Bool {
            guard contains(symbol) else {
                return false
            }
            scale(by: -1 / remove(symbol))
            return true
        }

        /// Turns `lhs = row` into `rhs = row'`, where `rhs` is in the row and `lhs` is not.
        func solve(for lhs: Symbol, _ rhs: Symbol) -> Bool {
            guard contains(rhs) else {
                return false
            }
            add(-1, to: lhs)
            return solve(for: rhs)
        }

        /// The row with its symbols in id order, e.g. `5 + 2 * s3 - e7`.
        var description: String {
            var text = Cassowary.format(constant)
            for (symbol, coefficient) in cells {
                let magnitude = abs(coefficient) == 1 ? "" : "\(Cassowary.format(abs(coefficient))) * "
                text += (coefficient < 0 ? " - " : " + ") + magnitude + symbol.description
            }
            return text
        }
    }
}
