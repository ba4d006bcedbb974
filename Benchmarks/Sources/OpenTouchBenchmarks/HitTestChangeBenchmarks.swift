import Foundation
import OpenTouch

/// The cost of hit testing right after the geometry changed: one child of the 100,000-child
/// parent moves (by a quarter point, back and forth, so every answer stays the same) before each
/// query. OpenTouch's cache of that parent is stale at every query: a single query walks uncached;
/// a second query at the same geometry (another touch) rebuilds the cache, which these rows show.
@MainActor
struct HitTestChangeBenchmarks {
    let harness: Harness
    let fixtures: HitTestFixtures

    /// Appends the rows to `report`; returns OpenTouch ÷ baseline median per row.
    func run(into report: inout Report) -> [(name: String, ratio: Double)] {
        var ratios: [(name: String, ratio: Double)] = []
        let flat = fixtures.flatWindow, naiveFlat = fixtures.flatNaiveRoot
        let childCount = fixtures.flatSpec.views.count - 1
        let moved = fixtures.flatRoot.subviews[childCount / 2], naiveMoved = naiveFlat.subviews[childCount / 2]
        let front = centre(of: fixtures.flatSpec.views[childCount].frame)
        let back = centre(of: fixtures.flatSpec.views[1].frame)
        let cases = [("front-most child hit, 1 query per change", front, 1),
                     ("back-most child hit, 1 query per change", back, 1),
                     ("front-most child hit, 2 queries per change (the 2nd rebuilds the cache)", front, 2)]
        for (label, point, queries) in cases {
            let name = "hitTest after 1 of \(Format.grouped(childCount)) children moved, \(label)"
            let result = harness.compare({ operations in
                let center = moved.center
                var sum = 0
                for operation in 0 ..< operations {
                    moved.center.x = center.x + (operation & 1 == 0 ? 0.25 : 0)
                    for _ in 0 ..< queries { sum &+= flat.hitTest(point, with: nil)?.tag ?? -1 }
                }
                moved.center = center
                return sum
            }, against: { operations in
                let origin = naiveMoved.frame.origin
                var sum = 0
                for operation in 0 ..< operations {
                    naiveMoved.frame.origin.x = origin.x + (operation & 1 == 0 ? 0.25 : 0)
                    for _ in 0 ..< queries { sum &+= naiveFlat.hitTest(point)?.id ?? -1 }
                }
                naiveMoved.frame.origin = origin
                return sum
            }, plan: harness.plan.forSlowOperations)
            report.rows.append(.timing(name, candidate: result.candidate,
                                       baselineName: "seeds' pseudocode hitTest (same moves)", baseline: result.baseline))
            ratios.append((name, result.candidate.median / result.baseline.median))
        }
        return ratios
    }

    private func centre(of rect: CGRect) -> CGPoint {
        CGPoint(x: rect.midX, y: rect.midY)
    }
}
