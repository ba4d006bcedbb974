import Foundation
import OpenTouch

/// A subclass that changes nothing: the cache must ask its `hitTest(_:with:)` (it cannot tell
/// that nothing is overridden), so it stands for any app's custom cell.
private final class CustomCell: UIView {}

/// Hit testing on list-shaped and mixed flat parents: 100,000 full-width rows (a table's shape),
/// and the 100,000 tiled children with one replaced by a `UIView` subclass. Each tree is asked
/// through a window, against the seeds' pseudocode and the flat-array limit on the same geometry.
@MainActor
struct HitTestShapeBenchmarks {
    let harness: Harness
    let application: UIApplication

    /// Appends the rows to `report`; returns OpenTouch ÷ flat-array limit median per row.
    func run(into report: inout Report) -> [(name: String, ratio: Double)] {
        var ratios: [(name: String, ratio: Double)] = []
        let rows = Self.rows(count: 100_000, width: 400, height: 2)
        ratios += measure(rows, named: "100,000 full-width rows", custom: nil, into: &report)
        let tiles = TreeSpec.flat(childCount: 100_000)
        ratios += measure(tiles, named: "100,000 tiled children, child 50,000 a UIView subclass",
                          custom: 50_000, into: &report)
        return ratios
    }

    /// A parent with `count` rows of `width` × `height`, one under the other.
    static func rows(count: Int, width: CGFloat, height: CGFloat) -> TreeSpec {
        var views = [TreeSpec.View(parent: -1, frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(count) * height),
                                   name: "list")]
        views.reserveCapacity(count + 1)
        for index in 0 ..< count {
            views.append(TreeSpec.View(parent: 0, frame: CGRect(x: 0, y: CGFloat(index) * height, width: width, height: height)))
        }
        return TreeSpec(views: views)
    }

    private func measure(_ spec: TreeSpec, named label: String, custom: Int?, into report: inout Report)
        -> [(name: String, ratio: Double)] {
        let views = TreeBuilder.openTouch(spec)
        if let custom {
            let cell = CustomCell(frame: spec.views[custom + 1].frame)
            cell.tag = custom + 1
            views[0].insertSubview(cell, aboveSubview: views[custom + 1])
            views[custom + 1].removeFromSuperview()
        }
        let window = HitTestFixtures.window(holding: views[0], application: application)
        let naive = TreeBuilder.naive(spec)[0], flat = FlatHitTree(spec)
        let count = spec.views.count - 1
        var ratios: [(name: String, ratio: Double)] = []
        for (which, index) in [("front-most", count), ("back-most", 1)] {
            let frame = spec.views[index].frame
            let point = CGPoint(x: frame.midX, y: frame.midY)
            let answers = (0 ..< 3).map { _ in window.hitTest(point, with: nil)?.tag ?? -1 }
            guard answers.allSatisfy({ $0 == index }), naive.hitTest(point)?.id == index, flat.hit(point) == index else {
                fatalError("hit tests disagree on \(label) at \(point): \(answers)")
            }
            let name = "hitTest, \(label), \(which) child hit"
            let openTouch: Batch = { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= window.hitTest(point, with: nil)?.tag ?? -1 }
                return sum
            }
            let baseline = harness.compare(openTouch, against: { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= naive.hitTest(point)?.id ?? -1 }
                return sum
            }, plan: harness.plan.forSlowOperations)
            report.rows.append(.timing(name, candidate: baseline.candidate, baselineName: "seeds' pseudocode hitTest",
                                       baseline: baseline.baseline))
            let limit = harness.compare(openTouch, against: { operations in
                var sum = 0
                for _ in 0 ..< operations { sum &+= flat.hit(point) }
                return sum
            }, plan: harness.plan.forSlowOperations)
            report.rows.append(.timing(name, candidate: limit.candidate, baselineName: "flat-array limit",
                                       baseline: limit.baseline))
            ratios.append((name, limit.candidate.median / limit.baseline.median))
        }
        return ratios
    }
}
