@testable import OpenTouchSolver
import Testing

/// A row's dummy cells (kept inline while there is one, in an array while there are few, as a
/// history beyond, with a pending cell step and two-cell steps) give the same cells and
/// coefficients, bit for bit, as plain ``Cassowary/Cells`` doing the same operations eagerly:
/// seeded random sequences of adds, row additions, scalings and removals on a few rows, each
/// checked against its eager twin after every step.
@Suite("Solver dummy cells")
struct SolverDummyCellsTests {
    /// Factors and coefficients that cancel exactly, round, and bring cells near zero.
    static let values: [Double] = [1, -1, 2, -2, 0.5, 1.0 / 3, -3, 7, 0.1, 1e-9, -1e-9, 1e9]

    /// The cells as (symbol, coefficient bits), in symbol order.
    static func bits(_ cells: Cassowary.Cells) -> [String] {
        zip(cells.symbols, cells.coefficients).map { "\($0) \($1.bitPattern)" }
    }

    @Test("dummy cells match eager cells bit for bit", .tags(.property), arguments: 0..<60)
    func dummyCellsMatchEagerCells(seed: Int) {
        var random = SeededRandom(seed: UInt64(9_000 + seed))
        // Few symbols mostly (the inline cell and short cells), sometimes enough to pass the
        // short limit (a history).
        let ids = seed % 3 == 0 ? 80 : 6
        let rows = (0..<4).map { _ in Cassowary.Row() }
        var eager = [Cassowary.Cells](repeating: Cassowary.Cells(), count: rows.count)
        var historySteps = 0
        for step in 0..<200 {
            let target = random.int(0...(rows.count - 1))
            let symbol = Cassowary.Symbol(id: random.int(0...(ids - 1)), kind: .dummy)
            let value = Self.values[random.int(0...(Self.values.count - 1))]
            switch random.int(0...9) {
            case 0...3:
                rows[target].add(value, to: symbol)
                eager[target].add(value, to: symbol)
            case 4...6:
                let source = random.int(0...(rows.count - 1))
                guard source != target else {
                    continue
                }
                rows[target].addConstantAndDummies(of: rows[source], times: value)
                eager[target].add(eager[source], times: value) { _, _ in }
            case 7:
                rows[target].scale(by: value)
                eager[target].scale(by: value)
            case 8:
                let removed = rows[target].remove(symbol, memo: Cassowary.DummyMemo(symbol))
                #expect(removed.bitPattern == eager[target].remove(symbol).bitPattern, "seed \(seed) step \(step)")
            default:
                // A fresh row taking in another's cells, as a new constraint's row does.
                let source = random.int(0...(rows.count - 1))
                let copy = rows[source].copy()
                #expect(Self.bits(copy.allCells()) == Self.bits(eager[source]), "seed \(seed) step \(step) copy")
            }
            historySteps += rows.contains { $0.dummyHistory != nil } ? 1 : 0
            // Reading a row's cells makes its pending step a node: check after some steps only,
            // so that steps pile up in between (two-cell steps).
            guard random.int(0...2) == 0 || step == 199 else {
                continue
            }
            for index in rows.indices {
                #expect(Self.bits(rows[index].allCells()) == Self.bits(eager[index]), "seed \(seed) step \(step)")
                let probe = Cassowary.Symbol(id: random.int(0...(ids - 1)), kind: .dummy)
                let expected = eager[index].contains(probe) ? eager[index].coefficient(for: probe) : nil
                let found = rows[index].dummyCoefficient(probe, memo: Cassowary.DummyMemo(probe))
                #expect(found?.bitPattern == expected?.bitPattern, "seed \(seed) step \(step) \(probe)")
            }
        }
        if ids > Cassowary.Row.shortDummyLimit {
            // The seeds with many symbols reach histories (and their pending and two-cell steps).
            #expect(historySteps > 20, "seed \(seed)")
        }
    }
}
