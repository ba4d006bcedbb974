import OpenTouchSolver

/// Systems the golden and property suites solve: seeded random walks of adds, removes and edits,
/// and the layout benchmarks' shapes written directly against the solver.
enum SolverScenes {
    /// One to three terms with small whole coefficients, a whole constant, any relation, and a
    /// required strength two times in five.
    static func randomConstraint(_ random: inout SeededRandom, _ variables: [Variable]) -> Constraint {
        var expression = Expression(constant: random.small(-20...20))
        for _ in 0..<random.int(1...3) {
            let coefficient = random.small(1...3) * (random.int(0...1) == 0 ? 1 : -1)
            expression.terms.append(Cassowary.Term(variables[random.int(0...(variables.count - 1))], coefficient))
        }
        let relation: Cassowary.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
        let strengths = [
            Strength.required, Strength.required, Strength.strong, Strength.medium,
            Strength.weight(forPriority: Float(random.int(1...999))),
        ]
        return Constraint(expression, relation, 0, strength: strengths[random.int(0...(strengths.count - 1))])
    }

    /// A random walk of `steps` adds, removes and edits over `variableCount` variables; the
    /// fingerprint takes every value after every step and the kind of every error.
    static func randomWalk(seed: UInt64, steps: Int, variableCount: Int) -> (Fingerprint, problems: [String]) {
        var random = SeededRandom(seed: seed)
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        let solver = Solver()
        var added: [Constraint] = [], edited: [Variable] = []
        var print = Fingerprint(), problems: [String] = []
        for step in 0..<steps {
            let roll = random.int(0...99)
            do throws(Cassowary.Error) {
                if roll < 55 || added.isEmpty {
                    let constraint = randomConstraint(&random, variables)
                    try solver.addConstraint(constraint)
                    added.append(constraint)
                } else if roll < 80 {
                    try solver.removeConstraint(added.remove(at: random.int(0...(added.count - 1))))
                } else if let variable = edited.first, roll < 90 {
                    try solver.suggestValue(variable, random.small(-50...50))
                } else if roll < 95 || edited.isEmpty {
                    let variable = variables[random.int(0...(variables.count - 1))]
                    if !solver.hasEditVariable(variable) {
                        try solver.addEditVariable(variable, strength: Strength.strong)
                        edited.append(variable)
                    }
                } else {
                    try solver.removeEditVariable(edited.removeFirst())
                }
            } catch .unsatisfiableConstraint(_, let conflicting) {
                print.add(UInt64(1_000 + conflicting.count))
            } catch {
                problems.append("step \(step): \(error)")
            }
            solver.updateVariables()
            for constraint in added where constraint.isRequired && !holds(constraint) {
                problems.append("step \(step): \(constraint) is off by \(residual(constraint))")
            }
            for variable in variables { print.add(variable.value) }
        }
        return (print, problems)
    }

    /// A view's four variables: left, top, width, height.
    struct Box {
        let left: Variable, top: Variable, width: Variable, height: Variable
        init(_ name: String) {
            left = Variable(name + ".l")
            top = Variable(name + ".t")
            width = Variable(name + ".w")
            height = Variable(name + ".h")
        }
        var right: Expression { left + width }
        var bottom: Expression { top + height }
        var centerY: Expression { top + height / 2 }
        var all: [Variable] { [left, top, width, height] }
    }

    /// A root and `count / 4` views left to right, 4 constraints each (the chain benchmark).
    static func chain(constraintCount count: Int) -> (constraints: [Constraint], boxes: [Box]) {
        let root = Box("root")
        var constraints = [
            Constraint(root.left, .equal, 0), Constraint(root.top, .equal, 0),
            Constraint(root.width, .equal, 1_000_000), Constraint(root.height, .equal, 100),
        ]
        var boxes = [root]
        var previous = Expression(root.left)
        for index in 0..<(count / 4) {
            let box = Box("v\(index)")
            constraints += [
                Constraint(box.left, .equal, previous + 1), Constraint(box.top, .equal, root.top + 10),
                Constraint(box.width, .equal, 10), Constraint(box.height, .equal, 20),
            ]
            previous = box.right
            boxes.append(box)
        }
        return (constraints, boxes)
    }

    /// A root and `count / 4` views in a column, each 4 below the previous, inset 16 from both sides.
    static func stack(constraintCount count: Int) -> (constraints: [Constraint], boxes: [Box]) {
        let root = Box("root")
        var constraints = [
            Constraint(root.left, .equal, 0), Constraint(root.top, .equal, 0),
            Constraint(root.width, .equal, 375), Constraint(root.height, .equal, 1_000_000),
        ]
        var boxes = [root], previous = Expression(root.top)
        for index in 0..<(count / 4) {
            let box = Box("s\(index)")
            constraints += [
                Constraint(box.top, .equal, previous + 4), Constraint(box.left, .equal, root.left + 16),
                Constraint(box.right, .equal, root.right - 16), Constraint(box.height, .equal, 20),
            ]
            previous = box.bottom
            boxes.append(box)
        }
        return (constraints, boxes)
    }

