// OpenTouchSolver

extension Cassowary {
    /// An immutable linear relation `lhs relation rhs` with a strength. Two constraints are equal
    /// only if they are the same object, so the same relation can be added twice as two objects.
    public final class Constraint: Hashable, CustomStringConvertible {
        /// `lhs - rhs`: the constraint reads `expression relation 0`.
        public let expression: Expression
        /// How `lhs` compares with `rhs`.
        public let relation: Relation
        /// The weight, clamped to `0...Strength.required`; at `Strength.required` it is hard.
        public let strength: Double
        /// A name for diagnostics; may be empty. Made when first read, not when the constraint
        /// is made: clients that name every constraint pay only for the names they show.
        public var name: String { makeName() }
        private let makeName: () -> String

        /// The solver that keeps its tag for this constraint in ``slotTag`` (nil: none). That
        /// solver clears it when it removes the constraint, resets or is deinitialised.
        var slotOwner: ObjectIdentifier?
        /// The tag of ``slotOwner``.
        var slotTag: Solver.Tag?

        /// Creates the constraint `lhs relation rhs`.
        public init(
            _ lhs: Expression, _ relation: Relation, _ rhs: Expression,
            strength: Double = Strength.required, name: @autoclosure @escaping () -> String = ""
        ) {
            self.expression = lhs - rhs
            self.relation = relation
            self.strength = Strength.clipped(strength)
            self.makeName = name
        }

        /// Creates the constraint `difference relation 0`, for a client that has already formed
        /// `lhs - rhs` (in the terms and arithmetic `lhs - rhs` would give): it saves the arrays
        /// that subtracting makes. Package-wide: the engine's own shortcut, not the solver's API.
        package init(
            difference: Expression, _ relation: Relation,
            strength: Double = Strength.required, name: @autoclosure @escaping () -> String = ""
        ) {
            self.expression = difference
            self.relation = relation
            self.strength = Strength.clipped(strength)
            self.makeName = name
        }

        /// Creates the constraint `lhs relation rhs` with a constant right side.
        public convenience init(
            _ lhs: Expression, _ relation: Relation, _ rhs: Double,
            strength: Double = Strength.required, name: @autoclosure @escaping () -> String = ""
        ) {
            self.init(lhs, relation, Expression(constant: rhs), strength: strength, name: name())
        }

        /// Creates the constraint `lhs relation rhs` for a variable and a constant.
        public convenience init(
            _ lhs: Variable, _ relation: Relation, _ rhs: Double,
            strength: Double = Strength.required, name: @autoclosure @escaping () -> String = ""
        ) {
            self.init(Expression(lhs), relation, Expression(constant: rhs), strength: strength, name: name())
        }

        /// Creates the constraint `lhs relation rhs` between two variables.
        public convenience init(
            _ lhs: Variable, _ relation: Relation, _ rhs: Variable,
            strength: Double = Strength.required, name: @autoclosure @escaping () -> String = ""
        ) {
            self.init(Expression(lhs), relation, Expression(rhs), strength: strength, name: name())
        }

        /// Creates the constraint `lhs relation rhs` for a variable and an expression.
        public convenience init(
            _ lhs: Variable, _ relation: Relation, _ rhs: Expression,
            strength: Double = Strength.required, name: @autoclosure @escaping () -> String = ""
        ) {
            self.init(Expression(lhs), relation, rhs, strength: strength, name: name())
        }

        /// Creates the constraint `lhs relation rhs` for an expression and a variable.
        public convenience init(
            _ lhs: Expression, _ relation: Relation, _ rhs: Variable,
            strength: Double = Strength.required, name: @autoclosure @escaping () -> String = ""
        ) {
            self.init(lhs, relation, Expression(rhs), strength: strength, name: name())
        }

        /// Whether the constraint is hard (its strength is ``Strength/required``).
        public var isRequired: Bool {
            strength >= Strength.required
        }

        /// Whether both sides are the same object.
        public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
            lhs === rhs
        }

        /// Hashes the object identity.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }

        /// The name (if any), the relation to zero and the strength, e.g.
        /// `gap: x - y + 8 == 0 (required)`.
        public var description: String {
            let weight = isRequired ? "required" : "strength \(Cassowary.format(strength))"
            let body = "\(expression) \(relation) 0 (\(weight))"
            let name = name
            return name.isEmpty ? body : "\(name): \(body)"
        }
    }
}
