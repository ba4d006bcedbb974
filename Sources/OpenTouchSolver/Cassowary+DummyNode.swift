// OpenTouchSolver
//
// The dummy cells of a row, kept as the history of operations that made them (see `Row`).

extension Cassowary {
    /// One step in the history of a row's dummy cells: the cells of `base` (none when nil) with
    /// one operation applied. Immutable once made, so rows share histories freely.
    final class DummyNode {
        /// What the step does to the cells of `base`.
        enum Operation {
            /// Cells given outright (a flattened history).
            case leaf(Cells)
            /// Adds a coefficient to a dummy symbol's cell.
            case cell(Symbol, Double)
            /// Two `.cell` steps in one node, in order (counted as two steps in `depth`).
            case twoCells(Cell, Cell)
            /// Adds another history's cells times a factor.
            case add(DummyNode, Double)
            /// Multiplies every cell.
            case scale(Double)
            /// Drops a symbol's cell.
            case remove(Symbol)
        }

        /// Parents: `var` only so that `deinit` can unlink long histories without recursion.
        @exclusivity(unchecked) fileprivate var base: DummyNode?
        @exclusivity(unchecked) fileprivate var other: DummyNode?
        fileprivate let step: Step
        /// The number of steps since the last leaf along `base` (the row's own operations).
        let depth: Int
        /// An upper bound on the number of cells.
        let cellBound: Int
        /// The least and greatest dummy id any step behind this one touched.
        let lowestId: Int, highestId: Int
        /// The last symbol whose cell was computed here (see `DummyMemo`), and that cell. A cell
        /// depends only on the steps and the symbol, so the cache never goes stale.
        fileprivate var cachedSymbol: Symbol?
        fileprivate var cachedValue: Double?

        /// `Operation` without the node it may hold, which goes into `other`.
        fileprivate enum Step {
            case leaf(Cells), cell(Symbol, Double), twoCells(Cell, Cell), add(Double), scale(Double), remove(Symbol)
        }

        init(_ base: DummyNode?, _ operation: Operation) {
            self.base = base
            var depth = (base?.depth ?? 0) + 1
            var cells = base?.cellBound ?? 0
            var low = base?.lowestId ?? Int.max, high = base?.highestId ?? Int.min
            switch operation {
            case .leaf(let given):
                step = .leaf(given)
                cells = given.count
                low = given.cells.first?.symbol.id ?? Int.max
                high = given.cells.last?.symbol.id ?? Int.min
            case .cell(let symbol, let coefficient):
                step = .cell(symbol, coefficient)
                cells += 1
                low = Swift.min(low, symbol.id)
                high = Swift.max(high, symbol.id)
            case .twoCells(let first, let second):
                // The bound the two `.cell` steps would have given, step by step.
                step = .twoCells(first, second)
                low = Swift.min(low, first.symbol.id)
                high = Swift.max(high, first.symbol.id)
                cells = Swift.min(cells + 1, high - low + 1)
                depth += 1
                cells += 1
                low = Swift.min(low, second.symbol.id)
                high = Swift.max(high, second.symbol.id)
            case .add(let node, let factor):
                other = node
                step = .add(factor)
                cells += node.cellBound
                low = Swift.min(low, node.lowestId)
                high = Swift.max(high, node.highestId)
            case .scale(let factor):
                step = .scale(factor)
            case .remove(let symbol):
                step = .remove(symbol)
            }
            self.depth = depth
            lowestId = low
            highestId = high
            cellBound = low > high ? 0 : Swift.min(cells, high - low + 1)
        }

        /// Whether to replace the history by its cells: when the row's own operations have grown
        /// well past the cells they make (which bounds memory; a chain's rows, made once and never
        /// changed, never get there).
        var isWorthFlattening: Bool {
            depth > 2 * cellBound + 64
        }

        deinit {
            var pending: [DummyNode] = []
            Self.unlink(&base, into: &pending)
            Self.unlink(&other, into: &pending)
            while let node = pending.popLast() {
                Self.unlink(&node.base, into: &pending)
                Self.unlink(&node.other, into: &pending)
            }
        }

        /// Takes a parent out of its link; keeps it for unlinking when nothing else holds it (so
        /// it is freed here, not by a recursive deinit), else lets it go.
        private static func unlink(_ link: inout DummyNode?, into pending: inout [DummyNode]) {
            guard var parent = link.take() else {
                return
            }
            if isKnownUniquelyReferenced(&parent) {
                pending.append(parent)
            }
        }
    }

    /// The coefficient of one dummy symbol in many histories, each step computed once (the
    /// result is cached in the step itself).
    final class DummyMemo {
        let symbol: Symbol
        /// The work stack of `value(of:)`, kept between calls so that asking many rows (a
        /// dummy's holders are found by asking every row) allocates it once.
        private var scratch: [(node: DummyNode, ready: Bool)] = []

        init(_ symbol: Symbol) {
            self.symbol = symbol
        }

