import Foundation
@testable import OpenTouch
import Testing

// Where the engine keeps what it made: a view's item on the view (``ViewLayout/engineItem``,
// recognised by the engine's ``LayoutEngine/serial``) and a constraint's solver form in the
// engine's ``LayoutEngine/recordSlots``, at the slot the constraint keeps
// (``NSLayoutConstraint/engineRecord``, recognised by ``LayoutEngine/recordEpoch``), instead of
// the engine's hashed tables. Reached through `@testable import`.

@MainActor
@Suite("Layout: items and solver records kept on views and constraints")
struct LYEngineStorageTests {
    /// A root with `count` views side by side, each 10 × 20, 1 point after the previous one and
    /// 0, 1 or 2 points from the top
    /// (``lyChain(in:count:)``, the rebuild-order tests' chain), its constraints active.
    private static func chain(_ count: Int) -> (root: UIView, views: [UIView], constraints: [NSLayoutConstraint]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 100))
        let (views, constraints) = lyChain(in: root, count: count)
        NSLayoutConstraint.activate(constraints)
        return (root, views, constraints)
    }

    @Test("An engine finds each view's item again, and two engines over the same views keep their own items")
    func itemsOfTwoEngines() {
        let (root, views, _) = Self.chain(3)
        let first = LayoutEngine(root: root), second = LayoutEngine(root: root)
        #expect(first.serial != second.serial)
        let firstItems = views.map { first.item(for: $0) }
        #expect(views.map { first.item(for: $0) }.map(ObjectIdentifier.init) == firstItems.map(ObjectIdentifier.init))
        // The second engine takes the views' places; the first engine's items move to its table.
        let secondItems = views.map { second.item(for: $0) }
        for (a, b) in zip(firstItems, secondItems) { #expect(a !== b) }
        #expect(views.map { first.item(for: $0) }.map(ObjectIdentifier.init) == firstItems.map(ObjectIdentifier.init))
        #expect(views.map { second.item(for: $0) }.map(ObjectIdentifier.init) == secondItems.map(ObjectIdentifier.init))
        #expect(views.map { first.existingItem(for: $0) }.map { $0.map(ObjectIdentifier.init) } == firstItems.map(ObjectIdentifier.init))
        #expect(first.itemOrder.count == 3 && second.itemOrder.count == 3)
        // An item made as AnyObject is the one made as a view.
        #expect(first.item(for: views[0] as AnyObject) === firstItems[0])
        #expect(LayoutEngine(root: root).existingItem(for: views[0]) == nil)
    }

    @Test("A rebuild makes new items and drops the old ones from the views")
    func rebuildMakesNewItems() {
        let (root, views, _) = Self.chain(2)
        root.layoutIfNeeded()
        let engine = root.constraintEngine()
        let before = views.map { engine.item(for: $0) }
        engine.setNeedsRebuild()
        root.layoutIfNeeded()
        let after = views.map { engine.item(for: $0) }
        for (a, b) in zip(before, after) { #expect(a !== b) }
        #expect(views.map(\.frame) == [CGRect(x: 1, y: 0, width: 10, height: 20), CGRect(x: 12, y: 1, width: 10, height: 20)])
    }

    @Test("A fitting engine over a subtree leaves the tree's engine its records: later changes apply as on a fresh tree")
    func fittingKeepsTreeRecords() {
        func build(measuring: Bool) -> [CGRect] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let card = UIView(), inner = UIView()
            for view in [card, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(card)
            card.addSubview(inner)
            let width = inner.widthAnchor.constraint(equalToConstant: 50)
            let height = inner.heightAnchor.constraint(equalToConstant: 30)
            let constraints = [card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                               card.topAnchor.constraint(equalTo: root.topAnchor, constant: 7),
                               inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 2),
                               inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 3),
                               inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -2),
                               inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -3),
                               width, height]
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            if measuring {
                let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                #expect(size == CGSize(width: 54, height: 36))
            }
            width.constant = 80
            root.layoutIfNeeded()
            height.isActive = false
            let taller = inner.heightAnchor.constraint(equalToConstant: 44)
            taller.isActive = true
            root.layoutIfNeeded()
            return [card.frame, inner.frame]
        }
        let measured = build(measuring: true), plain = build(measuring: false)
        #expect(measured == plain)
        #expect(plain == [CGRect(x: 5, y: 7, width: 84, height: 50), CGRect(x: 2, y: 3, width: 80, height: 44)])
    }

    @Test("A view moved to another tree with its constraints is laid out there, and its old tree without it")
    func movedBetweenTrees() {
        let (rootA, viewsA, _) = Self.chain(3)
        let (rootB, _, _) = Self.chain(2)
        rootA.layoutIfNeeded()
        rootB.layoutIfNeeded()
        // A subtree with its own constraints moves from A to B.
        let host = UIView(), child = UIView()
        for view in [host, child] { view.translatesAutoresizingMaskIntoConstraints = false }
        rootA.addSubview(host)
        host.addSubview(child)
        NSLayoutConstraint.activate([host.topAnchor.constraint(equalTo: rootA.topAnchor, constant: 40),
                                     host.leadingAnchor.constraint(equalTo: rootA.leadingAnchor),
                                     child.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 3),
                                     child.topAnchor.constraint(equalTo: host.topAnchor, constant: 4),
                                     child.widthAnchor.constraint(equalToConstant: 5),
                                     child.heightAnchor.constraint(equalToConstant: 6),
                                     host.widthAnchor.constraint(equalToConstant: 20),
                                     host.heightAnchor.constraint(equalToConstant: 30)])
        rootA.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 3, y: 4, width: 5, height: 6))
        rootB.addSubview(host)
        NSLayoutConstraint.activate([host.topAnchor.constraint(equalTo: rootB.topAnchor, constant: 50),
                                     host.leadingAnchor.constraint(equalTo: rootB.leadingAnchor, constant: 60)])
        rootB.layoutIfNeeded()
        rootA.layoutIfNeeded()
        #expect(host.frame == CGRect(x: 60, y: 50, width: 20, height: 30))
        #expect(child.frame == CGRect(x: 3, y: 4, width: 5, height: 6))
        #expect(viewsA.map(\.frame.minX) == [1, 12, 23])
        // Constraints moved with the subtree still change the layout in the new tree.
        host.constraints.first { $0.firstAttribute == .width }?.constant = 25
        rootB.layoutIfNeeded()
        #expect(host.frame.width == 25)
    }

    @Test("A laid-out tree, its constraints and its engine are freed once the app lets go of the root")
    func laidOutTreeIsFreed() {
        weak var weakRoot: UIView?, weakView: UIView?, weakConstraint: NSLayoutConstraint?
        do {
            let (root, views, constraints) = Self.chain(3)
            root.layoutIfNeeded()
            constraints[0].constant = 4
            root.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [4, 15, 26])
            (weakRoot, weakView, weakConstraint) = (root, views[1], constraints[4])
        }
        #expect(weakRoot == nil, "the root outlived the app's last reference")
        #expect(weakView == nil, "a constrained subview outlived the app's last reference")
        #expect(weakConstraint == nil, "an active constraint outlived its views: a cycle through its solver form")
    }

    @Test("Constraints deactivated and activated again reuse their records' slots, and solve as on a fresh tree")
    func recordSlotsAreReused() {
        let (root, views, constraints) = Self.chain(3)
        root.layoutIfNeeded()
        let engine = root.constraintEngine()
        let slotsBefore = engine.recordSlots.count
        NSLayoutConstraint.deactivate([constraints[2], constraints[6]])
        NSLayoutConstraint.activate([views[0].widthAnchor.constraint(equalToConstant: 30),
                                     views[1].widthAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [1, 32, 73])
        #expect(views.map(\.frame.width) == [30, 40, 10])
        #expect(engine.recordSlots.count == slotsBefore, "two freed slots were not reused by the two new constraints")
        #expect(engine.recordSlots.filter { $0 != nil }.count == slotsBefore)
    }
}
