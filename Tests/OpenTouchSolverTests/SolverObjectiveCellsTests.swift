@testable import OpenTouchSolver
import Testing

/// The objective's cells by symbol id (`DenseCells`) and its heap of negative ids
/// (`SymbolHeap`) give what the sorted cells (`Cells`) give, operation by operation.
@Suite("Objective cells")
struct SolverObjectiveCellsTests {
    /// A symbol of a random id and kind among slack and error (the objective's own kinds).
    static func symbol(_ random: inout SeededRandom, ids: Int) -> Cassowary.Symbol {
        let id = Int.random(in: 0..<ids, using: &random)
        return Cassowary.Symbol(id: id, kind: id.isMultiple(of: 3) ? .slack : .error)
    }

    @Test("the heap pops ids in increasing order, each once", arguments: 0..<20)
    func heapMatchesSortedSet(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        var heap = Cassowary.SymbolHeap()
        var reference: Set<Int> = []
        for _ in 0..<500 {
            if Bool.random(using: &random) || reference.isEmpty {
                let id = Int.random(in: 0..<64, using: &random)
                heap.insert(id)
                reference.insert(id)
            } else {
                let popped = heap.popMin()
                #expect(popped == reference.min())
                reference.remove(popped!)
            }
            #expect(heap.min == reference.min())
            #expect(heap.ids.count == reference.count)
            #expect(reference.allSatisfy { heap.contains($0) })
        }
    }

    @Test("dense cells match sorted cells bit for bit", arguments: 0..<20)
    func denseMatchesSorted(seed: Int) {
        var random = SeededRandom(seed: UInt64(100 + seed))
        var dense = Cassowary.DenseCells()
        var sorted = Cassowary.Cells()
        for _ in 0..<2_000 {
            let symbol = Self.symbol(&random, ids: 40)
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                #expect(dense.remove(symbol).bitPattern == sorted.remove(symbol).bitPattern)
            case 1:
                // Exactly cancels the cell, when there is one.
                let value = -sorted.coefficient(for: symbol)
                dense.add(value, to: symbol)
                sorted.add(value, to: symbol)
            default:
                let value = Double.random(in: -2...2, using: &random) * (Bool.random(using: &random) ? 1 : 1e-9)
                dense.add(value, to: symbol)
                sorted.add(value, to: symbol)
            }
            #expect(dense.count == sorted.count)
            #expect(dense.negativeCount == sorted.cells.filter { $0.coefficient < 0 }.count)
            #expect(dense.cells.map(\.symbol) == Array(sorted.symbols))
            #expect(dense.cells.map(\.coefficient.bitPattern) == sorted.coefficients.map(\.bitPattern))
            let firstNegative = sorted.cells.first { $0.coefficient < 0 }?.symbol
            #expect(dense.firstNegative() == firstNegative)
        }
    }
}
