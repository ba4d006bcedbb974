// OpenTouchSolver

extension Cassowary {
    /// What ``Solver/freedom(of:)`` learns about the current tableau, kept until the tableau
    /// changes (`removeAll(keepingCapacity:)`): whether each slack can be raised off 0. (The
    /// objective's coefficients need no memo: ``Objective`` keeps them by symbol id.)
    struct FreedomMemo {
        /// Bumped by `removeAll(keepingCapacity:)`: entries of an older epoch are unknown.
        private var epoch = 1
        /// By symbol id: the epoch `raisable` was set in.
        private var raiseEpochs: [Int] = []
        /// By symbol id: whether the slack can be raised (valid in its epoch).
        private var raisable: [Bool] = []

        /// Forgets everything: the tableau changed.
        mutating func removeAll(keepingCapacity _: Bool) {
            epoch += 1
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
    }
}
