// OpenTouchSolver

extension Cassowary {
    /// Why a solver call failed. Every error but ``internalSolverError(_:)`` leaves the solver
    /// holding the same constraints and edits as before the call, with an equivalent solution
    /// (where the constraints leave a choice, the values may differ).
    ///
    /// The error carries the constraints and variables involved, which are not `Sendable`; the
    /// conformance is unchecked, so do not hand an error to another thread while the solver is in
    /// use there.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible, @unchecked Sendable {
        /// The constraint is already in the solver.
        case duplicateConstraint(Constraint)
        /// A required constraint cannot hold together with the required constraints already added.
        /// `conflicting` lists the already-added required constraints involved in the conflict, in
        /// the order they were added, without the new one: those whose symbols remain in the row
        /// that proves the conflict.
        case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
        /// The constraint is not in the solver.
        case unknownConstraint(Constraint)
        /// The variable is already an edit variable.
        case duplicateEditVariable(Variable)
        /// The variable is not an edit variable.
        case unknownEditVariable(Variable)
        /// An edit variable was given a required strength; edits must be preferences.
        case badRequiredStrength
        /// A number the solver cannot use (NaN, infinity, overflow) or a broken invariant. The
        /// message says which.
        case internalSolverError(String)

        /// A sentence naming the case and the constraints or variables involved.
        public var description: String {
            switch self {
            case .duplicateConstraint(let constraint):
                "duplicate constraint: \(constraint)"
            case .unsatisfiableConstraint(let constraint, let conflicting):
                "unsatisfiable constraint: \(constraint); conflicts with "
                    + (conflicting.isEmpty ? "no other constraint" : conflicting.map { "[\($0)]" }.joined(separator: ", "))
            case .unknownConstraint(let constraint):
                "unknown constraint: \(constraint)"
            case .duplicateEditVariable(let variable):
                "duplicate edit variable: \(variable)"
            case .unknownEditVariable(let variable):
                "unknown edit variable: \(variable)"
            case .badRequiredStrength:
                "an edit variable cannot have a required strength"
            case .internalSolverError(let message):
                "internal solver error: \(message)"
            }
        }
    }
}
