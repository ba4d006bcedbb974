import Foundation
import OpenTouch

/// The trees every hit-test and memory benchmark queries, built once for both implementations.
@MainActor
final class HitTestFixtures {
    /// The seeds' scene as an app builds it, and the same scene in naive views.
    let seed = SeedScene()
    let seedNaive = TreeBuilder.naive(.seed)

    /// The 10,000-view deep tree, its roots, and the fixed random query points.
    let deepSpec = TreeSpec.deep(viewCount: 10_000, depth: 12, fanOut: 8, side: 1200, seed: 0x0DDB_1A5E)
    let deepRoot: UIView
    let deepNaiveRoot: NaiveView
    let deepPoints: [CGPoint]

    /// The flat parent with 100,000 children.
    let flatSpec = TreeSpec.flat(childCount: 100_000)
    let flatRoot: UIView
    let flatNaiveRoot: NaiveView
    /// The flat tree's views by spec index: the root, then its children back to front.
    let flatViews: [UIView]

    /// The limit: each tree's rectangles in one flat array (see ``FlatHitTree``).
    let seedFlat = FlatHitTree(.seed)
    let deepFlat: FlatHitTree
    let flatFlat: FlatHitTree
    /// Windows (in the seed scene's application) holding the deep and flat roots at their
    /// origins, so that OpenTouch is asked through a window, as the pipeline asks.
    let deepWindow: UIWindow
    let flatWindow: UIWindow

    init() {
        deepRoot = TreeBuilder.openTouch(deepSpec)[0]
        deepNaiveRoot = TreeBuilder.naive(deepSpec)[0]
        deepPoints = TreeSpec.randomPoints(4096, in: deepSpec.views[0].frame, seed: 0x5EED_7A95)
        flatRoot = TreeBuilder.openTouch(flatSpec)[0]
        flatNaiveRoot = TreeBuilder.naive(flatSpec)[0]
        flatViews = [flatRoot] + flatRoot.subviews
        deepFlat = FlatHitTree(deepSpec)
        flatFlat = FlatHitTree(flatSpec)
        deepWindow = Self.window(holding: deepRoot, application: seed.application)
        flatWindow = Self.window(holding: flatRoot, application: seed.application)
    }

    /// A visible window the size of `root`'s frame, in a scene of its own, with `root` in it.
    static func window(holding root: UIView, application: UIApplication) -> UIWindow {
        let scene = UIWindowScene(application: application, screen: UIScreen(bounds: root.frame))
        let window = UIWindow(windowScene: scene)
        window.frame = root.frame
        window.isHidden = false
        window.addSubview(root)
        return window
    }
}

/// Hit-test timing: OpenTouch's public `hitTest(_:with:)` against the seeds' pseudocode baseline, on the
/// seed scene, the deep tree and the flat tree, with identical geometry and queries.
@MainActor
struct HitTestBenchmarks {
    let harness: Harness
    let fixtures: HitTestFixtures

    /// What the verdicts need besides the table rows.
    struct Summary {
        var deepTree: Measurement?
        /// OpenTouch ÷ baseline median, per benchmark.
        var ratios: [(name: String, ratio: Double)] = []
        /// OpenTouch ÷ flat-array limit median, per benchmark.
        var limitRatios: [(name: String, ratio: Double)] = []
    }

