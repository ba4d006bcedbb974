// OpenTouchSolver

extension Cassowary {
    /// How the two sides of a constraint compare.
    public enum Relation: Sendable, CustomStringConvertible {
        /// `lhs <= rhs`.
        case lessThanOrEqual
        /// `lhs == rhs`.
        case equal
        /// `lhs >= rhs`.
        case greaterThanOrEqual

        /// The operator: `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
