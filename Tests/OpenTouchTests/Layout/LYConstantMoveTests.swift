import Foundation
import OpenTouch
import Testing

/// A column of `count` cards in `scene`'s root: each card below the previous one, inset from both
/// sides, with a fixed height and a badge pinned inside it. Returns the cards, the badges and
/// every constraint, in activation order.
@MainActor
private func lyColumn(in scene: TestScene, count: Int, constants: [CGFloat]) -> (cards: [UIView], badges: [UIView], constraints: [NSLayoutConstraint]) {
    var cards: [UIView] = [], badges: [UIView] = [], constraints: [NSLayoutConstraint] = []
    var above = scene.rootView.topAnchor
    for index in 0..<count {
        let card = UIView(), badge = UIView()
        for view in [card, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
        scene.rootView.addSubview(card)
        card.addSubview(badge)
        let base = index * 4
        constraints += [
            card.topAnchor.constraint(equalTo: above, constant: constants[base]),
            card.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: constants[base + 1]),
            card.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -16),
            card.heightAnchor.constraint(equalToConstant: constants[base + 2]),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -constants[base + 3]),
            badge.widthAnchor.constraint(equalToConstant: 12),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ]
        above = card.bottomAnchor
        cards.append(card)
        badges.append(badge)
    }
    NSLayoutConstraint.activate(constraints)
    return (cards, badges, constraints)
}

@MainActor
@Suite("Layout: a moved constant of a required equality is shifted in the solver in place")
struct LYConstantMoveTests {
    @Test("Seeded constant moves give the frames of a screen laid out from scratch with the final constants", arguments: 0..<6)
    func movesMatchAFreshLayout(seed: Int) {
        var random = FuzzRandom(seed: UInt64(seed))
        let count = 12
        var constants = (0..<(count * 4)).map { CGFloat([8, 16, 40, 6][$0 % 4]) }
        let scene = TestScene()
        let column = lyColumn(in: scene, count: count, constants: constants)
        scene.afterTimer()
        for _ in 0..<40 {
            let card = Int.random(in: 0..<count, using: &random), slot = Int.random(in: 0..<4, using: &random)
            let value = CGFloat(Int.random(in: 0...60, using: &random)) + [0, 0.25, 0.5][Int.random(in: 0...2, using: &random)]
            constants[card * 4 + slot] = value
            let constraintIndex = card * 8 + [0, 1, 3, 5][slot]
            column.constraints[constraintIndex].constant = slot == 3 ? -value : value
            if Bool.random(using: &random) { scene.afterTimer() }
        }
        scene.afterTimer()

        let fresh = TestScene()
        let reference = lyColumn(in: fresh, count: count, constants: constants)
        fresh.afterTimer()
        #expect(column.cards.map(\.frame) == reference.cards.map(\.frame))
        #expect(column.badges.map(\.frame) == reference.badges.map(\.frame))
    }

    @Test("A constant moved into a conflict breaks the moved constraint, even when it was activated before the one it conflicts with; moving it back restores it")
    func conflictBreaksTheMovedConstraint() {
        let scene = TestScene()
        let recorder = scene.recorder()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        let exact = box.widthAnchor.constraint(equalToConstant: 100)
        let minimum = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        let asNarrowAsAllowed = box.widthAnchor.constraint(equalToConstant: 0)
        asNarrowAsAllowed.priority = UILayoutPriority(1)
        NSLayoutConstraint.activate([exact, minimum, asNarrowAsAllowed,
                                     box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10)])
        scene.afterTimer()
        #expect(box.frame.width == 100)

        scene.afterTimer { exact.constant = 20 }
        #expect(recorder.diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        #expect(box.frame.width == 50)

        scene.afterTimer { exact.constant = 70 }
        #expect(box.frame.width == 70)
        scene.afterTimer { exact.constant = 90 }
        #expect(box.frame.width == 90)
        #expect(recorder.diagnostics.count == 1)
    }
}
