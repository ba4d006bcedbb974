// OpenTouchSolver

extension Cassowary {
    /// The simplex tableau: the rows of the basic symbols, an index from each parametric symbol to
    /// the rows that hold it, and the objective. It knows nothing about constraints or variables;
    /// ``Solver`` builds on it.
    ///
    /// Invariants: a basic symbol appears in no row (its own or another) nor in the objective;
    /// every row of a restricted (non-external) basic symbol has a constant of at least 0 outside
    /// of `dualOptimize()`; external symbols appear only in rows of external basic symbols.
    ///
    /// Symbols are indices into arrays here (no hashing on the hot paths). New symbols take the
    /// id freed last, else the next unused one, so the arrays stay as long as the most symbols
    /// alive at once, and ids are the same for the same sequence of calls.
    final class Tableau {
        // Exclusivity: the `@exclusivity(unchecked)` stored properties of the tableau, `Row`,
        // `Solver` and `DummyNode` are read and changed on every added constraint; without the
        // annotation the runtime checks cost 213.5 M instead of 163.3 M instructions on a chain of
        // 10,000 constraints and 360 M instead of 287 M on the card screen's first pass (callgrind,
        // solver alone). None of them is handed out inout across a call that reaches it again.
        /// The row of each basic symbol, by symbol id.
        @exclusivity(unchecked) var rowStore: [Row?] = []
        /// The basic symbol of each row in `rowStore`, at the same index.
        @exclusivity(unchecked) private(set) var basicStore: [Symbol?] = []
        /// The number of rows in the tableau.
        @exclusivity(unchecked) private(set) var rowCount = 0
        /// Which rows hold which symbols (see `Cassowary+Tableau+Index.swift`).
        @exclusivity(unchecked) var index = ColumnIndex()
        /// Ids of discarded symbols, reused last-freed first.
        @exclusivity(unchecked) private var freeIds: [Int] = []
        @exclusivity(unchecked) private var nextSerial = 0
        /// The weighted sum of the errors, in terms of parametric symbols; minimised.
        let objective = Objective()
        /// The objective used while a new row is added through an artificial variable.
        @exclusivity(unchecked) private(set) var artificial: Row?
        /// The largest weight that has been in the objective: rounding in the objective is
        /// measured against it (see `optimize(_:)`).
        @exclusivity(unchecked) var weightScale: Double = 1
        /// Restricted basic symbols whose rows may have gone below 0, for the dual simplex.
        @exclusivity(unchecked) private var infeasible: Set<Symbol> = []
        /// The coefficients of the dummy symbol last asked for, by history step (see `Row`).
        @exclusivity(unchecked) var dummyMemo: DummyMemo?

        /// The number of symbol ids handed out so far (the next unused id). The arrays by id
        /// (`rowStore`, `basicStore`, the index's) are at least this long, grown ahead in blocks.
        @exclusivity(unchecked) private(set) var symbolCount = 0

        /// A new symbol: the last freed id, or the next unused one.
        func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
            if let id = freeIds.popLast() {
                return Symbol(id: id, kind: kind)
            }
            if symbolCount == rowStore.count {
                growStores(by: Swift.max(Self.minimumGrowth, rowStore.count / 8))
            }
            symbolCount += 1
            return Symbol(id: symbolCount - 1, kind: kind)
        }

        /// The fewest ids the arrays by id grow by at once.
        static let minimumGrowth = 64

        /// Makes room in the arrays by id for `count` more symbols than are handed out (capacity
        /// only: they are filled as symbols are made, a block at a time).
        func reserveSymbols(_ count: Int) {
            let wanted = symbolCount + count
            if wanted > rowStore.capacity {
                rowStore.reserveCapacity(wanted)
                basicStore.reserveCapacity(wanted)
                index.reserve(wanted)
            }
        }

        /// Lengthens every array by id by `extra` empty entries at once. Growing them one entry a
        /// symbol (six appends, each checking uniqueness and capacity, and the index's array of
        /// arrays copied element by element when it grew) cost about 320 instructions a symbol,
        /// 6.4 M of the 106.2 M timed in `layout-chain-10000` (callgrind). Blocks of an eighth:
        /// filling entries costs 10 to 35 instructions each, so filling far ahead costs too
        /// (filling the engine's whole reservation, 2.5 times the symbols the chain makes, cost
        /// 3.9 M there).
        private func growStores(by extra: Int) {
            rowStore.append(contentsOf: repeatElement(nil, count: extra))
            basicStore.append(contentsOf: repeatElement(nil, count: extra))
            index.grow(by: extra)
        }

        /// Takes a symbol that is in no row out of the objective and gives its id back for reuse;
        /// does nothing while the symbol is still in a row.
        func discard(_ symbol: Symbol) {
            guard rowStore[symbol.id] == nil, holders(of: symbol).isEmpty else {
                return
            }
            objective.remove(symbol, memo: memo(for: symbol))
            index.clear(symbol)
            freeIds.append(symbol.id)
        }