    /// A root and `count / 4` views each placed against the root only, in a grid of 30 columns.
    static func siblings(constraintCount count: Int) -> (constraints: [Constraint], boxes: [Box]) {
        let root = Box("root")
        var constraints = [
            Constraint(root.left, .equal, 0), Constraint(root.top, .equal, 0),
            Constraint(root.width, .equal, 375), Constraint(root.height, .equal, 1_000_000),
        ]
        var boxes = [root]
        for index in 0..<(count / 4) {
            let box = Box("i\(index)")
            constraints += [
                Constraint(box.left, .equal, root.left + Double(index % 30 * 12)),
                Constraint(box.top, .equal, root.top + Double(index / 30 * 12)),
                Constraint(box.width, .equal, 10), Constraint(box.height, .equal, 10),
            ]
            boxes.append(box)
        }
        return (constraints, boxes)
    }

    /// Content hugging and compression resistance for a stand-in intrinsic size, as Auto Layout
    /// adds them (priorities 250 and 750), with non-negative sizes.
    static func intrinsic(_ box: Box, width: Double, height: Double) -> [Constraint] {
        let hug = Strength.weight(forPriority: 250), resist = Strength.weight(forPriority: 750)
        return [
            Constraint(box.width, .lessThanOrEqual, width, strength: hug),
            Constraint(box.width, .greaterThanOrEqual, width, strength: resist),
            Constraint(box.height, .lessThanOrEqual, height, strength: hug),
            Constraint(box.height, .greaterThanOrEqual, height, strength: resist),
            Constraint(box.width, .greaterThanOrEqual, 0), Constraint(box.height, .greaterThanOrEqual, 0),
        ]
    }

    /// The card screen (4 views and 12 constraints a card, intrinsic sizes for the labels and the
    /// button), with the first card's top constraint for the moved-constant pass.
    static func cardScreen(cards: Int) -> (constraints: [Constraint], boxes: [Box], firstTop: Constraint) {
        let root = Box("root")
        var constraints = [
            Constraint(root.left, .equal, 0), Constraint(root.top, .equal, 0),
            Constraint(root.width, .equal, 375), Constraint(root.height, .equal, 100_000),
        ]
        var boxes = [root], previous = Expression(root.top), firstTop: Constraint?
        for index in 0..<cards {
            let card = Box("card\(index)"), title = Box("title\(index)")
            let detail = Box("detail\(index)"), like = Box("like\(index)")
            let top = Constraint(card.top, .equal, previous + 8)
            firstTop = firstTop ?? top
            constraints += [
                top, Constraint(card.left, .equal, root.left + 16), Constraint(card.right, .equal, root.right - 16),
                Constraint(title.top, .equal, card.top + 12), Constraint(title.left, .equal, card.left + 12),
                Constraint(title.right, .lessThanOrEqual, like.left - 8), Constraint(like.centerY, .equal, title.centerY),
                Constraint(like.right, .equal, card.right - 12), Constraint(detail.top, .equal, title.bottom + 4),
                Constraint(detail.left, .equal, title.left), Constraint(detail.right, .equal, card.right - 12),
                Constraint(detail.bottom, .equal, card.bottom - 12),
            ]
            constraints += intrinsic(title, width: 60, height: 20.3) + intrinsic(detail, width: 230, height: 20.3)
                + intrinsic(like, width: 30, height: 34)
            constraints += [Constraint(card.width, .greaterThanOrEqual, 0), Constraint(card.height, .greaterThanOrEqual, 0)]
            previous = card.bottom
            boxes += [card, title, detail, like]
        }
        return (constraints, boxes, firstTop!)
    }

    /// Adds the constraints, solves, and fingerprints every box's four values.
    static func solve(_ constraints: [Constraint], _ boxes: [Box], in solver: Solver) throws -> Fingerprint {
        for constraint in constraints { try solver.addConstraint(constraint) }
        return read(boxes, from: solver)
    }

    /// The fingerprint of every box's values in the solver's current solution.
    static func read(_ boxes: [Box], from solver: Solver) -> Fingerprint {
        solver.updateVariables()
        var print = Fingerprint()
        for box in boxes { for variable in box.all { print.add(variable.value) } }
        return print
    }
}
