// OpenTouchSolver
//
// The namespace of the Cassowary constraint solver used by the layout engine.

/// An incremental Cassowary solver for systems of linear equalities and inequalities.
///
/// Each ``Constraint`` is a linear relation between ``Variable``s with a strength. Required
/// constraints must hold exactly; every other constraint gets error terms whose sum, weighted by
/// the constraints' strengths, the solver makes as small as it can.
///
/// The ``Solver`` keeps a simplex tableau in basic feasible solved form: every basic symbol has a
/// row that gives it as a constant plus a linear combination of parametric symbols, whose value is
/// zero. Besides the external symbols of the variables there are slack symbols (inequalities),
/// error symbols (non-required constraints) and dummy symbols (required equalities, pinned to
/// zero). Adding a constraint builds its row from the current tableau and makes one of its symbols
/// basic, falling back to an artificial variable when no symbol can enter without breaking
/// feasibility; then the primal simplex minimises the objective. Removing a constraint pivots its
/// marker symbol into the basis and drops that row. Edit variables are non-required equalities
/// whose constants ``Solver/suggestValue(_:_:)`` changes; the dual simplex then restores
/// feasibility without rebuilding anything.
///
/// The solver is deterministic. Symbols get ids in a fixed order (a new id counts up; the id of a
/// discarded symbol is reused, last freed first), and every choice (the subject of a new row,
/// entering and leaving symbols, ties) takes the smallest id among the candidates. No choice
/// depends on hashing, so the same calls give the same pivots and the same values in any
/// process. The smallest-id rule is Bland's rule, which also keeps the simplex from cycling.
///
/// Cost: adding or removing a constraint costs about the cells it touches. A chain of n views
/// makes rows of O(n) cells (each position depends on every earlier size), so a chain is O(n²)
/// in total, with a small constant: 10,000 constraints take well under a second in release.
public enum Cassowary {}
