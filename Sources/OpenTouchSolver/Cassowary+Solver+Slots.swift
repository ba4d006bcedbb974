// OpenTouchSolver
//
// Where a solver keeps what it knows of a variable or constraint: on the object itself when the
// object is not already claimed by another solver (no hashing), else in a dictionary. A solver
// gives its claims back when it forgets the object, resets, or is deinitialised, so a claim
// always names a live solver.

extension Cassowary.Solver {
    /// This solver's identity in the claims it makes.
    private var claimID: ObjectIdentifier { ObjectIdentifier(self) }

    /// The variable's entry, if a constraint or edit of this solver refers to it.
    func entry(of variable: Cassowary.Variable) -> VariableEntry? {
        if variable.slotOwner == claimID {
            return variable.slotEntry
        }
        return otherVariables.isEmpty ? nil : otherVariables[variable]
    }

    /// Adds `count` references to the variable's entry and returns its symbol; nil (nothing
    /// changed) when the solver has no entry for it.
    func addReferences(_ count: Int, to variable: Cassowary.Variable) -> Cassowary.Symbol? {
        if variable.slotOwner == claimID {
            variable.slotEntry.references += count
            return variable.slotEntry.symbol
        }
        guard !otherVariables.isEmpty, let index = otherVariables.index(forKey: variable) else {
            return nil
        }
        otherVariables.values[index].references += count
        return otherVariables.values[index].symbol
    }

    /// Records a new entry for a variable the solver has none for; claims the variable when no
    /// solver has.
    func insertEntry(_ entry: VariableEntry, for variable: Cassowary.Variable) {
        guard variable.slotOwner == nil else {
            otherVariables[variable] = entry
            return
        }
        variable.slotOwner = claimID
        variable.slotEntry = entry
        variable.slotIndex = claimedVariables.count
        claimedVariables.append(variable)
    }

    /// Forgets the variable's entry, giving back the claim on it.
    func removeEntry(of variable: Cassowary.Variable) {
        guard variable.slotOwner == claimID else {
            otherVariables[variable] = nil
            return
        }
        let index = variable.slotIndex
        let last = claimedVariables.removeLast()
        if last !== variable {
            claimedVariables[index] = last
            last.slotIndex = index
        }
        variable.slotOwner = nil
    }

    /// Calls `body` with every variable the solver has an entry for, in no particular order.
    func forEachEntry(_ body: (Cassowary.Variable, VariableEntry) -> Void) {
        for variable in claimedVariables {
            body(variable, variable.slotEntry)
        }
        for (variable, entry) in otherVariables {
            body(variable, entry)
        }
    }

    /// What the solver made for the constraint, if it holds it.
    func tag(of constraint: Cassowary.Constraint) -> Tag? {
        if constraint.slotOwner == claimID {
            return constraint.slotTag
        }
        return otherConstraints.isEmpty ? nil : otherConstraints[constraint]
    }

    /// Records the tag of a constraint the solver does not hold; claims the constraint when no
    /// solver has. The caller also makes the constraint the owner of the tag's marker, which is
    /// how ``releaseClaims()`` finds it.
    func insertTag(_ tag: Tag, for constraint: Cassowary.Constraint) {
        guard constraint.slotOwner == nil else {
            otherConstraints[constraint] = tag
            return
        }
        constraint.slotOwner = claimID
        constraint.slotTag = tag
    }

    /// Forgets the constraint's tag and returns it, giving back the claim on the constraint.
    func removeTag(of constraint: Cassowary.Constraint) -> Tag? {
        guard constraint.slotOwner == claimID else {
            return otherConstraints.isEmpty ? nil : otherConstraints.removeValue(forKey: constraint)
        }
        let tag = constraint.slotTag
        constraint.slotOwner = nil
        constraint.slotTag = nil
        return tag
    }

    /// Gives back every claim the solver holds and empties its variable and constraint tables.
    func releaseClaims() {
        let id = claimID
        for variable in claimedVariables {
            variable.slotOwner = nil
        }
        for case let constraint? in owners where constraint.slotOwner == id {
            constraint.slotOwner = nil
            constraint.slotTag = nil
        }
        claimedVariables = []
        otherVariables = [:]
        otherConstraints = [:]
    }
}
