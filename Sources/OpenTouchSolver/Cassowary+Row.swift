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
    /// The cells of slack, error and external symbols are kept sorted (``Cells``). The cells of
    /// dummy symbols (the markers of required equalities, always 0) are kept as the history of
    /// operations that made them (``DummyNode``) and computed only when asked for: they never
    /// change a value or a pivoting choice, only removal, `replaceConstant` and conflict reports
    /// read them, and keeping them out of the cells is what lets a chain's row i stay short instead
    /// of holding the markers of every constraint before it. The history replays the same
    /// floating-point operations, cell by cell, that eager cells would have done, so the values it
    /// gives are the same bit for bit. A class, so the tableau changes rows in place.
    final class Row: CustomStringConvertible {
        @exclusivity(unchecked) var constant: Double
        /// Set by the tableau each time the row enters it; -1 outside of it. Index entries made
        /// for an earlier stay no longer match.
        @exclusivity(unchecked) var serial = -1
        /// Set by the tableau while the row is searched rather than indexed.
        @exclusivity(unchecked) var isLong = false
        /// The cells of every symbol but dummies.
        @exclusivity(unchecked) private(set) var live = Cells()
        /// The dummy cells while there are at most `shortDummyLimit` of them and no history
        /// (empty while `lone` holds the only one).
        @exclusivity(unchecked) private(set) var shortDummies = Cells()
        /// The only dummy cell, kept inline while it is the only one and there is no history:
        /// `shortDummies` would be an array of one cell (a required equality's own marker), an
        /// allocation a row. Any other change to the dummy cells first turns it into
        /// `shortDummies` (`spillLone()`), the cells the array would have held, so it changes no
        /// value; the cell is kept, like any of `shortDummies`, even when scaling brings it near
        /// zero. Saves about 290 instructions a row of `layout-chain-10000` (callgrind).
        @exclusivity(unchecked) private var lone: Cell?
        /// A `.cell` step that follows `dummyHistory` but is not a node yet: the next such step
        /// makes one `.twoCells` node of both (a chain's position row takes in the width's marker
        /// and then its own, one node instead of two, about 475 instructions each; callgrind
        /// `layout-chain-10000`). Any other use of the history first makes it a node
        /// (`flushPending()`). Only while there is a history.
        @exclusivity(unchecked) private var pending: Cell?
        /// The dummy cells as a history, once they outgrew `shortDummies`; nil before.
        @exclusivity(unchecked) private(set) var dummyHistory: DummyNode?
        /// `shortDummies` as a history leaf, made when a row with a history first took them in
        /// and shared by every row that takes them in until they change (a substitution adds one
        /// row to many); nil when not made yet or stale. Sharing a step changes no value: a step's
        /// cells depend only on its operations.
        @exclusivity(unchecked) private var shortLeaf: DummyNode?

        init(constant: Double = 0) {
            self.constant = constant
        }

        func copy() -> Row {
            let row = Row(constant: constant)
            row.live = live
            row.shortDummies = shortDummies
            row.lone = lone
            row.dummyHistory = dummyHistory
            row.pending = pending
            return row
        }

        /// The non-dummy symbols with a non-zero coefficient, in increasing order.
        var symbols: LazyMapSequence<[Cell], Symbol> { live.symbols }
        /// Whether the row has no non-dummy cell.
        var isEmpty: Bool { live.isEmpty }
        /// The number of non-dummy cells.
        var count: Int { live.count }
        /// False when the non-dummy `symbol` is outside the range of the row's symbols.
        func mayContain(_ symbol: Symbol) -> Bool {
            guard let first = live.cells.first?.symbol, let last = live.cells.last?.symbol else {
                return false
            }
            return first <= symbol && symbol <= last
        }

        /// The non-dummy cells in symbol order.
        var cells: [Cell] { live.cells }

        func contains(_ symbol: Symbol) -> Bool {
            symbol.isDummy ? dummyCoefficient(symbol) != nil : live.contains(symbol)
        }

        func coefficient(for symbol: Symbol) -> Double {
            symbol.isDummy ? dummyCoefficient(symbol) ?? 0 : live.coefficient(for: symbol)
        }

        /// The coefficient of a dummy symbol, nil when it has no cell; `memo` shares the work
        /// between rows of one tableau.
        func dummyCoefficient(_ symbol: Symbol, memo: DummyMemo? = nil) -> Double? {
            flushPending()
            guard let dummyHistory else {
                if let lone {
                    return lone.symbol == symbol ? lone.coefficient : nil
                }
                return shortDummies.contains(symbol) ? shortDummies.coefficient(for: symbol) : nil
            }
            return (memo ?? DummyMemo(symbol)).value(of: dummyHistory)
        }

        /// The dummy cells as a history other rows can refer to; nil when there are none.
        private var dummyNode: DummyNode? {
            flushPending()
            if let dummyHistory {
                return dummyHistory
            }
            if shortDummies.isEmpty, lone == nil {
                return nil
            }
            if let shortLeaf {
                return shortLeaf
            }
            let leaf = DummyNode(nil, .leaf(shortCells))
            shortLeaf = leaf
            return leaf
        }

        /// The short dummy cells, `lone` included.
        private var shortCells: Cells {
            lone.map { Cells(single: $0) } ?? shortDummies
        }

        /// The number of short dummy cells, `lone` included.
        private var shortCount: Int {
            lone == nil ? shortDummies.count : 1
        }

        /// Moves `lone` into `shortDummies`: the cells they would have held all along.
        /// Inline: the check runs on every change to the dummy cells, the move rarely (see
        /// `flushPending()`).
        @inline(__always)
        private func spillLone() {
            if let lone {
                spill(lone)
            }
        }

        @inline(never)
        private func spill(_ cell: Cell) {
            shortDummies = Cells(single: cell)
            lone = nil
            shortLeaf = nil
        }

        /// The first non-dummy symbol in id order that passes `test` together with its coefficient.
        func firstSymbol(where test: (Symbol, Double) -> Bool) -> Symbol? {
            live.cells.first { test($0.symbol, $0.coefficient) }?.symbol
        }

        /// Every cell, dummies included, computed from their history.
        func allCells() -> Cells {
            flushPending()
            var all = dummyHistory.map { DummyNode.materialize($0) } ?? shortCells
            all.add(live, times: 1) { _, _ in }
            return all
        }

        /// Whether the constant and every non-dummy coefficient are finite, and the smallest
        /// external symbol (nil when none), in one pass over the cells. Dummy cells are not
        /// computed for this: they never enter a value, and proving them finite without computing
        /// them needs a bound that grows far too loose on real layouts (the card screen).
        var finiteAndFirstExternal: (isFinite: Bool, firstExternal: Symbol?) {
            let (allFinite, first) = live.finiteAndFirstExternal
            return (constant.isFinite && allFinite, first)
        }

        /// Adds `coefficient` to the symbol's cell, dropping the cell when it becomes near zero.
        /// Reports `.unchanged` for dummy symbols, which no index follows.
        @discardableResult
        func add(_ coefficient: Double, to symbol: Symbol) -> CellChange {
            guard symbol.isDummy else {
                return live.add(coefficient, to: symbol)
            }
            if dummyHistory == nil, shortDummies.isEmpty, lone == nil || lone?.symbol == symbol {
                // What `shortDummies.add(coefficient, to: symbol)` does on no cell or on its one.
                shortLeaf = nil
                if let cell = lone {
                    let sum = cell.coefficient + coefficient
                    lone = isNearZero(sum) ? nil : Cell(symbol: symbol, coefficient: sum)
                } else if !isNearZero(coefficient) {
                    lone = Cell(symbol: symbol, coefficient: coefficient)
                }
                return .unchanged
            }
            spillLone()
            if fitsShort(adding: 1) {
                shortLeaf = nil
                shortDummies.add(coefficient, to: symbol)
            } else if dummyHistory != nil, pending == nil {
                pending = Cell(symbol: symbol, coefficient: coefficient)
            } else if let first = pending {
                pending = nil
                extendHistory(.twoCells(first, Cell(symbol: symbol, coefficient: coefficient)))
            } else {
                extendHistory(.cell(symbol, coefficient))
            }
            return .unchanged
        }

        /// Makes the pending step a node of the history.
        /// Inline: every read of the dummy cells checks for a pending step (a dummy's holders are
        /// found by asking every row), and few have one.
        @inline(__always)
        private func flushPending() {
            if let cell = pending {
                makeNode(of: cell)
            }
        }

        @inline(never)
        private func makeNode(of cell: Cell) {
            pending = nil
            extendHistory(.cell(cell.symbol, cell.coefficient))
        }

        /// Adds `factor × other`, calling `changed` for each non-dummy symbol that enters or
        /// leaves the row.
        func add(_ other: Row, times factor: Double, changed: (Symbol, CellChange) -> Void) {
            live.add(other.live, times: factor, changed: changed)
            addConstantAndDummies(of: other, times: factor)
        }

        /// Adds `factor × other` (see `Cells.add(_:times:)`).
        func add(_ other: Row, times factor: Double) {
            live.add(other.live, times: factor)
            addConstantAndDummies(of: other, times: factor)
        }

        /// Adds `factor × other`'s constant and dummy cells, not its other cells (see ``Objective``).
        func addConstantAndDummies(of other: Row, times factor: Double) {
            constant += other.constant * factor
            if let theirs = other.lone {
                // Their one cell times the factor, added as `shortDummies.add(_:times:)` adds one
                // cell; to a history, a `.cell` step of that product gives the same cells and
                // coefficients as an `.add` step of their leaf (and needs no leaf).
                add(theirs.coefficient * factor, to: theirs.symbol)
                return
            }
            spillLone()
            if other.dummyHistory == nil, fitsShort(adding: other.shortDummies.count) {
                if !other.shortDummies.isEmpty {
                    shortLeaf = nil
                    shortDummies.add(other.shortDummies, times: factor) { _, _ in }
                }
            } else if let theirs = other.dummyNode {
                extendHistory(.add(theirs, factor))
            }
        }

        /// Removes the symbol's cell and returns its coefficient (0 when absent).
        @discardableResult
        func remove(_ symbol: Symbol, memo: DummyMemo? = nil) -> Double {
            guard symbol.isDummy else {
                return live.remove(symbol)
            }
            flushPending()
            guard dummyHistory != nil else {
                shortLeaf = nil
                if let cell = lone {
                    guard cell.symbol == symbol else {
                        return 0
                    }
                    lone = nil
                    return cell.coefficient
                }
                return shortDummies.remove(symbol)
            }
            guard let value = dummyCoefficient(symbol, memo: memo) else {
                return 0
            }
            extendHistory(.remove(symbol))
            return value
        }

        /// Multiplies the constant and every coefficient by `factor`.
        func scale(by factor: Double) {
            constant *= factor
            live.scale(by: factor)
            if dummyHistory == nil {
                shortLeaf = nil
                lone?.coefficient *= factor
                shortDummies.scale(by: factor)
            } else {
                extendHistory(.scale(factor))
            }
        }

        /// Up to this many dummy cells are kept as cells outright, changed in place the way the
        /// other cells are; longer ones become a history.
        static let shortDummyLimit = 32

        /// Whether the dummy cells are short and stay short with `adding` more.
        private func fitsShort(adding: Int) -> Bool {
            dummyHistory == nil && shortCount + adding <= Self.shortDummyLimit
        }

        /// Appends a step to the history (starting it from the short cells), replaced by its cells
        /// once it has grown well past them.
        private func extendHistory(_ operation: DummyNode.Operation) {
            spillLone()
            flushPending()
            let node = DummyNode(dummyNode, operation)
            shortDummies = Cells()
            shortLeaf = nil
            guard node.isWorthFlattening else {
                dummyHistory = node
                return
            }
            let cells = DummyNode.materialize(node)
            if cells.count <= Self.shortDummyLimit {
                shortDummies = cells
                dummyHistory = nil
            } else {
                dummyHistory = DummyNode(nil, .leaf(cells))
            }
        }

        /// Turns `0 = row` into `symbol = row'`: removes the symbol and divides the rest by minus
        /// its coefficient. Returns false (and changes nothing) when the symbol is not in the row.
        func solve(for symbol: Symbol) -> Bool {
            guard contains(symbol) else {
                return false
            }
            let factor = -1 / remove(symbol)
            // Multiplying by 1 changes no bit (rows are finite); the rows of new positions come
            // here already negated (see `Solver.makeRow`) and skip a pass.
            if factor != 1 {
                scale(by: factor)
            }
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
            let all = allCells()
            for (symbol, coefficient) in zip(all.symbols, all.coefficients) {
                let magnitude = abs(coefficient) == 1 ? "" : "\(Cassowary.format(abs(coefficient))) * "
                text += (coefficient < 0 ? " - " : " + ") + magnitude + symbol.description
            }
            return text
        }
    }
}
