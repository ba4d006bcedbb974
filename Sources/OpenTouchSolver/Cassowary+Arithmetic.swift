// OpenTouchSolver
//
// Operators that build terms and expressions, e.g. `2 * x + y - 10` or `(left + right) / 2`.
// There are deliberately no `==`, `<=` or `>=` operators building constraints: `==` would clash
// with the identity equality of `Variable`. Use `Constraint(lhs, .equal, rhs)`.

extension Cassowary.Variable {
    // These return expressions rather than terms, so `2 * x` can stand wherever an expression can.

    /// The expression `coefficient * variable`.
    public static func * (variable: Cassowary.Variable, coefficient: Double) -> Cassowary.Expression {
        Cassowary.Expression(Cassowary.Term(variable, coefficient))
    }

    /// The expression `coefficient * variable`.
    public static func * (coefficient: Double, variable: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression(Cassowary.Term(variable, coefficient))
    }

    /// The expression `variable / divisor`.
    public static func / (variable: Cassowary.Variable, divisor: Double) -> Cassowary.Expression {
        Cassowary.Expression(Cassowary.Term(variable, 1 / divisor))
    }

    /// The expression `-variable`.
    public static prefix func - (variable: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression(Cassowary.Term(variable, -1))
    }
}

extension Cassowary.Term {
    /// The term with its coefficient multiplied by `factor`.
    public static func * (term: Cassowary.Term, factor: Double) -> Cassowary.Term {
        Cassowary.Term(term.variable, term.coefficient * factor)
    }

    /// The term with its coefficient multiplied by `factor`.
    public static func * (factor: Double, term: Cassowary.Term) -> Cassowary.Term {
        Cassowary.Term(term.variable, term.coefficient * factor)
    }

    /// The term with its coefficient divided by `divisor`.
    public static func / (term: Cassowary.Term, divisor: Double) -> Cassowary.Term {
        Cassowary.Term(term.variable, term.coefficient / divisor)
    }

    /// The term with its coefficient negated.
    public static prefix func - (term: Cassowary.Term) -> Cassowary.Term {
        Cassowary.Term(term.variable, -term.coefficient)
    }
}

extension Cassowary.Expression {
    /// Every term and the constant multiplied by `factor`.
    public static func * (expression: Cassowary.Expression, factor: Double) -> Cassowary.Expression {
        expression.scaled(by: factor)
    }

    /// Every term and the constant multiplied by `factor`.
    public static func * (factor: Double, expression: Cassowary.Expression) -> Cassowary.Expression {
        expression.scaled(by: factor)
    }

    /// Every term and the constant divided by `divisor`.
    public static func / (expression: Cassowary.Expression, divisor: Double) -> Cassowary.Expression {
        expression.scaled(by: 1 / divisor)
    }

    /// Every term and the constant negated.
    public static prefix func - (expression: Cassowary.Expression) -> Cassowary.Expression {
        expression.scaled(by: -1)
    }

    /// The sum of two expressions.
    public static func + (lhs: Cassowary.Expression, rhs: Cassowary.Expression) -> Cassowary.Expression {
        lhs.adding(rhs)
    }

    /// The difference of two expressions.
    public static func - (lhs: Cassowary.Expression, rhs: Cassowary.Expression) -> Cassowary.Expression {
        lhs.adding(rhs.scaled(by: -1))
    }

    /// The expression plus a term.
    public static func + (lhs: Cassowary.Expression, rhs: Cassowary.Term) -> Cassowary.Expression {
        lhs + Cassowary.Expression(rhs)
    }

    /// The expression minus a term.
    public static func - (lhs: Cassowary.Expression, rhs: Cassowary.Term) -> Cassowary.Expression {
        lhs - Cassowary.Expression(rhs)
    }

    /// A term plus the expression.
    public static func + (lhs: Cassowary.Term, rhs: Cassowary.Expression) -> Cassowary.Expression {
        Cassowary.Expression(lhs) + rhs
    }

    /// A term minus the expression.
    public static func - (lhs: Cassowary.Term, rhs: Cassowary.Expression) -> Cassowary.Expression {
        Cassowary.Expression(lhs) - rhs
    }

    /// The expression plus a variable.
    public static func + (lhs: Cassowary.Expression, rhs: Cassowary.Variable) -> Cassowary.Expression {
        lhs + Cassowary.Expression(rhs)
    }