        /// The symbol's cell in the node's history, nil when it has none. Replays the operations
        /// of `Cells` on that one cell: the same arithmetic in the same order.
        func value(of root: DummyNode) -> Double? {
            if root.cachedSymbol == symbol {
                return root.cachedValue
            }
            if symbol.id < root.lowestId || symbol.id > root.highestId {
                record(root, nil)
                return nil
            }
            var stack: [(node: DummyNode, ready: Bool)] = []
            swap(&stack, &scratch)
            defer {
                stack.removeAll(keepingCapacity: true)
                swap(&stack, &scratch)
            }
            stack.append((root, false))
            while let (node, ready) = stack.popLast() {
                if node.cachedSymbol == symbol {
                    continue
                }
                if symbol.id < node.lowestId || symbol.id > node.highestId {
                    record(node, nil)
                    continue
                }
                if case .leaf(let cells) = node.step {
                    record(node, cells.contains(symbol) ? cells.coefficient(for: symbol) : nil)
                    continue
                }
                if !ready {
                    stack.append((node, true))
                    if let parent = node.base, parent.cachedSymbol != symbol {
                        stack.append((parent, false))
                    }
                    if let parent = node.other, parent.cachedSymbol != symbol {
                        stack.append((parent, false))
                    }
                    continue
                }
                record(node, compute(node))
            }
            return root.cachedValue
        }

        private func record(_ node: DummyNode, _ value: Double?) {
            node.cachedSymbol = symbol
            node.cachedValue = value
        }

        private func lookup(_ node: DummyNode?) -> Double? {
            guard let node, node.cachedSymbol == symbol else {
                return nil
            }
            return node.cachedValue
        }

        private func compute(_ node: DummyNode) -> Double? {
            let base = lookup(node.base)
            switch node.step {
            case .leaf:
                return nil
            case .cell(let target, let coefficient):
                return target == symbol ? Self.sum(base, coefficient) : base
            case .twoCells(let first, let second):
                let afterFirst = first.symbol == symbol ? Self.sum(base, first.coefficient) : base
                return second.symbol == symbol ? Self.sum(afterFirst, second.coefficient) : afterFirst
            case .add(let factor):
                guard let theirs = lookup(node.other) else {
                    return base
                }
                return Self.sum(base, theirs * factor)
            case .scale(let factor):
                return base.map { $0 * factor }
            case .remove(let target):
                return target == symbol ? nil : base
            }
        }

        /// `Cells.add(_:to:)` on one cell.
        private static func sum(_ base: Double?, _ added: Double) -> Double? {
            guard let base else {
                return isNearZero(added) ? nil : added
            }
            let total = base + added
            return isNearZero(total) ? nil : total
        }
    }
}

extension Cassowary.DummyNode {
    /// Every cell of the history. Each step's cells are computed once and handed on (moved when
    /// the last step that needs them takes them), so a long single history costs no extra copies.
    static func materialize(_ root: Cassowary.DummyNode) -> Cassowary.Cells {
        var uses: [ObjectIdentifier: Int] = [:]
        var stack = [root]
        uses[ObjectIdentifier(root)] = 1
        while let node = stack.popLast() {
            for parent in [node.base, node.other].compactMap({ $0 }) {
                let id = ObjectIdentifier(parent)
                if let count = uses[id] {
                    uses[id] = count + 1
                } else {
                    uses[id] = 1
                    stack.append(parent)
                }
            }
        }
        var done: [ObjectIdentifier: Cassowary.Cells] = [:]
        var order: [(node: Cassowary.DummyNode, ready: Bool)] = [(root, false)]
        var started: Set<ObjectIdentifier> = []
        while let (node, ready) = order.popLast() {
            let parents = [node.base, node.other].compactMap { $0 }
            if !ready {
                guard started.insert(ObjectIdentifier(node)).inserted else {
                    continue
                }
                order.append((node, true))
                for parent in parents where !started.contains(ObjectIdentifier(parent)) {
                    order.append((parent, false))
                }
                continue
            }
            done[ObjectIdentifier(node)] = cells(of: node, taking: &done, uses: &uses)
        }
        return done[ObjectIdentifier(root)] ?? Cassowary.Cells()
    }

    /// One step's cells from its parents' (already in `done`).
    private static func cells(
        of node: Cassowary.DummyNode, taking done: inout [ObjectIdentifier: Cassowary.Cells],
        uses: inout [ObjectIdentifier: Int]
    ) -> Cassowary.Cells {
        var cells = take(node.base, from: &done, uses: &uses)
        switch node.step {
        case .leaf(let given):
            cells = given
        case .cell(let symbol, let coefficient):
            cells.add(coefficient, to: symbol)
        case .twoCells(let first, let second):
            cells.add(first.coefficient, to: first.symbol)
            cells.add(second.coefficient, to: second.symbol)
        case .add(let factor):
            let theirs = take(node.other, from: &done, uses: &uses)
            cells.add(theirs, times: factor) { _, _ in }
        case .scale(let factor):
            cells.scale(by: factor)
        case .remove(let symbol):
            cells.remove(symbol)
        }
        return cells
    }

    /// A parent's cells: moved out of `done` by its last user, copied before.
    private static func take(
        _ parent: Cassowary.DummyNode?, from done: inout [ObjectIdentifier: Cassowary.Cells],
        uses: inout [ObjectIdentifier: Int]
    ) -> Cassowary.Cells {
        guard let parent else {
            return Cassowary.Cells()
        }
        let id = ObjectIdentifier(parent)
        let remaining = (uses[id] ?? 1) - 1
        uses[id] = remaining
        return remaining == 0 ? done.removeValue(forKey: id) ?? Cassowary.Cells() : done[id] ?? Cassowary.Cells()
    }
}
