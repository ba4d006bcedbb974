// OpenTouchSolver

extension Cassowary {
    /// An unknown the solver finds a value for. Two variables are equal only if they are the same
    /// object.
    public final class Variable: Hashable, CustomStringConvertible {
        /// The name used in descriptions and diagnostics; may be empty. Made when read, not when
        /// the variable is made (as ``Constraint/name``): clients that name every variable pay
        /// only for the names they show.
        public var name: String { makeName() }
        private let makeName: () -> String

        /// The value copied in by the last ``Solver/updateVariables()``; 0 before that.
        ///
        /// Unchecked: written only by `updateVariables()`, never while a read is under way; each
        /// checked write paid a `swift_beginAccess`: callgrind `layout-chain-10000`,
        /// `updateVariables()` 1.52 M instructions less (20,004 writes).
        @exclusivity(unchecked) public internal(set) var value: Double = 0

        /// The solver that keeps its entry for this variable in ``slotEntry`` (nil: none). That
        /// solver clears it when it forgets the variable, resets or is deinitialised.
        var slotOwner: ObjectIdentifier?
        /// The entry of ``slotOwner``; meaningless while that is nil.
        var slotEntry = Solver.VariableEntry(symbol: Symbol(id: 0, kind: .external), references: 0)
        /// The variable's index in ``slotOwner``'s list of claimed variables.
        var slotIndex = 0

        /// Creates a variable with the given name and a value of 0.
        public init(_ name: @autoclosure @escaping () -> String = "") {
            self.makeName = name
        }

        /// Whether both sides are the same object.
        public static func == (lhs: Variable, rhs: Variable) -> Bool {
            lhs === rhs
        }

        /// Hashes the object identity.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }

        /// The name, or `<unnamed>` when it is empty.
        public var description: String {
            name.isEmpty ? "<unnamed>" : name
        }
    }
}
