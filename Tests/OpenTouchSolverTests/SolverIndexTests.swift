@testable import OpenTouchSolver
import Testing

/// The tableau's column index (`holders(of:)`, `restrictedHolders(of:)`) and the cells' merge
/// give what a straightforward scan gives, and the index's bookkeeping verifies after every step,
/// on seeded random systems.
@Suite("Solver index and cells")
struct SolverIndexTests {
    /// Every symbol some row holds, dummies included.
    static func symbolsInRows(_ tableau: Cassowary.Tableau) -> Set<Cassowary.Symbol> {
        var symbols: Set<Cassowary.Symbol> = []
        for case let row? in tableau.rowStore {
            symbols.formUnion(row.allCells().symbols)
        }
        return symbols
    }

    /// Checks both queries against a scan of every row, for every symbol in some row.
    /// Also checks the index's own bookkeeping (`verifyIndex()`).
    static func checkIndex(_ tableau: Cassowary.Tableau, step: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = tableau.verifyIndex()
        #expect(problems.isEmpty, "step \(step): \(problems.prefix(4))", sourceLocation: sourceLocation)
        for symbol in symbolsInRows(tableau).sorted() {
            var expected: [Cassowary.Symbol] = []
            for id in tableau.rowStore.indices {
                if let row = tableau.rowStore[id], let basic = tableau.basicStore[id], row.contains(symbol) {
                    expected.append(basic)
                }
            }
            let holders = tableau.holders(of: symbol)
            #expect(holders.sorted() == expected, "step \(step): holders of \(symbol)", sourceLocation: sourceLocation)
            #expect(tableau.restrictedHolders(of: symbol).sorted() == expected.filter { !$0.isExternal },
                    "step \(step): restricted holders of \(symbol)", sourceLocation: sourceLocation)
        }
    }

    @Test("holders match a scan of every row through adds, removes and edits", .tags(.property), arguments: 0..<6)
    func holdersMatchScan(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(7_000 + seed))
        // Enough cards that the positions' rows grow past the long-row length.
        let screen = SolverScenes.cardScreen(cards: 10)
        var pending = screen.constraints
        for index in pending.indices.reversed() {
            pending.swapAt(index, random.int(0...index))
        }
        let solver = Solver()
        var added: [Constraint] = []
        var step = 0
        while !pending.isEmpty {
            let constraint = pending.removeLast()
            try solver.addConstraint(constraint)
            added.append(constraint)
            step += 1
            if step.isMultiple(of: 8) {
                Self.checkIndex(solver.tableau, step: step)
            } else {
                #expect(solver.tableau.verifyIndex().isEmpty, "step \(step)")
            }
        }
        Self.checkIndex(solver.tableau, step: step)
        let edited = screen.boxes[1].top
        try solver.addEditVariable(edited, strength: Strength.strong)
        for _ in 0..<24 {
            step += 1
            switch random.int(0...2) {
            case 0:
                let constraint = added.remove(at: random.int(0...(added.count - 1)))
                try solver.removeConstraint(constraint)
                pending.append(constraint)
            case 1 where !pending.isEmpty:
                let constraint = pending.removeLast()
                try solver.addConstraint(constraint)
                added.append(constraint)
            default:
                try solver.suggestValue(edited, random.small(-40...40))
            }
            Self.checkIndex(solver.tableau, step: step)
        }
    }

    /// Random cells over `ids` ids of every kind, coefficients sometimes near zero.
    static func randomCells(_ random: inout SeededRandom, count: Int, ids: Int) -> Cassowary.Cells {
        var cells = Cassowary.Cells()
        for _ in 0..<count {
            let id = random.int(0...(ids - 1))
            let kind = Cassowary.Symbol.Kind(rawValue: random.int(0...2))!
            let value = random.small(-9...9) / random.small(1...7) * (random.int(0...9) == 0 ? 1e-9 : 1)
            cells.add(value, to: Cassowary.Symbol(id: id, kind: kind))
        }
        return cells
    }

    @Test("merging cells matches adding them one by one, bit for bit", .tags(.property), arguments: 0..<40)
    func mergeMatchesOneByOne(seed: Int) {
        var random = SeededRandom(seed: UInt64(8_000 + seed))
        for _ in 0..<20 {
            let ids = random.int(8...200)
            let merged = Self.randomCells(&random, count: random.int(0...120), ids: ids)
            // More than four cells and not few against many: the merge path.
            let other = Self.randomCells(&random, count: random.int(12...120), ids: ids)
            // Sometimes exactly cancels a shared cell.
            let factor = random.int(0...4) == 0 ? -1 : random.small(-5...5) / random.small(1...3)
            Self.expectMergeMatchesOneByOne(merged, other, factor)
        }
    }

    @Test("merging a few cells into many (long copied runs) matches adding them one by one, bit for bit",
          .tags(.property), arguments: 0..<20)
    func sparseMergeMatchesOneByOne(seed: Int) {
        var random = SeededRandom(seed: UInt64(9_000 + seed))
        for _ in 0..<10 {
            let ids = random.int(50...3_000)
            let theirCount = random.int(5...40)
            // Fewer than 16 times theirs, so the merge path, with long runs of mine between theirs.
            let merged = Self.randomCells(&random, count: random.int(0...(theirCount * 15)), ids: ids)
            let other = Self.randomCells(&random, count: theirCount, ids: ids)
            let factor = random.int(0...2) == 0 ? -1 : random.small(-5...5) / random.small(1...3)
            Self.expectMergeMatchesOneByOne(merged, other, factor)
        }
    }

    @Test("finiteness and the first external symbol match a plain scan", .tags(.property), arguments: 0..<20)
    func finiteAndFirstExternalMatchesScan(seed: Int) {
        var random = SeededRandom(seed: UInt64(9_500 + seed))
        for _ in 0..<30 {
            var cells = Self.randomCells(&random, count: random.int(0...60), ids: random.int(8...100))
            // Sometimes an infinite or NaN coefficient, anywhere.
            if random.int(0...2) == 0 {
                let bad = [Double.infinity, -Double.infinity, Double.nan][random.int(0...2)]
                let kind = Cassowary.Symbol.Kind(rawValue: random.int(0...2))!
                cells.add(bad, to: Cassowary.Symbol(id: random.int(0...120), kind: kind))
            }
            let (allFinite, first) = cells.finiteAndFirstExternal
            #expect(allFinite == cells.coefficients.allSatisfy(\.isFinite), "seed \(seed)")
            if allFinite {
                #expect(first == cells.symbols.first(where: \.isExternal), "seed \(seed)")
            }
        }
    }

    /// Merges `other` times `factor` into `cells` and expects what adding its cells one by one
    /// gives: the same symbols, the same coefficients bit for bit, the same change reports.
    private static func expectMergeMatchesOneByOne(_ cells: Cassowary.Cells, _ other: Cassowary.Cells, _ factor: Double) {
        var reference = cells
        var referenceChanges: [String] = []
        for cell in other.cells {
            let change = reference.add(cell.coefficient * factor, to: cell.symbol)
            if change != .unchanged {
                referenceChanges.append("\(cell.symbol) \(change)")
            }
        }
        var merged = cells
        var changes: [String] = []
        merged.add(other, times: factor) { symbol, change in changes.append("\(symbol) \(change)") }
        #expect(Array(merged.symbols) == Array(reference.symbols))
        #expect(merged.coefficients.map(\.bitPattern) == reference.coefficients.map(\.bitPattern))
        #expect(changes == referenceChanges)
    }
}
