// OpenTouchSolver

extension Cassowary {
    /// A variable multiplied by a coefficient.
    public struct Term: CustomStringConvertible {
        /// The variable.
        public var variable: Variable
        /// The factor the variable is multiplied by.
        public var coefficient: Double

        /// Creates `coefficient * variable`.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }

        /// The term as `coefficient * name`, or just the name when the coefficient is 1.
        public var description: String {
            coefficient == 1 ? variable.description : "\(Cassowary.format(coefficient)) * \(variable)"
        }
    }
}

extension Cassowary {
    /// A number without a trailing `.0` when it is whole, for descriptions.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
