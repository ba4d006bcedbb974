// OpenTouchSolver

extension Cassowary {
    /// What ``Solver/freedom(of:)`` learns about the current tableau, kept until the tableau
    /// changes (`removeAll(keepingCapacity:)`): whether each slack can be raised off 0, and the
    /// objective's coefficients by symbol id.
    ///
    /// The ambiguity probe after a first pass asks for the objective coefficient of every symbol
    /// of every probed row: on the card screen (3,000 error symbols in the objective) the binary
    /// searches cost about 30 M instructions. Once enough lookups were made to pay for it, the
    /// objective's cells are copied into an array by symbol id and read from there; the values
    /// are the same cells, so the answers are the same.
    struct FreedomMemo {
        /// Bumped by `removeAll(keepingCapacity:)`: entries of an older epoch are unknown.
        private var epoch = 1
        /// By symbol id: the epoch `raisable` was set in.
        private var raiseEpochs: [Int] = []
        /// By symbol id: whether the slack can be raised (valid in its epoch).
        private var raisable: [Bool] = []
        /// By symbol id: the objective's cell, when `objectiveEpoch == epoch`.
        private var objectiveCells: [Cell?] = []
        /// The ids set in `objectiveCells`, to clear them when it is made again.
        private var objectiveIDs: [Int] = []
        /// The epoch `objectiveCells` was made in; 0 for never.
        private var objectiveEpoch = 0
        /// The objective lookups made by binary search in this epoch.
        private var searches = 0

        /// Forgets everything: the tableau changed.
        mutating func removeAll(keepingCapacity _: Bool) {
            epoch += 1
            searches = 0
        }

        /// Whether the slack can be raised, if known in this epoch.
        subscript(symbol: Symbol) -> Bool? {
            get {
                symbol.id < raiseEpochs.count && raiseEpochs[symbol.id] == epoch ? raisable[symbol.id] : nil
            }
            set {
                guard let newValue else { return }
                while raiseEpochs.count <= symbol.id {
                    raiseEpochs.append(0)
                    raisable.append(false)
                }
                raiseEpochs[symbol.id] = epoch
                raisable[symbol.id] = newValue
            }
        }

        /// `objective.coefficient(for: symbol)` for a non-dummy symbol, through the copy of the
        /// objective once lookups in this epoch number a sixteenth of its cells.
        mutating func objectiveCoefficient(of symbol: Symbol, in objective: Row) -> Double {
            if objectiveEpoch != epoch {
                searches += 1
                guard searches * 16 >= objective.count else {
                    return objective.coefficient(for: symbol)
                }
                copy(objective)
            }
            guard symbol.id < objectiveCells.count, let cell = objectiveCells[symbol.id], cell.symbol == symbol else {
                return 0
            }
            return cell.coefficient
        }

        /// Copies the objective's non-dummy cells into `objectiveCells`.
        private mutating func copy(_ objective: Row) {
            for id in objectiveIDs {
                objectiveCells[id] = nil
            }
            objectiveIDs.removeAll(keepingCapacity: true)
            for cell in objective.cells {
                while objectiveCells.count <= cell.symbol.id {
                    objectiveCells.append(nil)
                }
                objectiveCells[cell.symbol.id] = cell
                objectiveIDs.append(cell.symbol.id)
            }
            objectiveEpoch = epoch
        }
    }
}
