import OpenTouchSolver

/// The layout benchmarks' shapes written directly against the solver, as
/// `Benchmarks/Anchors/layout_anchor.py` writes them for kiwisolver: every view is four variables
/// (left, top, width, height) and the root is pinned by four required constraints.
enum SolverScenes {
    typealias Variable = Cassowary.Variable
    typealias Constraint = Cassowary.Constraint
    typealias Expression = Cassowary.Expression

    /// A view's four variables.
    struct Box {
        let left = Variable("l"), top = Variable("t"), width = Variable("w"), height = Variable("h")
        var right: Expression { left + width }
        var bottom: Expression { top + height }
        var centerY: Expression { top + height / 2 }
    }

    /// A system of constraints and the boxes whose values it sets.
    struct System {
        var constraints: [Constraint]
        var boxes: [Box]
    }

    static func root(width: Double, height: Double) -> (Box, [Constraint]) {
        let root = Box()
        return (root, [Constraint(root.left, .equal, 0), Constraint(root.top, .equal, 0),
                       Constraint(root.width, .equal, width), Constraint(root.height, .equal, height)])
    }

    /// `count / 4` views left to right, each 1 point after the previous one (the chain).
    static func chain(_ count: Int) -> System {
        var (root, constraints) = root(width: 1_000_000, height: 100)
        var boxes = [root], previous = Expression(root.left)
        for _ in 0..<(count / 4) {
            let box = Box()
            constraints += [Constraint(box.left, .equal, previous + 1), Constraint(box.top, .equal, root.top + 10),
                            Constraint(box.width, .equal, 10), Constraint(box.height, .equal, 20)]
            previous = box.right
            boxes.append(box)
        }
        return System(constraints: constraints, boxes: boxes)
    }

    /// `count / 4` views in a column, each 4 points below the previous and inset 16 from both sides.
    static func stack(_ count: Int) -> System {
        var (root, constraints) = root(width: 375, height: 1_000_000)
        var boxes = [root], previous = Expression(root.top)
        for _ in 0..<(count / 4) {
            let box = Box()
            constraints += [Constraint(box.top, .equal, previous + 4), Constraint(box.left, .equal, root.left + 16),
                            Constraint(box.right, .equal, root.right - 16), Constraint(box.height, .equal, 20)]
            previous = box.bottom
            boxes.append(box)
        }
        return System(constraints: constraints, boxes: boxes)
    }

    /// `count / 4` views each placed against the root only (a grid of 30 columns).
    static func siblings(_ count: Int) -> System {
        var (root, constraints) = root(width: 375, height: 1_000_000)
        var boxes = [root]
        for index in 0..<(count / 4) {
            let box = Box()
            constraints += [
                Constraint(box.left, .equal, root.left + Double(index % 30 * 12)),
                Constraint(box.top, .equal, root.top + Double(index / 30 * 12)),
                Constraint(box.width, .equal, 10), Constraint(box.height, .equal, 10),
            ]
            boxes.append(box)
        }
        return System(constraints: constraints, boxes: boxes)
    }

    /// Hugging (priority 250) and compression resistance (750) for an intrinsic size, with sizes
    /// at least 0, as Auto Layout adds them.
    static func intrinsic(_ box: Box, _ width: Double, _ height: Double) -> [Constraint] {
        let hug = Cassowary.Strength.weight(forPriority: 250), resist = Cassowary.Strength.weight(forPriority: 750)
        return [Constraint(box.width, .lessThanOrEqual, width, strength: hug),
                Constraint(box.width, .greaterThanOrEqual, width, strength: resist),
                Constraint(box.height, .lessThanOrEqual, height, strength: hug),
                Constraint(box.height, .greaterThanOrEqual, height, strength: resist),
                Constraint(box.width, .greaterThanOrEqual, 0), Constraint(box.height, .greaterThanOrEqual, 0)]
    }

    /// The card screen: one entry of `sizes` a card (title, detail and button intrinsic width and
    /// height). Its constraint at index 4 is the first card's top, which the moved pass replaces.
    static func cards(_ sizes: [[Double]]) -> System {
        var (root, constraints) = root(width: 375, height: 100_000)
        var boxes = [root], previous = Expression(root.top)
        for size in sizes {
            let card = Box(), title = Box(), detail = Box(), like = Box()
            constraints += [
                Constraint(card.top, .equal, previous + 8), Constraint(card.left, .equal, root.left + 16),
                Constraint(card.right, .equal, root.right - 16), Constraint(title.top, .equal, card.top + 12),
                Constraint(title.left, .equal, card.left + 12), Constraint(title.right, .lessThanOrEqual, like.left - 8),
                Constraint(like.centerY, .equal, title.centerY), Constraint(like.right, .equal, card.right - 12),
                Constraint(detail.top, .equal, title.bottom + 4), Constraint(detail.left, .equal, title.left),
                Constraint(detail.right, .equal, card.right - 12), Constraint(detail.bottom, .equal, card.bottom - 12),
            ]
            constraints += intrinsic(title, size[0], size[1]) + intrinsic(detail, size[2], size[3])
                + intrinsic(like, size[4], size[5])
            constraints += [Constraint(card.width, .greaterThanOrEqual, 0), Constraint(card.height, .greaterThanOrEqual, 0)]
            previous = card.bottom
            boxes += [card, title, detail, like]
        }
        return System(constraints: constraints, boxes: boxes)
    }

    /// The stand-in sizes of the anchor's docstring, for `count` cards.
    static func standInSizes(_ count: Int) -> [[Double]] {
        Array(repeating: [60, 20.3, 230, 20.3, 30, 34], count: count)
    }

    /// Adds every constraint to a new solver and reads every value: the first pass.
    static func solve(_ system: System) -> (Cassowary.Solver, Double) {
        let solver = Cassowary.Solver()
        for constraint in system.constraints { try! solver.addConstraint(constraint) }
        solver.updateVariables()
        return (solver, system.boxes.last.map { $0.left.value + $0.top.value } ?? 0)
    }

    /// Replaces the first card's top constraint by one with another constant and reads every value.
    static func moveFirstCard(_ system: inout System, in solver: Cassowary.Solver, to offset: Double) -> Double {
        let old = system.constraints[4]
        let card = system.boxes[1], root = system.boxes[0]
        let new = Constraint(card.top, .equal, root.top + offset)
        try! solver.removeConstraint(old)
        try! solver.addConstraint(new)
        system.constraints[4] = new
        solver.updateVariables()
        return system.boxes.last.map { $0.top.value } ?? 0
    }
}
