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
    ///
    /// The long rows of restricted (non-external) basic symbols are also listed and counted on
    /// their own, so that the queries that only want restricted rows (the leaving row of a pivot,
    /// `Solver.freedom(of:)`) skip the search through the external rows: on the card screen
    /// the long rows are the views' positions, all external.
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
        /// How many long rows hold a symbol: all of them, and those of restricted basic symbols.
        struct LongCount {
            var all = 0
            var restricted = 0
        }

        /// By symbol id: how many long rows hold the symbol.
        fileprivate var longCounts: [LongCount] = []
        /// The long rows, in the order they became long.
        fileprivate var longRows: [Entry] = []
        fileprivate var compactedLongRows = 0
        /// The long rows of restricted basic symbols, in the order they became long.
        fileprivate var restrictedLongRows: [Entry] = []
        fileprivate var compactedRestrictedLongRows = 0
        /// By symbol id: scratch marks for dropping repeated entries.
        fileprivate var marks: [Int] = []
        fileprivate var mark = 0

        /// Makes room (capacity only) for `count` symbol ids in all.
        mutating func reserve(_ count: Int) {
            columns.reserveCapacity(count)
            compactedLengths.reserveCapacity(count)
            longCounts.reserveCapacity(count)
            marks.reserveCapacity(count)
        }

        /// Makes room for `extra` more symbol ids.
        mutating func grow(by extra: Int) {
            columns.append(contentsOf: repeatElement([], count: extra))
            compactedLengths.append(contentsOf: repeatElement(0, count: extra))
            longCounts.append(contentsOf: repeatElement(LongCount(), count: extra))
            marks.append(contentsOf: repeatElement(0, count: extra))
        }

        /// Forgets every entry of a symbol that is in no row any more.
        mutating func clear(_ symbol: Symbol) {
            columns[symbol.id] = []
            compactedLengths[symbol.id] = 0
            longCounts[symbol.id] = LongCount()
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
        mutating func rowLeft(_ row: Row, basic: Symbol) {
            if row.isLong {
                Self.count(row, by: -1, restricted: !basic.isExternal, in: &longCounts)
                row.isLong = false
            }
        }

        /// Notes a symbol that entered or left a row of the tableau.
        mutating func note(_ symbol: Symbol, _ change: CellChange, in row: Row, basic: Symbol) {
            switch (change, row.isLong) {
            case (.inserted, true):
                longCounts[symbol.id].all += 1
                longCounts[symbol.id].restricted += basic.isExternal ? 0 : 1
            case (.removed, true):
                longCounts[symbol.id].all -= 1
                longCounts[symbol.id].restricted -= basic.isExternal ? 0 : 1
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
            Self.count(row, by: 1, restricted: !basic.isExternal, in: &longCounts)
            longRows.append(Entry(basic: basic, serial: row.serial))
            if !basic.isExternal {
                restrictedLongRows.append(Entry(basic: basic, serial: row.serial))
            }
        }

        /// Adds `delta` to the count of each symbol of the row (a long row's cells, one pass
        /// through buffer pointers).
        private static func count(_ row: Row, by delta: Int, restricted: Bool, in counts: inout [LongCount]) {
            let restrictedDelta = restricted ? delta : 0
            // The writes below skip the array's bounds checks: the cells are sorted by id, so the
            // last one has the largest.
            if let last = row.cells.last {
                precondition(last.symbol.id < counts.count, "long row holds \(last.symbol), beyond the index")
            }
            row.cells.withUnsafeBufferPointer { cells in
                counts.withUnsafeMutableBufferPointer { counts in
                    guard restrictedDelta != 0 else {
                        // An external row (all the card screen's long rows): one count a cell.
                        for cell in cells {
                            counts[cell.symbol.id].all += delta
                        }
                        return
                    }
                    for cell in cells {
                        counts[cell.symbol.id].all += delta
                        counts[cell.symbol.id].restricted += restrictedDelta
                    }
                }
            }
        }

        private mutating func register(_ symbol: Symbol, in basic: Symbol, serial: Int) {
            if columns[symbol.id].capacity == 0 {
                // Most lists stay short: start them with room for a few entries rather than
                // growing from one.
                columns[symbol.id].reserveCapacity(4)
            }
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

        /// Whether the list of restricted long rows has doubled since it was last compacted.
        fileprivate var restrictedLongRowsNeedCompacting: Bool {
            restrictedLongRows.count > 2 * compactedRestrictedLongRows + 16
        }
    }
}

extension Cassowary.Tableau {
    /// The basic symbols whose rows hold `symbol`, each once, in a deterministic order. Long rows
    /// are searched newest first, since new symbols are mostly in new rows.
    func holders(of symbol: Cassowary.Symbol) -> [Cassowary.Symbol] {
        holders(of: symbol, restrictedOnly: false)
    }

    /// `holders(of:)` without the external basic symbols; searches only the long rows of
    /// restricted symbols.
    func restrictedHolders(of symbol: Cassowary.Symbol) -> [Cassowary.Symbol] {
        holders(of: symbol, restrictedOnly: true)
    }

    private func holders(of symbol: Cassowary.Symbol, restrictedOnly: Bool) -> [Cassowary.Symbol] {
        if let memo = memo(for: symbol) {
            // Dummy cells are not indexed (see `Row`): every row is asked, in id order.
            return (0..<symbolCount).compactMap { id in
                guard let row = rowStore[id], let basic = basicStore[id], !restrictedOnly || !basic.isExternal,
                    row.dummyCoefficient(symbol, memo: memo) != nil
                else {
                    return nil
                }
                return basic
            }
        }
        compactColumn(symbol.id) { !$0.isLong && $0.contains(symbol) }
        let short = index.columns[symbol.id]
        var found = restrictedOnly ? short.compactMap { $0.basic.isExternal ? nil : $0.basic } : short.map(\.basic)
        var wanted = restrictedOnly ? index.longCounts[symbol.id].restricted : index.longCounts[symbol.id].all
        if wanted > 0 {
            let longRows = restrictedOnly ? index.restrictedLongRows : index.longRows
            for entry in longRows.reversed() where wanted > 0 {
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
            compactColumn(symbol.id) { !$0.isLong }
        }
    }

    /// `compactIndexIfNeeded(_:)` for the lists of long rows.
    func compactLongRowsIfNeeded() {
        if index.longRowsNeedCompacting {
            var list: [Cassowary.ColumnIndex.Entry] = []
            swap(&list, &index.longRows)
            compact(&list) { $0.isLong }
            index.compactedLongRows = list.count
            swap(&list, &index.longRows)
        }
        if index.restrictedLongRowsNeedCompacting {
            var list: [Cassowary.ColumnIndex.Entry] = []
            swap(&list, &index.restrictedLongRows)
            compact(&list) { $0.isLong }
            index.compactedRestrictedLongRows = list.count
            swap(&list, &index.restrictedLongRows)
        }
    }

    /// Compacts the symbol's list (see `compact(_:keep:)`) and notes its new length.
    private func compactColumn(_ id: Int, keep: (Cassowary.Row) -> Bool) {
        guard !index.columns[id].isEmpty else {
            index.compactedLengths[id] = 0
            return
        }
        var list: [Cassowary.ColumnIndex.Entry] = []
        swap(&list, &index.columns[id])
        compact(&list, keep: keep)
        index.compactedLengths[id] = list.count
        swap(&list, &index.columns[id])
    }

    /// Keeps the entries whose rows are still in the tableau with the same serial and pass
    /// `keep`, each basic symbol once, in their order. Works in place (nothing is allocated) on a
    /// list the caller took out of the index, so that `keep` may read the index.
    private func compact(
        _ entries: inout [Cassowary.ColumnIndex.Entry], keep: (Cassowary.Row) -> Bool
    ) {
        index.mark += 1
        let current = index.mark
        var kept = 0
        entries.withUnsafeMutableBufferPointer { entries in
            for position in entries.indices {
                let entry = entries[position]
                guard let row = rowStore[entry.basic.id], row.serial == entry.serial,
                    index.marks[entry.basic.id] != current, keep(row)
                else {
                    continue
                }
                index.marks[entry.basic.id] = current
                entries[kept] = entry
                kept += 1
            }
        }
        entries.removeLast(entries.count - kept)
    }
}

extension Cassowary.Tableau {
    /// Checks the index against the live rows and returns what disagrees (empty when it is
    /// consistent); for tests. Recounts, for every symbol, the long rows that hold it (all, and
    /// those of restricted basic symbols); checks that the live entries of the lists of long rows
    /// (those whose row is still in the tableau with the same serial) are exactly the long rows,
    /// and the restricted long rows; and that every symbol of a short row has an entry for it.
    func verifyIndex() -> [String] {
        var problems: [String] = []
        var expected = [Cassowary.ColumnIndex.LongCount](repeating: .init(), count: rowStore.count)
        var long: Set<Int> = []
        var restrictedLong: Set<Int> = []
        for id in rowStore.indices {
            guard let row = rowStore[id], let basic = basicStore[id] else {
                continue
            }
            guard row.isLong else {
                for symbol in row.symbols
                where !index.columns[symbol.id].contains(where: { $0.basic == basic && $0.serial == row.serial }) {
                    problems.append("no entry for \(symbol) in the short row of \(basic)")
                }
                continue
            }
            long.insert(id)
            if !basic.isExternal {
                restrictedLong.insert(id)
            }
            for symbol in row.symbols {
                expected[symbol.id].all += 1
                expected[symbol.id].restricted += basic.isExternal ? 0 : 1
            }
        }
        for id in expected.indices {
            let counted = index.longCounts[id]
            if counted.all != expected[id].all || counted.restricted != expected[id].restricted {
                problems.append(
                    "symbol \(id): long counts \(counted.all)/\(counted.restricted), "
                        + "expected \(expected[id].all)/\(expected[id].restricted)")
            }
        }
        for (name, list, wanted) in [
            ("long rows", index.longRows, long), ("restricted long rows", index.restrictedLongRows, restrictedLong),
        ] {
            var live: Set<Int> = []
            for entry in list {
                guard let row = rowStore[entry.basic.id], row.serial == entry.serial else {
                    continue
                }
                if basicStore[entry.basic.id] != entry.basic || !row.isLong {
                    problems.append("\(name): live entry for \(entry.basic) is not a long row of that symbol")
                }
                live.insert(entry.basic.id)
            }
            if live != wanted {
                problems.append("\(name): live entries \(live.sorted()), expected \(wanted.sorted())")
            }
        }
        return problems
    }

    /// How many rows of the tableau are long, and how many of those have a restricted basic
    /// symbol; for tests.
    var longRowCounts: (all: Int, restricted: Int) {
        var all = 0
        var restricted = 0
        for id in rowStore.indices {
            if let row = rowStore[id], row.isLong, let basic = basicStore[id] {
                all += 1
                restricted += basic.isExternal ? 0 : 1
            }
        }
        return (all, restricted)
    }
}