        /// A memo for the coefficients of `symbol` when it is a dummy (nil otherwise), shared by
        /// the calls that follow for the same symbol. Coefficients only depend on the history
        /// steps, which never change, so the memo never goes stale; it is dropped to free memory.
        func memo(for symbol: Symbol) -> DummyMemo? {
            guard symbol.isDummy else {
                return nil
            }
            if let dummyMemo, dummyMemo.symbol == symbol {
                return dummyMemo
            }
            let memo = DummyMemo(symbol)
            dummyMemo = memo
            return memo
        }

        /// The coefficient of `symbol` in `row`, through the shared memo for dummies.
        func coefficient(of symbol: Symbol, in row: Row) -> Double {
            guard let memo = memo(for: symbol) else {
                return row.coefficient(for: symbol)
            }
            return row.dummyCoefficient(symbol, memo: memo) ?? 0
        }

        func row(for basic: Symbol) -> Row? {
            rowStore[basic.id]
        }

        /// Makes `basic` basic with the given row.
        func insertRow(_ row: Row, basic: Symbol) {
            row.serial = nextSerial
            nextSerial += 1
            rowStore[basic.id] = row
            basicStore[basic.id] = basic
            rowCount += 1
            index.rowEntered(row, basic: basic)
            noteGrowth(of: row)
        }

        /// Keeps the index compact after `row` took symbols in.
        private func noteGrowth(of row: Row) {
            if row.isLong {
                compactLongRowsIfNeeded()
            } else {
                for symbol in row.symbols {
                    compactIndexIfNeeded(symbol)
                }
            }
        }

        /// Takes the row of `basic` out of the tableau; the symbol becomes parametric but appears
        /// nowhere.
        @discardableResult
        func removeRow(basic: Symbol) -> Row? {
            guard let row = rowStore[basic.id] else {
                return nil
            }
            rowStore[basic.id] = nil
            basicStore[basic.id] = nil
            rowCount -= 1
            index.rowLeft(row, basic: basic)
            row.serial = -1
            infeasible.remove(basic)
            return row
        }

        /// Replaces `symbol` by `row` in every row and in the objectives. `symbol` must not be in
        /// `row`.
        func substitute(_ symbol: Symbol, by row: Row) {
            for basic in holders(of: symbol) {
                guard let target = rowStore[basic.id] else {
                    continue
                }
                let factor = target.remove(symbol, memo: memo(for: symbol))
                index.note(symbol, .removed, in: target, basic: basic)
                target.add(row, times: factor) { changed, change in
                    index.note(changed, change, in: target, basic: basic)
                    if change == .inserted, !target.isLong {
                        compactIndexIfNeeded(changed)
                    }
                }
                index.rowGrew(target, basic: basic)
                compactLongRowsIfNeeded()
                if target.constant < 0, !basic.isExternal {
                    infeasible.insert(basic)
                }
            }
            index.clear(symbol)
            substitute(symbol, by: row, in: objective)
            if let artificial {
                substitute(symbol, by: row, in: artificial)
            }
        }

        /// Substitutes into an objective. Objectives hold no external symbols: one that would come
        /// in from an external row can only carry rounding (the symbol's true coefficient is 0
        /// whenever it is eliminated through such a row), so it is left out.
        private func substitute(_ symbol: Symbol, by row: Row, in target: Row) {
            let factor = target.remove(symbol, memo: memo(for: symbol))
            guard factor != 0 else {
                return
            }
            target.add(row, times: factor)
            for external in row.symbols where external.isExternal {
                target.remove(external)
            }
        }

        /// `substitute(_:by:in:)` for the tableau's own objective.
        private func substitute(_ symbol: Symbol, by row: Row, in target: Objective) {
            let factor = target.remove(symbol, memo: memo(for: symbol))
            guard factor != 0 else {
                return
            }
            target.add(row, times: factor)
            for external in row.symbols where external.isExternal {
                target.remove(external)
            }
        }

        /// Removes `symbol` from every row and the objective: sets it to 0 for good.
        func removeEverywhere(_ symbol: Symbol) {
            for basic in holders(of: symbol) {
                rowStore[basic.id]?.remove(symbol, memo: memo(for: symbol))
            }
            index.clear(symbol)
            objective.remove(symbol, memo: memo(for: symbol))
        }

        /// Swaps `entering` (parametric, in the row of `leaving`) into the basis for `leaving`.
        func pivot(leaving: Symbol, entering: Symbol) throws(Error) {
            guard let row = removeRow(basic: leaving) else {
                throw .internalSolverError("pivot: \(leaving) is not basic")
            }
            guard row.solve(for: leaving, entering) else {
                throw .internalSolverError("pivot: \(entering) is not in the row of \(leaving)")
            }
            substitute(entering, by: row)
            insertRow(row, basic: entering)
        }

        /// Sets an artificial objective (or clears it with nil) that substitutions keep up to date.
        func setArtificial(_ row: Row?) {
            artificial = row
        }

        /// Marks a row whose constant was just lowered, for `dualOptimize()`.
        func noteLowered(_ basic: Symbol) {
            if !basic.isExternal, let row = row(for: basic), row.constant < 0 {
                infeasible.insert(basic)
            }
        }

        /// Takes the smallest symbol marked by `noteLowered(_:)` or a substitution.
        func nextInfeasible() -> Symbol? {
            guard let symbol = infeasible.min() else {
                return nil
            }
            infeasible.remove(symbol)
            return symbol
        }
    }
}
