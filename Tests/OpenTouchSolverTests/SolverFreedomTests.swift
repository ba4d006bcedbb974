import OpenTouchSolver
import Testing

/// `freedom(of:)` answers from what it remembers of the tableau (slacks that can be raised, a copy
/// of the objective) exactly what a fresh solver answers, and forgets it when the tableau changes.
@Suite("Solver: freedom probes and their memo")
struct SolverFreedomTests {
    /// A row of `count` variables: each at least the previous one plus 1 (required), each wished
    /// at `2 × index` (weak, so the objective holds two error symbols per variable), and every
    /// third one also at most 100 + index (required).
    static func system(_ variables: [Variable]) -> [Constraint] {
        var constraints: [Constraint] = []
        for (index, variable) in variables.enumerated() {
            if index > 0 {
                constraints.append(Constraint(variable - variables[index - 1], .greaterThanOrEqual, 1))
            }
            constraints.append(Constraint(variable, .equal, Double(2 * index), strength: Strength.weak))
            if index.isMultiple(of: 3) {
                constraints.append(Constraint(variable, .lessThanOrEqual, Double(100 + index)))
            }
        }
        return constraints
    }

    /// Every variable's freedom from a solver that holds `constraints`, built from scratch and
    /// probed last to first.
    static func freshFreedoms(_ constraints: [Constraint], _ variables: [Variable]) -> [Bool?] {
        let solver = Solver()
        for constraint in constraints { try? solver.addConstraint(constraint) }
        return variables.reversed().map { solver.freedom(of: $0) }.reversed()
    }

    @Test("probing every variable twice, then after each change, matches a fresh solver")
    func memoMatchesFreshSolver() throws {
        let variables = (0..<60).map { Variable("v\($0)") }
        var constraints = Self.system(variables)
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        let expected = Self.freshFreedoms(constraints, variables)
        #expect(variables.map { solver.freedom(of: $0) } == expected)
        #expect(variables.map { solver.freedom(of: $0) } == expected)
        // Pin the last variable hard: the weak wishes behind it give way and freedoms change.
        let pin = Constraint(variables[59], .equal, 59)
        try solver.addConstraint(pin)
        constraints.append(pin)
        #expect(variables.map { solver.freedom(of: $0) } == Self.freshFreedoms(constraints, variables))
        try solver.removeConstraint(pin)
        constraints.removeLast()
        #expect(variables.map { solver.freedom(of: $0) } == expected)
    }

    @Test("a lone lower bound is free upwards; a weak wish against it closes it")
    func boundAndWish() throws {
        let x = Variable("x"), solver = Solver()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        #expect(solver.freedom(of: x) == true)
        try solver.addConstraint(Constraint(x, .equal, 0, strength: Strength.weak))
        #expect(solver.freedom(of: x) == false)
    }

    @Test("a variable's name is made when read, from what it was given")
    func lazyName() {
        var made = 0
        func name() -> String {
            made += 1
            return "left"
        }
        let variable = Variable(name() + ".minX")
        #expect(made == 0)
        #expect(variable.name == "left.minX")
        #expect(variable.description == "left.minX")
        #expect(Variable().description == "<unnamed>")
    }
}
