// OpenTouchSolver
//
// Finding the rows that hold a symbol without scanning the whole tableau.

extension Cassowary {
    /// Which rows of the tableau hold which symbols.
    ///
    /// Short rows are indexed: each symbol has a list of (basic symbol, row serial) entries,
    /// appended when a row takes the symbol in and never removed eagerly; an entry is stale once
    /// the row left the tableau (its serial changed), dropped the symbol or became long, and
    /// stale entries are dropped when the list is read or has doubled. Long rows (more than
    /// `longRowLength` cells) are not indexed but searched, guided by a per-symbol count of the
    /// long rows that hold it: a chain of n views has O(n) rows of O(n) cells, and indexing every
    /// cell would cost more than the simplex itself.
    struct ColumnIndex {
        /// A row of the tableau as it was when noted: its basic symbol and serial.
        struct Entry {
            let basic: Symbol
            let serial: Int
        }

        /// Rows with more cells than this are searched instead of indexed.
        static let longRowLength = 32

        /// By symbol id: the short rows that took the symbol in.
        fileprivate var columns: [[Entry]] = []
        /// By symbol id: the length of the list after it was last compacted.
        fileprivate var compactedLengths: [Int] = []
        /// By symbol id: how many long rows hold the symbol.
        fileprivate var longCounts: [Int] = []
        /// The long rows, in the order they became long.
        fileprivate var longRows: [Entry] = []
        fileprivate var compactedLongRows = 0
        /// By symbol id: scratch marks for dropping repeated entries.
        fileprivate var marks: [Int] = []
        fileprivate var mark = 0

        /// Makes room for one more symbol id.
        mutating func grow() {
            columns.append([])
            compactedLengths.append(0)
            longCounts.append(0)
            marks.append(0)
        }

        /// Forgets every entry of a symbol that is in no row any more.
        mutating func clear(_ symbol: Symbol) {
            columns[symbol.id] = []
            compactedLengths[symbol.id] = 0
            longCounts[symbol.id] = 0
        }

        /// Notes the cells of a row that entered the tableau.
        mutating func rowEntered(_ row: Row, basic: Symbol) {
            row.isLong = false
            if row.count > Self.longRowLength {
                makeLong(row, basic: basic)
            } else {
                for symbol in row.symbols {
                    register(symbol, in: basic, serial: row.serial)
                }
            }
        }

        /// Notes that a row left the tableau (its index entries go stale by themselves).
        mutating func rowLeft(_ row: Row) {
            if row.isLong {
                for symbol in row.symbols {
                    longCounts[symbol.id] -= 1
                }
                row.isLong = false
            }
        }

        /// Notes a symbol that entered or left a row of the tableau.
        mutating func note(_ symbol: Symbol, _ change: CellChange, in row: Row, basic: Symbol) {
            switch (change, row.isLong) {
            case (.inserted, true): longCounts[symbol.id] += 1
            case (.removed, true): longCounts[symbol.id] -= 1
            case (.inserted, false): register(symbol, in: basic, serial: row.serial)
            case (.removed, false), (.unchanged, _): break
            }
        }

        /// Moves a row that grew past `longRowLength` from the index to the searched rows.
        mutating func rowGrew(_ row: Row, basic: Symbol) {
            if !row.isLong, row.count > Self.longRowLength {
                makeLong(row, basic: basic)
            }
        }

        private mutating func makeLong(_ row: Row, basic: Symbol) {
            row.isLong = true
            for symbol in row.symbols {
                longCounts[symbol.id] += 1
            }
            longRows.append(Entry(basic: basic, serial: row.serial))
        }

        private mutating func register(_ symbol: Symbol, in basic: Symbol, serial: Int) {
            columns[symbol.id].append(Entry(basic: basic, serial: serial))
        }

        /// Whether a symbol's list has doubled since it was last compacted.
        fileprivate func needsCompacting(_ id: Int) -> Bool {
            columns[id].count > 2 * compactedLengths[id] + 16
        }

        /// Whether the list of long rows has doubled since it was last compacted.
        fileprivate var longRowsNeedCompacting: Bool {
            longRows.count > 2 * compactedLongRows + 16
        }
    }
}

extension Cassowary.Tableau {
    /// The basic symbols whose rows hold `symbol`, each once, in a deterministic order. Long rows
    /// are searched newest first, since new symbols are mostly in new rows.
    func holders(of symbol: Cassowary.Symbol) -> [Cassowary.Symbol] {
        if let memo = memo(for: symbol) {
            // Dummy cells are not indexed (see `Row`): every row is asked, in id order.
            return rowStore.indices.compactMap { id in
                guard let row = rowStore[id], row.dummyCoefficient(symbol, memo: memo) != nil else {
                    return nil
                }
                return basicStore[id]
            }
        }
        let short = compacted(index.columns[symbol.id]) { !$0.isLong && $0.contains(symbol) }
        index.columns[symbol.id] = short
        index.compactedLengths[symbol.id] = short.count
        var found = short.map(\.basic)
        var wanted = index.longCounts[symbol.id]
        if wanted > 0 {
            for entry in index.longRows.reversed() where wanted > 0 {
                if let row = rowStore[entry.basic.id], row.serial == entry.serial, row.mayContain(symbol),
                    row.contains(symbol)
                {
                    found.append(entry.basic)
                    wanted -= 1
                }
            }
        }
        return found
    }

    /// Drops stale and repeated entries from the symbol's list once it has doubled since it was
    /// last compacted, which bounds the index by a constant times the live entries.
    func compactIndexIfNeeded(_ symbol: Cassowary.Symbol) {
        if index.needsCompacting(symbol.id) {
            index.columns[symbol.id] = compacted(index.columns[symbol.id]) { !$0.isLong }
            index.compactedLengths[symbol.id] = index.columns[symbol.id].count
        }
    }

    /// `compactIndexIfNeeded(_:)` for the list of long rows.
    func compactLongRowsIfNeeded() {
        if index.longRowsNeedCompacting {
            index.longRows = compacted(index.longRows) { $0.isLong }
            index.compactedLongRows = index.longRows.count
        }
    }

    /// The entries whose rows are still in the tableau with the same serial and pass `keep`, each
    /// basic symbol once, in their order.
    private func compacted(
        _ entries: [Cassowary.ColumnIndex.Entry], keep: (Cassowary.Row) -> Bool
    ) -> [Cassowary.ColumnIndex.Entry] {
        index.mark += 1
        let current = index.mark
        return entries.filter { entry in
            guard let row = rowStore[entry.basic.id], row.serial == entry.serial,
                index.marks[entry.basic.id] != current, keep(row)
            else {
                return false
            }
            index.marks[entry.basic.id] = current
            return true
        }
    }
}
