import Foundation
import OpenTouch
import Testing

// Seeded random trees (overrides, transforms, anchor points, bounds origins, hidden / alpha /
// interaction flags, blocking and non-blocking animations, parents with hundreds of children)
// mutated between queries: `hitTest(_:with:)` must return exactly the reference walk's view,
// on the first query after a change (uncached), the second (which builds the caches) and later ones.

/// One random world: a scene, the views added to it, and the reference walk.
@MainActor
private struct HTRandomTree {
    let scene = TestScene(width: 400, height: 400)
    var views: [UIView] = []
    var reference = HitTestReferenceWalk()
    var animated: Set<ObjectIdentifier> = []
    var random: FuzzRandom
    /// Only views the caches read from their geometry (UIView, UILabel, UIImageView, untransformed,
    /// not animated), so each window's tree has no custom node and is walked in place.
    let plainOnly: Bool

    init(seed: UInt64, plainOnly: Bool = false) {
        random = FuzzRandom(seed: seed)
        self.plainOnly = plainOnly
        views = [scene.rootView]
        let count = random.int(10 ... 60)
        for _ in 0 ..< count { addView() }
        if random.chance(0.7) { addCrowd(under: random.pick(views)!) }
    }

    /// A new view of a random kind under a random existing view.
    mutating func addView() {
        let parent = random.pick(views)!
        let view = makeView(in: parent.bounds)
        parent.addSubview(view)
        views.append(view)
    }

    /// Many children under `parent` (enough for a grid), tiled or scattered, sometimes one custom.
    mutating func addCrowd(under parent: UIView) {
        let count = random.int(32 ... 400)
        let tiled = random.chance(0.5)
        let side = max(1, Int(Double(count).squareRoot().rounded(.up)))
        let cell = max(parent.bounds.width, 1) / CGFloat(side)
        for index in 0 ..< count {
            let frame = tiled
                ? CGRect(x: CGFloat(index % side) * cell, y: CGFloat(index / side) * cell, width: cell, height: cell)
                : randomFrame(in: parent.bounds)
            let view = random.chance(0.03) ? makeView(in: parent.bounds) : UIView(frame: frame)
            if random.chance(0.05) { view.isHidden = true }
            parent.addSubview(view)
            views.append(view)
        }
    }

    private mutating func makeView(in area: CGRect) -> UIView {
        let frame = randomFrame(in: area)
        if plainOnly { return makePlainView(frame) }
        let view: UIView
        switch random.int(0 ... 9) {
        case 0: view = HTSlopAreaView(frame: frame)
        case 1: view = HTLetThroughView(frame: frame)
        case 2: view = UILabel(frame: frame); view.isUserInteractionEnabled = random.chance(0.5)
        case 3: view = UIImageView(frame: frame); view.isUserInteractionEnabled = random.chance(0.5)
        default: view = UIView(frame: frame)
        }
        if random.chance(0.15) { view.transform = randomTransform() }
        if random.chance(0.1) { view.layer.anchorPoint = CGPoint(x: random.unit(), y: random.unit()) }
        if random.chance(0.15) { view.bounds.origin = CGPoint(x: random.double(-20 ... 20), y: random.double(-20 ... 20)) }
        if random.chance(0.1) { view.clipsToBounds = true }
        return view
    }

    /// A view of an engine class that keeps the default hit test, with random flags and bounds origin.
    private mutating func makePlainView(_ frame: CGRect) -> UIView {
        let view: UIView
        switch random.int(0 ... 5) {
        case 0: view = UILabel(frame: frame); view.isUserInteractionEnabled = random.chance(0.5)
        case 1: view = UIImageView(frame: frame); view.isUserInteractionEnabled = random.chance(0.5)
        default: view = UIView(frame: frame)
        }
        if random.chance(0.15) { view.bounds.origin = CGPoint(x: random.double(-20 ... 20), y: random.double(-20 ... 20)) }
        if random.chance(0.1) { view.isHidden = true }
        return view
    }

    private mutating func randomFrame(in area: CGRect) -> CGRect {
        let width = random.double(0 ... max(1, Double(area.width) * 0.8))
        let height = random.double(0 ... max(1, Double(area.height) * 0.8))
        // Some frames stick out of the superview (reachable only through a slop view).
        return CGRect(x: area.minX + random.double(-10 ... Double(area.width)) - width * 0.1,
                      y: area.minY + random.double(-10 ... Double(area.height)) - height * 0.1,
                      width: width, height: height)
    }

    private mutating func randomTransform() -> CGAffineTransform {
        switch random.int(0 ... 2) {
        case 0: CGAffineTransform(rotationAngle: random.double(-3.2 ... 3.2))
        case 1: CGAffineTransform(scaleX: random.double(0.3 ... 2), y: random.double(0.3 ... 2))
        default: CGAffineTransform(translationX: random.double(-30 ... 30), y: random.double(-30 ... 30))
        }
    }

