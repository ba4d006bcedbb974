// OpenTouchSolver

extension Cassowary.Solver {
    /// Puts `replacement` in the place of `constraint`, a required equality the solver holds that
    /// differs from it only in its constant, by shifting the rows instead of removing one and
    /// adding the other; re-solves with the dual simplex.
    ///
    /// Returns false, with the solver unchanged, when the shift does not apply: the constraints
    /// differ otherwise, or `constraint` is redundant (its marker is basic). Throws when the
    /// dual simplex cannot make the rows feasible again (required constraints that now conflict):
    /// the solver must then be rebuilt.
    public func replaceConstant(of constraint: Cassowary.Constraint,
                         with replacement: Cassowary.Constraint) throws(Cassowary.Error) -> Bool {
        guard constraint.isRequired, replacement.isRequired, constraint.relation == .equal,
              replacement.relation == .equal, tag(of: replacement) == nil,
              let tag = tag(of: constraint), !tag.isEdit, tag.marker.isDummy,
              tableau.row(for: tag.marker) == nil,
              Self.sameTerms(constraint.expression, replacement.expression) else { return false }
        let delta = replacement.expression.constant - constraint.expression.constant
        freedomMemo.removeAll(keepingCapacity: true)
        tableau.dummyMemo = nil
        _ = removeTag(of: constraint)
        insertTag(tag, for: replacement)
        setOwner(replacement, of: tag.marker)
        guard delta != 0 else { return true }
        // The row holds expression + dummy = 0: the new constant moves every row holding the
        // dummy by its coefficient times the change.
        for basic in tableau.holders(of: tag.marker) {
            guard let row = tableau.row(for: basic) else { continue }
            row.constant += delta * tableau.coefficient(of: tag.marker, in: row)
            tableau.noteLowered(basic)
        }
        try tableau.dualOptimize()
        return true
    }

    /// Whether two expressions have the same terms in the same order.
    private static func sameTerms(_ lhs: Cassowary.Expression, _ rhs: Cassowary.Expression) -> Bool {
        lhs.terms.count == rhs.terms.count && zip(lhs.terms, rhs.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }
}