    /// The expression minus a variable.
    public static func - (lhs: Cassowary.Expression, rhs: Cassowary.Variable) -> Cassowary.Expression {
        lhs - Cassowary.Expression(rhs)
    }

    /// A variable plus the expression.
    public static func + (lhs: Cassowary.Variable, rhs: Cassowary.Expression) -> Cassowary.Expression {
        Cassowary.Expression(lhs) + rhs
    }

    /// A variable minus the expression.
    public static func - (lhs: Cassowary.Variable, rhs: Cassowary.Expression) -> Cassowary.Expression {
        Cassowary.Expression(lhs) - rhs
    }

    /// The expression plus a constant.
    public static func + (lhs: Cassowary.Expression, rhs: Double) -> Cassowary.Expression {
        lhs + Cassowary.Expression(constant: rhs)
    }

    /// The expression minus a constant.
    public static func - (lhs: Cassowary.Expression, rhs: Double) -> Cassowary.Expression {
        lhs - Cassowary.Expression(constant: rhs)
    }

    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: Cassowary.Expression) -> Cassowary.Expression {
        Cassowary.Expression(constant: lhs) + rhs
    }

    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: Cassowary.Expression) -> Cassowary.Expression {
        Cassowary.Expression(constant: lhs) - rhs
    }
}

extension Cassowary.Term {
    /// The sum of two terms.
    public static func + (lhs: Cassowary.Term, rhs: Cassowary.Term) -> Cassowary.Expression {
        Cassowary.Expression([lhs, rhs])
    }

    /// The difference of two terms.
    public static func - (lhs: Cassowary.Term, rhs: Cassowary.Term) -> Cassowary.Expression {
        Cassowary.Expression([lhs, Cassowary.Term(rhs.variable, -rhs.coefficient)])
    }

    /// A term plus a variable.
    public static func + (lhs: Cassowary.Term, rhs: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression([lhs, Cassowary.Term(rhs)])
    }

    /// A term minus a variable.
    public static func - (lhs: Cassowary.Term, rhs: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression([lhs, Cassowary.Term(rhs, -1)])
    }

    /// A variable plus a term.
    public static func + (lhs: Cassowary.Variable, rhs: Cassowary.Term) -> Cassowary.Expression {
        Cassowary.Expression([Cassowary.Term(lhs), rhs])
    }

    /// A variable minus a term.
    public static func - (lhs: Cassowary.Variable, rhs: Cassowary.Term) -> Cassowary.Expression {
        Cassowary.Expression([Cassowary.Term(lhs), Cassowary.Term(rhs.variable, -rhs.coefficient)])
    }

    /// A term plus a constant.
    public static func + (lhs: Cassowary.Term, rhs: Double) -> Cassowary.Expression {
        Cassowary.Expression([lhs], constant: rhs)
    }

    /// A term minus a constant.
    public static func - (lhs: Cassowary.Term, rhs: Double) -> Cassowary.Expression {
        Cassowary.Expression([lhs], constant: -rhs)
    }

    /// A constant plus a term.
    public static func + (lhs: Double, rhs: Cassowary.Term) -> Cassowary.Expression {
        Cassowary.Expression([rhs], constant: lhs)
    }

    /// A constant minus a term.
    public static func - (lhs: Double, rhs: Cassowary.Term) -> Cassowary.Expression {
        Cassowary.Expression([-rhs], constant: lhs)
    }
}

extension Cassowary.Variable {
    /// The sum of two variables.
    public static func + (lhs: Cassowary.Variable, rhs: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression([Cassowary.Term(lhs), Cassowary.Term(rhs)])
    }

    /// The difference of two variables.
    public static func - (lhs: Cassowary.Variable, rhs: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression([Cassowary.Term(lhs), Cassowary.Term(rhs, -1)])
    }

    /// A variable plus a constant.
    public static func + (lhs: Cassowary.Variable, rhs: Double) -> Cassowary.Expression {
        Cassowary.Expression([Cassowary.Term(lhs)], constant: rhs)
    }

    /// A variable minus a constant.
    public static func - (lhs: Cassowary.Variable, rhs: Double) -> Cassowary.Expression {
        Cassowary.Expression([Cassowary.Term(lhs)], constant: -rhs)
    }

    /// A constant plus a variable.
    public static func + (lhs: Double, rhs: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression([Cassowary.Term(rhs)], constant: lhs)
    }

    /// A constant minus a variable.
    public static func - (lhs: Double, rhs: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression([Cassowary.Term(rhs, -1)], constant: lhs)
    }
}
