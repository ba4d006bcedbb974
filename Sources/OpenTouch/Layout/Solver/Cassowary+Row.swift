// OpenTouch — Layout / Solver

extension Cassowary {
    /// Coefficients with an absolute value below this count as zero and are dropped.
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    /// How adding to a cell changed the set of symbols in a row.
    enum CellChange {
        case unchanged, inserted, removed
    }

    /// A linear form `constant + Σ coefficient × symbol`. In the tableau a row gives the value of
    /// its basic symbol; the objective and a new constraint's row (`form = 0`) are rows too.
    ///
    /// A class so the tableau can change rows in place. Cells are a dictionary for lookup; nothing
    /// depends on their iteration order (each cell is updated on its own, and choices scan for the
    /// smallest symbol).
    final class Row: CustomStringConvertible {
        var constant: Double
        private(set) var cells: [Symbol: Double]

        init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
            self.constant = constant
            self.cells = cells
        }

        func copy() -> Row {
            Row(constant: constant, cells: cells)
        }

        func coefficient(for symbol: Symbol) -> Double {
            cells[symbol] ?? 0
        }

        /// Whether the constant and every coefficient are finite.
        var isFinite: Bool {
            constant.isFinite && cells.values.allSatisfy(\.isFinite)
        }

        /// Adds `coefficient` to the symbol's cell, dropping the cell when it becomes near zero.
        @discardableResult
        func add(_ coefficient: Double, to symbol: Symbol) -> CellChange {
            if let index = cells.index(forKey: symbol) {
                let sum = cells.values[index] + coefficient
                if isNearZero(sum) {
                    cells.remove(at: index)
                    return .removed
                }
                cells.values[index] = sum
                return .unchanged
            }
            if isNearZero(coefficient) {
                return .unchanged
            }
            cells[symbol] = coefficient
            return .inserted
        }

        /// Adds `factor × other`, calling `changed` for each symbol that appears or disappears.
        func add(_ other: Row, times factor: Double, changed: (Symbol, CellChange) -> Void = { _, _ in }) {
            constant += other.constant * factor
            for (symbol, coefficient) in other.cells {
                let change = add(coefficient * factor, to: symbol)
                if change != .unchanged {
                    changed(symbol, change)
                }
            }
        }

        /// Removes the symbol's cell and returns its coefficient (0 when absent).
        @discardableResult
        func remove(_ symbol: Symbol) -> Double {
            cells.removeValue(forKey: symbol) ?? 0
        }

        /// Multiplies the constant and every coefficient by `factor`.
        func scale(by factor: Double) {
            constant *= factor
            var index = cells.startIndex
            while index != cells.endIndex {
                cells.values[index] *= factor
                cells.formIndex(after: &index)
            }
        }

        /// Turns `0 = row` into `symbol = row'`: removes the symbol and divides the rest by minus
        /// its coefficient. Returns false (and changes nothing) when the symbol is not in the row.
        func solve(for symbol: Symbol) -> Bool {
            guard let coefficient = cells.removeValue(forKey: symbol) else {
                return false
            }
            scale(by: -1 / coefficient)
            return true
        }

        /// Turns `lhs = row` into `rhs = row'`, where `rhs` is in the row.
        func solve(for lhs: Symbol, _ rhs: Symbol) -> Bool {
            guard cells[rhs] != nil else {
                return false
            }
            add(-1, to: lhs)
            return solve(for: rhs)
        }

        /// The row with its symbols in id order, e.g. `5 + 2 * s3 - e7`.
        var description: String {
            var text = Cassowary.format(constant)
            for (symbol, coefficient) in cells.sorted(by: { $0.key < $1.key }) {
                let magnitude = abs(coefficient) == 1 ? "" : "\(Cassowary.format(abs(coefficient))) * "
                text += (coefficient < 0 ? " - " : " + ") + magnitude + symbol.description
            }
            return text
        }
    }
}
