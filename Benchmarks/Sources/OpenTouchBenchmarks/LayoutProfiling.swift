import Foundation
import OpenTouch

/// Untimed Auto Layout workloads for `--profile` (see ``Profiling``), so that callgrind can
/// count the engine path's instructions per size:
/// `layout-chain-N`, `layout-stack-N`, `layout-siblings-N` (N constraints through
/// `NSLayoutConstraint`, one first pass), `layout-cards` (the 250-card screen's first pass) and
/// `layout-cards-moved-K` (the first pass, then the first card's top constant changed K times);
/// and the same shapes against the solver alone (``SolverScenes``): `solver-chain-N`,
/// `solver-stack-N`, `solver-siblings-N`, `solver-cards` and `solver-cards-moved-K`.
@MainActor
enum LayoutProfiling {
    /// The workload names, for the usage line.
    static let names = ["layout-chain-N", "layout-stack-N", "layout-siblings-N", "layout-cards", "layout-cards-moved-K",
                        "solver-chain-N", "solver-stack-N", "solver-siblings-N", "solver-cards", "solver-cards-moved-K"]

    /// Runs the workload `name`; nil when it is not one of these.
    static func run(_ name: String) -> Int? {
        let parts = name.split(separator: "-").map(String.init)
        guard parts.count >= 2, parts[0] == "layout" || parts[0] == "solver" else { return nil }
        if parts[1] == "cards" {
            let moves = parts.count == 2 ? 0 : parts.count == 4 && parts[2] == "moved" ? Int(parts[3]) : nil
            return parts[0] == "layout" ? cards(moves: moves) : solverCards(moves: moves)
        }
        if parts[0] == "solver" { return parts.count == 3 ? solverShape(parts[1], count: Int(parts[2])) : nil }
        guard parts.count == 3, let kind = ConstraintShape.Kind(rawValue: parts[1]), let count = Int(parts[2]) else { return nil }
        return ConstraintShape(kind, constraintCount: count).layOut()
    }

    /// The card screen's first pass, then `moves` changes of the first card's top constant.
    private static func cards(moves: Int?) -> Int? {
        guard let moves else { return nil }
        let screen = CardScreen(cardCount: 250)
        NSLayoutConstraint.activate(screen.constraints)
        screen.root.layoutIfNeeded()
        var sum = Int(screen.cards.last?.frame.maxY ?? 0)
        for step in 0..<moves {
            screen.firstTop.constant = step.isMultiple(of: 2) ? 9 : 8
            screen.root.layoutIfNeeded()
            sum &+= Int(screen.cards.last?.frame.maxY ?? 0)
        }
        return sum
    }

    /// One first pass of the solver alone over the shape `kind` with `count` constraints.
    private static func solverShape(_ kind: String, count: Int?) -> Int? {
        guard let count else { return nil }
        let system: SolverScenes.System
        switch kind {
        case "chain": system = SolverScenes.chain(count)
        case "stack": system = SolverScenes.stack(count)
        case "siblings": system = SolverScenes.siblings(count)
        default: return nil
        }
        return Int(SolverScenes.solve(system).1)
    }

    /// The solver alone: the 250-card screen's first pass (stand-in sizes), then `moves`
    /// replacements of the first card's top constraint.
    private static func solverCards(moves: Int?) -> Int? {
        guard let moves else { return nil }
        var system = SolverScenes.cards(SolverScenes.standInSizes(250))
        let (solver, first) = SolverScenes.solve(system)
        var sum = Int(first)
        for step in 0..<moves {
            sum &+= Int(SolverScenes.moveFirstCard(&system, in: solver, to: step.isMultiple(of: 2) ? 8 : 7))
        }
        return sum
    }
}