    /// Runs every hit-test benchmark, appending rows to `report`.
    func run(into report: inout Report) -> Summary {
        var summary = Summary()
        func record(_ name: String, _ result: (candidate: Measurement, baseline: Measurement)) {
            report.rows.append(.timing(name, candidate: result.candidate, baselineName: "seeds' pseudocode hitTest",
                                       baseline: result.baseline))
            summary.ratios.append((name, result.candidate.median / result.baseline.median))
        }
        func recordLimit(_ name: String, _ result: (candidate: Measurement, baseline: Measurement)) {
            report.rows.append(.timing(name, candidate: result.candidate, baselineName: "flat-array limit",
                                       baseline: result.baseline))
            summary.limitRatios.append((name, result.candidate.median / result.baseline.median))
        }
        // Not a target: the limit's walk, then its answer handed out as a retained view, as any
        // `hitTest(_:with:) -> UIView?` must: what is left of the gap once that is paid.
        func recordLimitReturningView(_ name: String, _ result: (candidate: Measurement, baseline: Measurement)) {
            report.rows.append(.timing(name, candidate: result.candidate,
                                       baselineName: "flat-array limit returning the view", baseline: result.baseline))
        }

        // 1. The seed scene, one row per tap point, hit-tested from the window.
        let window = fixtures.seed.window, naiveWindow = fixtures.seedNaive[0], seedFlat = fixtures.seedFlat
        for point in TreeSpec.seedTapPoints {
            let hit = verifiedHit(window, naiveWindow, seedFlat, at: point)
            let name = "hitTest, seed scene \(Format.point(point)) → \(TreeSpec.seed.views[hit].name)"
            let openTouch: Batch = { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= window.hitTest(point, with: nil)?.tag ?? -1 }
                return sum
            }
            record(name, harness.compare(openTouch, against: { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= naiveWindow.hitTest(point)?.id ?? -1 }
                return sum
            }))
            recordLimit(name, harness.compare(openTouch, against: { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= seedFlat.hit(point) }
                return sum
            }))
            let seedAnswers = LimitAnswers(views: fixtures.seed.views)
            seedAnswers.check(seedFlat.hit(point), is: window.hitTest(point, with: nil))
            recordLimitReturningView(name, harness.compare(openTouch, against: { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= seedAnswers.view(seedFlat.hit(point)).tag }
                return sum
            }))
        }

        // 2. The deep tree, cycling through fixed random points.
        let root = fixtures.deepWindow, naiveRoot = fixtures.deepNaiveRoot, points = fixtures.deepPoints
        let deepFlat = fixtures.deepFlat
        var depthSum = 0
        for point in points {
            depthSum += fixtures.deepSpec.depth(of: verifiedHit(root, naiveRoot, deepFlat, at: point))
        }
        let meanDepth = Double(depthSum) / Double(points.count)
        let mask = points.count - 1
        let deepOpenTouch: Batch = { operations in
            var sum = 0
            for index in 0 ..< operations { sum &+= root.hitTest(points[index & mask], with: nil)?.tag ?? -1 }
            return sum
        }
        let deep = harness.compare(deepOpenTouch, against: { operations in
            var sum = 0
            for index in 0 ..< operations { sum &+= naiveRoot.hitTest(points[index & mask])?.id ?? -1 }
            return sum
        })
        let maxDepth = fixtures.deepSpec.views.indices.map(fixtures.deepSpec.depth(of:)).max() ?? 0
        let deepName = "hitTest, \(Format.grouped(fixtures.deepSpec.views.count))-view tree (fan-out 8, depth \(maxDepth)), "
            + "random points, mean hit depth \(Format.digits(meanDepth))"
        record(deepName, deep)
        recordLimit(deepName, harness.compare(deepOpenTouch, against: { operations in
            var sum = 0
            for index in 0 ..< operations { sum &+= deepFlat.hit(points[index & mask]) }
            return sum
        }))
        summary.deepTree = deep.candidate

        // 3. The flat parent: the front-most child answers first; the back-most is asked last.
        let flat = fixtures.flatWindow, naiveFlat = fixtures.flatNaiveRoot, flatFlat = fixtures.flatFlat
        let childCount = fixtures.flatSpec.views.count - 1
        let cases = [("front-most", centre(of: fixtures.flatSpec.views[childCount].frame)),
                     ("back-most", centre(of: fixtures.flatSpec.views[1].frame))]
        for (label, point) in cases {
            _ = verifiedHit(flat, naiveFlat, flatFlat, at: point)
            let name = "hitTest, flat parent with \(Format.grouped(childCount)) children, \(label) child hit"
            let openTouch: Batch = { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= flat.hitTest(point, with: nil)?.tag ?? -1 }
                return sum
            }
            record(name, harness.compare(openTouch, against: { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= naiveFlat.hitTest(point)?.id ?? -1 }
                return sum
            }, plan: harness.plan.forSlowOperations))
            recordLimit(name, harness.compare(openTouch, against: { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= flatFlat.hit(point) }
                return sum
            }, plan: harness.plan.forSlowOperations))
            let flatAnswers = LimitAnswers(views: fixtures.flatViews)
            flatAnswers.check(flatFlat.hit(point), is: flat.hitTest(point, with: nil))
            recordLimitReturningView(name, harness.compare(openTouch, against: { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= flatAnswers.view(flatFlat.hit(point)).tag }
                return sum
            }, plan: harness.plan.forSlowOperations))
        }
        return summary
    }

    /// Hit-tests the three implementations once (OpenTouch twice, so that its caches are built as
    /// in any repeated query), stops the run if they disagree, returns the hit index.
    private func verifiedHit(_ view: UIView, _ naive: NaiveView, _ flat: FlatHitTree, at point: CGPoint) -> Int {
        let first = view.hitTest(point, with: nil)?.tag ?? -1
        let openTouch = view.hitTest(point, with: nil)?.tag ?? -1
        let baseline = naive.hitTest(point)?.id ?? -1
        let limit = flat.hit(point)
        guard openTouch == first, openTouch == baseline, openTouch == limit, openTouch >= 0 else {
            fatalError("hit tests disagree at \(point): OpenTouch view \(first), then \(openTouch), "
                       + "baseline view \(baseline), limit view \(limit)")
        }
        return openTouch
    }

    private func centre(of rect: CGRect) -> CGPoint {
        CGPoint(x: rect.midX, y: rect.midY)
    }
}

/// A tree's views by spec index, handed out the way a hit test hands out its answer: a call that
/// returns a retained reference, which the caller releases.
@MainActor
struct LimitAnswers {
    /// The views, indexed like the tree's spec.
    let views: [UIView]

    /// The view at `index`, returned owned, as `hitTest(_:with:)` returns its answer: the call is
    /// not inlined, and the optimizer may not turn it into one that returns the view unretained
    /// (it otherwise does, moving the retain into the caller, where it may vanish).
    @inline(never)
    @_semantics("optimize.sil.specialize.owned2guarantee.never")
    func view(_ index: Int) -> UIView { views[index] }

    /// Stops the run unless the view at `index` is `answer`, the view OpenTouch's hit test gave.
    func check(_ index: Int, is answer: UIView?) {
        guard index >= 0, index < views.count, views[index] === answer else {
            fatalError("the limit's view \(index) is not OpenTouch's answer")
        }
    }
}
