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

    init() {
        deepRoot = TreeBuilder.openTouch(deepSpec)[0]
        deepNaiveRoot = TreeBuilder.naive(deepSpec)[0]
        deepPoints = TreeSpec.randomPoints(4096, in: deepSpec.views[0].frame, seed: 0x5EED_7A95)
        flatRoot = TreeBuilder.openTouch(flatSpec)[0]
        flatNaiveRoot = TreeBuilder.naive(flatSpec)[0]
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
    }

    /// Runs every hit-test benchmark, appending rows to `report`.
    func run(into report: inout Report) -> Summary {
        var summary = Summary()
        func record(_ name: String, _ result: (candidate: Measurement, baseline: Measurement)) {
            report.rows.append(.timing(name, candidate: result.candidate, baselineName: "seeds' pseudocode hitTest",
                                       baseline: result.baseline))
            summary.ratios.append((name, result.candidate.median / result.baseline.median))
        }

        // 1. The seed scene, one row per tap point, hit-tested from the window.
        let window = fixtures.seed.window, naiveWindow = fixtures.seedNaive[0]
        for point in TreeSpec.seedTapPoints {
            let hit = verifiedHit(window, naiveWindow, at: point)
            let name = "hitTest, seed scene \(Format.point(point)) → \(TreeSpec.seed.views[hit].name)"
            record(name, harness.compare({ operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= window.hitTest(point, with: nil)?.tag ?? -1 }
                return sum
            }, against: { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= naiveWindow.hitTest(point)?.id ?? -1 }
                return sum
            }))
        }

        // 2. The deep tree, cycling through fixed random points.
        let root = fixtures.deepRoot, naiveRoot = fixtures.deepNaiveRoot, points = fixtures.deepPoints
        var depthSum = 0
        for point in points { depthSum += fixtures.deepSpec.depth(of: verifiedHit(root, naiveRoot, at: point)) }
        let meanDepth = Double(depthSum) / Double(points.count)
        let mask = points.count - 1
        let deep = harness.compare({ operations in
            var sum = 0
            for index in 0 ..< operations { sum &+= root.hitTest(points[index & mask], with: nil)?.tag ?? -1 }
            return sum
        }, against: { operations in
            var sum = 0
            for index in 0 ..< operations { sum &+= naiveRoot.hitTest(points[index & mask])?.id ?? -1 }
            return sum
        })
        let maxDepth = fixtures.deepSpec.views.indices.map(fixtures.deepSpec.depth(of:)).max() ?? 0
        record("hitTest, \(Format.grouped(fixtures.deepSpec.views.count))-view tree (fan-out 8, depth \(maxDepth)), "
               + "random points, mean hit depth \(Format.digits(meanDepth))", deep)
        summary.deepTree = deep.candidate

        // 3. The flat parent: the front-most child answers first; the back-most is asked last.
        let flat = fixtures.flatRoot, naiveFlat = fixtures.flatNaiveRoot
        let childCount = fixtures.flatSpec.views.count - 1
        let cases = [("front-most", centre(of: fixtures.flatSpec.views[childCount].frame)),
                     ("back-most", centre(of: fixtures.flatSpec.views[1].frame))]
        for (label, point) in cases {
            _ = verifiedHit(flat, naiveFlat, at: point)
            record("hitTest, flat parent with \(Format.grouped(childCount)) children, \(label) child hit",
                   harness.compare({ operations in
                       var sum = 0
                       for _ in 0 ..< operations { sum &+= flat.hitTest(point, with: nil)?.tag ?? -1 }
                       return sum
                   }, against: { operations in
                       var sum = 0
                       for _ in 0 ..< operations { sum &+= naiveFlat.hitTest(point)?.id ?? -1 }
                       return sum
                   }, plan: harness.plan.forSlowOperations))
        }
        return summary
    }

    /// Hit-tests both implementations once, stops the run if they disagree, returns the hit index.
    private func verifiedHit(_ view: UIView, _ naive: NaiveView, at point: CGPoint) -> Int {
        let openTouch = view.hitTest(point, with: nil)?.tag ?? -1
        let baseline = naive.hitTest(point)?.id ?? -1
        guard openTouch == baseline, openTouch >= 0 else {
            fatalError("hit tests disagree at \(point): OpenTouch view \(openTouch), baseline view \(baseline)")
        }
        return openTouch
    }

    private func centre(of rect: CGRect) -> CGPoint {
        CGPoint(x: rect.midX, y: rect.midY)
    }
}