    /// One random change of geometry, order, flags or animations.
    mutating func mutate() {
        guard let view = random.pick(Array(views.dropFirst())) else { return }
        let plainChanges = [0, 1, 3, 4, 5, 6, 7, 8, 9, 11, 12]
        switch plainOnly ? random.pick(plainChanges)! : random.int(0 ... 14) {
        case 0: view.frame = randomFrame(in: view.superview?.bounds ?? .zero)
        case 1: view.center.x += random.double(-40 ... 40)
        case 2: view.transform = random.chance(0.5) ? .identity : randomTransform()
        case 3: view.isHidden.toggle()
        case 4: view.alpha = random.chance(0.5) ? 0.005 : 1
        case 5: view.isUserInteractionEnabled.toggle()
        case 6: view.superview?.bringSubviewToFront(view)
        case 7: view.superview?.sendSubviewToBack(view)
        case 8: view.removeFromSuperview(); views.removeAll { $0 === view }
        case 9: addView()
        case 10: view.layer.anchorPoint = random.chance(0.5) ? CGPoint(x: 0.5, y: 0.5) : CGPoint(x: random.unit(), y: 0.2)
        case 11: view.bounds.origin = CGPoint(x: random.double(-20 ... 20), y: 0)
        case 12:  // a layout pass setting the same geometry again
            view.bounds = view.bounds
            view.transform = view.transform
            view.center = view.center
        case 13:  // a 3D transform on the layer; the view keeps its affine part
            var transform = CATransform3DMakeAffineTransform(random.chance(0.5) ? view.transform : randomTransform())
            transform.m34 = -1 / 500
            view.layer.transform = transform
        default: animate(view)
        }
    }

    /// A long animation: without `.allowUserInteraction` the view ignores touches while it runs.
    /// Each view is animated at most once (a second animation of the same property would
    /// replace the first and its rule), and only in the window.
    private mutating func animate(_ view: UIView) {
        guard view.window != nil, animated.insert(ObjectIdentifier(view)).inserted else { return }
        let allow = random.chance(0.5)
        let target = view.center.x + random.double(-30 ... 30)
        UIView.animate(withDuration: 1000, delay: 0, options: allow ? [.allowUserInteraction] : [],
                       animations: { view.center.x = target })
        if !allow { reference.blocked.insert(ObjectIdentifier(view)) }
    }

    /// A random point: anywhere in the window, or near a random view's corner or centre.
    mutating func point() -> CGPoint {
        if random.chance(0.4), let view = random.pick(views) {
            let bounds = view.bounds
            let local = random.chance(0.5)
                ? CGPoint(x: bounds.midX, y: bounds.midY)
                : CGPoint(x: bounds.minX + random.double(-1 ... 1), y: bounds.maxY + random.double(-1 ... 1))
            return view.convert(local, to: scene.window)
        }
        return CGPoint(x: random.double(-10 ... 410), y: random.double(-10 ... 410))
    }

    /// Describes a disagreement.
    func name(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return "\(type(of: view)) #\(views.firstIndex { $0 === view } ?? -1)"
    }
}

@MainActor
@Suite("Hit-test caches against the reference walk")
struct HitTestCachePropertyTests {
    @Test("random trees, mutations between queries: the same view as the reference, every time",
          arguments: 0 ..< 40)
    func randomTrees(seed: UInt64) {
        // Three passes: uncached (first sight of this geometry), building, cached.
        var tree = HTRandomTree(seed: 0x417_7E57 &+ seed)
        let mismatches = Self.mismatches(in: &tree, seed: seed, passes: 3)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test("random trees of plain views only (walked in place), mutations between queries: the reference's view",
          arguments: 0 ..< 30)
    func randomPlainTrees(seed: UInt64) {
        var tree = HTRandomTree(seed: 0x9_1A1E &+ seed, plainOnly: true)
        let mismatches = Self.mismatches(in: &tree, seed: seed, passes: 4)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// 25 rounds of 40 random points, each asked `passes` times, with random mutations between
    /// rounds: the first 5 answers that differ from the reference walk's.
    private static func mismatches(in tree: inout HTRandomTree, seed: UInt64, passes: Int) -> [String] {
        var mismatches: [String] = []
        for round in 0 ..< 25 {
            let points = (0 ..< 40).map { _ in tree.point() }
            for pass in 0 ..< passes {
                for point in points {
                    let expected = tree.reference.hitTest(tree.scene.window, point)
                    let actual = tree.scene.window.hitTest(point, with: nil)
                    if actual !== expected, mismatches.count < 5 {
                        mismatches.append("seed \(seed) round \(round) pass \(pass) at \(point): "
                                          + "\(tree.name(actual)), expected \(tree.name(expected))")
                    }
                }
            }
            for _ in 0 ..< tree.random.int(1 ... 4) { tree.mutate() }
        }
        return mismatches
    }
}
