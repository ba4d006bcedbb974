import Foundation
import OpenTouch
import Testing

// A parent's sublayers keep its subviews' order through every insertion API, in seeded random
// order: after each step, the layers that back views, in sublayer order, are exactly the
// subviews' layers in subview order, and the standalone layers added by hand are still there.

/// One random parent, the views that may join it, and the standalone layers added to it.
@MainActor
private struct SublayerOrderWorld {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    /// Another parent that views move from (its own order is checked too).
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var standalone: [CALayer] = []
    var random: FuzzRandom
    var log: [String] = []

    init(seed: UInt64) { random = FuzzRandom(seed: seed) }

    /// A view: new, one of the parent's, or one of the other parent's.
    mutating func someView() -> UIView {
        switch random.int(0 ... 2) {
        case 0: return random.pick(parent.subviews) ?? UIView()
        case 1: return random.pick(other.subviews) ?? UIView()
        default: return UIView()
        }
    }

    /// Any subview of the parent, or a view that is not one (the APIs' "not a subview" case).
    mutating func someSibling() -> UIView {
        random.chance(0.9) ? (random.pick(parent.subviews) ?? UIView()) : UIView()
    }

    mutating func step() {
        let count = parent.subviews.count
        switch random.int(0 ... 10) {
        case 0, 1: parent.addSubview(someView()); log.append("add")
        case 2:
            let index = random.int(-2 ... count + 2)
            parent.insertSubview(someView(), at: index); log.append("insert at \(index)")
        case 3: parent.insertSubview(someView(), aboveSubview: someSibling()); log.append("above")
        case 4: parent.insertSubview(someView(), belowSubview: someSibling()); log.append("below")
        case 5: parent.bringSubviewToFront(someSibling()); log.append("front")
        case 6: parent.sendSubviewToBack(someSibling()); log.append("back")
        case 7:
            let first = random.int(-1 ... count), second = random.int(-1 ... count)
            parent.exchangeSubview(at: first, withSubviewAt: second); log.append("exchange \(first) \(second)")
        case 8: random.pick(parent.subviews)?.removeFromSuperview(); log.append("remove")
        case 9: other.addSubview(someView()); log.append("other add")
        default:
            let layer = CALayer()
            if random.chance(0.5) || parent.layer.sublayers == nil {
                parent.layer.addSublayer(layer)
            } else {
                let sublayers = parent.layer.sublayers ?? []
                parent.layer.insertSublayer(layer, at: UInt32(random.int(0 ... sublayers.count)))
            }
            standalone.append(layer)
            log.append("standalone layer")
        }
    }

    /// Whether `view`'s layers back its subviews in the subviews' order, with nothing else
    /// there but `extra` layers.
    static func inOrder(_ view: UIView, extra: [CALayer]) -> Bool {
        let sublayers = view.layer.sublayers ?? []
        let backing = sublayers.filter { layer in !extra.contains { $0 === layer } }
        let expected = view.subviews.map { $0.layer }
        return backing.count == expected.count
            && zip(backing, expected).allSatisfy { $0 === $1 }
            && extra.allSatisfy { layer in sublayers.contains { $0 === layer } }
            && sublayers.allSatisfy { $0.superlayer === view.layer }
    }
}

@MainActor
@Suite("Sublayers keep the subviews' order (seeded random insertions)")
struct SublayerOrderPropertyTests {
    @Test("every insertion API in random order, checked after each step", arguments: 0 ..< 12)
    func randomInsertions(seed: UInt64) {
        var world = SublayerOrderWorld(seed: 0x5AB1_A7E5 &+ seed)
        for stepIndex in 0 ..< 400 {
            world.step()
            guard SublayerOrderWorld.inOrder(world.parent, extra: world.standalone),
                  SublayerOrderWorld.inOrder(world.other, extra: []) else {
                Issue.record("seed \(seed), step \(stepIndex): order differs after \(world.log.suffix(5))")
                return
            }
        }
        #expect(world.parent.subviews.count > 20)
    }

    @Test("many views added on top, then moved to the back and front: the two orders agree")
    func manyAddedOnTop() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0 ..< 5_000).map { _ in UIView() }
        for view in views { parent.addSubview(view) }
        #expect(SublayerOrderWorld.inOrder(parent, extra: []))
        parent.sendSubviewToBack(views[4_999])
        parent.bringSubviewToFront(views[0])
        parent.insertSubview(views[10], aboveSubview: views[4_000])
        #expect(SublayerOrderWorld.inOrder(parent, extra: []))
        #expect(parent.layer.sublayers?.first === views[4_999].layer)
        #expect(parent.layer.sublayers?.last === views[0].layer)
    }

    @Test("5,000 views removed front-most first, with some from the middle: the two orders agree throughout")
    func manyRemovedFromTheFront() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0 ..< 5_000).map { _ in UIView() }
        for view in views { parent.addSubview(view) }
        views[2_500].removeFromSuperview()
        views[0].removeFromSuperview()
        views[1_234].layer.removeFromSuperlayer()  // the view stays; its layer leaves
        #expect(parent.subviews.count == 4_998)
        #expect(parent.layer.sublayers?.count == 4_997)
        views[1_234].removeFromSuperview()
        #expect(SublayerOrderWorld.inOrder(parent, extra: []))
        for index in stride(from: 4_999, to: 0, by: -1) where index != 2_500 && index != 1_234 {
            views[index].removeFromSuperview()
            if index % 1_000 == 0 { #expect(SublayerOrderWorld.inOrder(parent, extra: [])) }
        }
        #expect(parent.subviews.isEmpty)
        #expect(parent.layer.sublayers == nil || parent.layer.sublayers?.isEmpty == true)
        #expect(views.allSatisfy { $0.superview == nil && $0.layer.superlayer == nil })
    }
}
