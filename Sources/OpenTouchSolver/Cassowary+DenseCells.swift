// OpenTouchSolver

extension Cassowary {
    /// Cells `coefficient × symbol` kept by symbol id, for the objective: a row that holds a
    /// large share of all symbols (every error symbol) and takes one in or out on each pivot.
    /// Adding to or removing a cell costs the same whatever the number of cells, where
    /// ``Cells`` moves the cells after it. Does the same arithmetic on each cell as ``Cells``
    /// (`old + added`, dropped when near zero), so the values are the same bit for bit.
    ///
    /// A coefficient of exactly 0 means no cell: near-zero sums are dropped, so a cell never
    /// holds 0.
    struct DenseCells {
        /// By symbol id: the cell, or a cell with coefficient 0 for none.
        private(set) var slots: [Cell] = []
        /// The ids of the negative cells, and possibly of cells no longer negative (dropped
        /// when met at the top, in `firstNegative()`).
        private var negatives = SymbolHeap()
        /// How many coefficients are below 0.
        private(set) var negativeCount = 0
        /// How many cells there are.
        private(set) var count = 0

        /// The coefficient of `symbol` (0 when it has no cell).
        func coefficient(for symbol: Symbol) -> Double {
            let id = symbol.id
            guard id < slots.count else {
                return 0
            }
            let slot = slots[id]
            return slot.symbol == symbol ? slot.coefficient : 0
        }

        /// Adds `coefficient` to the symbol's cell, dropping the cell when it becomes near zero.
        mutating func add(_ coefficient: Double, to symbol: Symbol) {
            let id = symbol.id
            if id >= slots.count {
                slots.append(contentsOf: repeatElement(Cell(symbol: symbol, coefficient: 0), count: id + 1 - slots.count))
            }
            // A slot holds one symbol at a time: the tableau drops a symbol from the objective
            // before its id is given to another.
            assert(slots[id].coefficient == 0 || slots[id].symbol == symbol,
                   "objective cell \(id) holds another symbol")
            let old = slots[id].symbol == symbol ? slots[id].coefficient : 0
            if old == 0 {
                guard !isNearZero(coefficient) else {
                    return
                }
                set(coefficient, for: symbol, old: 0)
                return
            }
            let sum = old + coefficient
            set(isNearZero(sum) ? 0 : sum, for: symbol, old: old)
        }

        /// Removes the symbol's cell and returns its coefficient (0 when absent).
        @discardableResult
        mutating func remove(_ symbol: Symbol) -> Double {
            let old = coefficient(for: symbol)
            if old != 0 {
                set(0, for: symbol, old: old)
            }
            return old
        }

        /// Stores `value` (0: no cell) for `symbol` over the cell `old` of its id, keeping the counts.
        private mutating func set(_ value: Double, for symbol: Symbol, old: Double) {
            slots[symbol.id] = Cell(symbol: symbol, coefficient: value)
            count += (value != 0 ? 1 : 0) - (old != 0 ? 1 : 0)
            negativeCount += (value < 0 ? 1 : 0) - (old < 0 ? 1 : 0)
            if value < 0 {
                negatives.insert(symbol.id)
            }
        }

        /// The negative cell of the smallest symbol, or nil.
        mutating func firstNegative() -> Symbol? {
            guard negativeCount > 0 else {
                return nil
            }
            while let id = negatives.min {
                if slots[id].coefficient < 0 {
                    return slots[id].symbol
                }
                negatives.popMin()
            }
            return nil
        }

        /// The largest absolute coefficient, or `floor` when larger.
        func largestMagnitude(atLeast floor: Double) -> Double {
            slots.reduce(floor) { Swift.max($0, abs($1.coefficient)) }
        }

        /// The cells in increasing symbol order.
        var cells: [Cell] {
            slots.filter { $0.coefficient != 0 }
        }
    }
}
