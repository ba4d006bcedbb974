// OpenTouchSolver

extension Cassowary {
    /// A column of the tableau: a variable's external symbol, or a symbol the solver made for a
    /// constraint. Ids increase in order of creation and order every choice the solver makes.
    struct Symbol: Hashable, Comparable, CustomStringConvertible {
        /// What a symbol stands for.
        enum Kind: Int {
            /// A variable's value; unrestricted.
            case external = 0
            /// The slack of an inequality; at least 0.
            case slack = 1
            /// One side of a non-required constraint's error; at least 0, weighted in the objective.
            case error = 2
            /// The marker of a required equality; always 0, never enters the basis by choice.
            case dummy = 3
        }

        /// `id << 2 | kind`: one integer to hash and compare, ordered by id.
        private let rawValue: Int

        init(id: Int, kind: Kind) {
            rawValue = id << 2 | kind.rawValue
        }

        /// The order of creation.
        var id: Int { rawValue >> 2 }

        var kind: Kind {
            switch rawValue & 3 {
            case 0: .external
            case 1: .slack
            case 2: .error
            default: .dummy
            }
        }

        /// External symbols are unrestricted; all others must stay at or above 0.
        var isExternal: Bool { rawValue & 3 == 0 }
        /// Whether the symbol may be chosen to enter the basis: slack and error symbols.
        var isPivotable: Bool { rawValue & 3 == 1 || rawValue & 3 == 2 }
        var isDummy: Bool { rawValue & 3 == 3 }
        var isError: Bool { rawValue & 3 == 2 }

        static func < (lhs: Symbol, rhs: Symbol) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        var description: String {
            switch kind {
            case .external: "v\(id)"
            case .slack: "s\(id)"
            case .error: "e\(id)"
            case .dummy: "d\(id)"
            }
        }
    }
}
