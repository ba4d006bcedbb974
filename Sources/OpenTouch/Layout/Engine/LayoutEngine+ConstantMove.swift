import Foundation

extension LayoutEngine {
    /// Moves the constant of a required equality the solver holds in place, through the solver's
    /// `replaceConstant(of:with:)`: the rows that hold the constraint's marker shift by the change,
    /// and the dual simplex restores feasibility. Returns false when the move does not apply (the
    /// caller then removes the constraint and adds it again).
    ///
    /// Removing and adding cost about 5.7 M instructions a move on the 1,001-view card screen;
    /// the shift costs a few thousand. As in UIKit, the solver keeps its basis, so a layout that
    /// is not unique keeps its current solution rather than one picked by the order of adding.
    /// It applies only while no constraint is broken. When the new constant conflicts with the
    /// required constraints, the solver is made again from the other constraints and the moved one
    /// is added last: it is the one that breaks and is reported, as when it was added again.
    func moveConstantInPlace(of constraint: NSLayoutConstraint) -> Bool {
        guard brokenConstraints.isEmpty, constraint.priority == .required, constraint.relation == .equal,
              let current = record(of: constraint), let moved = solverConstraint(for: constraint) else { return false }
        do {
            guard try solver.replaceConstant(of: current, with: moved) else { return false }
        } catch {
            rebuild(addingLast: constraint)
            return true
        }
        solutionProvenUnique = false
        setRecord(moved, of: constraint)
        contentDetermined.removeAll()
        setNeedsSolve()
        return true
    }

    /// Makes the solver again in the reference order with `last` added after every other
    /// constraint, keeping the ambiguities already reported.
    private func rebuild(addingLast last: NSLayoutConstraint) {
        let reported = reportedAmbiguities
        for constraint in resetForRebuild() where constraint !== last { add(constraint) }
        add(last)
        reportedAmbiguities.formUnion(reported)
        setNeedsSolve()
    }
}
