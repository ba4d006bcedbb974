// OpenTouchSolver

extension Cassowary {
    /// A linear expression: a sum of terms plus a constant.
    ///
    /// Build one with the arithmetic operators, e.g. `2 * x + y - 10`. A variable may appear in
    /// several terms; the solver adds their coefficients.
    public struct Expression: CustomStringConvertible {
        /// The terms, in the order they were written.
        public var terms: [Term]
        /// The constant added to the terms.
        public var constant: Double

        /// Creates the expression `terms + constant`.
        public init(_ terms: [Term] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }

        /// Creates the expression made of one variable.
        public init(_ variable: Variable) {
            self.init([Term(variable)])
        }

        /// Creates the expression made of one term.
        public init(_ term: Term) {
            self.init([term])
        }

        /// Creates a constant expression.
        public init(constant: Double) {
            self.init([], constant: constant)
        }

        /// The terms and the constant joined with `+` and `-`, e.g. `2 * x + y - 10`.
        public var description: String {
            var parts: [String] = []
            for term in terms {
                let magnitude = Term(term.variable, abs(term.coefficient)).description
                let negative = term.coefficient < 0
                parts.append(parts.isEmpty ? (negative ? "-" : "") + magnitude : (negative ? "- " : "+ ") + magnitude)
            }
            if constant != 0 || parts.isEmpty {
                let magnitude = Cassowary.format(abs(constant))
                let negative = constant < 0
                parts.append(parts.isEmpty ? (negative ? "-" : "") + magnitude : (negative ? "- " : "+ ") + magnitude)
            }
            return parts.joined(separator: " ")
        }

        /// The expression multiplied by `factor`.
        func scaled(by factor: Double) -> Expression {
            Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
        }

        /// The sum of two expressions.
        func adding(_ other: Expression) -> Expression {
            Expression(terms + other.terms, constant: constant + other.constant)
        }
    }
}
