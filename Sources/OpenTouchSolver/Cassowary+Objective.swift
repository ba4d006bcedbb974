// OpenTouchSolver

extension Cassowary {
    /// The tableau's objective: the weighted sum of the errors in terms of parametric symbols.
    /// Its non-dummy cells are kept by symbol id (``DenseCells``), since it holds every error
    /// symbol and gains or loses one on each pivot; its constant and dummy cells are kept as a
    /// row's are (`dummies`, whose own cells stay empty). Every operation does what the same
    /// operation on a ``Row`` does, on the same values.
    final class Objective: CustomStringConvertible {
        /// The constant and the dummy cells; its non-dummy cells are always empty.
        let dummies = Row()
        /// The non-dummy cells. Unchecked: every pivot reads and writes them, and the runtime's
        /// access checks on them cost 13.5 M of `--profile layout-cards`' 397.5 M instructions and
        /// 2.7 M of `solver-cards`' 259.9 M (callgrind); each access is within one method.
        @exclusivity(unchecked) private(set) var live = DenseCells()

        /// The constant term.
        var constant: Double { dummies.constant }

        /// The coefficient of `symbol` (0 when it has no cell).
        func coefficient(for symbol: Symbol) -> Double {
            symbol.isDummy ? dummies.coefficient(for: symbol) : live.coefficient(for: symbol)
        }

        /// Adds `coefficient` to the symbol's cell, dropping the cell when it becomes near zero.
        func add(_ coefficient: Double, to symbol: Symbol) {
            if symbol.isDummy {
                dummies.add(coefficient, to: symbol)
            } else {
                live.add(coefficient, to: symbol)
            }
        }

        /// Adds `factor × row`.
        func add(_ row: Row, times factor: Double) {
            dummies.addConstantAndDummies(of: row, times: factor)
            for cell in row.cells {
                live.add(cell.coefficient * factor, to: cell.symbol)
            }
        }

        /// Removes the symbol's cell and returns its coefficient (0 when absent).
        @discardableResult
        func remove(_ symbol: Symbol, memo: DummyMemo? = nil) -> Double {
            symbol.isDummy ? dummies.remove(symbol, memo: memo) : live.remove(symbol)
        }

        /// The non-dummy symbol with a negative coefficient that comes first, or nil.
        func firstNegativeSymbol() -> Symbol? {
            // The count first, inline: most calls find none, and `firstNegative()` is a call.
            live.negativeCount > 0 ? live.firstNegative() : nil
        }

        /// The largest absolute coefficient, dummies included, or `floor` when larger.
        func largestMagnitude(atLeast floor: Double) -> Double {
            let dummyLargest = dummies.allCells().coefficients.reduce(floor) { Swift.max($0, abs($1)) }
            return live.largestMagnitude(atLeast: dummyLargest)
        }

        /// The objective as a row, e.g. `5 + 2 * s3 - e7`.
        var description: String {
            let row = dummies.copy()
            for cell in live.cells {
                row.add(cell.coefficient, to: cell.symbol)
            }
            return row.description
        }
    }
}
